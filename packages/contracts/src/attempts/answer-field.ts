import type { TQuestionType } from '../questions/entities.ts';

/**
 * The field of a save that carries each question type's answer. Free of zod (the import of the
 * question type is a type only), so the web app takes it without the schemas (decision 004).
 */
export type TAnswerField = 'answerId' | 'answerIds' | 'numericAnswer' | 'textAnswer';

/** The field that carries the answer of each question type (a save fills in only that one). */
export const ANSWER_FIELD: Record<TQuestionType, TAnswerField> = {
  single: 'answerId',
  'true-false': 'answerId',
  multiple: 'answerIds',
  numerical: 'numericAnswer',
  'short-answer': 'textAnswer',
};
