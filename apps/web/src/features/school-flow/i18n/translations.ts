import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The school flow's labels load with its screens, not with the home page. */
addTranslations({ en, hi });
