import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import { ZExamResult, type TExamResult } from '@exam/contracts/results/entities';
import { ok } from '@exam/contracts/common/envelope';
import { getResult as getResultContract } from '@exam/contracts/results/get-result';
import { attempts, questionSets } from '../../db/schema.ts';
import { clockRules } from '../attempts/clock.ts';
import { createPaperStore } from '../papers/store.ts';
import { createResultDeps } from './cache.ts';
import { getResult } from './report.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { ONE_RIGHT_ONE_WRONG, importCglMock, sitPaper } from '../../../test/attempts.ts';
import { BY_ATTEMPT_NO, RESULT, RESULT_PDF, RESUME, REVIEW } from '../../../test/student-paths.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, post, type LoggedIn } from '../../../test/students.ts';
import { imageCount, LOGO_PNG, withLogo, type LogoCase } from '../../../test/logos.ts';

// orgFixture's CGL Mock 1: 3 questions × 2 marks, negative marking on. Keys (optionNo):
// q1 → 2, q2 → 3, q3 → 1. Pass mark 30% of 6 = 1.8.
const RIGHT = [2, 3, 1];

describeEachDatabase('results', (h) => {
  let paper: TPaper;
  let who: LoggedIn;

  beforeAll(async () => {
    paper = await importCglMock(h);
  });
  beforeEach(async () => {
    who = await registerAndLogin(h, { name: 'Asha Verma' });
  });

  const finish = (as: LoggedIn, optionNos: number[], submitted = true) =>
    sitPaper(h, as, paper, optionNos, submitted);
  const resultOf = async (as: LoggedIn, attemptNo = 1) => {
    const res = await post(h, as, RESULT, { studentId: 0, setId: paper.setId, attemptNo });
    expect(res.status).toBe(200);
    return res.body.response as TExamResult;
  };

  describe('POST /v2/api/cbt/student/result', () => {
    it("returns the stored report of one's own submitted attempt", async () => {
      // q1 right (+2), q2 wrong (−0.25 × 2), q3 skipped: 1.5 of 6 = 25 %, accuracy 1/2 = 50 %.
      await finish(who, [2, 1, 0]);
      const result = await resultOf(who);
      expect(result).toMatchObject({
        setId: paper.setId,
        attemptNo: 1,
        setName: 'CGL Mock 1',
        name: 'Asha Verma',
        rollNo: '123',
        submitReason: 'submitted',
        ...ONE_RIGHT_ONE_WRONG,
        percentage: 25,
        rank: { rank: expect.any(Number), total: expect.any(Number) },
      });
      expect(result.setData?.examSetId).toBe(paper.setId);
      expect(result.sections).toEqual([
        expect.objectContaining({
          name: 'Reasoning',
          score: 1.5,
          maxScore: 4,
          correct: 1,
          incorrect: 1,
          accuracy: 50,
        }),
        expect.objectContaining({ name: 'Maths', score: 0, maxScore: 2, skipped: 1, accuracy: 0 }),
      ]);
      expect(result.questions.map((q) => [q.questionNo, q.outcome, q.marks])).toEqual([
        [1, 'Correct', 2],
        [2, 'Incorrect', -0.5],
        [3, 'Skipped', 0],
      ]);
    });

    it("refuses another student's attempt (403)", async () => {
      await finish(who, [2, 3, 1]);
      const other = await registerAndLogin(h);
      const res = await post(h, other, RESULT, {
        studentId: who.student.studentId,
        setId: paper.setId,
        attemptNo: 1,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/studentId .* is not yours/);
      // Their own (never started) attempt of the set is simply not there.
      const own = await post(h, other, RESULT, { studentId: 0, setId: paper.setId, attemptNo: 1 });
      expect(own.status).toBe(404);
    });

    it('answers 409 with a clear message while the attempt is open, and hides the key', async () => {
      await finish(who, [2], false);
      for (const url of [RESULT, REVIEW, RESULT_PDF]) {
        const res = await post(h, who, url, { setId: paper.setId, attemptNo: 1 });
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('ATTEMPT_NOT_SUBMITTED');
        expect(res.body.message).toMatch(/not submitted yet/);
        expect(JSON.stringify(res.body)).not.toContain('answerId');
      }
    });

    it('names the bad field', async () => {
      const res = await post(h, who, RESULT, { setId: 'x', attemptNo: 0 });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual([
        'body.attemptNo',
        'body.setId',
      ]);
    });

    it('ranks over the first attempts of the set, ties sharing a rank, with percentile', async () => {
      await h.database.db.delete(attempts).where(eq(attempts.setId, paper.setId));
      const students = await Promise.all(
        ['A', 'B', 'C', 'D', 'E'].map((name) => registerAndLogin(h, { name })),
      );
      const [a, b, c, d, e] = students as unknown as [
        LoggedIn,
        LoggedIn,
        LoggedIn,
        LoggedIn,
        LoggedIn,
      ];
      await finish(a, RIGHT); // 6
      await finish(b, [2, 3, 0]); // 4
      await finish(c, [2, 3, 0]); // 4
      await finish(d, [2, 0, 0]); // 2
      await finish(e, [0, 0, 0]); // 0
      const ranks = await Promise.all(students.map(async (s) => (await resultOf(s)).rank));
      expect(ranks).toEqual([
        { rank: 1, total: 5, percentile: 100 },
        { rank: 2, total: 5, percentile: 80 },
        { rank: 2, total: 5, percentile: 80 },
        { rank: 4, total: 5, percentile: 40 },
        { rank: 5, total: 5, percentile: 20 },
      ]);
      // E's second attempt (6) is placed among the others' first attempts; it adds no candidate.
      await finish(e, RIGHT);
      expect((await resultOf(e, 2)).rank).toEqual({ rank: 1, total: 5, percentile: 100 });
      expect((await resultOf(e, 1)).rank).toEqual({ rank: 5, total: 5, percentile: 20 });
      expect((await resultOf(a)).rank).toEqual({ rank: 1, total: 5, percentile: 100 });
      // An open attempt is no candidate.
      await finish(await registerAndLogin(h), RIGHT, false);
      expect((await resultOf(d)).rank.total).toBe(5);
    });
    it('answers from its per-attempt cache exactly what a fresh build does, rank of the moment', async () => {
      await finish(who, [2, 1, 0]);
      const key = { setId: paper.setId, attemptNo: 1 };
      // Without any cache, through the contract, as Fastify's serializer wrote it before.
      const db = h.database.db;
      const fresh = async () =>
        getResultContract.response.parse(
          ok(
            await getResult(
              createResultDeps(
                {
                  db,
                  papers: createPaperStore(db, { versionTtlMs: 0 }),
                  rules: clockRules(),
                },
                { rankCacheMs: 0 },
              ),
              who.student,
              key,
            ),
          ),
        );
      const asked = () => post(h, who, RESULT, { studentId: 0, ...key });
      const expected = await fresh();
      const [first, cached] = [await asked(), await asked()]; // fills the cache, then reads it
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.body).toStrictEqual(JSON.parse(JSON.stringify(expected)));
      expect(cached.body).toStrictEqual(first.body);
      expect(getResultContract.response.parse(cached.body)).toStrictEqual(cached.body);

      // Another student's better first attempt places this one lower at once.
      await finish(await registerAndLogin(h), RIGHT);
      const now = await asked();
      const { rank } = expected.response;
      expect(now.body.response.rank).toEqual((await fresh()).response.rank);
      expect(now.body.response.rank).toMatchObject({ rank: rank.rank + 1, total: rank.total + 1 });
      expect({ ...now.body.response, rank }).toStrictEqual(cached.body.response);

      // The route sends a string, yet /docs/json still describes the response from the contract.
      const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json();
      const described = doc.paths[RESULT].post.responses['200'].content['application/json'].schema;
      expect(Object.keys(described.properties.response.properties)).toEqual(
        Object.keys(ZExamResult.shape),
      );
    });
    it('sends the result compressed as a browser asks, equal to the plain one, with a new rank at once', async () => {
      await finish(who, [2, 1, 0]);
      const ask = (acceptEncoding?: string) =>
        h.app.inject({
          method: 'POST',
          url: RESULT,
          headers: {
            ...tenantHeaders(),
            authorization: `Bearer ${who.token}`,
            ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
          },
          payload: { studentId: 0, setId: paper.setId, attemptNo: 1 },
        });
      const decoded = (res: Awaited<ReturnType<typeof ask>>) =>
        JSON.parse(
          (res.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(res.rawPayload)
            : gunzipSync(res.rawPayload)
          ).toString('utf8'),
        ) as { response: TExamResult };
      const plain = await ask();
      const [br, gzip, brAgain] = [
        await ask('gzip, deflate, br'),
        await ask('gzip'),
        await ask('br'),
      ];
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect([br, gzip, brAgain].map((r) => r.headers['content-encoding'])).toEqual([
        'br',
        'gzip',
        'br',
      ]);
      for (const res of [plain, br, gzip]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
      }
      const expected = plain.json() as { response: TExamResult };
      expect(decoded(br)).toEqual(expected);
      expect(decoded(gzip)).toEqual(expected);
      expect(decoded(brAgain)).toEqual(expected);

      // Another student's better first attempt: the compressed answer has the new rank at once.
      await finish(await registerAndLogin(h), RIGHT);
      const { rank } = expected.response;
      expect(decoded(await ask('br')).response.rank).toMatchObject({
        rank: rank.rank + 1,
        total: rank.total + 1,
      });
    });
  });

  describe('the cut-off on the report', () => {
    const setCutoff = (cutoff: number | null) =>
      h.database.db
        .update(questionSets)
        .set({ cutoff, contentVersion: sql`${questionSets.contentVersion} + 1` })
        .where(eq(questionSets.id, paper.setId));

    it("is the set's own cut-off, also when it changes after the exam, else 30 % of the total", async () => {
      // 1.5 of 6: below the default 1.8 (30 % of 6), at a cut-off of 1.5.
      await finish(who, [2, 1, 0]);
      expect(await resultOf(who)).toMatchObject({ score: 1.5, passMark: 1.8, passed: false });
      try {
        await setCutoff(1.5);
        expect(await resultOf(who)).toMatchObject({ passMark: 1.5, passed: true });
        const db = h.database.db;
        const deps = createResultDeps(
          { db, papers: createPaperStore(db, { versionTtlMs: 0 }), rules: clockRules() },
          { rankCacheMs: 0 },
        );
        const full = await getResult(deps, who.student, { setId: paper.setId, attemptNo: 1 });
        expect(full).toMatchObject({ passMark: 1.5, passed: true });
      } finally {
        await setCutoff(null);
      }
      expect(await resultOf(who)).toMatchObject({ passMark: 1.8, passed: false });
    });
  });

  describe('POST /v2/api/cbt/student/result/review', () => {
    it('releases the key and solutions with the student answer after submission', async () => {
      await finish(who, [2, 1, 0]);
      const res = await post(h, who, REVIEW, { setId: paper.setId, attemptNo: 1 });
      expect(res.status).toBe(200);
      const [q1, q2, q3] = res.body.response.questions;
      const option = (q: { options: { optionId: number; optionNo: number }[] }, no: number) =>
        q.options.find((o) => o.optionNo === no)?.optionId;
      expect(q1).toMatchObject({
        outcome: 'Correct',
        questionSolutionTextEn: '<p>Because option 2.</p>',
      });
      expect(q1.answerId).toBe(option(q1, 2));
      expect(q1.selectedAnswerId).toBe(option(q1, 2));
      expect(q2).toMatchObject({
        outcome: 'Incorrect',
        answerId: option(q2, 3),
        selectedAnswerId: option(q2, 1),
      });
      expect(q3).toMatchObject({
        outcome: 'Skipped',
        selectedAnswerId: 0,
        answerId: option(q3, 1),
      });
      expect(res.body.response.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual(
        ['Reasoning', 'Maths'],
      );
    });
  });

  describe('POST /v2/api/cbt/student/result/pdf', () => {
    it('returns a PDF scorecard', async () => {
      await finish(who, RIGHT);
      const res = await h.app.inject({
        method: 'POST',
        url: RESULT_PDF,
        headers: {
          ...(await import('../../../test/requests.ts')).tenantHeaders(),
          authorization: `Bearer ${who.token}`,
        },
        payload: { setId: paper.setId, attemptNo: 1, lang: 'hi' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(5_000);
      // The student's institute is named in it (decision 052); its document info is not compressed.
      expect(res.rawPayload.toString('latin1')).toContain('(Main institute)');
    });

    describe("the institute's logo beside its name", () => {
      beforeEach(() => finish(who, RIGHT));
      const pdfWith = async (logo: LogoCase | null) => {
        const undo = logo ? await withLogo(h, 'test-institute', logo) : null;
        try {
          const res = await h.app.inject({
            method: 'POST',
            url: RESULT_PDF,
            headers: { ...tenantHeaders(), authorization: `Bearer ${who.token}` },
            payload: { setId: paper.setId, attemptNo: 1, lang: 'en' },
          });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.toString('latin1')).toContain('(Main institute)');
          return res.rawPayload;
        } finally {
          await undo?.();
        }
      };
      const png = { mimeType: 'image/png', bytes: LOGO_PNG };

      it("shows the institute's PNG logo, else the organisation's, as an image", async () => {
        // The fixture's questions have no images: the logo is the only one.
        expect(imageCount(await pdfWith(null))).toBe(0);
        expect(imageCount(await pdfWith({ on: 'institute', ...png }))).toBe(1);
        expect(imageCount(await pdfWith({ on: 'organisation', ...png }))).toBe(1);
      });

      it('leaves out a logo that cannot be read, and still gives the scorecard', async () => {
        expect(imageCount(await pdfWith({ on: 'institute', missing: true }))).toBe(0);
        const corrupt = { mimeType: 'image/png', bytes: Buffer.from('not a png at all') };
        expect(imageCount(await pdfWith({ on: 'institute', ...corrupt }))).toBe(0);
        const other = { mimeType: 'image/gif', bytes: Buffer.from('GIF89a') };
        expect(imageCount(await pdfWith({ on: 'organisation', ...other }))).toBe(0);
      });
    });

    it("answers a burst of one student's downloads with scorecards or 429s, and serves another student", async () => {
      // Which of the burst gets the 429 depends on timing (lib/render-gate.test.ts pins the rule);
      // here: the route is gated, nothing fails, and another student is served.
      await finish(who, RIGHT);
      const other = await registerAndLogin(h, { name: 'Ravi Kumar' });
      await finish(other, RIGHT);
      const pdfOf = async (as: LoggedIn) =>
        h.app.inject({
          method: 'POST',
          url: RESULT_PDF,
          headers: {
            ...(await import('../../../test/requests.ts')).tenantHeaders(),
            authorization: `Bearer ${as.token}`,
          },
          payload: { setId: paper.setId, attemptNo: 1, lang: 'en' },
        });
      const burst = await Promise.all([
        ...Array.from({ length: 6 }, () => pdfOf(who)),
        pdfOf(other),
      ]);
      const statuses = burst.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.at(-1)).toBe(200);
      for (const res of burst.filter((r) => r.statusCode === 429)) {
        expect(res.json().message).toMatch(/already being prepared/);
      }
      expect((await pdfOf(who)).statusCode).toBe(200);
    });
  });

  describe('POST /v2/api/cbt/student/get/all/response/by/studentId/{id}', () => {
    it('lists own submitted attempts keyed by setId, newest first, with marks', async () => {
      await finish(who, [2, 1, 0]);
      await finish(who, RIGHT);
      await finish(who, [2], false);
      const res = await post(h, who, `${RESUME}/0`, {});
      expect(res.status).toBe(200);
      const list = res.body.response[String(paper.setId)];
      expect(Object.keys(res.body.response)).toEqual([String(paper.setId)]);
      expect(list.map((x: { attemptNo: number }) => x.attemptNo)).toEqual([2, 1]);
      expect(list[1]).toMatchObject({
        name: 'Asha Verma',
        studentId: who.student.studentId,
        setName: 'CGL Mock 1',
        totalQuestion: 3,
        answered: 2,
        correct: 1,
        accuracy: 50,
        score: 1.5,
        maxScore: 6,
      });
      expect(list[1].questions['1']).toMatchObject({
        questionNo: 1,
        answerKeyId: expect.any(Number),
      });
      expect(list[1].questions['3'].answerId).toBe(0);
      expect(list[0].setData.examSetId).toBe(paper.setId);
    });

    it("refuses another student's id and returns an empty map without attempts", async () => {
      const other = await registerAndLogin(h);
      expect((await post(h, who, `${RESUME}/${other.student.studentId}`, {})).status).toBe(403);
      const own = await post(h, who, `${RESUME}/${who.student.studentId}`, {});
      expect(own.body.response).toEqual({});
    });
  });

  describe('POST /v2/api/cbt/student/get/all/response/attemptNo/{n}', () => {
    it('returns that attempt of the set, or an empty map', async () => {
      await finish(who, [2, 1, 0]);
      await finish(who, RIGHT);
      const res = await post(h, who, `${BY_ATTEMPT_NO}/2`, { setId: paper.setId });
      expect(res.body.response[String(paper.setId)]).toEqual([
        expect.objectContaining({ attemptNo: 2, correct: 3, score: 6 }),
      ]);
      const none = await post(h, who, `${BY_ATTEMPT_NO}/3`, { setId: paper.setId });
      expect(none.body.response).toEqual({});
    });
  });
});
