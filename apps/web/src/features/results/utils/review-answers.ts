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

/** Whether the student typed the answer (numerical, short answer) rather than chose options. */
export const isTyped = (q: TReviewQuestion) =>
  q.questionType === 'numerical' || q.questionType === 'short-answer';

/** Whether the question has a key to show (a numerical one: its range; a short one: its texts). */
export const hasKey = (q: TReviewQuestion) =>
  q.questionType === 'numerical'
    ? Boolean(q.numericRange)
    : q.questionType === 'short-answer'
      ? (q.textKey?.accepted.length ?? 0) > 0
      : keyIds(q).length > 0;

/** What the student typed into a numerical or short-answer question ('' when nothing). */
export const typedAnswer = (q: TReviewQuestion) =>
  (q.questionType === 'short-answer' ? q.textAnswer : q.numericAnswer)?.trim() ?? '';

/** Whether the student answered: an option, options, or a number or text typed. */
export const isAnswered = (q: TReviewQuestion) =>
  isTyped(q) ? typedAnswer(q) !== '' : chosenIds(q).length > 0;

/** Option letters of ids, in the paper's order: "A, C"; '—' for none. */
export const capsOf = (q: TReviewQuestion, ids: readonly number[]) =>
  q.options
    .filter((o) => ids.includes(o.optionId))
    .map((o) => o.optionCap)
    .join(', ') || '—';
