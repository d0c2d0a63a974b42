import type { FastifyInstance } from 'fastify';
import type { AttemptDeps } from '../attempts/service.ts';
import { createResultDeps, type ResultDeps } from './cache.ts';

/**
 * A student's results read from the replica (app.readDb) when it already holds what they wrote,
 * else from the primary (decision 048). Submitting is one transaction, and a replica replays a
 * transaction whole: a replica that shows the attempt submitted shows its whole result. One that is
 * behind answers with an error (not submitted, not found, not released, or a write it refuses,
 * closing an attempt whose time is over), and the same read is asked of the primary. Every error
 * is retried: this path only reads, and an error costs one more read, never a wrong answer.
 */
export function resultReader(
  app: FastifyInstance,
  deps: Omit<AttemptDeps, 'db'>,
  options: { rankCacheMs: number },
) {
  const primary = createResultDeps({ ...deps, db: app.db }, options);
  if (app.readDb === app.db) return <T>(read: (deps: ResultDeps) => Promise<T>) => read(primary);
  const replica: ResultDeps = {
    ...createResultDeps({ ...deps, db: app.readDb }, options),
    // Both hold what never differs between the two databases once read: share them.
    content: primary.content,
    reports: primary.reports,
  };
  return async <T>(read: (deps: ResultDeps) => Promise<T>) => {
    try {
      return await read(replica);
    } catch {
      return read(primary);
    }
  };
}
