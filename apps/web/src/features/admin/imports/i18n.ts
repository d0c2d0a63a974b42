import { i18n } from '@/lib/i18n/i18n';
import { ADMIN_NS } from '../i18n/translations';
import en from './en.json';
import hi from './hi.json';

/** The import screen's labels, under "imports" of the console's namespace, loaded with its chunk. */
i18n.addResourceBundle('en', ADMIN_NS, { imports: en }, true, false);
i18n.addResourceBundle('hi', ADMIN_NS, { imports: hi }, true, false);
