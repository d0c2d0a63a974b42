import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** Only a logged-in student has the side menu: its labels load with it, not with the home page. */
addTranslations({ en, hi });
