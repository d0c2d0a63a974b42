/** SPEC §9: language id 1 is English; any other id is shown as Hindi. */
export const ENGLISH_LANG_ID = 1;
export const HINDI_LANG_ID = 2;

export type UiLanguage = 'en' | 'hi';

export const languageOf = (langId: number): UiLanguage =>
  langId === ENGLISH_LANG_ID ? 'en' : 'hi';

export const languageName = (langId: number) => (languageOf(langId) === 'en' ? 'English' : 'Hindi');

/** Content carries *En / *Hi pairs: the Hindi text when asked for and present, else the English. */
export const localized = (language: UiLanguage, en: string, hi: string | null | undefined) =>
  language === 'hi' && hi ? hi : en;
