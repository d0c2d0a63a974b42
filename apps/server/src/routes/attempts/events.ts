import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTEMPT_CHANGED_EVENT,
  ATTEMPT_EVENTS_KEEPALIVE_MS,
  attemptEvents,
  ZAttemptChangeReason,
  type TAttemptChangeReason,
} from '@exam/contracts/attempts/attempt-events';
import { ZErrorResponse } from '@exam/contracts/common/envelope';
import type { Db } from '../../db/client.ts';
import type { Listen, Unlisten } from '../../db/listener.ts';
import { attempts } from '../../db/schema.ts';
import { ownAttempt } from '../../content-store/attempts.ts';
import { refuseHostileShapes } from '../../lib/route.ts';
import { attemptClosed, attemptNotFound } from './service.ts';

/** The PostgreSQL channel of the attempts' changes; a payload is `<attemptId>:<reason>`. */
export const ATTEMPT_EVENTS_CHANNEL = 'attempt_events';

/**
 * Tells the open panels of the attempt, in every process, to check it now. Called inside the
 * transaction that changes it: PostgreSQL delivers the notification at its commit (never if it
 * rolls back), also when the statement went through a transaction pooler.
 */
export async function notifyAttempt(
  tx: Pick<Db, 'execute'>,
  attemptId: number,
  reason: TAttemptChangeReason,
) {
  await tx.execute(sql`select pg_notify(${ATTEMPT_EVENTS_CHANNEL}, ${`${attemptId}:${reason}`})`);
}

/** Reads a notification's payload; anything else on the channel is ignored. */
export function parseAttemptNotification(payload: string) {
  const match = /^(\d{1,10}):([a-z-]{1,40})$/.exec(payload);
  const reason = ZAttemptChangeReason.safeParse(match?.[2]);
  if (!match || !reason.success) return undefined;
  return { attemptId: Number(match[1]), reason: reason.data };
}

export const sseEvent = (reason: TAttemptChangeReason) =>
  `event: ${ATTEMPT_CHANGED_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`;

/**
 * This process's open streams by attempt, fed by the one listening session of the process
 * (decision 064). Nothing runs for a process without streams: the listen starts at the first.
 */
export function createAttemptEventHub(
  listen: Listen,
  log: { warn(message: string): void },
  keepaliveMs = ATTEMPT_EVENTS_KEEPALIVE_MS,
) {
  const streams = new Map<number, Set<PassThrough>>();
  let listening: Promise<Unlisten> | undefined;
  let keepalive: NodeJS.Timeout | undefined;

  const deliver = (payload: string) => {
    const event = parseAttemptNotification(payload);
    if (!event) return;
    for (const stream of streams.get(event.attemptId) ?? []) {
      stream.write(sseEvent(event.reason));
      // A submitted attempt has nothing more to say: the panel's heartbeat ends the sitting.
      if (event.reason === 'force-submitted') stream.end();
    }
  };

  /** Resolves once this process hears the channel; a failure is logged and retried at the next open. */
  async function ensureListening() {
    listening ??= listen(ATTEMPT_EVENTS_CHANNEL, deliver);
    try {
      await listening;
    } catch (error) {
      listening = undefined;
      log.warn(`Attempt events: not listening (${(error as Error).message}); heartbeats only`);
    }
  }

  const beatAll = () => {
    for (const set of streams.values()) for (const stream of set) stream.write(':\n\n');
  };

  return {
    ensureListening,
    /** A stream of the attempt's events, open until the client leaves or the process closes. */
    open(attemptId: number) {
      const stream = new PassThrough();
      const set = streams.get(attemptId) ?? new Set();
      streams.set(attemptId, set.add(stream));
      if (!keepalive) {
        keepalive = setInterval(beatAll, keepaliveMs);
        keepalive.unref();
      }
      stream.on('close', () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(attemptId) === set) streams.delete(attemptId);
        if (streams.size === 0) {
          clearInterval(keepalive);
          keepalive = undefined;
        }
      });
      // Sent at once: the headers go out with it, and the client knows the stream is open.
      stream.write(': open\n\n');
      return stream;
    },
    /** How many streams this process holds (tests). */
    size: () => [...streams.values()].reduce((n, set) => n + set.size, 0),
    /** Ends every stream (before the server closes, which waits for them) and stops listening. */
    async close() {
      for (const set of streams.values()) for (const stream of set) stream.end();
      clearInterval(keepalive);
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.();
    },
  };
}

export type AttemptEventHub = ReturnType<typeof createAttemptEventHub>;

/**
 * GET the attempt's events (text/event-stream): 404 unless it is the caller's, 410 once it is
 * closed. Not the JSON
 * envelope, so registered with the contract's query and error schemas only; `produces` tells the
 * OpenAPI document it is an event stream.
 */
export function attemptEventsRoute(app: FastifyInstance, db: Db) {
  const hub = createAttemptEventHub(app.database.listen, app.log);
  app.addHook('preClose', async () => hub.close());

  app.withTypeProvider<ZodTypeProvider>().route({
    method: attemptEvents.method,
    url: attemptEvents.path,
    config: { compress: false },
    schema: {
      summary: attemptEvents.summary,
      tags: attemptEvents.tags,
      querystring: attemptEvents.querystring,
      produces: ['text/event-stream'],
      response: { 200: attemptEvents.response, '4xx': ZErrorResponse, '5xx': ZErrorResponse },
    },
    preValidation: refuseHostileShapes,
    handler: async (request, reply) => {
      const key = request.query;
      const [found] = await db
        .select({ id: attempts.id, status: attempts.status, submitReason: attempts.submitReason })
        .from(attempts)
        .where(ownAttempt(attempts, request.student, key));
      if (!found) throw attemptNotFound(key);
      // Nothing will change any more: 410 as the other calls, and the panel stops asking.
      if (found.status !== 'open') throw attemptClosed(found.submitReason);
      await hub.ensureListening();
      // The 200 schema describes the stream's text for the document; the stream itself is sent.
      return (
        (reply as FastifyReply)
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store, no-transform')
          // nginx (deploy/nginx.conf turns it off too): each event goes out as it is written.
          .header('x-accel-buffering', 'no')
          .send(hub.open(found.id))
      );
    },
  });
  return hub;
}
