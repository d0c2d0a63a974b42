import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The form kit's words (messages, Cancel, Saving…) load with the forms, not with the home page. */
addTranslations({ en, hi });
