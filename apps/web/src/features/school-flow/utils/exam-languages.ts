import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf, type UiLanguage } from '@exam/core/language';

export interface ExamLanguage {
  langId: number;
  language: UiLanguage;
}

/**
 * The languages a set can be taken in, one per language (SPEC §9: id 1 English, any other Hindi),
 * in the set's order; English when a set names none.
 */
export function examLanguagesOf(set: Pick<TQuestionSet, 'languages'>): ExamLanguage[] {
  const seen = new Map<UiLanguage, ExamLanguage>();
  for (const { langId } of set.languages) {
    const language = languageOf(langId);
    if (!seen.has(language)) seen.set(language, { langId, language });
  }
  return seen.size > 0 ? [...seen.values()] : [{ langId: 1, language: 'en' }];
}

/**
 * The exam language to show: the one carried in the flow's state if the set offers it, else the
 * student's interface language if the set offers it, else the set's first.
 */
export function chosenExamLanguage(
  set: Pick<TQuestionSet, 'languages'>,
  carried: { langId: number } | undefined,
  uiLanguage: UiLanguage,
): ExamLanguage {
  const offered = examLanguagesOf(set);
  const match = (language: UiLanguage) => offered.find((option) => option.language === language);
  const first = offered[0] as ExamLanguage;
  return (carried && match(languageOf(carried.langId))) ?? match(uiLanguage) ?? first;
}
