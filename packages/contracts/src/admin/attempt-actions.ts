import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZAttemptActionInput, ZScheduleAttempt } from './schedule-entities.ts';

export const ZScheduleAttemptsResponse = okEnvelope(z.array(ZScheduleAttempt));
export type TScheduleAttemptsResponse = z.infer<typeof ZScheduleAttemptsResponse>;

export const listScheduleAttempts = defineEndpoint({
  ...ADMIN_API.listScheduleAttempts,
  summary: "The attempts started in a window, with each one's clock",
  tags: ['admin'],
  params: ZIdParam,
  response: ZScheduleAttemptsResponse,
});

export const ZAttemptActionResponse = okEnvelope(ZScheduleAttempt);
export type TAttemptActionResponse = z.infer<typeof ZAttemptActionResponse>;

export const grantExtraTime = defineEndpoint({
  ...ADMIN_API.grantExtraTime,
  summary:
    'Adds minutes to a running attempt: its time left and hard end grow (the student sees it at ' +
    'the next heartbeat). Audited with the reason',
  tags: ['admin'],
  params: ZIdParam,
  body: ZAttemptActionInput,
  response: ZAttemptActionResponse,
});

export const reopenAttempt = defineEndpoint({
  ...ADMIN_API.reopenAttempt,
  summary:
    'Reopens a submitted attempt closed by a fault with the given minutes: its result is cleared ' +
    'until it is submitted again. Audited with the reason',
  tags: ['admin'],
  params: ZIdParam,
  body: ZAttemptActionInput,
  response: ZAttemptActionResponse,
});
