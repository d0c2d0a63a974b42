import type { TReviewQuestion } from '@exam/contracts/results/entities';

/** The student's options of a reviewed question: every one ticked, or the one chosen. */
export const chosenIds = (q: TReviewQuestion): number[] =>
  q.questionType === 'multiple'
    ? (q.selectedAnswerIds ?? [])
    : q.selectedAnswerId
      ? [q.selectedAnswerId]
      : [];

/** The correct options: every one of a multiple-correct question, or the one. */
export const keyIds = (q: TReviewQuestion): number[] =>
  q.questionType === 'multiple' ? (q.answerIds ?? []) : q.answerId ? [q.answerId] : [];

/** Whether the question has a key to show (a numerical one: its range). */
export const hasKey = (q: TReviewQuestion) =>
  q.questionType === 'numerical' ? Boolean(q.numericRange) : keyIds(q).length > 0;

/** Whether the student answered: an option, options, or a number typed. */
export const isAnswered = (q: TReviewQuestion) =>
  q.questionType === 'numerical' ? Boolean(q.numericAnswer?.trim()) : chosenIds(q).length > 0;

/** Option letters of ids, in the paper's order: "A, C"; '—' for none. */
export const capsOf = (q: TReviewQuestion, ids: readonly number[]) =>
  q.options
    .filter((o) => ids.includes(o.optionId))
    .map((o) => o.optionCap)
    .join(', ') || '—';
