import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../lib/database-errors.ts';

/** How long readiness waits for the database's answer before calling it not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Health as load balancers and orchestrators read it: liveness (`/health`, `/health/live`) says the
 * process answers, and needs no database, so a database outage does not get the process restarted;
 * readiness (`/health/ready`) says the database answered `select 1` in time, so traffic goes
 * only to processes that can serve it.
 */
export function registerHealth(app: FastifyInstance, database: Database) {
  const live = async () => ({ status: 'ok', database: database.kind });
  app.get('/health', { schema: { hide: true } }, live);
  app.get('/health/live', { schema: { hide: true } }, live);
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.db.execute(sql`select 1`), timeout]);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          status: 'unavailable',
          database: database.kind,
          reason: error instanceof Error ? error.message.split('\n')[0] : 'no answer',
        });
    } finally {
      clearTimeout(timer);
    }
  });
}
