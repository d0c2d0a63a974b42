import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { INT4_MAX } from '../common/integers.ts';
import { ATTEMPT_CHANGED_EVENT, ATTEMPT_EVENTS_KEEPALIVE_MS } from './messages.ts';

/** A whole number of a query string (text), within a range. */
const queryWhole = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

export const ZAttemptEventsQuery = z.object({
  setId: queryWhole(INT4_MAX),
  attemptNo: queryWhole(10_000).describe('1 for the first attempt of a set, then 2, …'),
});
export type TAttemptEventsQuery = z.infer<typeof ZAttemptEventsQuery>;

/** Why the server asks the panel to check its attempt now (decision 064). */
export const ZAttemptChangeReason = z.enum(['force-submitted', 'extra-time']);
export type TAttemptChangeReason = z.infer<typeof ZAttemptChangeReason>;

/** The data of an `event: changed`: only a nudge; the heartbeat that follows brings the facts. */
export const ZAttemptChanged = z.object({ reason: ZAttemptChangeReason });
export type TAttemptChanged = z.infer<typeof ZAttemptChanged>;

export { ATTEMPT_CHANGED_EVENT, ATTEMPT_EVENTS_KEEPALIVE_MS };

export const attemptEvents = defineEndpoint({
  ...API.attemptEvents,
  summary:
    "The open panel's push (text/event-stream, Server-Sent Events): held open while the exam is " +
    `shown; sends \`event: ${ATTEMPT_CHANGED_EVENT}\` with data {"reason":"force-submitted"|"extra-time"} ` +
    'when staff change the attempt, upon which the panel sends its heartbeat at once. Carries nothing ' +
    `else; a comment line every ${ATTEMPT_EVENTS_KEEPALIVE_MS / 1000} s. 404 for an attempt that is not the caller's, ` +
    '410 ATTEMPT_CLOSED once it is closed (the stream of a force-submitted attempt ends after its event)',
  tags: ['attempts'],
  querystring: ZAttemptEventsQuery,
  response: z
    .string()
    .describe(
      `text/event-stream: "event: ${ATTEMPT_CHANGED_EVENT}\\ndata: {\\"reason\\":\\"force-submitted\\"}\\n\\n"`,
    ),
});
