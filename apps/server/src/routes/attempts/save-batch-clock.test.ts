import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper } from '@exam/contracts/papers/entities';
import { advanceClock, isTimeOver } from '@exam/core/clock';
import { CASE_PAUSE_AFTER_MS, CLOCK_CASES, type ClockCase } from '@exam/core/clock-cases';
import { attempts } from '../../db/schema.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { attemptRow, fetchPaper, setIdOf, start } from '../../../test/attempts.ts';
import { registerAndLogin, type LoggedIn } from '../../../test/students.ts';
import { runSaveBatch } from './save-batch.ts';
import { aSaveRow } from '../../../test/save-rows.ts';

const ms = (value: number) => sql`${value}::int * interval '1 millisecond'`;

/**
 * The save statement moves the clock in SQL; packages/core's advanceClock is the rule. Both run
 * the same cases (packages/core/src/clock-cases.ts): the statement's outcome must equal the rule's
 * at the instant the statement read, and the case's expectation.
 */
describeEachDatabase('the save statement keeps the clock rule of packages/core', (h) => {
  let paper: TPaper;
  let who: LoggedIn;
  let attempt: TAttempt;
  let seq = 0;

  beforeAll(async () => {
    await h.importContent(orgFixture());
    who = await registerAndLogin(h);
    paper = await fetchPaper(h, who, await setIdOf(h, 'cgl-mock-1'));
    attempt = await start(h, who, paper.setId);
  });

  /** Stores the case's clock on the attempt, in whole milliseconds; the stored times. */
  async function storeClock(c: ClockCase) {
    const now = sql`date_trunc('milliseconds', now())`;
    await h.database.db
      .update(attempts)
      .set({
        clockRule: c.rule,
        timeLeftMs: c.timeLeftMs,
        pausedMs: c.pausedMs,
        clockAt: sql`${now} - ${ms(c.gapMs)}`,
        hardEndAt: sql`${now} + ${ms(c.hardEndInMs)}`,
      })
      .where(eq(attempts.id, attempt.attemptId));
    return attemptRow(h, attempt.attemptId);
  }

  const save = () =>
    runSaveBatch(h.database.db, [
      aSaveRow({
        student_id: who.student.studentId,
        set_id: paper.setId,
        attempt_no: attempt.attemptNo,
        session_id: attempt.sessionId,
        question_id: paper.questions[0]?.questionId ?? 0,
        seq: (seq += 1),
        answer_option_id: paper.questions[0]?.options[0]?.optionId ?? null,
        pause_after_ms: CASE_PAUSE_AFTER_MS,
      }),
    ]).then(([outcome]) => {
      if (!outcome) throw new Error('the save found no attempt');
      return outcome;
    });

  it.each(CLOCK_CASES)('$name', async (c) => {
    const before = await storeClock(c);
    const outcome = await save();
    const after = await attemptRow(h, attempt.attemptId);

    const clockAt = before.clockAt.getTime();
    const now = Math.max(outcome.now_ms, clockAt);
    const rule = advanceClock({ timeLeftMs: c.timeLeftMs, clockAt, pausedMs: c.pausedMs }, now, {
      rule: c.rule,
      pauseAfterMs: CASE_PAUSE_AFTER_MS,
    });
    const over = isTimeOver(rule, now, before.hardEndAt.getTime());
    // The statement and the rule agree at the instant the statement read...
    expect({ leftMs: outcome.left_ms, over: outcome.over }).toEqual({
      leftMs: rule.timeLeftMs,
      over,
    });
    // ...and that instant is the case's, give or take the statement's own delay.
    expect({ interrupted: rule.interrupted, over }).toEqual({
      interrupted: c.expected.interrupted,
      over: c.expected.over,
    });
    expect(Math.abs(outcome.left_ms - c.expected.timeLeftMs)).toBeLessThan(2_000);
    expect(outcome.applied).toBe(!over);

    // Only a running 'pause-on-silence' attempt stores its moved clock (decision 024).
    const stored = { timeLeftMs: after.timeLeftMs, pausedMs: after.pausedMs };
    if (c.rule === 'pause-on-silence' && !over) {
      expect(stored).toEqual({ timeLeftMs: rule.timeLeftMs, pausedMs: rule.pausedMs });
      expect(after.clockAt.getTime()).toBe(now);
      expect(Math.abs(after.pausedMs - c.expected.pausedMs)).toBeLessThan(2_000);
    } else {
      expect(stored).toEqual({ timeLeftMs: c.timeLeftMs, pausedMs: c.pausedMs });
    }
  });
});
