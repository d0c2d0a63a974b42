import type { TOption, TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { languageOf, localized, type UiLanguage } from '@exam/core/language';
import type { Answer } from '@exam/core/quiz';

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

/** The options a multiple-correct answer chose (none for the other types). */
export const chosenIdsOf = (answer: Answer | undefined): readonly number[] =>
  typeof answer === 'object' ? (answer.answerIds ?? []) : [];

/** The option a single-choice answer chose. */
export const chosenIdOf = (answer: Answer | undefined): number | undefined =>
  typeof answer === 'number' ? answer : (answer?.answerId ?? undefined);

/** The correct options of a question: every one of a multiple-correct question, else the one. */
export const keyIdsOf = (question: TPaperQuestion): readonly number[] =>
  question.questionType === 'multiple'
    ? (question.answerIds ?? [])
    : question.answerId
      ? [question.answerId]
      : [];

/** A stored quiz answer (the server's record) as the players' rules read it. */
export function answerOfStored(stored: {
  questionType?: string | undefined;
  answerId: number;
  answerIds?: number[] | undefined;
  numericAnswer?: string | undefined;
  textAnswer?: string | undefined;
}): Answer {
  if (stored.questionType === 'multiple') return { answerIds: stored.answerIds ?? [] };
  if (stored.questionType === 'numerical') return { numericAnswer: stored.numericAnswer ?? '' };
  if (stored.questionType === 'short-answer') return { textAnswer: stored.textAnswer ?? '' };
  return stored.answerId;
}

/** A given answer as the quiz and practice reducers take it: a picked option, or the rest. */
export const answerEvent = (answer: Answer) =>
  typeof answer === 'number'
    ? ({ type: 'select', optionId: answer } as const)
    : ({ type: 'answer', answer } as const);
