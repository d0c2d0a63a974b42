import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../common/integers.ts';

export const ZStartQuizAttemptRequest = z.object({
  setId: whole(1).describe('A quiz (1), practice (2) or GK (5) set'),
});
export type TStartQuizAttemptRequest = z.infer<typeof ZStartQuizAttemptRequest>;

export const ZQuizAttempt = z.object({
  setId: z.number().int(),
  attemptNo: z.number().int().describe('1 for the first play of the set, then 2, …'),
  startedAt: z.string().describe('ISO 8601, by the server'),
  durationMs: z.number().int().describe("The set's time (minutes × 60,000)"),
  questionCount: z.number().int(),
});
export type TQuizAttempt = z.infer<typeof ZQuizAttempt>;

export const startQuizAttempt = defineEndpoint({
  ...API.startQuizAttempt,
  summary:
    'Start (or restart) playing a quiz, practice or GK set: a new attempt numbered after the ' +
    "caller's last. 400 for a computer-based-test set; 404 unknown or another organisation's set",
  tags: ['quiz'],
  body: ZStartQuizAttemptRequest,
  response: okEnvelope(ZQuizAttempt),
});
