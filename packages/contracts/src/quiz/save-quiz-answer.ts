import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../attempts/entities.ts';
import { ZQuizAttemptKey } from './entities.ts';

/**
 * SPEC §3 'Quiz/practice per-answer save: selected option, the question and several zero
 * placeholders': the placeholders (orgId, studentId) may be 0 or the caller's own.
 */
export const ZSaveQuizAnswerRequest = ZQuizAttemptKey.extend({
  questionId: whole(1).describe('A question of the set'),
  answerId: whole(1).describe('The chosen option id: an option of that question'),
  orgId: whole(0).default(0).describe("Yours, or 0. Another organisation's answers 403"),
  studentId: whole(0).default(0).describe("Yours, or 0. Another student's answers 403"),
});
export type TSaveQuizAnswerRequest = z.input<typeof ZSaveQuizAnswerRequest>;

export const ZSaveQuizAnswerResult = z.object({
  questionId: z.number().int(),
  answerId: z.number().int(),
  saved: z.literal(true),
});

export const saveQuizAnswer = defineEndpoint({
  ...API.saveQuizAnswer,
  summary:
    'Save the option chosen for one question of an open quiz/practice/GK attempt (a later save ' +
    'of the question replaces it). 400 an option of another question; 403 ids not yours; 404 ' +
    'unknown attempt or question; 410 the attempt is finished',
  tags: ['quiz'],
  body: ZSaveQuizAnswerRequest,
  response: okEnvelope(ZSaveQuizAnswerResult),
});
