import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/**
 * A set card's and a set list's labels load with the screens that show sets, not with the home
 * page (decision 021: the home page's first load is budgeted).
 */
addTranslations({ en, hi });
