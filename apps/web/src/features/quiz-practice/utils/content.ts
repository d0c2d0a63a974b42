import type { TOption, TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf, localized, type UiLanguage } from '@exam/core/language';

/** The content languages a set offers (SPEC §9: id 1 English, any other Hindi). */
export function contentLanguagesOf(set: Pick<TQuestionSet, 'languages'> | undefined): UiLanguage[] {
  const found = [...new Set((set?.languages ?? []).map((l) => languageOf(l.langId)))];
  return found.length > 0 ? found : ['en'];
}

export const questionText = (question: TPaperQuestion, language: UiLanguage) =>
  localized(language, question.questionTextEn, question.questionTextHi);

export const optionText = (option: TOption, language: UiLanguage) =>
  localized(language, option.optionTextEn, option.optionTextHi);

/** The solution in the language, else the other one; null when the question has none. */
export function solutionText(question: TPaperQuestion, language: UiLanguage) {
  const en = question.questionSolutionTextEn ?? null;
  const hi = question.questionSolutionTextHi ?? null;
  return (language === 'hi' ? (hi ?? en) : (en ?? hi)) || null;
}

export const optionById = (question: TPaperQuestion, optionId: number | undefined) =>
  question.options.find((option) => option.optionId === optionId);

/** Where a set's Start and the players' 'back to the list' lead: GK sets have their own list. */
export const listPathOf = (setTypeId: number | undefined) =>
  setTypeId === 5 ? '/gkandca/' : setTypeId === 2 ? '/practicelist/' : '/quizlist/';
