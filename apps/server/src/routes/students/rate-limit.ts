import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { rowsOf } from '../../db/rows.ts';

interface Rule {
  /** Names the counter, so two rules never share a key. */
  name: string;
  /** Attempts allowed per minute for one key. */
  max: number;
  key: (request: FastifyRequest) => string;
}

const WINDOW_SECONDS = 60;

/**
 * Counts one attempt under each key in the database, in one statement, and answers each key's
 * count and the seconds left in its window. A window that has ended starts again at 1.
 */
async function countAttempts(db: Db, keys: string[]) {
  const c = rateLimitCounters;
  const result = await db.execute(sql`
    insert into ${c} as c (key, count, window_ends_at)
    select k, 1, now() + ${WINDOW_SECONDS}::int * interval '1 second'
    from unnest(array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]) as k
    on conflict (key) do update set
      count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
      window_ends_at = case when c.window_ends_at <= now()
        then now() + ${WINDOW_SECONDS}::int * interval '1 second' else c.window_ends_at end
    returning key, count, extract(epoch from (window_ends_at - now()))::float8 as ttl`);
  // Now and then, forget windows that ended a while ago.
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from ${c} where window_ends_at < now() - interval '10 minutes'`);
  }
  return rowsOf<{ key: string; count: number; ttl: number }>(result);
}

/**
 * A preHandler that counts attempts under each rule (one-minute windows, in the database so that
 * the limit holds for the whole deployment, not per process) and refuses with 429 in our error
 * envelope once any rule is exceeded. It runs after validation, so a rule may key on the body.
 */
export function attemptLimit(app: FastifyInstance, message: string, rules: Rule[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const keys = rules.map((rule) => `${rule.name}|${rule.key(request)}`);
    const counts = new Map((await countAttempts(app.db, keys)).map((r) => [r.key, r]));
    for (const [index, rule] of rules.entries()) {
      const counted = counts.get(keys[index] ?? '');
      if (counted && Number(counted.count) > rule.max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(Number(counted.ttl)))));
        throw new AppError('TOO_MANY_REQUESTS', message);
      }
    }
  };
}
