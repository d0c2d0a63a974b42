import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TChallengeBoard } from '@exam/contracts/admin/challenges';
import type { TExamResult } from '@exam/contracts/results/entities';
import type { TResponseSheet } from '@exam/contracts/results/response-sheet';
import { auditLog, examSchedules } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, post, type LoggedIn } from '../../../test/students.ts';
import { imageCount, LOGO_PNG, withLogo, type LogoCase } from '../../../test/logos.ts';
import { fetchPaper, setIdOf, sitPaper } from '../../../test/attempts.ts';
import { RESULT } from '../../../test/student-paths.ts';
import { adminCall, staffLogin, type StaffSession } from '../admin/test-helpers.ts';
import { MINUTE, HOUR, iso } from '../../../test/times.ts';

const SHEET = '/v2/api/cbt/student/response-sheet';
const SHEET_PDF = '/v2/api/cbt/student/response-sheet/pdf';
const CHALLENGE = '/v2/api/cbt/student/challenge';
// A 1×1 PNG: the image upload's checks read its signature.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

// orgFixture's CGL Mock 1: keys (optionNo) q1 → 2, q2 → 3, q3 → 1; 2 marks each, −0.5 wrong.
describeEachDatabase('due process after the exam', (h) => {
  let paper: TPaper;
  let setId: number;
  let scheduleId: number;
  const staff = withStaffOfTwoInstitutes(h);
  let invigilator: StaffSession;
  let first: LoggedIn;
  let second: LoggedIn;
  let stranger: LoggedIn;

  const q = (no: number) => {
    const found = paper.questions.find((x) => x.questionNo === no);
    if (!found) throw new Error(`no question ${no}`);
    return found;
  };
  const optionId = (no: number, optionNo: number) =>
    q(no).options.find((o) => o.optionNo === optionNo)?.optionId ?? 0;
  const key = { setId: 0, attemptNo: 1 };
  const moveWindow = (changes: Partial<typeof examSchedules.$inferInsert>) =>
    h.database.db.update(examSchedules).set(changes).where(eq(examSchedules.id, scheduleId));
  const board = (as: StaffSession) =>
    adminCall(h, 'GET', `/v2/api/admin/schedules/${scheduleId}/challenges`, { as });
  const challenge = (who: LoggedIn, body: Record<string, unknown>) =>
    post(h, who, CHALLENGE, { ...key, questionId: q(3).questionId, ...body });

  beforeAll(async () => {
    invigilator = await staffLogin(h, 'invigilator');
    setId = await setIdOf(h, 'cgl-mock-1');
    key.setId = setId;
    const res = await adminCall(h, 'POST', '/v2/api/admin/schedules', {
      as: staff.teacher,
      body: {
        setId,
        opensAt: iso(-HOUR),
        closesAt: iso(HOUR),
        audience: { kind: 'institute' },
        resultsRelease: 'manual',
      },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    scheduleId = res.body.response.id as number;
    first = await registerAndLogin(h, { name: 'First Candidate' });
    second = await registerAndLogin(h, { name: 'Second Candidate' });
    stranger = await registerAndLogin(h);
    paper = await fetchPaper(h, first, setId);
    await sitPaper(h, first, paper, [2, 3, 2]);
    await sitPaper(h, second, paper, [2, 1, 2]);
  });

  describe('POST /v2/api/cbt/student/response-sheet', () => {
    it('is refused (409) while the window is open, saying when it closes', async () => {
      const res = await post(h, first, SHEET, key);
      expect(res.status).toBe(409);
      expect(res.body.message ?? JSON.stringify(res.body)).toMatch(/when the exam window closes/);
    });

    it('shows the candidate’s answers beside the provisional key once the window has closed', async () => {
      await moveWindow({
        opensAt: new Date(Date.now() - 2 * HOUR),
        closesAt: new Date(Date.now() - MINUTE),
      });
      const res = await post(h, first, SHEET, key);
      expect(res.status).toBe(200);
      const sheet = res.body.response as TResponseSheet;
      expect(sheet.name).toBe('First Candidate');
      expect(sheet.challengeWindow).toBeNull();
      const q3 = sheet.questions.find((x) => x.questionNo === 3);
      expect(q3).toMatchObject({
        selectedAnswerId: optionId(3, 2),
        answerId: optionId(3, 1),
        keyChange: null,
        challenge: null,
      });
      expect(q3).not.toHaveProperty('questionSolutionTextEn');
      expect(q3).not.toHaveProperty('marksEarned');
      // Before results are released, the result itself stays withheld.
      expect((await post(h, first, RESULT, key)).status).toBe(403);
    });

    it('answers 401 without a login, 403 for another student’s id, 404 for an attempt not sat', async () => {
      const anonymous = await h.app.inject({
        method: 'POST',
        url: SHEET,
        headers: tenantHeaders(),
        payload: key,
      });
      expect(anonymous.statusCode).toBe(401);
      const res = await post(h, first, SHEET, { ...key, studentId: second.student.studentId });
      expect(res.status).toBe(403);
      expect((await post(h, stranger, SHEET, key)).status).toBe(404);
    });

    it('downloads as a PDF', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: SHEET_PDF,
        headers: { ...tenantHeaders(), authorization: `Bearer ${first.token}` },
        payload: { ...key, lang: 'hi' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("carries the institute's name and logo, and leaves out a logo that cannot be read", async () => {
      const pdfWith = async (logo: LogoCase | null) => {
        const undo = logo ? await withLogo(h, 'test-institute', logo) : null;
        try {
          const res = await h.app.inject({
            method: 'POST',
            url: SHEET_PDF,
            headers: { ...tenantHeaders(), authorization: `Bearer ${first.token}` },
            payload: { ...key, lang: 'en' },
          });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.toString('latin1')).toContain('(Main institute)');
          return imageCount(res.rawPayload);
        } finally {
          await undo?.();
        }
      };
      // The fixture's questions have no images: the logo is the only one.
      expect(await pdfWith(null)).toBe(0);
      expect(await pdfWith({ on: 'institute', mimeType: 'image/png', bytes: LOGO_PNG })).toBe(1);
      expect(await pdfWith({ on: 'institute', missing: true })).toBe(0);
      const corrupt = { mimeType: 'image/jpeg', bytes: Buffer.from('not a jpeg') };
      expect(await pdfWith({ on: 'organisation', ...corrupt })).toBe(0);
    });
  });

  describe('challenges', () => {
    const windowUrl = () => `/v2/api/admin/schedules/${scheduleId}/challenge-window`;
    const openWindow = { opensAt: iso(0), closesAt: iso(HOUR) };

    it('refuses a challenge (409) before staff open the challenge window', async () => {
      const res = await challenge(first, { reason: 'Option B is the right answer here.' });
      expect(res.status).toBe(409);
      expect(JSON.stringify(res.body)).toMatch(/not open/);
    });

    it('lets only staff of the window open it: 401, 403 student and invigilator, 404 elsewhere', async () => {
      const body = openWindow;
      expect((await adminCall(h, 'PUT', windowUrl(), { body })).status).toBe(401);
      expect((await adminCall(h, 'PUT', windowUrl(), { token: first.token, body })).status).toBe(
        403,
      );
      expect((await adminCall(h, 'PUT', windowUrl(), { as: invigilator, body })).status).toBe(403);
      expect(
        (await adminCall(h, 'PUT', windowUrl(), { as: staff.otherInstitute, body })).status,
      ).toBe(404);
      expect(
        (await adminCall(h, 'PUT', windowUrl(), { as: staff.otherOrgAdmin, body })).status,
      ).toBe(404);
      const early = await adminCall(h, 'PUT', windowUrl(), {
        as: staff.teacher,
        body: { opensAt: iso(-3 * HOUR), closesAt: iso(HOUR) },
      });
      expect(early.status).toBe(400);
      const res = await adminCall(h, 'PUT', windowUrl(), { as: staff.teacher, body });
      expect(res.status).toBe(200);
      expect((res.body.response as TChallengeBoard).challengeOpen).toBe(true);
    });

    it('takes one challenge per question per candidate, editable, with a checked picture', async () => {
      const bad = await challenge(first, {
        reason: 'The key should be option B.',
        image: { fileName: 'x.png', mimeType: 'image/png', dataBase64: 'aGVsbG8=' },
      });
      expect(bad.status).toBe(400);
      const sent = await challenge(first, {
        reason: 'The key should be option B.',
        image: { fileName: 'proof.png', mimeType: 'image/png', dataBase64: PNG },
      });
      expect(sent.status).toBe(200);
      expect(sent.body.response).toMatchObject({
        status: 'pending',
        imagePath: expect.stringMatching(/^\/media\//),
      });
      // A picture of about 1 MB (past the API's usual body limit) is taken too.
      const large = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1_000_000)]);
      const big = await challenge(first, {
        reason: 'The key should be option B.',
        image: {
          fileName: 'scan.png',
          mimeType: 'image/png',
          dataBase64: large.toString('base64'),
        },
      });
      expect(big.status).toBe(200);
      const edited = await challenge(first, { reason: 'Option B: see the NCERT table, page 12.' });
      expect(edited.status).toBe(200);
      expect(edited.body.response).toMatchObject({
        reason: 'Option B: see the NCERT table, page 12.',
        imagePath: expect.stringMatching(/^\/media\//),
      });
      expect(
        (await challenge(second, { reason: 'Option B is correct, not option A.' })).status,
      ).toBe(200);
      const notInPaper = await challenge(first, {
        questionId: 999_999,
        reason: 'This is not my question.',
      });
      expect(notInPaper.status).toBe(404);
      expect(
        (await challenge(stranger, { reason: 'I did not sit this exam at all.' })).status,
      ).toBe(404);
    });

    it('shows staff the challenges grouped by question with counts and reasons', async () => {
      expect((await board(staff.otherInstitute)).status).toBe(404);
      expect((await board(invigilator)).status).toBe(403);
      const res = await board(staff.teacher);
      expect(res.status).toBe(200);
      const [top] = (res.body.response as TChallengeBoard).questions;
      expect(top).toMatchObject({ questionNo: 3, count: 2, pending: 2, key: 'A' });
      expect(top?.challenges.map((c) => c.reason)).toContain(
        'Option B: see the NCERT table, page 12.',
      );
    });

    it('refuses the final key (409) while challenges are undecided', async () => {
      const res = await adminCall(h, 'POST', `/v2/api/admin/schedules/${scheduleId}/final-key`, {
        as: staff.teacher,
      });
      expect(res.status).toBe(409);
    });

    it('accepts by correcting the key: audited, every attempt rescored, each candidate told', async () => {
      const url = `/v2/api/admin/schedules/${scheduleId}/challenges/${q(3).questionId}/decision`;
      expect(
        (
          await adminCall(h, 'POST', url, {
            as: staff.otherInstitute,
            body: { decision: 'reject', reason: 'no' + 'pe' },
          })
        ).status,
      ).toBe(404);
      // CGL Mock 1 is the organisation's set: only an org-admin may change its key (decision 020).
      const shared = await adminCall(h, 'POST', url, {
        as: staff.teacher,
        body: { decision: 'accept-drop', reason: 'Ambiguous wording' },
      });
      expect(shared.status).toBe(403);
      const res = await adminCall(h, 'POST', url, {
        as: staff.orgAdmin,
        body: {
          decision: 'accept-key',
          key: { answerOptionId: optionId(3, 2), reason: 'Option B is right' },
        },
      });
      expect(res.status).toBe(200);
      expect((res.body.response as TChallengeBoard).questions[0]).toMatchObject({
        key: 'B',
        pending: 0,
      });
      const again = await adminCall(h, 'POST', url, {
        as: staff.teacher,
        body: { decision: 'reject', reason: 'late' },
      });
      expect(again.status).toBe(404);
      const sheet = (await post(h, first, SHEET, key)).body.response as TResponseSheet;
      const q3 = sheet.questions.find((x) => x.questionNo === 3);
      expect(q3).toMatchObject({
        answerId: optionId(3, 1),
        keyChange: { kind: 'key', from: 'A', to: 'B' },
        challenge: { status: 'accepted', decisionReason: 'Option B is right' },
      });
      const changes = await h.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} in ('correct-key', 'challenges.accept')`);
      expect(changes.map((a) => a.action).sort()).toEqual(['challenges.accept', 'correct-key']);
      const edit = await challenge(first, { reason: 'Changing my mind after the decision.' });
      expect(edit.status).toBe(409);
    });

    it('publishes the final key: challenges closed, results released with the key change', async () => {
      const url = `/v2/api/admin/schedules/${scheduleId}/final-key`;
      expect((await adminCall(h, 'POST', url, { as: staff.otherOrgAdmin })).status).toBe(404);
      const res = await adminCall(h, 'POST', url, { as: staff.orgAdmin });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        challengeOpen: false,
        finalKeyAt: expect.any(String),
      });
      const late = await challenge(second, { reason: 'One more thought on question three.' });
      expect(late.status).toBe(409);
      expect(JSON.stringify(late.body)).toMatch(/final answer key/);
      const result = await post(h, first, RESULT, key);
      expect(result.status).toBe(200);
      // [2,3,2] with the key of q3 now B: 2 + 2 + 2.
      expect(result.body.response as TExamResult).toMatchObject({
        score: 6,
        keyCorrections: [
          expect.objectContaining({
            questionNo: 3,
            kind: 'key',
            from: 'A',
            to: 'B',
            recalculated: true,
          }),
        ],
      });
      expect((await adminCall(h, 'POST', url, { as: staff.orgAdmin })).status).toBe(409);
    });

    it('does not tell a candidate who sat after the correction that their score was recalculated', async () => {
      await moveWindow({ closesAt: new Date(Date.now() + HOUR), resultsReleasedAt: new Date() });
      const late = await registerAndLogin(h);
      await sitPaper(h, late, paper, [2, 3, 2]);
      const result = (await post(h, late, RESULT, key)).body.response as TExamResult;
      expect(result.score).toBe(6);
      expect(result.keyCorrections?.[0]).toMatchObject({ from: 'A', to: 'B', recalculated: false });
    });
  });
});
