import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import {
  HEARTBEAT_INTERVAL_MS,
  ZAttemptSession,
  ZAttemptStatus,
  ZServerNow,
  ZSubmitReason,
  ZTimeLeftMs,
} from './entities.ts';

export const ZHeartbeatRequest = ZAttemptSession;
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
    `The open panel's heartbeat (every ${HEARTBEAT_INTERVAL_MS / 1000} s): the server deducts ` +
    'the time since the last contact and answers what is left. When the time is over it submits ' +
    "the attempt and answers status 'submitted'. 409 SESSION_TAKEN_OVER for a replaced session",
  tags: ['attempts'],
  body: ZHeartbeatRequest,
  response: okEnvelope(ZHeartbeatResult),
});
