import { useTranslation } from 'react-i18next';
import { localized } from '@exam/core/language';
import type { UiLanguage } from './i18n';

/** The UI language and a picker of the matching *En / *Hi content text. */
export function useUiLanguage() {
  const { i18n } = useTranslation();
  const language: UiLanguage = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  return {
    language,
    pick: (en: string, hi: string | null | undefined) => localized(language, en, hi),
    setLanguage: (next: UiLanguage) => i18n.changeLanguage(next),
  };
}
