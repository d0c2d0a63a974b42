import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { useState } from 'react';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { contentLanguagesOf } from '../utils/content';

/** The languages a played set is written in, and the one shown: the interface's when it can be. */
export function usePlayLanguage(set: TQuestionSet) {
  const { language: uiLanguage } = useUiLanguage();
  const languages = contentLanguagesOf(set);
  const [language, setLanguage] = useState(
    languages.includes(uiLanguage) ? uiLanguage : (languages[0] ?? 'en'),
  );
  return { languages, language, setLanguage };
}
