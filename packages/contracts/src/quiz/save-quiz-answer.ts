import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../common/integers.ts';
import {
  givenAnswerFields,
  ZAnswerIds,
  ZNumericAnswer,
  ZTextAnswer,
} from '../attempts/entities.ts';
import { ZQuizAttemptKey } from './entities.ts';

/**
 * SPEC §3 'Quiz/practice per-answer save: selected option, the question and several zero
 * placeholders': the placeholders (orgId, studentId) may be 0 or the caller's own.
 */
export const ZSaveQuizAnswerRequest = ZQuizAttemptKey.extend({
  questionId: whole(1).describe('A question of the set'),
  answerId: whole(1)
    .optional()
    .describe('Single choice and true/false: the chosen option id, an option of that question'),
  answerIds: ZAnswerIds.optional(),
  numericAnswer: ZNumericAnswer.optional(),
  textAnswer: ZTextAnswer.optional(),
  orgId: whole(0).default(0).describe("Yours, or 0. Another organisation's answers 403"),
  studentId: whole(0).default(0).describe("Yours, or 0. Another student's answers 403"),
}).superRefine((record, ctx) => {
  // Exactly one answer, in the field of the question's type (the server checks the type).
  const given = givenAnswerFields(record);
  const [first, second] = given;
  if (given.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['answerId'],
      message:
        'is required: the chosen option (answerIds for a multiple-correct question, ' +
        'numericAnswer for a numerical one, textAnswer for a short-answer one)',
    });
  else if (first && second)
    ctx.addIssue({
      code: 'custom',
      path: [second],
      message: `must be empty: ${first} already gives the answer`,
    });
});
export type TSaveQuizAnswerRequest = z.input<typeof ZSaveQuizAnswerRequest>;

export const ZSaveQuizAnswerResult = z.object({
  questionId: z.number().int(),
  answerId: z.number().int().describe('0 for a multiple-correct or numerical answer'),
  answerIds: z.array(z.number().int()).optional(),
  numericAnswer: z.string().optional(),
  textAnswer: z.string().optional(),
  saved: z.literal(true),
});

export const saveQuizAnswer = defineEndpoint({
  ...API.saveQuizAnswer,
  summary:
    'Save the answer to one question of an open quiz/practice/GK attempt: answerId (single, ' +
    'true/false), answerIds (multiple correct), numericAnswer (numerical) or textAnswer (short ' +
    'answer); a later save of ' +
    'the question replaces it. 400 an option of another question or an answer of the wrong ' +
    'type, naming the field; 403 ids not yours; 404 ' +
    'unknown attempt or question; 410 the attempt is finished',
  tags: ['quiz'],
  body: ZSaveQuizAnswerRequest,
  response: okEnvelope(ZSaveQuizAnswerResult),
});
