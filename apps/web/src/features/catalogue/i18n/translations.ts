import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/**
 * Labels of the catalogue's lazily loaded screens (school exams, previous-year papers), not in the
 * first load.
 */
addTranslations({ en, hi });
