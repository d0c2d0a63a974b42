import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ZBodyId } from '../common/integers.ts';
import { ADMIN_API } from './admin-api.ts';

export const ZSetQuestionParams = z.object({ id: ZId, questionId: ZId });

const ZReason = z
  .string()
  .trim()
  .min(3, 'must say why, in at least 3 characters')
  .max(1000, 'must be at most 1000 characters');

/** A key as key_corrections keeps it, before and after. */
export const ZAnswerKey = z.object({
  answerOptionId: z.number().int().nullable().optional(),
  answerOptionIds: z.array(z.number().int()).nullable().optional(),
  numericMin: z.number().nullable().optional(),
  numericMax: z.number().nullable().optional(),
});
export type TAnswerKey = z.infer<typeof ZAnswerKey>;

/** The new key of the question's type: one option, several options, or a numerical range. */
export const ZCorrectKeyBody = z.object({
  answerOptionId: ZBodyId.optional(),
  answerOptionIds: z.array(ZBodyId).min(1).max(26).optional(),
  numericMin: z.number().finite().optional(),
  numericMax: z.number().finite().optional(),
  reason: ZReason,
});
export type TCorrectKeyBody = z.infer<typeof ZCorrectKeyBody>;

export const ZDropQuestionBody = z.object({ reason: ZReason });
export type TDropQuestionBody = z.infer<typeof ZDropQuestionBody>;

export const ZKeyCorrectionOutcome = z.object({
  correctionId: z.number().int(),
  questionId: z.number().int(),
  questionNo: z.number().int(),
  kind: z.enum(['drop', 'key']),
  before: ZAnswerKey,
  after: ZAnswerKey.nullable(),
  attemptsRescored: z.number().int().describe('Exam attempts and quiz plays scored again'),
});
export type TKeyCorrectionOutcome = z.infer<typeof ZKeyCorrectionOutcome>;

export const ZKeyCorrectionResponse = okEnvelope(ZKeyCorrectionOutcome);
export type TKeyCorrectionResponse = z.infer<typeof ZKeyCorrectionResponse>;

const scopeNote =
  ' Only an org-admin or staff of the set’s institute; refused (409) while an attempt of the set ' +
  'is open. Every submitted attempt is rescored in the same transaction and the change audited.';

export const correctKey = defineEndpoint({
  ...ADMIN_API.correctKey,
  summary: 'Corrects the answer key of a question after the exam.' + scopeNote,
  tags: ['admin'],
  params: ZSetQuestionParams,
  body: ZCorrectKeyBody,
  response: ZKeyCorrectionResponse,
});

export const dropQuestion = defineEndpoint({
  ...ADMIN_API.dropQuestion,
  summary:
    'Drops a question after the exam: every candidate gets its full marks (decision 020).' +
    scopeNote,
  tags: ['admin'],
  params: ZSetQuestionParams,
  body: ZDropQuestionBody,
  response: ZKeyCorrectionResponse,
});
