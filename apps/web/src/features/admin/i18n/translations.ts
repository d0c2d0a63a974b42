import { i18n } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The console's labels: their own namespace, loaded with the console's chunk, never the home page's. */
export const ADMIN_NS = 'admin';

i18n.addResourceBundle('en', ADMIN_NS, en, true, false);
i18n.addResourceBundle('hi', ADMIN_NS, hi, true, false);

export { en as adminEn };
