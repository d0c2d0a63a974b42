import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The response sheet's labels load with its chunk. */
addTranslations({ en, hi });
