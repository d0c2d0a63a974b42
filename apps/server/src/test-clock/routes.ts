import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@exam/contracts/common/envelope';
import { attempts } from '../db/schema.ts';
import { requireStudent } from '../plugins/auth.ts';

export const TEST_CLOCK_PATH = '/v2/api/test/clock';

const ZAdvanceClock = z.object({
  advanceMs: z
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60_000),
});

/**
 * Test only (TEST_CLOCK=1, set by playwright.config.ts; never in a deployment): moves the server's
 * clock forward by advanceMs for the calling student's open exam attempts, so an end-to-end test
 * sees a minute of silence cost a minute without waiting one.
 *
 * The clock is the database's now() (routes/attempts/clock.ts), shared by every test running at
 * the same time; so instead of shifting now() for all, the attempt's own times (its last contact,
 * start and hard end) move back by advanceMs, which every rule reads as that much time passed.
 */
export async function testClockRoutes(app: FastifyInstance) {
  app.log.warn(
    `TEST_CLOCK=1: ${TEST_CLOCK_PATH} can move exam clocks. Never set it in a deployment.`,
  );
  app.addHook('onRequest', requireStudent);
  app.post(TEST_CLOCK_PATH, { schema: { body: ZAdvanceClock, hide: true } }, async (request) => {
    const { advanceMs } = ZAdvanceClock.parse(request.body);
    const shift = sql`${advanceMs}::int * interval '1 millisecond'`;
    const moved = await app.db
      .update(attempts)
      .set({
        clockAt: sql`${attempts.clockAt} - ${shift}`,
        // An attempt waiting in its window's lobby reaches its start sooner (decision 060).
        startedAt: sql`${attempts.startedAt} - ${shift}`,
        hardEndAt: sql`${attempts.hardEndAt} - ${shift}`,
      })
      .where(and(eq(attempts.studentId, request.student.studentId), eq(attempts.status, 'open')))
      .returning({ id: attempts.id });
    return ok({ attemptsMoved: moved.length });
  });
}
