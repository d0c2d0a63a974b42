import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The quiz and practice screens' labels load with their chunks, not with the home page. */
addTranslations({ en, hi });
