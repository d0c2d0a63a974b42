import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZAttemptSession, ZSubmitReason } from './entities.ts';

export const ZSubmitAttemptRequest = ZAttemptSession;
export type TSubmitAttemptRequest = z.infer<typeof ZSubmitAttemptRequest>;

export const ZSubmitAttemptResult = z.object({
  attemptNo: z.number().int(),
  status: z.literal('submitted'),
  submittedAt: z.string().describe('ISO 8601'),
  reason: ZSubmitReason,
});
export type TSubmitAttemptResult = z.infer<typeof ZSubmitAttemptResult>;

export const submitAttempt = defineEndpoint({
  ...API.submitAttempt,
  summary:
    'Submit the attempt: no save is accepted afterwards; it is scored on the server. Submitting ' +
    'again answers the same. 409 SESSION_TAKEN_OVER while open in another tab; 404 unknown attempt',
  tags: ['attempts'],
  body: ZSubmitAttemptRequest,
  response: okEnvelope(ZSubmitAttemptResult),
});
