import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TLiveMonitor, TLiveRow } from '@exam/contracts/admin/live-entities';
import { FORCE_SUBMITTED_MESSAGE } from '@exam/contracts/attempts/entities';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import {
  attemptEvents,
  auditLog,
  examSchedules,
  institutes,
  staff,
  students,
} from '../../../db/schema.ts';
import { ensureCentre, ensurePlace } from '../../../db/seed-students.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { orgFixture } from '../../../../test/fixtures.ts';
import { tenantHeaders } from '../../../../test/requests.ts';
import { freshIp, registerAndLogin, post, type LoggedIn } from '../../../../test/students.ts';
import {
  attemptRow,
  fetchPaper,
  record,
  setClock,
  setIdOf,
  start,
} from '../../../../test/attempts.ts';
import { HEARTBEAT, SAVE, SUBMIT } from '../../../../test/student-paths.ts';
import { adminCall, staffLogin, twoInstituteFixture, type StaffSession } from '../test-helpers.ts';

const HOUR = 3_600_000;

describeEachDatabase('live monitoring and force-submit', (h) => {
  let teacher: StaffSession;
  let orgAdmin: StaffSession;
  let adminB: StaffSession;
  let otherOrg: StaffSession;
  let setId: number;
  let scheduleId: number;
  let paper: TPaper;
  const who: Record<string, LoggedIn & { attempt?: TAttempt }> = {};

  /** A student of the main institute (or of `tenant`'s) placed in a class, section and roll no. */
  async function enrol(
    key: string,
    place: { studentClass: number; section: string; rollNo: string },
    tenant = tenantHeaders(),
  ) {
    const loggedIn = await registerAndLogin(h, { name: `Student ${key}`, tenant });
    await h.database.db
      .update(students)
      .set({
        studentClass: place.studentClass,
        studentSection: place.section,
        rollNo: place.rollNo,
      })
      .where(eq(students.id, loggedIn.student.studentId));
    who[key] = { ...loggedIn, tenant };
  }

  const live = (as: { token: string; tenant: Record<string, string> }, query = '') =>
    adminCall(h, 'GET', `/v2/api/admin/schedules/${scheduleId}/live${query}`, { as });
  const monitorOf = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { response: TLiveMonitor }).response;
  };
  const rowOf = (monitor: TLiveMonitor, key: string): TLiveRow => {
    const row = monitor.items.find((r) => r.studentId === who[key]?.student.studentId);
    if (!row) throw new Error(`no row for ${key}`);
    return row;
  };

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture(), orgFixture('other-org', 'other-institute'));
    teacher = await staffLogin(h, 'teacher');
    orgAdmin = await staffLogin(h, 'org-admin');
    adminB = await staffLogin(h, 'institute-admin', { instituteToken: 'test-institute-b' });
    otherOrg = await staffLogin(h, 'org-admin', {
      orgToken: 'other-org',
      instituteToken: 'other-institute',
    });
    setId = await setIdOf(h, 'cgl-mock-1');
    await enrol('waiting', { studentClass: 10, section: 'A', rollNo: '1001' });
    await enrol('writing', { studentClass: 10, section: 'A', rollNo: '1002' });
    await enrol('done', { studentClass: 10, section: 'B', rollNo: '1003' });
    await enrol('late', { studentClass: 10, section: 'B', rollNo: '1004' });
    await enrol('class9', { studentClass: 9, section: 'A', rollNo: '0901' });
    await enrol(
      'elsewhere',
      { studentClass: 10, section: 'A', rollNo: '2001' },
      {
        ...tenantHeaders('test-org', 'test-institute-b'),
      },
    );

    const [main] = await h.database.db
      .select({ id: institutes.id, orgId: institutes.orgId })
      .from(institutes)
      .where(eq(institutes.instituteToken, 'test-institute'));
    if (!main) throw new Error('no institute');
    const [schedule] = await h.database.db
      .insert(examSchedules)
      .values({
        orgId: main.orgId,
        instituteId: main.id,
        setId,
        opensAt: sql`now() - interval '1 hour'`,
        closesAt: sql`now() + interval '1 hour'`,
        audience: { kind: 'classes', classes: [{ studentClass: 10 }] },
      })
      .returning({ id: examSchedules.id });
    scheduleId = schedule?.id ?? 0;
    // The second institute sits the same set in a window of its own.
    const [second] = await h.database.db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.instituteToken, 'test-institute-b'));
    await h.database.db.insert(examSchedules).values({
      orgId: main.orgId,
      instituteId: second?.id ?? 0,
      setId,
      opensAt: sql`now() - interval '1 hour'`,
      closesAt: sql`now() + interval '1 hour'`,
      audience: { kind: 'institute' },
    });

    paper = await fetchPaper(h, who.writing as LoggedIn, setId);
    for (const key of ['writing', 'done', 'late', 'elsewhere']) {
      const student = who[key] as LoggedIn & { attempt?: TAttempt };
      student.attempt = await start(h, student, setId);
    }
    const writing = who.writing as LoggedIn & { attempt: TAttempt };
    const saved = await post(h, writing, SAVE, record(paper, writing, writing.attempt, 1, 2, 1));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await h.database.db.insert(attemptEvents).values([
      { attemptId: writing.attempt.attemptId, type: 'tab-hidden', clientAt: new Date() },
      { attemptId: writing.attempt.attemptId, type: 'fullscreen-exit', clientAt: new Date() },
    ]);
    const done = who.done as LoggedIn & { attempt: TAttempt };
    const submitted = await post(h, done, SUBMIT, {
      setId,
      attemptNo: 1,
      sessionId: done.attempt.sessionId,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const late = who.late as LoggedIn & { attempt: TAttempt };
    await setClock(h, late.attempt.attemptId, { timeLeftMs: 0, hardEndInMs: -1000 });
    await h.app.sweepAttempts();
  });

  describe('GET /v2/api/admin/schedules/:id/live', () => {
    it("lists the window's audience in every state, with counts that add up", async () => {
      const monitor = monitorOf(await live(teacher));
      expect(monitor.counts).toEqual({
        audience: 4,
        notStarted: 1,
        inExam: 1,
        submitted: 1,
        autoSubmitted: 1,
        forceSubmitted: 0,
      });
      const { counts } = monitor;
      expect(
        counts.notStarted +
          counts.inExam +
          counts.submitted +
          counts.autoSubmitted +
          counts.forceSubmitted,
      ).toBe(counts.audience);
      expect(monitor.items.map((r) => r.rollNo)).toEqual(['1001', '1002', '1003', '1004']);
      expect(monitor).toMatchObject({ setId, scheduleId, totalQuestions: 3, total: 4 });
      expect(rowOf(monitor, 'waiting')).toMatchObject({
        state: 'not-started',
        attemptId: null,
        lastSeenAt: null,
        timeLeftMs: null,
        answered: 0,
      });
      expect(rowOf(monitor, 'waiting')).not.toHaveProperty('warningKinds');
      const writing = rowOf(monitor, 'writing');
      expect(writing).toMatchObject({
        state: 'in-exam',
        answered: 1,
        warnings: 2,
        warningKinds: { 'tab-hidden': 1, 'fullscreen-exit': 1 },
        clockRunning: true,
        studentClass: 10,
        studentSection: 'A',
      });
      expect(writing.lastSeenAt).not.toBeNull();
      expect(writing.timeLeftMs).toBeGreaterThan(HOUR - 60_000);
      expect(writing.timeLeftMs).toBeLessThanOrEqual(HOUR);
      expect(rowOf(monitor, 'done')).toMatchObject({ state: 'submitted', timeLeftMs: null });
      expect(rowOf(monitor, 'late')).toMatchObject({ state: 'auto-submitted' });
    });

    it('filters by class and section; the state filter narrows the rows, not the counts', async () => {
      const sectionB = monitorOf(await live(teacher, '?section=B'));
      expect(sectionB.counts).toMatchObject({ audience: 2, submitted: 1, autoSubmitted: 1 });
      expect(sectionB.items.map((r) => r.rollNo)).toEqual(['1003', '1004']);
      const class9 = monitorOf(await live(teacher, '?studentClass=9'));
      expect(class9.counts.audience).toBe(0);
      expect(class9.items).toEqual([]);
      const inExam = monitorOf(await live(teacher, '?state=in-exam'));
      expect(inExam.items.map((r) => r.rollNo)).toEqual(['1002']);
      expect(inExam.total).toBe(1);
      expect(inExam.counts.audience).toBe(4);
      const paged = monitorOf(await live(teacher, '?pageSize=2&page=2'));
      expect(paged.items.map((r) => r.rollNo)).toEqual(['1003', '1004']);
      expect(paged.total).toBe(4);
    });

    it('refuses a bad filter with a 400 naming it', async () => {
      const res = await live(teacher, '?state=asleep');
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('state');
      const size = await live(teacher, '?pageSize=5000');
      expect(size.status).toBe(400);
      expect(JSON.stringify(size.body)).toContain('pageSize');
    });

    it("counts the attempt's extra time in its time left, by the student side's clock", async () => {
      const { attemptId } = (who.writing as { attempt: TAttempt }).attempt;
      const before = await attemptRow(h, attemptId);
      // Five minutes granted while the attempt runs: time left and the hard end both grow.
      await h.database.db.execute(sql`update attempts
        set extra_ms = 300000, time_left_ms = ${HOUR + 300_000},
            clock_at = now() - interval '60 seconds', hard_end_at = now() + interval '2 hours'
        where id = ${attemptId}`);
      const writing = rowOf(monitorOf(await live(teacher)), 'writing');
      expect(writing.extraMs).toBe(300_000);
      expect(writing.timeLeftMs).toBeGreaterThan(HOUR + 240_000 - 5_000);
      expect(writing.timeLeftMs).toBeLessThanOrEqual(HOUR + 240_000);
      await setClock(h, attemptId, { timeLeftMs: before.timeLeftMs, lastContactAgoMs: 0 });
    });

    it('shows a home-practice clock as stopped while the student is silent', async () => {
      const { attemptId } = (who.writing as { attempt: TAttempt }).attempt;
      const before = await attemptRow(h, attemptId);
      await setClock(h, attemptId, {
        clockRule: 'pause-on-silence',
        timeLeftMs: 1_000_000,
        lastContactAgoMs: 10 * 60_000,
      });
      const writing = rowOf(monitorOf(await live(teacher)), 'writing');
      expect(writing).toMatchObject({
        clockRule: 'pause-on-silence',
        clockRunning: false,
        timeLeftMs: 1_000_000,
      });
      await setClock(h, attemptId, {
        clockRule: 'strict',
        timeLeftMs: before.timeLeftMs,
        lastContactAgoMs: 0,
      });
    });

    it('answers 304 to If-None-Match while nothing changed, and a new ETag after a save', async () => {
      const first = await live(teacher);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await h.app.inject({
        method: 'GET',
        url: `/v2/api/admin/schedules/${scheduleId}/live`,
        remoteAddress: freshIp(),
        headers: {
          ...teacher.tenant,
          authorization: `Bearer ${teacher.token}`,
          'if-none-match': etag,
        },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const writing = who.writing as LoggedIn & { attempt: TAttempt };
      const saved = await post(h, writing, SAVE, record(paper, writing, writing.attempt, 2, 1, 2));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const changed = await live(teacher);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(rowOf(monitorOf(changed), 'writing').answered).toBe(2);
    });

    it('403 for a student token, 401 without one', async () => {
      const student = who.waiting as LoggedIn;
      const res = await adminCall(h, 'GET', `/v2/api/admin/schedules/${scheduleId}/live`, {
        token: student.token,
      });
      expect(res.status).toBe(403);
      const none = await adminCall(h, 'GET', `/v2/api/admin/schedules/${scheduleId}/live`);
      expect(none.status).toBe(401);
    });

    it("404 for another institute's staff and another organisation; an org-admin sees it", async () => {
      expect((await live(adminB)).status).toBe(404);
      expect((await live(otherOrg)).status).toBe(404);
      expect(monitorOf(await live(orgAdmin)).counts.audience).toBe(4);
      const unknown = await adminCall(h, 'GET', '/v2/api/admin/schedules/999999/live', {
        as: teacher,
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('GET /v2/api/admin/sets/:id/live', () => {
    it("lists the scope's students who started the set, without 'not started'", async () => {
      const res = await adminCall(h, 'GET', `/v2/api/admin/sets/${setId}/live`, { as: teacher });
      const monitor = monitorOf(res);
      expect(monitor.scheduleId).toBeNull();
      expect(monitor.counts).toMatchObject({ audience: 3, notStarted: 0, inExam: 1 });
      expect(monitor.items.map((r) => r.rollNo)).toEqual(['1002', '1003', '1004']);
      const b = monitorOf(
        await adminCall(h, 'GET', `/v2/api/admin/sets/${setId}/live`, { as: adminB }),
      );
      expect(b.items.map((r) => r.rollNo)).toEqual(['2001']);
    });
  });

  describe('an invigilator (decision 041)', () => {
    let invigilator: StaffSession;
    beforeAll(async () => {
      const db = h.database.db;
      const [main] = await db
        .select({ orgId: institutes.orgId })
        .from(institutes)
        .where(eq(institutes.instituteToken, 'test-institute'));
      const place = await ensurePlace(db, {
        state: { name: 'Bihar' },
        district: { name: 'Gaya' },
        block: { name: 'Bodh Gaya' },
      });
      const centreId = await ensureCentre(db, {
        orgId: main?.orgId ?? 0,
        key: 'GAYA-1',
        name: 'Gaya centre 1',
        ...place,
      });
      await db
        .update(students)
        .set({ centreId })
        .where(eq(students.id, (who.writing as LoggedIn).student.studentId));
      invigilator = await staffLogin(h, 'invigilator');
      await db
        .update(staff)
        .set({ centreIds: [centreId] })
        .where(eq(staff.email, invigilator.email));
    });

    it("sees its centres' candidates only, and nothing else of the console", async () => {
      const monitor = monitorOf(await live(invigilator));
      expect(monitor.items.map((r) => r.rollNo)).toEqual(['1002']);
      const windows = await adminCall(h, 'GET', '/v2/api/admin/live/windows', { as: invigilator });
      expect(windows.body.response.map((w: { scheduleId: number }) => w.scheduleId)).toContain(
        scheduleId,
      );
      for (const url of [
        '/v2/api/admin/students',
        '/v2/api/admin/schedules',
        '/v2/api/admin/questions',
        '/v2/api/admin/staff',
      ]) {
        expect((await adminCall(h, 'GET', url, { as: invigilator })).status, url).toBe(403);
      }
    });

    it("gives extra time to its centres' candidates only; force-submit elsewhere is 404", async () => {
      const attemptOf = (key: string) => (who[key] as { attempt: TAttempt }).attempt.attemptId;
      const body = { minutes: 5, reason: 'Power cut in the hall' };
      const own = await adminCall(
        h,
        'POST',
        `/v2/api/admin/attempts/${attemptOf('writing')}/extra-time`,
        {
          as: invigilator,
          body,
        },
      );
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const other = await adminCall(
        h,
        'POST',
        `/v2/api/admin/attempts/${attemptOf('elsewhere')}/extra-time`,
        {
          as: invigilator,
          body,
        },
      );
      expect(other.status).toBe(404);
      const force = await adminCall(
        h,
        'POST',
        `/v2/api/admin/attempts/${attemptOf('elsewhere')}/force-submit`,
        {
          as: invigilator,
          body: { reason: 'Caught copying' },
        },
      );
      expect(force.status).toBe(404);
    });
  });

  describe('POST /v2/api/admin/attempts/:id/force-submit', () => {
    const forceUrl = (key: string) =>
      `/v2/api/admin/attempts/${(who[key] as { attempt: TAttempt }).attempt.attemptId}/force-submit`;

    it('refuses a missing reason (400 naming it), a student (403), another institute (404)', async () => {
      const noReason = await adminCall(h, 'POST', forceUrl('writing'), { as: teacher, body: {} });
      expect(noReason.status).toBe(400);
      expect(JSON.stringify(noReason.body)).toContain('reason');
      const student = await adminCall(h, 'POST', forceUrl('writing'), {
        token: (who.writing as LoggedIn).token,
        body: { reason: 'Caught copying' },
      });
      expect(student.status).toBe(403);
      const other = await adminCall(h, 'POST', forceUrl('writing'), {
        as: adminB,
        body: { reason: 'Caught copying' },
      });
      expect(other.status).toBe(404);
      expect(
        (await attemptRow(h, (who.writing as { attempt: TAttempt }).attempt.attemptId)).status,
      ).toBe('open');
    });

    it('closes and scores the attempt, audits the reason, and the panel learns it', async () => {
      const writing = who.writing as LoggedIn & { attempt: TAttempt };
      const res = await adminCall(h, 'POST', forceUrl('writing'), {
        as: teacher,
        body: { reason: 'Phone found on the desk' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.response).toMatchObject({
        attemptId: writing.attempt.attemptId,
        status: 'submitted',
        submitReason: 'force-submitted',
      });
      const row = await attemptRow(h, writing.attempt.attemptId);
      expect(row).toMatchObject({ status: 'submitted', submitReason: 'force-submitted' });
      expect(row.result).toMatchObject({ reason: 'force-submitted' });
      expect(row.score).toBe(res.body.response.score);

      const [audit] = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'force-submit'), eq(auditLog.entityId, String(row.id))));
      expect(audit?.staffId).toBe(teacher.id);
      expect(audit?.after).toMatchObject({ reason: 'Phone found on the desk' });

      const beat = await post(h, writing, HEARTBEAT, {
        setId,
        attemptNo: 1,
        sessionId: writing.attempt.sessionId,
      });
      const saved = await post(h, writing, SAVE, record(paper, writing, writing.attempt, 3, 1, 3));
      expect(saved.status).toBe(410);
      expect(saved.body.message).toBe(FORCE_SUBMITTED_MESSAGE);
      expect(JSON.stringify(beat.body)).toContain('force-submitted');

      const monitor = monitorOf(await live(teacher));
      expect(monitor.counts).toMatchObject({ audience: 4, inExam: 0, forceSubmitted: 1 });
      expect(rowOf(monitor, 'writing').state).toBe('force-submitted');
    });

    it('409 for an attempt already closed', async () => {
      const res = await adminCall(h, 'POST', forceUrl('done'), {
        as: orgAdmin,
        body: { reason: 'Too late' },
      });
      expect(res.status).toBe(409);
    });
  });
});
