import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The exam panel's labels load with its chunk, not with the home page. */
addTranslations({ en, hi });
