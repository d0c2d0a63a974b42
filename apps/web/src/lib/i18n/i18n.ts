import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../storage-keys';
import { storage } from '../storage';
import en from './en.json';
import hi from './hi.json';

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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: UI_LANGUAGES,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
  // i18next otherwise prints an advertisement to every visitor's console.
  showSupportNotice: false,
});
applyToDocument(i18n.language);

i18n.on('languageChanged', (language) => {
  applyToDocument(language);
  if (isUiLanguage(language)) storage.set(STORAGE_KEYS.language, language);
});

type Translations = Record<string, unknown>;

/**
 * Adds the labels of a screen that is not in the first load; its chunk calls this when it loads,
 * before it renders, so the home page does not download every screen's words (decision 004).
 */
export function addTranslations(bundles: { en: Translations; hi: Translations }) {
  i18n.addResourceBundle('en', 'translation', bundles.en, true, false);
  i18n.addResourceBundle('hi', 'translation', bundles.hi, true, false);
}

export { i18n };
