import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TSchedule } from '@exam/contracts/admin/schedule-entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper } from '@exam/contracts/papers/entities';
import { attempts, examSchedules, students } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { staffOfTwoInstitutes } from '../../../test/staff.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { attemptRow, record, setIdOf, start } from '../../../test/attempts.ts';
import { HEARTBEAT, PAPER, SAVE, START, SUBMIT } from '../../../test/student-paths.ts';
import { adminCall, SCHEDULES, type StaffSession } from '../admin/test-helpers.ts';
import { MINUTE, HOUR, iso } from '../../../test/times.ts';

describeEachDatabase('a window’s lobby and flat start (decision 060)', (h) => {
  let teacher: StaffSession;
  let setId: number;

  beforeAll(async () => {
    ({ teacher } = await staffOfTwoInstitutes(h));
    setId = await setIdOf(h, 'cgl-mock-1');
  });
  beforeEach(async () => {
    await h.database.db.delete(examSchedules);
  });

  const candidate = async (): Promise<LoggedIn> => {
    const who = await registerAndLogin(h);
    await h.database.db
      .update(students)
      .set({ studentClass: 9, studentSection: 'A' })
      .where(eq(students.id, who.student.studentId));
    return who;
  };
  const schedule = async (overrides: Record<string, unknown>) => {
    const res = await adminCall(h, 'POST', SCHEDULES, {
      as: teacher,
      body: {
        setId,
        audience: { kind: 'classes', classes: [{ studentClass: 9, sections: ['A'] }] },
        ...overrides,
      },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.response as TSchedule;
  };
  /** A window opening in 10 minutes whose lobby opened 20 minutes ago. */
  const lobbyOpenNow = () =>
    schedule({ opensAt: iso(10 * MINUTE), closesAt: iso(2 * HOUR), lobbyMinutes: 30 });
  const paperOf = async (who: LoggedIn) => {
    const res = await studentCall(h, 'GET', `${PAPER}/${setId}`, { token: who.token });
    return res;
  };
  /** What the test clock does: the attempt's own times move back until its start is now. */
  const reachOpening = (attemptId: number) =>
    h.database.db
      .update(attempts)
      .set({
        clockAt: sql`${attempts.clockAt} - (${attempts.startedAt} - now())`,
        hardEndAt: sql`${attempts.hardEndAt} - (${attempts.startedAt} - now())`,
        startedAt: sql`now()`,
      })
      .where(eq(attempts.id, attemptId));
  const heartbeat = async (who: LoggedIn, attempt: TAttempt) => {
    const res = await post(h, who, HEARTBEAT, {
      setId,
      attemptNo: attempt.attemptNo,
      sessionId: attempt.sessionId,
    });
    expect(res.status).toBe(200);
    return res.body.response as { timeLeftMs: number; status: string };
  };

  describe('staff: the lobby of a window', () => {
    it('stores the minutes and answers them with the window', async () => {
      const created = await lobbyOpenNow();
      expect(created.lobbyMinutes).toBe(30);
      const plain = await schedule({ opensAt: iso(-HOUR), closesAt: iso(HOUR) });
      expect(plain.lobbyMinutes).toBe(0);
    });

    it('refuses a lobby of a negative or over 180 minutes with a 400 naming the field', async () => {
      for (const lobbyMinutes of [-1, 181, 2.5]) {
        const res = await adminCall(h, 'POST', SCHEDULES, {
          as: teacher,
          body: {
            setId,
            opensAt: iso(HOUR),
            closesAt: iso(2 * HOUR),
            audience: { kind: 'institute' },
            lobbyMinutes,
          },
        });
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('lobbyMinutes');
      }
    });
  });

  describe('POST /v2/api/cbt/student/attempt/start in the lobby', () => {
    it('refuses an entry before the lobby opens, saying when it does, and hides the paper', async () => {
      const created = await schedule({
        opensAt: iso(2 * HOUR),
        closesAt: iso(3 * HOUR),
        lobbyMinutes: 30,
      });
      const who = await candidate();
      const res = await post(h, who, START, { setId });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_OPEN_YET');
      expect(res.body.message).toMatch(/You can enter from .* and wait in the lobby/);
      expect(res.body.window.lobbyOpensAt).toBe(
        new Date(Date.parse(created.opensAt) - 30 * MINUTE).toISOString(),
      );
      expect((await paperOf(who)).body.code).toBe('NOT_OPEN_YET');
    });

    it('creates the attempt with its clock stopped until the opening, and delivers the paper without the key', async () => {
      const created = await lobbyOpenNow();
      const who = await candidate();
      const paper = await paperOf(who);
      expect(paper.status).toBe(200);
      for (const q of (paper.body.response as TPaper).questions) {
        expect(q.answerId ?? null).toBeNull();
        expect(q.answerIds ?? null).toBeNull();
      }
      const attempt = await start(h, who, setId);
      const opensAt = Date.parse(created.opensAt);
      expect(attempt.startsAt).toBe(opensAt);
      expect(attempt.timeLeftMs).toBe(attempt.durationMs);
      expect(attempt.serverNow).toBeLessThan(opensAt);
      const row = await attemptRow(h, attempt.attemptId);
      expect(row.startedAt.getTime()).toBe(opensAt);
      expect(row.hardEndAt.getTime()).toBe(opensAt + attempt.durationMs);
      // Time passing in the lobby costs nothing.
      expect((await heartbeat(who, attempt)).timeLeftMs).toBe(attempt.durationMs);
    });

    it('refuses saves and a submit before the opening (409 EXAM_NOT_STARTED)', async () => {
      await lobbyOpenNow();
      const who = await candidate();
      const attempt = await start(h, who, setId);
      const paper = (await paperOf(who)).body.response as TPaper;
      const save = await post(h, who, SAVE, record(paper, who, attempt, 1, 1, 1));
      expect(save.status).toBe(409);
      expect(save.body.code).toBe('EXAM_NOT_STARTED');
      expect(save.body.message).toMatch(/has not started/);
      const submit = await post(h, who, SUBMIT, {
        setId,
        attemptNo: attempt.attemptNo,
        sessionId: attempt.sessionId,
      });
      expect(submit.status).toBe(409);
      expect(submit.body.code).toBe('EXAM_NOT_STARTED');
      expect((await attemptRow(h, attempt.attemptId)).status).toBe('open');
    });

    it('runs the full duration from the opening, with no request to begin, and takes saves then', async () => {
      await lobbyOpenNow();
      const who = await candidate();
      const attempt = await start(h, who, setId);
      await reachOpening(attempt.attemptId);
      const left = (await heartbeat(who, attempt)).timeLeftMs;
      expect(left).toBeLessThanOrEqual(attempt.durationMs);
      expect(left).toBeGreaterThan(attempt.durationMs - 5_000);
      const paper = (await paperOf(who)).body.response as TPaper;
      const save = await post(h, who, SAVE, record(paper, who, attempt, 1, 1, 1));
      expect(save.status).toBe(200);
      expect(save.body.response.applied).toBe(true);
    });

    it('resumes in the lobby: the same attempt, a new session, the clock still stopped', async () => {
      const created = await lobbyOpenNow();
      const who = await candidate();
      const first = await start(h, who, setId);
      const again = await start(h, who, setId);
      expect(again.attemptId).toBe(first.attemptId);
      expect(again.sessionId).not.toBe(first.sessionId);
      expect(again.startsAt).toBe(Date.parse(created.opensAt));
      expect(again.timeLeftMs).toBe(first.durationMs);
      expect(again.serverNow).toBeLessThan(Date.parse(created.opensAt));
    });

    it('starts a late arrival at their entry, as without a lobby', async () => {
      await schedule({ opensAt: iso(-10 * MINUTE), closesAt: iso(HOUR), lobbyMinutes: 30 });
      const who = await candidate();
      const attempt = await start(h, who, setId);
      expect(attempt.startsAt).toBeUndefined();
      expect(attempt.timeLeftMs).toBe(attempt.durationMs);
      const row = await attemptRow(h, attempt.attemptId);
      expect(Math.abs(row.startedAt.getTime() - attempt.serverNow)).toBeLessThan(1_000);
      const paper = (await paperOf(who)).body.response as TPaper;
      expect((await post(h, who, SAVE, record(paper, who, attempt, 1, 1, 1))).status).toBe(200);
    });
  });
});
