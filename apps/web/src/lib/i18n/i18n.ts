import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../storage-keys';
import { storage } from '../storage';
import en from './en.json';

export const UI_LANGUAGES = ['en', 'hi'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  UI_LANGUAGES.includes(value as UiLanguage);

/** The stored choice, else Hindi for a browser set to Hindi, else English. */
function initialLanguage(): UiLanguage {
  const stored = storage.get(STORAGE_KEYS.language);
  if (isUiLanguage(stored)) return stored;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('hi')
    ? 'hi'
    : 'en';
}

const applyToDocument = (language: string) => {
  document.documentElement.lang = language;
};

type Translations = Record<string, unknown>;

/** Labels of lazily loaded screens that came before the first-load Hindi labels did. */
const hindiWaiting: Translations[] = [];
let hindiLoaded = false;

/**
 * The first-load Hindi labels are their own chunk (decision 021): an English visitor's first load
 * does not carry them, and i18next fetches them before it switches to Hindi, whoever asks.
 */
const hindiLabels: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    if (language !== 'hi' || namespace !== 'translation') {
      callback(null, {});
      return;
    }
    import('./hi.json').then(
      ({ default: hi }) => {
        hindiLoaded = true;
        for (const bundle of [hi, ...hindiWaiting.splice(0)]) {
          i18n.addResourceBundle('hi', 'translation', bundle, true, false);
        }
        callback(null, i18n.getResourceBundle('hi', 'translation') as Translations);
      },
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Resolves once the starting language's labels are in; the app renders after it. */
export const i18nReady = i18n
  .use(hindiLabels)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: UI_LANGUAGES,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    // i18next otherwise prints an advertisement to every visitor's console.
    showSupportNotice: false,
  })
  .then(
    () => applyToDocument(i18n.language),
    () => applyToDocument(i18n.language),
  );

i18n.on('languageChanged', (language) => {
  applyToDocument(language);
  if (isUiLanguage(language)) storage.set(STORAGE_KEYS.language, language);
});

/**
 * Adds the labels of a screen that is not in the first load; its chunk calls this when it loads,
 * before it renders, so the home page does not download every screen's words (decision 004).
 */
export function addTranslations(bundles: { en: Translations; hi: Translations }) {
  i18n.addResourceBundle('en', 'translation', bundles.en, true, false);
  // Before the first-load Hindi labels, a Hindi bundle would make i18next think Hindi is in.
  if (hindiLoaded) i18n.addResourceBundle('hi', 'translation', bundles.hi, true, false);
  else hindiWaiting.push(bundles.hi);
}

export { i18n };
