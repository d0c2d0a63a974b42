import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { attempts } from '../../db/schema.ts';
import { createPaperStore, type CachedPaper, type PaperStore } from '../papers/store.ts';
import { dbNowMs, measure, type ClockRules } from './clock.ts';
import { attemptColumns, closeAttempt } from './close.ts';

/**
 * Closes and scores every open attempt whose time is over, even if its student never returns
 * (DESIGN.md §6): past its hard end (start + duration; for 'pause-on-silence', + the most pause
 * allowed), or with a running clock that has run out (its time left spent since the last contact;
 * for 'pause-on-silence', only while that contact is within the pause threshold).
 * Idempotent, and safe to run in any number of processes at once: rows another process is closing
 * are skipped (FOR UPDATE SKIP LOCKED) and the close itself is conditional on the attempt being
 * open. packages/core's clock has the last word on each candidate. Returns how many it closed.
 */
export async function sweepAttempts(
  db: Db,
  rules: ClockRules,
  papers: PaperStore = createPaperStore(db, { versionTtlMs: 0 }),
  batchSize = 100,
): Promise<number> {
  const due = and(
    eq(attempts.status, 'open'),
    or(
      lte(attempts.hardEndAt, sql`now()`),
      lte(attempts.timeLeftMs, 0),
      sql`((${attempts.clockRule} = 'strict'
            or ${attempts.clockAt} >= now() - ${rules.pauseAfterMs}::int * interval '1 millisecond')
           and ${attempts.clockAt} + ${attempts.timeLeftMs} * interval '1 millisecond' <= now())`,
    ),
  );
  let closed = 0;
  for (;;) {
    // The papers to score with are loaded before the transaction (see closeAttempt).
    const sets = await db
      .selectDistinct({ orgId: attempts.orgId, setId: attempts.setId })
      .from(attempts)
      .where(due);
    if (sets.length === 0) return closed;
    const paperOf = new Map<number, CachedPaper>();
    for (const { orgId, setId } of sets) {
      const meta = await papers.findSet(orgId, setId);
      if (meta) paperOf.set(setId, await papers.paperOf(meta));
    }
    const batch = await db.transaction(async (tx) => {
      const candidates = await tx
        .select({ ...attemptColumns, dbNow: dbNowMs })
        .from(attempts)
        .where(and(due, inArray(attempts.setId, [...paperOf.keys()])))
        .orderBy(asc(attempts.hardEndAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const row of candidates) {
        const paper = paperOf.get(row.setId);
        const clock = measure(row, row.dbNow, rules);
        if (!paper || !clock.over) continue;
        if (await closeAttempt(tx, paper, row, { ...clock, reason: 'time-over' })) count++;
      }
      return { found: candidates.length, closed: count };
    });
    closed += batch.closed;
    if (batch.found < batchSize || batch.closed === 0) return closed;
  }
}

/** Runs the sweep every `intervalMs` in this process until the app closes. */
export function startAttemptSweeper(app: FastifyInstance, intervalMs: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    app
      .sweepAttempts()
      .then((n) => {
        if (n > 0) app.log.info({ closed: n }, 'closed attempts whose time was over');
      })
      .catch((err: unknown) => app.log.error({ err }, 'attempt sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes the open attempts whose time is over (see sweepAttempts). */
    sweepAttempts(): Promise<number>;
  }
}
