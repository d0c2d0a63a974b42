import { addTranslations } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** Labels of the search results screen (the search box's own are in the first load). */
addTranslations({ en, hi });
