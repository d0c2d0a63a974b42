import { z } from 'zod';
import { whole } from '../common/integers.ts';
import { ZAttemptNo } from '../attempts/entities.ts';
import { ZNumericKey, ZTextKey } from '../papers/entities.ts';
import { ZQuestionType } from '../questions/entities.ts';

/**
 * Quiz, practice and GK sets are played and scored in the browser (SPEC §9); the server keeps each
 * play as a quiz attempt so the lists and the quiz result show real figures (decision 009).
 */
export const ZQuizAttemptKey = z.object({
  setId: whole(1).describe('A quiz (1), practice (2) or GK (5) set'),
  attemptNo: ZAttemptNo.describe('From the start call'),
});
export type TQuizAttemptKey = z.infer<typeof ZQuizAttemptKey>;

/** Outcome of one quiz answer: Partial is a JEE-partially-marked multiple-correct answer. */
export const ZQuizOutcome = z.enum(['Correct', 'Incorrect', 'Partial']);
export type TQuizOutcome = z.infer<typeof ZQuizOutcome>;

/** One stored answer of a quiz attempt, with its outcome against the key (shown after finishing). */
export const ZQuizAnswer = z.object({
  questionId: z.number().int(),
  questionType: ZQuestionType.optional().describe("absent: 'single'"),
  answerId: z.number().int().describe('The chosen option id (0 for the other question types)'),
  answerIds: z
    .array(z.number().int())
    .optional()
    .describe('Multiple-correct questions: every chosen option id'),
  numericAnswer: z.string().optional().describe('Numerical questions: the number typed'),
  textAnswer: z.string().optional().describe('Short-answer questions: the text typed'),
  correct: z.boolean().describe('Exactly right (a partial answer is not)'),
  outcome: ZQuizOutcome.optional(),
  marks: z
    .number()
    .optional()
    .describe("Marks earned with the set's marking (partial, negative); shown beside the score"),
  maxMarks: z.number().optional(),
  correctAnswerId: z.number().int().nullable().optional().describe('The key (single choice)'),
  correctAnswerIds: z
    .array(z.number().int())
    .nullable()
    .optional()
    .describe('The key (multiple correct)'),
  numericRange: ZNumericKey.nullable().optional().describe('The key (numerical)'),
  textKey: ZTextKey.nullable().optional().describe('The key (short answer)'),
});
export type TQuizAnswer = z.infer<typeof ZQuizAnswer>;

/** A finished quiz attempt as the server scored it. */
export const ZQuizResult = z.object({
  setId: z.number().int(),
  attemptNo: z.number().int(),
  score: z
    .number()
    .int()
    .describe('Exactly right answers: one point each (SPEC §4); a partial answer scores none here'),
  marks: z
    .number()
    .optional()
    .describe(
      "Marks with the set's marking of each question type: partial marks and negative marks",
    ),
  maxMarks: z.number().optional(),
  partial: z.number().int().optional().describe('Multiple-correct answers partly right'),
  total: z.number().int().describe("The set's questions"),
  correct: z.number().int(),
  incorrect: z.number().int(),
  skipped: z.number().int(),
  timeTakenSec: z
    .number()
    .int()
    .describe("From start to finish by the server's clock, at most the set's time"),
  finishedAt: z.string().describe('ISO 8601'),
  rank: z
    .number()
    .int()
    .describe("The caller's rank over every student's best finished attempt of the set"),
  attemptedUsers: z.number().int().describe('Students with a finished attempt of the set'),
  answers: z.array(ZQuizAnswer).describe('By question order'),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;
