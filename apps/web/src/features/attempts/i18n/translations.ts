import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The attempted tests labels load with their screen, not with the home page. */
addTranslations({ en, hi });
