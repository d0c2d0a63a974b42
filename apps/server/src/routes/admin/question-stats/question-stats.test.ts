import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TExamResult } from '@exam/contracts/results/entities';
import type { TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import { auditLog, keyCorrections } from '../../../db/schema.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { tenantHeaders } from '../../../../test/requests.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../../test/students.ts';
import { fetchPaper, setIdOf, sitPaper, start } from '../../../../test/attempts.ts';
import { PAPERS, RESULT, RESULT_PDF, REVIEW } from '../../../../test/student-paths.ts';
import { adminCall, type StaffSession } from '../test-helpers.ts';

// orgFixture's CGL Mock 1: 3 questions × 2 marks, negative marking on (−0.5). Keys (optionNo):
// q1 → 2, q2 → 3, q3 → 1. Six candidates of the main institute, worked by hand (0: skipped):
//   S1 [2,3,2] 3.5 · S2 [2,3,2] 3.5 · S3 [2,1,2] 1 · S4 [2,0,0] 2 · S5 [1,0,1] 1.5 · S6 [3,1,1] 1
// By score: S1 S2 (top third) · S4 S5 · S3 S6 (bottom third). The top group picks option 2 for
// q3, the key option 1 only the weaker candidates: the key may be wrong.
const ANSWERS = [
  [2, 3, 2],
  [2, 3, 2],
  [2, 1, 2],
  [2, 0, 0],
  [1, 0, 1],
  [3, 1, 1],
];

describeEachDatabase('question statistics and key corrections', (h) => {
  let paper: TPaper;
  let setId: number;
  const staff = withStaffOfTwoInstitutes(h);
  const cohort: LoggedIn[] = [];

  const sit = (who: LoggedIn, optionNos: number[]) => sitPaper(h, who, paper, optionNos);

  const member = (index: number) => {
    const who = cohort[index];
    if (!who) throw new Error(`no student ${index + 1}`);
    return who;
  };
  const resultOf = async (who: LoggedIn) => {
    const res = await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 });
    expect(res.status).toBe(200);
    return res.body.response as TExamResult;
  };
  const stats = async (as: StaffSession) => {
    const res = await adminCall(h, 'GET', `/v2/api/admin/sets/${setId}/question-stats`, { as });
    expect(res.status).toBe(200);
    return res.body.response as TSetQuestionStats;
  };
  const optionId = (no: number, optionNo: number) =>
    paper.questions.find((q) => q.questionNo === no)?.options.find((o) => o.optionNo === optionNo)
      ?.optionId ?? 0;
  const questionId = (no: number) => paper.questions.find((q) => q.questionNo === no)?.questionId;
  const keyUrl = (no: number, what: 'key' | 'drop') =>
    `/v2/api/admin/sets/${setId}/questions/${questionId(no)}/${what}`;

  beforeAll(async () => {
    setId = await setIdOf(h, 'cgl-mock-1');
    for (const [index, answers] of ANSWERS.entries()) {
      const who = await registerAndLogin(h, { name: `Student ${index + 1}` });
      if (index === 0) paper = await fetchPaper(h, who, setId);
      cohort.push(who);
      await sit(who, answers);
    }
    // One candidate of the second institute: counted only for org-admins and that institute.
    const tenant = tenantHeaders('test-org', 'test-institute-b');
    const other = { ...(await registerAndLogin(h, { tenant })), tenant };
    await sit(other, [1, 1, 1]);
  });

  describe('GET /v2/api/admin/sets/:id/question-stats', () => {
    it("counts the institute's candidates: facility, discrimination, option shares and flags", async () => {
      const body = await stats(staff.teacher);
      expect(body).toMatchObject({ candidates: 6, groupSize: 2, openAttempts: 0, editable: false });
      const [q1, q2, q3] = body.questions;
      expect(q1).toMatchObject({
        questionNo: 1,
        answered: 6,
        correct: 4,
        facility: 0.6667,
        discrimination: 0.5,
      });
      expect(q1?.options.map((o) => [o.optionNo, o.share, o.isKey])).toEqual([
        [1, 0.1667, false],
        [2, 0.6667, true],
        [3, 0.1667, false],
        [4, 0, false],
      ]);
      expect(q2).toMatchObject({ answered: 4, correct: 2, facility: 0.3333, discrimination: 1 });
      expect(q3).toMatchObject({ answered: 5, correct: 2, facility: 0.3333, discrimination: -0.5 });
      expect(q3?.flags).toEqual({
        keyMayBeWrong: true,
        lowFacility: false,
        negativeDiscrimination: true,
      });
      expect(q1?.flags.keyMayBeWrong).toBe(false);
      expect(q1?.textEn).toContain('2+2?');
    });

    it('sends the same answer compressed to a browser that accepts br or gzip', async () => {
      const url = `/v2/api/admin/sets/${setId}/question-stats`;
      const ask = (acceptEncoding?: string) =>
        h.app.inject({
          method: 'GET',
          url,
          headers: {
            ...staff.orgAdmin.tenant,
            authorization: `Bearer ${staff.orgAdmin.token}`,
            ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
          },
        });
      const plain = await ask();
      const br = await ask('gzip, deflate, br, zstd');
      const gzip = await ask('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const expected = JSON.parse(plain.body) as { response: TSetQuestionStats };
      expect(expected.response.candidates).toBe(7);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
    });

    it('counts every institute for an org-admin and only its own for another institute', async () => {
      expect((await stats(staff.orgAdmin)).candidates).toBe(7);
      expect((await stats(staff.orgAdmin)).editable).toBe(true);
      const b = await stats(staff.otherInstitute);
      expect(b.candidates).toBe(1);
      expect(b.questions[0]).toMatchObject({ answered: 1, correct: 0, discrimination: null });
    });

    it('answers 404 to another organisation, 403 to a student and 401 without a token', async () => {
      const url = `/v2/api/admin/sets/${setId}/question-stats`;
      expect((await adminCall(h, 'GET', url, { as: staff.otherOrgAdmin })).status).toBe(404);
      expect((await adminCall(h, 'GET', url, { token: member(0).token })).status).toBe(403);
      expect((await adminCall(h, 'GET', url)).status).toBe(401);
    });
  });

  describe('POST …/questions/:questionId/key and …/drop', () => {
    it('refuses a teacher of shared content, a bad option and another organisation', async () => {
      const body = { answerOptionId: optionId(3, 2), reason: 'Key misprinted' };
      expect(
        (await adminCall(h, 'POST', keyUrl(3, 'key'), { as: staff.teacher, body })).status,
      ).toBe(403);
      expect(
        (await adminCall(h, 'POST', keyUrl(3, 'key'), { as: staff.otherOrgAdmin, body })).status,
      ).toBe(404);
      const wrongOption = await adminCall(h, 'POST', keyUrl(3, 'key'), {
        as: staff.orgAdmin,
        body: { answerOptionId: optionId(1, 2), reason: 'Key misprinted' },
      });
      expect(wrongOption.status).toBe(400);
      expect(wrongOption.body.fieldErrors).toEqual([
        expect.objectContaining({ field: 'body.answerOptionId' }),
      ]);
      const wrongType = await adminCall(h, 'POST', keyUrl(3, 'key'), {
        as: staff.orgAdmin,
        body: { numericMin: 1, numericMax: 2, reason: 'Key misprinted' },
      });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.fieldErrors).toEqual([
        expect.objectContaining({ field: 'body.numericMin' }),
      ]);
      const noReason = await adminCall(h, 'POST', keyUrl(3, 'key'), {
        as: staff.orgAdmin,
        body: { answerOptionId: optionId(3, 2) },
      });
      expect(noReason.status).toBe(400);
      expect(JSON.stringify(noReason.body)).toContain('reason');
    });

    it('rescores every attempt with the corrected key: scores, ranks and percentiles change', async () => {
      const [s3, s5] = [member(2), member(4)];
      expect(await resultOf(s3)).toMatchObject({ score: 1, rank: { rank: 5, total: 7 } });
      expect(await resultOf(s5)).toMatchObject({ score: 1.5, rank: { rank: 4, total: 7 } });

      const res = await adminCall(h, 'POST', keyUrl(3, 'key'), {
        as: staff.orgAdmin,
        body: { answerOptionId: optionId(3, 2), reason: 'The printed key was wrong' },
      });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        kind: 'key',
        questionNo: 3,
        before: { answerOptionId: optionId(3, 1) },
        after: { answerOptionId: optionId(3, 2) },
        attemptsRescored: 7,
      });

      // S3 [2,1,2]: 2 − 0.5 + 2 = 3.5; S5 [1,0,1]: −0.5 − 0.5 = −1. The other institute's
      // candidate [1,1,1] scores −1.5.
      const after3 = await resultOf(s3);
      expect(after3).toMatchObject({ score: 3.5, correct: 2, rank: { rank: 3, total: 7 } });
      expect(after3.rank.percentile).toBeCloseTo(71.43, 2);
      const after5 = await resultOf(s5);
      expect(after5).toMatchObject({ score: -1, rank: { rank: 5, total: 7 } });
      expect(after5.keyCorrections).toEqual([
        expect.objectContaining({
          questionNo: 3,
          kind: 'key',
          reason: 'The printed key was wrong',
          from: 'A',
          to: 'B',
          recalculated: true,
        }),
      ]);
      const pdf = await h.app.inject({
        method: 'POST',
        url: RESULT_PDF,
        headers: { ...tenantHeaders(), authorization: `Bearer ${s5.token}` },
        payload: { setId, attemptNo: 1, lang: 'hi' },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const review = await post(h, s5, REVIEW, { setId, attemptNo: 1 });
      const reviewed = review.body.response.questions.find(
        (q: { questionNo: number }) => q.questionNo === 3,
      );
      expect(reviewed).toMatchObject({ answerId: optionId(3, 2), outcome: 'Incorrect' });

      const stats3 = (await stats(staff.orgAdmin)).questions[2];
      expect(stats3?.flags.keyMayBeWrong).toBe(false);
      expect((await stats(staff.orgAdmin)).corrections).toEqual([
        expect.objectContaining({ questionNo: 3, kind: 'key', attemptsRescored: 7 }),
      ]);
      const [audit] = await h.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'correct-key'), eq(auditLog.entityId, String(questionId(3)))),
        );
      expect(audit?.after).toMatchObject({
        key: 'B',
        question: 3,
        reason: 'The printed key was wrong',
        attemptsRescored: 7,
      });
      // The audit log reads it as people do: the key by its letters, not option ids.
      const log = await adminCall(
        h,
        'GET',
        `/v2/api/admin/audit?entity=question&entityId=${questionId(3)}`,
        {
          as: staff.orgAdmin,
        },
      );
      const changes = log.body.response.items[0].changes as { field: string }[];
      expect(changes.find((c) => c.field === 'key')).toEqual({
        field: 'key',
        from: (audit?.before as { key: string }).key,
        to: 'B',
      });
      expect((audit?.before as { key: string }).key).toMatch(/^[ACD]$/);
    });

    it('drops a question: full marks to every candidate, answered or not', async () => {
      const res = await adminCall(h, 'POST', keyUrl(2, 'drop'), {
        as: staff.orgAdmin,
        body: { reason: 'Two options are right' },
      });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ kind: 'drop', after: null, attemptsRescored: 7 });
      // S4 [2,0,0] skipped q2: 2 + 2 = 4; S6 [3,1,1]: −0.5 + 2 − 0.5 = 1.
      const s4 = await resultOf(member(3));
      expect(s4.score).toBe(4);
      expect(s4.keyCorrections?.map((c) => [c.questionNo, c.kind])).toEqual([
        [3, 'key'],
        [2, 'drop'],
      ]);
      expect((await resultOf(member(5))).score).toBe(1);
      const again = await adminCall(h, 'POST', keyUrl(2, 'drop'), {
        as: staff.orgAdmin,
        body: { reason: 'Two options are right' },
      });
      expect(again.status).toBe(409);
      const rows = await h.database.db.select().from(keyCorrections);
      expect(rows.map((r) => r.kind)).toEqual(['key', 'drop']);
    });

    it("rescores a quiz set's finished plays too", async () => {
      // orgFixture's CGL Quick Quiz: one question, key option 4; the player answers option 1.
      const quizId = await setIdOf(h, 'cgl-quiz-1');
      const player = await registerAndLogin(h);
      const papers = await studentCall(h, 'GET', `${PAPERS}/${quizId}`, { token: player.token });
      const quizQuestion = papers.body.response[0].questions[0];
      const started = await post(h, player, '/v2/api/cbt/student/quiz/attempt/start', {
        setId: quizId,
      });
      const { attemptNo } = started.body.response;
      await post(h, player, '/v2/api/cbt/student/quiz/save/response', {
        setId: quizId,
        attemptNo,
        questionId: quizQuestion.questionId,
        answerId: quizQuestion.options[0].optionId,
      });
      await post(h, player, '/v2/api/cbt/student/quiz/attempt/finish', {
        setId: quizId,
        attemptNo,
      });
      const quizResult = () =>
        post(h, player, '/v2/api/cbt/student/quiz/get/result', { setId: quizId, attemptNo });
      expect((await quizResult()).body.response.score).toBe(0);
      const statsRes = await adminCall(h, 'GET', `/v2/api/admin/sets/${quizId}/question-stats`, {
        as: staff.orgAdmin,
      });
      expect(statsRes.body.response).toMatchObject({ candidates: 1 });
      expect(statsRes.body.response.questions[0]).toMatchObject({ answered: 1, correct: 0 });
      const dropped = await adminCall(
        h,
        'POST',
        `/v2/api/admin/sets/${quizId}/questions/${quizQuestion.questionId}/drop`,
        { as: staff.orgAdmin, body: { reason: 'Ambiguous wording' } },
      );
      expect(dropped.body.response).toMatchObject({ kind: 'drop', attemptsRescored: 1 });
      expect((await quizResult()).body.response.score).toBe(1);
    });

    it('refuses while an attempt of the set is open', async () => {
      const late = await registerAndLogin(h);
      await start(h, late, setId);
      const res = await adminCall(h, 'POST', keyUrl(1, 'key'), {
        as: staff.orgAdmin,
        body: { answerOptionId: optionId(1, 1), reason: 'Late change' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('still open');
    });
  });
});
