import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../common/integers.ts';
import {
  HEARTBEAT_INTERVAL_MS,
  ZAttemptSession,
  ZIntegrityEvent,
  ZAttemptStatus,
  ZServerNow,
  ZSubmitReason,
  ZTimeLeftMs,
} from './entities.ts';

export const ZHeartbeatRequest = ZAttemptSession.extend({
  currentQuestionId: whole(1)
    .optional()
    .describe('The question on screen now: a reload opens it again'),
  visitedQuestionIds: z
    .array(whole(1))
    .max(1_000, 'must list at most 1,000 questions')
    .optional()
    .describe('Questions opened so far (added to those already recorded; never removed)'),
  events: z
    .array(ZIntegrityEvent)
    .max(100, 'must carry at most 100 events')
    .optional()
    .describe('Full-screen exits, tab or window switches and reloads since the last heartbeat'),
});
export type THeartbeatRequest = z.infer<typeof ZHeartbeatRequest>;

export const ZHeartbeatResult = z.object({
  timeLeftMs: ZTimeLeftMs,
  status: ZAttemptStatus.describe("'submitted' once the attempt is closed: go to the result"),
  submitReason: ZSubmitReason.nullable(),
  serverNow: ZServerNow,
});
export type THeartbeatResult = z.infer<typeof ZHeartbeatResult>;

export const heartbeat = defineEndpoint({
  ...API.heartbeat,
  summary:
    `The open panel's heartbeat (every ${HEARTBEAT_INTERVAL_MS / 1000} s, and when the student ` +
    'opens another question): records the question on screen, the questions visited and the ' +
    "integrity events, and answers what is left by the server's clock. When the time is over it submits " +
    "the attempt and answers status 'submitted'. 409 SESSION_TAKEN_OVER for a replaced session",
  tags: ['attempts'],
  body: ZHeartbeatRequest,
  response: okEnvelope(ZHeartbeatResult),
});
