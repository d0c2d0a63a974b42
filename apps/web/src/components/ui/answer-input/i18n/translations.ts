import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The answer inputs' labels load with the screens that use them, not with the home page. */
addTranslations({ en, hi });
