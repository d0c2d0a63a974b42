import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { examSchedules, questionSets, students } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { staffOfTwoInstitutes } from '../../../test/staff.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { fetchPaper, paperOf, sitPaper } from '../../../test/attempts.ts';
import { PAPER, START } from '../../../test/student-paths.ts';
import { adminCall, type StaffSession, SETS, SCHEDULES } from './test-helpers.ts';
import { HOUR, iso } from '../../../test/times.ts';

const BY_CLASS = '/v2/api/cbt/question/set/get/active/by/classId';
const OF_B = tenantHeaders('test-org', 'test-institute-b');

describeEachDatabase("whose exam it is: windows by institute, a set's audience", (h) => {
  let orgAdmin: StaffSession;
  let teacher: StaffSession;
  let teacherB: StaffSession;
  let setId: number;
  let examId: number;

  beforeAll(async () => {
    ({ orgAdmin, teacher, otherInstitute: teacherB } = await staffOfTwoInstitutes(h));
    ({
      setId,
      exam: { examId },
    } = await paperOf(h));
  });
  beforeEach(async () => {
    await h.database.db.delete(examSchedules);
    await h.database.db
      .update(questionSets)
      .set({ audience: 'open', classId: null, active: true, nameHi: 'सीजीएल मॉक 1' })
      .where(eq(questionSets.id, setId));
  });

  const scheduleFor = async (as: StaffSession, studentIds: number[]) => {
    const res = await adminCall(h, 'POST', SCHEDULES, {
      as,
      body: {
        setId,
        opensAt: iso(-HOUR),
        closesAt: iso(HOUR),
        audience: { kind: 'students', studentIds },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.response as { id: number };
  };
  const listed = async (who: LoggedIn, tenant = tenantHeaders()) => {
    const res = await studentCall(
      h,
      'POST',
      `/v2/api/cbt/question/set/get/all/active/by/examId/${examId}/setTypeId/3`,
      { token: who.token, tenant },
    );
    expect(res.status).toBe(200);
    return (res.body.response as TQuestionSet[]).some((s) => s.examSetId === setId);
  };
  const startAs = (who: LoggedIn) => post(h, who, START, { setId });
  const publish = (as: StaffSession, body?: unknown) =>
    adminCall(h, 'POST', `${SETS}/${setId}/publish`, { as, ...(body !== undefined && { body }) });

  describe("an institute's window of a shared set", () => {
    it("restricts that institute's students only", async () => {
      const chosenA = await registerAndLogin(h);
      const otherA = await registerAndLogin(h);
      const studentB = await registerAndLogin(h, { tenant: OF_B });
      await scheduleFor(teacher, [chosenA.student.studentId]);

      expect(await listed(chosenA)).toBe(true);
      expect(await listed(otherA)).toBe(false);
      const refused = await startAs(otherA);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('NOT_SCHEDULED_FOR_YOU');

      // Institute B never asked for the window: its students keep the open set.
      expect(await listed(studentB, OF_B)).toBe(true);
      const startedB = await post(h, { ...studentB, tenant: OF_B } as LoggedIn, START, { setId });
      expect(startedB.status, JSON.stringify(startedB.body)).toBe(200);
      expect(startedB.body.response.scheduleId ?? null).toBeNull();
      expect((await startAs(chosenA)).status).toBe(200);
    });

    it("lets B's teacher schedule it for B too, each window for its own students", async () => {
      const studentA = await registerAndLogin(h);
      const studentB = await registerAndLogin(h, { tenant: OF_B });
      await scheduleFor(teacherB, [studentB.student.studentId]);
      expect(await listed(studentA)).toBe(true);
      expect(await listed(studentB, OF_B)).toBe(true);
      const listB = await adminCall(h, 'GET', SCHEDULES, { as: teacherB });
      expect(listB.body.response.total).toBe(1);
      const listA = await adminCall(h, 'GET', SCHEDULES, { as: teacher });
      expect(listA.body.response.total).toBe(0);
    });

    it("an organisation-wide window (the org-admin's) still restricts every institute", async () => {
      const chosen = await registerAndLogin(h);
      const studentB = await registerAndLogin(h, { tenant: OF_B });
      await scheduleFor(orgAdmin, [chosen.student.studentId]);
      expect(await listed(studentB, OF_B)).toBe(false);
      expect(await listed(chosen)).toBe(true);
    });
  });

  describe('POST /v2/api/admin/sets/:id/publish with an audience', () => {
    it('keeps a scheduled-only set out of the catalogue and refuses a start without a window', async () => {
      const published = await publish(orgAdmin, { audience: 'scheduled' });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body.response.audience).toBe('scheduled');
      const detail = await adminCall(h, 'GET', `${SETS}/${setId}`, { as: orgAdmin });
      expect(detail.body.response.audience).toBe('scheduled');

      const aspirant = await registerAndLogin(h);
      const candidate = await registerAndLogin(h);
      expect(await listed(aspirant)).toBe(false);
      const refused = await startAs(aspirant);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('NOT_SCHEDULED_FOR_YOU');
      const paper = await studentCall(h, 'GET', `${PAPER}/${setId}`, { token: aspirant.token });
      expect(paper.status).toBe(404);

      await scheduleFor(teacher, [candidate.student.studentId]);
      expect(await listed(candidate)).toBe(true);
      expect((await startAs(candidate)).status).toBe(200);
      expect(await listed(aspirant)).toBe(false);
    });

    it('opens it again when published to the open catalogue', async () => {
      await publish(orgAdmin, { audience: 'scheduled' });
      const reopened = await publish(orgAdmin, { audience: 'open' });
      expect(reopened.body.response.audience).toBe('open');
      expect(await listed(await registerAndLogin(h))).toBe(true);
    });

    it('makes a set under a school class scheduled-only by default', async () => {
      await h.database.db
        .update(questionSets)
        .set({ classId: 10, active: false })
        .where(eq(questionSets.id, setId));
      const published = await publish(orgAdmin);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body.response.audience).toBe('scheduled');
    });

    it('refuses an unknown audience (400), a student (403), no token (401), another tenant (404)', async () => {
      const bad = await publish(orgAdmin, { audience: 'everyone' });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors?.[0]?.field ?? '').toContain('body.audience');
      const student = await registerAndLogin(h);
      const asStudent = await adminCall(h, 'POST', `${SETS}/${setId}/publish`, {
        token: student.token,
        body: { audience: 'open' },
      });
      expect(asStudent.status).toBe(403);
      expect((await adminCall(h, 'POST', `${SETS}/${setId}/publish`, {})).status).toBe(401);
      // The organisation's own set is not a teacher's to publish.
      expect((await publish(teacherB, { audience: 'open' })).status).toBe(403);
    });
  });

  describe("a sitting's results count only the candidates of its windows", () => {
    it('leaves out the aspirant who sat the set from the catalogue before it was scheduled', async () => {
      const aspirant = await registerAndLogin(h);
      const candidate = await registerAndLogin(h);
      const studentB = await registerAndLogin(h, { tenant: OF_B });
      const paper = await fetchPaper(h, aspirant, setId);
      await sitPaper(h, aspirant, paper, [1, 1]);
      await sitPaper(h, { ...studentB, tenant: OF_B } as LoggedIn, paper, [1, 1]);
      await scheduleFor(teacher, [candidate.student.studentId]);
      await sitPaper(h, candidate, paper, [1, 1]);

      const usernames = async (as: StaffSession) => {
        const res = await adminCall(h, 'GET', `${SETS}/${setId}/results`, { as });
        expect(res.status).toBe(200);
        return (res.body.response.items as { username: string }[]).map((r) => r.username).sort();
      };
      expect(await usernames(teacher)).toEqual([candidate.username]);
      // Institute B holds no window of it: its catalogue attempts are its own results.
      expect(await usernames(teacherB)).toEqual([studentB.username]);
      expect(await usernames(orgAdmin)).toEqual([candidate.username, studentB.username].sort());

      const stats = await adminCall(h, 'GET', `${SETS}/${setId}/question-stats`, { as: teacher });
      expect(stats.status).toBe(200);
      expect(stats.body.response.candidates).toBe(1);
      expect(stats.body.response.submittedAttempts).toBe(1);
    });
  });

  describe('School Exam: /v2/api/cbt/question/set/get/active/by/classId', () => {
    it("lists the student's scheduled sets with their windows, and nobody else's", async () => {
      const pupil = await registerAndLogin(h);
      const classmate = await registerAndLogin(h);
      for (const who of [pupil, classmate])
        await h.database.db
          .update(students)
          .set({ studentClass: 10 })
          .where(eq(students.id, who.student.studentId));
      const window = await scheduleFor(teacher, [pupil.student.studentId]);
      const schoolExams = async (who: LoggedIn) => {
        const res = await studentCall(h, 'POST', `${BY_CLASS}/10`, { token: who.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.response as TQuestionSet[];
      };
      const listed = (await schoolExams(pupil)).find((s) => s.examSetId === setId);
      expect(listed?.window).toMatchObject({
        scheduleId: window.id,
        state: 'open',
        timeZone: 'Asia/Kolkata',
        attemptsAllowed: 1,
        attemptsUsed: 0,
      });
      expect((await schoolExams(classmate)).some((s) => s.examSetId === setId)).toBe(false);
    });
  });
});
