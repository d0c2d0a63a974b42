import type { TPaperQuestion, TNumericKey } from '@exam/contracts/papers/entities';
import type { TQuestionType } from '@exam/contracts/questions/entities';

/** A question's type; a paper of before the types carries none: a single choice. */
export const typeOf = (question: Pick<TPaperQuestion, 'questionType'>): TQuestionType =>
  question.questionType ?? 'single';

/** The field of a save that carries each type's answer (from the contracts' zod-free module). */
export { ANSWER_FIELD } from '@exam/contracts/attempts/answer-field';

/** Marks as a person reads them: at most two decimals, no trailing zeros (1.33, 4, 0.5). */
export const formatMarks = (marks: number) => String(Math.round(marks * 100) / 100);

/** A numerical key as the i18n label 'answer.accepted…' takes it: one value, or a range. */
export const acceptedLabel = (range: TNumericKey) =>
  range.min === range.max
    ? { key: 'answer.acceptedValue' as const, values: { value: String(range.min) } }
    : {
        key: 'answer.acceptedRange' as const,
        values: { min: String(range.min), max: String(range.max) },
      };
