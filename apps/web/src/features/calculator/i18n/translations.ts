import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The calculator's labels load with its own chunk, only when a candidate opens it. */
addTranslations({ en, hi });
