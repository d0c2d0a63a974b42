import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TSchedule } from '@exam/contracts/admin/schedule-entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { attempts, auditLog, examSchedules, questionSets, students } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { attemptRow, paperOf, setClock, start } from '../../../test/attempts.ts';
import { HEARTBEAT, PAPER, RESULT, START, SUBMIT } from '../../../test/student-paths.ts';
import { adminCall, SCHEDULES } from './test-helpers.ts';
import { MINUTE, HOUR, iso } from '../../../test/times.ts';

const ATTEMPTS = '/v2/api/admin/attempts';
const ATTEMPTED = '/v2/api/cbt/student/get/all/response/by/studentId/0';

describeEachDatabase('exam windows', (h) => {
  const staff = withStaffOfTwoInstitutes(h);
  let setId: number;
  let examId: number;

  beforeAll(async () => {
    ({
      setId,
      exam: { examId },
    } = await paperOf(h));
  });
  beforeEach(async () => {
    await h.database.db.delete(examSchedules);
  });

  /** A student of class 9, section A (the audience of most windows here). */
  const classNine = async (section = 'A'): Promise<LoggedIn> => {
    const who = await registerAndLogin(h);
    await h.database.db
      .update(students)
      .set({ studentClass: 9, studentSection: section })
      .where(eq(students.id, who.student.studentId));
    return who;
  };
  const windowBody = (overrides: Record<string, unknown> = {}) => ({
    setId,
    opensAt: iso(-HOUR),
    closesAt: iso(HOUR),
    audience: { kind: 'classes', classes: [{ studentClass: 9, sections: ['A'] }] },
    ...overrides,
  });
  const schedule = async (overrides: Record<string, unknown> = {}, as = staff.teacher) => {
    const res = await adminCall(h, 'POST', SCHEDULES, { as, body: windowBody(overrides) });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.response as TSchedule;
  };
  const setsOf = async (who: LoggedIn) => {
    const res = await studentCall(
      h,
      'POST',
      `/v2/api/cbt/question/set/get/all/active/by/examId/${examId}/setTypeId/3`,
      { token: who.token },
    );
    expect(res.status).toBe(200);
    return res.body.response as TQuestionSet[];
  };

  describe('staff: /v2/api/admin/schedules', () => {
    it('creates a window with the defaults and writes the audit log', async () => {
      const created = await schedule();
      expect(created).toMatchObject({
        setId,
        setName: 'CGL Mock 1',
        timeZone: 'Asia/Kolkata',
        attemptsAllowed: 1,
        clockRule: 'strict',
        resultsRelease: 'immediate',
        state: 'open',
        attemptsStarted: 0,
      });
      const audit = await h.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'exam_schedule'), eq(auditLog.entityId, String(created.id))),
        );
      expect(audit.map((a) => a.action)).toEqual(['schedule.create']);
    });

    it('refuses bad input with a 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ closesAt: iso(-2 * HOUR) }, 'body.closesAt'],
        [{ timeZone: 'Mars/Olympus' }, 'body.timeZone'],
        [{ opensAt: 'tomorrow' }, 'body.opensAt'],
        [{ attemptsAllowed: 0 }, 'body.attemptsAllowed'],
        [{ audience: { kind: 'everyone' } }, 'body.audience'],
        [{ audience: { kind: 'students', studentIds: [999_999] } }, 'body.audience.studentIds.0'],
        [{ audience: { kind: 'centres', centreIds: [999_999] } }, 'body.audience.centreIds.0'],
      ];
      for (const [overrides, field] of cases) {
        const res = await adminCall(h, 'POST', SCHEDULES, {
          as: staff.teacher,
          body: windowBody(overrides),
        });
        expect(res.status, field).toBe(400);
        expect(res.body.fieldErrors?.[0]?.field ?? '', field).toContain(field);
      }
    });

    it("keeps an institute's windows to its staff and its organisation's admin", async () => {
      const created = await schedule();
      expect(
        (await adminCall(h, 'GET', `${SCHEDULES}/${created.id}`, { as: staff.otherInstitute }))
          .status,
      ).toBe(404);
      expect(
        (await adminCall(h, 'GET', `${SCHEDULES}/${created.id}`, { as: staff.otherOrgAdmin }))
          .status,
      ).toBe(404);
      expect(
        (await adminCall(h, 'DELETE', `${SCHEDULES}/${created.id}`, { as: staff.otherInstitute }))
          .status,
      ).toBe(404);
      expect(
        (await adminCall(h, 'GET', `${SCHEDULES}/${created.id}`, { as: staff.orgAdmin })).status,
      ).toBe(200);
      // Another organisation's set is unknown, not a set without windows.
      const ofSet = `/v2/api/admin/sets/${setId}/schedules`;
      expect((await adminCall(h, 'GET', ofSet, { as: staff.otherOrgAdmin })).status).toBe(404);
      const ofSetB = await adminCall(h, 'GET', ofSet, { as: staff.otherInstitute });
      expect(ofSetB.body.response).toEqual([]);
      expect((await adminCall(h, 'GET', SCHEDULES)).status).toBe(401);
      const student = await registerAndLogin(h);
      expect((await adminCall(h, 'GET', SCHEDULES, { token: student.token })).status).toBe(403);
      const listB = await adminCall(h, 'GET', SCHEDULES, { as: staff.otherInstitute });
      expect(listB.body.response.total).toBe(0);
    });

    it('lists windows by set and by state', async () => {
      const open = await schedule();
      const upcoming = await schedule({ opensAt: iso(HOUR), closesAt: iso(2 * HOUR) });
      const closed = await schedule({ opensAt: iso(-2 * HOUR), closesAt: iso(-HOUR) });
      const ids = async (query: string) =>
        (
          await adminCall(h, 'GET', `${SCHEDULES}?${query}`, { as: staff.teacher })
        ).body.response.items.map((s: TSchedule) => s.id);
      expect(await ids('state=open')).toEqual([open.id]);
      expect(await ids('state=upcoming')).toEqual([upcoming.id]);
      expect(await ids('state=closed')).toEqual([closed.id]);
      expect((await ids(`setId=${setId}`)).sort()).toEqual(
        [open.id, upcoming.id, closed.id].sort(),
      );
      const ofSet = await adminCall(h, 'GET', `/v2/api/admin/sets/${setId}/schedules`, {
        as: staff.teacher,
      });
      expect(ofSet.body.response).toHaveLength(3);
    });

    it('edits a window, and deletes one only while nobody started in it', async () => {
      const created = await schedule();
      const edited = await adminCall(h, 'PUT', `${SCHEDULES}/${created.id}`, {
        as: staff.teacher,
        body: windowBody({ attemptsAllowed: 2, resultsRelease: 'manual' }),
      });
      expect(edited.body.response).toMatchObject({ attemptsAllowed: 2, resultsRelease: 'manual' });
      await start(h, await classNine(), setId);
      const refused = await adminCall(h, 'DELETE', `${SCHEDULES}/${created.id}`, {
        as: staff.teacher,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('1 attempt was started');
      const empty = await schedule();
      expect(
        (await adminCall(h, 'DELETE', `${SCHEDULES}/${empty.id}`, { as: staff.teacher })).status,
      ).toBe(200);
      expect(
        (await adminCall(h, 'GET', `${SCHEDULES}/${empty.id}`, { as: staff.teacher })).status,
      ).toBe(404);
    });
  });

  describe('students: who sees a scheduled set and when they may start', () => {
    it('hides a scheduled set from others and lists it with its window for its audience', async () => {
      const before = await setsOf(await registerAndLogin(h));
      expect(before.map((s) => s.examSetId)).toContain(setId);
      const created = await schedule();
      const outsider = await classNine('B');
      expect((await setsOf(outsider)).map((s) => s.examSetId)).not.toContain(setId);
      const paper = await studentCall(h, 'GET', `${PAPER}/${setId}`, { token: outsider.token });
      expect(paper.status).toBe(404);
      const insider = await classNine('A');
      const mine = (await setsOf(insider)).find((s) => s.examSetId === setId);
      expect(mine?.window).toEqual({
        scheduleId: created.id,
        opensAt: created.opensAt,
        closesAt: created.closesAt,
        timeZone: 'Asia/Kolkata',
        attemptsAllowed: 1,
        attemptsUsed: 0,
        state: 'open',
      });
    });

    it('keeps a window of a draft set refused to its students until the set is published', async () => {
      const setActive = (active: boolean) =>
        h.database.db
          .update(questionSets)
          .set({ active, contentVersion: sql`${questionSets.contentVersion} + 1` })
          .where(eq(questionSets.id, setId));
      await setActive(false);
      try {
        await schedule();
        const insider = await classNine('A');
        expect((await setsOf(insider)).map((s) => s.examSetId)).not.toContain(setId);
        const start = await post(h, insider, START, { setId });
        expect([403, 404]).toContain(start.status);
        await setActive(true);
        expect((await setsOf(insider)).map((s) => s.examSetId)).toContain(setId);
        expect((await post(h, insider, START, { setId })).status).toBe(200);
      } finally {
        await setActive(true);
      }
    });

    it('refuses a start for someone else (NOT_SCHEDULED_FOR_YOU)', async () => {
      await schedule();
      const res = await post(h, await classNine('B'), START, { setId });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_SCHEDULED_FOR_YOU');
    });

    it('refuses a start before the window opens (NOT_OPEN_YET) and hides the paper', async () => {
      const created = await schedule({ opensAt: iso(2 * HOUR), closesAt: iso(3 * HOUR) });
      const who = await classNine();
      const res = await post(h, who, START, { setId });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_OPEN_YET');
      expect(res.body.message).toMatch(/^This exam opens at .*IST/);
      expect(res.body.window.opensAt).toBe(created.opensAt);
      const paper = await studentCall(h, 'GET', `${PAPER}/${setId}`, { token: who.token });
      expect(paper.body.code).toBe('NOT_OPEN_YET');
      const listed = (await setsOf(who)).find((s) => s.examSetId === setId);
      expect(listed?.window?.state).toBe('upcoming');
    });

    it('refuses a start after the window closed (CLOSED)', async () => {
      await schedule({ opensAt: iso(-3 * HOUR), closesAt: iso(-HOUR) });
      const res = await post(h, await classNine(), START, { setId });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CLOSED');
      expect(res.body.message).toMatch(/^This exam closed at /);
    });

    it('refuses a new start when the attempts allowed are used (NO_ATTEMPTS_LEFT)', async () => {
      await schedule({ attemptsAllowed: 1 });
      const who = await classNine();
      const attempt = await start(h, who, setId);
      // Continuing the open attempt is not a new start.
      expect((await post(h, who, START, { setId })).status).toBe(200);
      const again = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: again.sessionId });
      const res = await post(h, who, START, { setId });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NO_ATTEMPTS_LEFT');
      expect(attempt.attemptNo).toBe(1);
      const listed = (await setsOf(who)).find((s) => s.examSetId === setId);
      expect(listed?.window).toMatchObject({ attemptsAllowed: 1, attemptsUsed: 1 });
    });

    it('holds the attempts allowed when a student presses Start many times at once', async () => {
      const created = await schedule({ attemptsAllowed: 2 });
      const who = await classNine();
      const first = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: first.sessionId });
      const burst = () =>
        Promise.all(Array.from({ length: 6 }, () => post(h, who, START, { setId })));
      const second = await burst();
      expect(second.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(new Set(second.map((r) => r.body.response.attemptNo))).toEqual(new Set([2]));
      const last = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 2, sessionId: last.sessionId });
      const third = await burst();
      expect(third.map((r) => r.body.code)).toEqual(Array(6).fill('NO_ATTEMPTS_LEFT'));
      const rows = await h.database.db
        .select({ attemptNo: attempts.attemptNo })
        .from(attempts)
        .where(and(eq(attempts.studentId, who.student.studentId), eq(attempts.setId, setId)));
      expect(rows.map((r) => r.attemptNo).sort()).toEqual([1, 2]);
      const listed = (await setsOf(who)).find((s) => s.examSetId === setId);
      expect(listed?.window).toMatchObject({ attemptsAllowed: 2, attemptsUsed: 2 });
      expect(created.attemptsAllowed).toBe(2);
    });

    it("records the window and takes its clock rule and the student's extra time", async () => {
      const created = await schedule({ clockRule: 'pause-on-silence' });
      const who = await classNine();
      await h.database.db
        .update(students)
        .set({ extraTimePercent: 25 })
        .where(eq(students.id, who.student.studentId));
      const attempt = await start(h, who, setId);
      const row = await attemptRow(h, attempt.attemptId);
      expect(row.scheduleId).toBe(created.id);
      expect(row.clockRule).toBe('pause-on-silence');
      expect(row.extraMs).toBe(row.durationMs / 4);
      expect(attempt.timeLeftMs).toBe(row.durationMs * 1.25);
      expect(attempt.durationMs).toBe(row.durationMs * 1.25);
    });
  });

  describe('staff: extra time and reopening', () => {
    it('adds minutes to a running attempt: the next heartbeat carries them, audited', async () => {
      await schedule();
      const who = await classNine();
      const attempt = await start(h, who, setId);
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 5 * MINUTE });
      const before = await attemptRow(h, attempt.attemptId);
      const res = await adminCall(h, 'POST', `${ATTEMPTS}/${attempt.attemptId}/extra-time`, {
        as: staff.teacher,
        body: { minutes: 10, reason: 'Power cut in room 4' },
      });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ extraMs: 10 * MINUTE, status: 'open' });
      const after = await attemptRow(h, attempt.attemptId);
      expect(after.hardEndAt.getTime() - before.hardEndAt.getTime()).toBe(10 * MINUTE);
      const beat = await post(h, who, HEARTBEAT, {
        setId,
        attemptNo: 1,
        sessionId: attempt.sessionId,
      });
      // 5 minutes spent, 10 given: about 5 minutes more than the duration left.
      const left = beat.body.response.timeLeftMs as number;
      expect(left).toBeGreaterThan(before.durationMs + 5 * MINUTE - 5_000);
      expect(left).toBeLessThanOrEqual(before.durationMs + 5 * MINUTE);
      const [audit] = await h.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'attempt.extra-time'),
            eq(auditLog.entityId, String(attempt.attemptId)),
          ),
        );
      expect(audit?.after).toMatchObject({ minutes: 10, reason: 'Power cut in room 4' });
    });

    it("answers 404 for another institute's attempt and 400 without a reason", async () => {
      await schedule();
      const attempt = await start(h, await classNine(), setId);
      const url = `${ATTEMPTS}/${attempt.attemptId}/extra-time`;
      const body = { minutes: 5, reason: 'Network fault' };
      expect((await adminCall(h, 'POST', url, { as: staff.otherInstitute, body })).status).toBe(
        404,
      );
      expect((await adminCall(h, 'POST', url, { as: staff.otherOrgAdmin, body })).status).toBe(404);
      const noReason = await adminCall(h, 'POST', url, { as: staff.teacher, body: { minutes: 5 } });
      expect(noReason.status).toBe(400);
      expect(noReason.body.fieldErrors[0].field).toBe('body.reason');
    });

    it('reopens a submitted attempt with the given minutes, its result cleared until resubmitted', async () => {
      const created = await schedule();
      const who = await classNine();
      const attempt = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: attempt.sessionId });
      const url = `${ATTEMPTS}/${attempt.attemptId}/reopen`;
      const body = { minutes: 15, reason: 'Browser crashed at submit' };
      expect((await adminCall(h, 'POST', url, { as: staff.otherInstitute, body })).status).toBe(
        404,
      );
      const res = await adminCall(h, 'POST', url, { as: staff.teacher, body });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        status: 'open',
        reopenCount: 1,
        timeLeftMs: 15 * MINUTE,
      });
      const result = await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 });
      expect(result.status).toBe(409);
      // The student continues the same attempt, even though it is no new start.
      const resumed = await start(h, who, setId);
      expect(resumed.attemptNo).toBe(1);
      expect(resumed.timeLeftMs).toBeLessThanOrEqual(15 * MINUTE);
      expect(resumed.timeLeftMs).toBeGreaterThan(15 * MINUTE - 5_000);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: resumed.sessionId });
      expect((await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 })).status).toBe(200);
      const again = await adminCall(h, 'POST', url, { as: staff.teacher, body });
      expect(again.body.response.reopenCount).toBe(2);
      const list = await adminCall(h, 'GET', `${SCHEDULES}/${created.id}/attempts`, {
        as: staff.teacher,
      });
      expect(list.body.response).toHaveLength(1);
      expect(list.body.response[0]).toMatchObject({ attemptId: attempt.attemptId, reopenCount: 2 });
    });

    it('refuses extra time for a submitted attempt (409)', async () => {
      await schedule();
      const who = await classNine();
      const attempt = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: attempt.sessionId });
      const res = await adminCall(h, 'POST', `${ATTEMPTS}/${attempt.attemptId}/extra-time`, {
        as: staff.teacher,
        body: { minutes: 5, reason: 'Too late' },
      });
      expect(res.status).toBe(409);
    });
  });

  describe('results release', () => {
    const closeWindow = (id: number) =>
      h.database.db
        .update(examSchedules)
        .set({ opensAt: new Date(Date.now() - 2 * HOUR), closesAt: new Date(Date.now() - 1_000) })
        .where(eq(examSchedules.id, id));
    const releaseUrl = (id: number) => `${SCHEDULES}/${id}/release-results`;
    const auditOf = (id: number, action: string) =>
      h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

    it('tells who can still sit an open window and refuses to release without override', async () => {
      const created = await schedule({ resultsRelease: 'manual' });
      const [inExam, done] = [await classNine(), await classNine()];
      await classNine();
      await start(h, inExam, setId);
      const attempt = await start(h, done, setId);
      await post(h, done, SUBMIT, { setId, attemptNo: 1, sessionId: attempt.sessionId });

      const check = await adminCall(h, 'GET', `${SCHEDULES}/${created.id}/release-check`, {
        as: staff.teacher,
      });
      expect(check.status).toBe(200);
      // Students of class 9 A made by earlier tests are in the audience too, none started here.
      const { audience, notStarted } = check.body.response as {
        audience: number;
        notStarted: number;
      };
      expect(audience).toBeGreaterThanOrEqual(3);
      expect(check.body.response).toMatchObject({
        state: 'open',
        inExam: 1,
        notStarted: audience - 2,
        needsOverride: true,
      });

      const refused = await adminCall(h, 'POST', releaseUrl(created.id), {
        as: staff.teacher,
        body: {},
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(
        new RegExp(
          `^Results cannot be released yet: the window is open until .*: 1 in the exam, ${notStarted} yet to start\\.`,
        ),
      );
      const held = await post(h, done, RESULT, { studentId: 0, setId, attemptNo: 1 });
      expect(held.status).toBe(403);

      const forced = await adminCall(h, 'POST', releaseUrl(created.id), {
        as: staff.teacher,
        body: { override: true },
      });
      expect(forced.status).toBe(200);
      expect((await post(h, done, RESULT, { studentId: 0, setId, attemptNo: 1 })).status).toBe(200);
      const [entry] = await auditOf(created.id, 'schedule.release-results');
      expect(entry?.after).toMatchObject({
        override: true,
        windowState: 'open',
        inExam: 1,
        notStarted,
      });
    });

    it('refuses a closed window while a candidate is still in the exam', async () => {
      const created = await schedule({ resultsRelease: 'manual' });
      await start(h, await classNine(), setId);
      await closeWindow(created.id);
      const refused = await adminCall(h, 'POST', releaseUrl(created.id), {
        as: staff.teacher,
        body: {},
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/1 candidate is still in the exam/);
    });

    it('releases a finished window without override, and audits no override', async () => {
      const created = await schedule({ resultsRelease: 'manual' });
      await closeWindow(created.id);
      const res = await adminCall(h, 'POST', releaseUrl(created.id), {
        as: staff.teacher,
        body: {},
      });
      expect(res.status).toBe(200);
      const [entry] = await auditOf(created.id, 'schedule.release-results');
      expect(entry?.after).not.toHaveProperty('override');
    });

    it("answers 404 for another institute's window", async () => {
      const created = await schedule({ resultsRelease: 'manual' });
      for (const path of ['release-check', 'release-results', 'withdraw-results']) {
        const res = await adminCall(
          h,
          path === 'release-check' ? 'GET' : 'POST',
          `${SCHEDULES}/${created.id}/${path}`,
          {
            as: staff.otherInstitute,
            ...(path === 'release-results' && { body: { override: true } }),
          },
        );
        expect(res.status, path).toBe(404);
      }
    });

    it('withdraws released results: the student is refused again, and it is audited', async () => {
      const created = await schedule({ resultsRelease: 'immediate' });
      const who = await classNine();
      const attempt = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: attempt.sessionId });
      expect((await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 })).status).toBe(200);

      const url = `${SCHEDULES}/${created.id}/withdraw-results`;
      const withdrawn = await adminCall(h, 'POST', url, { as: staff.teacher });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.response).toMatchObject({
        resultsRelease: 'manual',
        resultsReleasedAt: null,
      });
      const held = await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 });
      expect(held.status).toBe(403);
      expect(held.body.code).toBe('RESULT_NOT_RELEASED');
      const [entry] = await auditOf(created.id, 'schedule.withdraw-results');
      expect(entry).toMatchObject({
        before: { resultsRelease: 'immediate', resultsReleasedAt: null },
        after: { resultsRelease: 'manual', resultsReleasedAt: null },
      });
      const again = await adminCall(h, 'POST', url, { as: staff.teacher });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'The results of this window are not released: nothing to withdraw.',
      );
    });

    const submitOne = async (overrides: Record<string, unknown>) => {
      const created = await schedule(overrides);
      const who = await classNine();
      const attempt = await start(h, who, setId);
      await post(h, who, SUBMIT, { setId, attemptNo: 1, sessionId: attempt.sessionId });
      return { created, who };
    };

    it('withholds a manual result until staff release it', async () => {
      const { created, who } = await submitOne({ resultsRelease: 'manual' });
      const held = await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 });
      expect(held.status).toBe(403);
      expect(held.body.code).toBe('RESULT_NOT_RELEASED');
      expect(held.body.message).toBe(
        'Your result will be released when your institute releases it.',
      );
      expect(held.body.window.releaseAt).toBeNull();
      // Staff read it before it is released: that is what the wait is for.
      const [row] = await h.database.db
        .select({ id: attempts.id })
        .from(attempts)
        .where(eq(attempts.studentId, who.student.studentId));
      const staffView = await adminCall(h, 'GET', `${ATTEMPTS}/${row?.id}/report`, {
        as: staff.teacher,
      });
      expect(staffView.status, JSON.stringify(staffView.body)).toBe(200);
      expect(staffView.body.response).toMatchObject({ setId, attemptNo: 1 });
      const list = await post(h, who, ATTEMPTED, {});
      const [summary] = list.body.response[String(setId)];
      expect(summary).toMatchObject({
        score: 0,
        questions: {},
        resultWithheld: { releaseAt: null },
      });
      await closeWindow(created.id);
      const released = await adminCall(h, 'POST', `${SCHEDULES}/${created.id}/release-results`, {
        as: staff.teacher,
        body: {},
      });
      expect(released.status, JSON.stringify(released.body)).toBe(200);
      expect(released.body.response.resultsReleasedAt).not.toBeNull();
      expect((await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 })).status).toBe(200);
      const after = await post(h, who, ATTEMPTED, {});
      expect(after.body.response[String(setId)][0].resultWithheld).toBeUndefined();
    });

    it("withholds an at-close result until the window's close, saying when", async () => {
      const { created, who } = await submitOne({ resultsRelease: 'at-close' });
      const held = await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 });
      expect(held.status).toBe(403);
      expect(held.body.window.releaseAt).toBe(created.closesAt);
      expect(held.body.message).toMatch(/^Your result will be released on .*\(Asia\/Kolkata\)\.$/);
      // The window closes (moved into the past): the result is there.
      await h.database.db
        .update(examSchedules)
        .set({ closesAt: new Date(Date.now() - 1_000) })
        .where(eq(examSchedules.id, created.id));
      expect((await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 })).status).toBe(200);
    });

    it('shows an immediate result at once', async () => {
      const { who } = await submitOne({ resultsRelease: 'immediate' });
      expect((await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 })).status).toBe(200);
      const [row] = await h.database.db
        .select({ scheduleId: attempts.scheduleId })
        .from(attempts)
        .where(eq(attempts.studentId, who.student.studentId));
      expect(row?.scheduleId).not.toBeNull();
    });
  });
});
