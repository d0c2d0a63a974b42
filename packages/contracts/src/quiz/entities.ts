import { z } from 'zod';
import { whole, ZAttemptNo } from '../attempts/entities.ts';

/**
 * Quiz, practice and GK sets are played and scored in the browser (SPEC §9); the server keeps each
 * play as a quiz attempt so the lists and the quiz result show real figures (decision 009).
 */
export const ZQuizAttemptKey = z.object({
  setId: whole(1).describe('A quiz (1), practice (2) or GK (5) set'),
  attemptNo: ZAttemptNo.describe('From the start call'),
});
export type TQuizAttemptKey = z.infer<typeof ZQuizAttemptKey>;

/** One stored answer of a quiz attempt, with its outcome against the key. */
export const ZQuizAnswer = z.object({
  questionId: z.number().int(),
  answerId: z.number().int().describe('The chosen option id'),
  correct: z.boolean(),
});
export type TQuizAnswer = z.infer<typeof ZQuizAnswer>;

/** A finished quiz attempt as the server scored it. */
export const ZQuizResult = z.object({
  setId: z.number().int(),
  attemptNo: z.number().int(),
  score: z.number().int().describe('Correct answers: one point each (SPEC §4)'),
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
