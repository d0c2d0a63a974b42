import { i18n } from '@/lib/i18n/i18n';
import en from './en.json';
import hi from './hi.json';

/** The console's labels: their own namespace, loaded with the console's chunk, never the home page's. */
export const ADMIN_NS = 'admin';

type Tree = Record<string, unknown>;
/** A console page may keep its labels beside it (features/admin/<page>/i18n/): merged here. */
const pageBundles = import.meta.glob<Tree>('../*/i18n/{en,hi}.json', {
  eager: true,
  import: 'default',
});

i18n.addResourceBundle('en', ADMIN_NS, en, true, false);
i18n.addResourceBundle('hi', ADMIN_NS, hi, true, false);
for (const [path, bundle] of Object.entries(pageBundles)) {
  i18n.addResourceBundle(path.endsWith('/hi.json') ? 'hi' : 'en', ADMIN_NS, bundle, true, false);
}

export { en as adminEn };
