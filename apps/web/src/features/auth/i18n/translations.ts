import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The dialog's and the settings page's labels load with them, not with the home page. */
addTranslations({ en, hi });

export { en as authEn };
