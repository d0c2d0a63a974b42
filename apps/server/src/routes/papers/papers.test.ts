import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { setIdOf } from '../../../test/attempts.ts';
import { PAPER, PAPERS } from '../../../test/student-paths.ts';
import { registerAndLogin, studentCall, type LoggedIn } from '../../../test/students.ts';

describeEachDatabase('question papers', (h) => {
  let who: LoggedIn;
  let sets: { mock: number; quiz: number; practice: number; otherOrgMock: number };

  const get = (url: string, headers: Record<string, string> = {}, token = who.token) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: {
        'x-org-token': 'test-org',
        'x-institute-token': 'test-institute',
        authorization: `Bearer ${token}`,
        ...headers,
      },
    });

  beforeAll(async () => {
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    who = await registerAndLogin(h);
    sets = {
      mock: await setIdOf(h, 'cgl-mock-1'),
      quiz: await setIdOf(h, 'cgl-quiz-1'),
      practice: await setIdOf(h, 'po-practice-1'),
      otherOrgMock: await setIdOf(h, 'cgl-mock-1', 'other-org'),
    };
  });

  describe('GET /v2/api/cbt/question/get/all/by/setId/:id', () => {
    it('serves the paper: questions, sections, exam, template, groups and content version', async () => {
      const res = await get(`${PAPER}/${sets.mock}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 200, status: 1, errors: [] });
      const paper = body.response;
      expect(paper).toMatchObject({
        setId: sets.mock,
        setTypeId: 3,
        contentVersion: expect.any(Number),
        exam: { examName: 'SSC CGL Tier 1', examNameHi: 'एसएससी सीजीएल' },
        template: { examDuration: 60, totalQuestion: 3, totalMarks: 6, negativeMarks: true },
      });
      expect(paper.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual([
        'Reasoning',
        'Maths',
      ]);
      expect(paper.groups).toEqual([
        expect.objectContaining({ totalMarks: 4, totalQuestion: 2 }),
        expect.objectContaining({ totalMarks: 2, totalQuestion: 1 }),
      ]);
      expect(paper.questions.map((q: { questionNo: number }) => q.questionNo)).toEqual([1, 2, 3]);
      expect(paper.questions[0]).toEqual({
        questionId: expect.any(Number),
        questionNo: 1,
        examId: paper.exam.examId,
        setId: sets.mock,
        sectionId: paper.sections[0].sectionId,
        groupId: paper.groups[0].groupId,
        questionTextEn: '<p>2+2?</p>',
        questionTextHi: '<p>प्रश्न: 2+2?</p>',
        options: [1, 2, 3, 4].map((n) => ({
          optionId: expect.any(Number),
          optionNo: n,
          optionCap: 'ABCD'[n - 1],
          optionTextEn: `Option ${n}`,
          optionTextHi: `विकल्प ${n}`,
        })),
        // 4 marks over 2 questions; the set has negative marking: a quarter of 2 (SPEC §9).
        questionType: 'single',
        markingRule: null,
        marks: 2,
        negativeMark: 0.5,
      });
    });

    it('never sends the answer key or solutions of a CBT set (checked on the raw bytes)', async () => {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const res = await get(
          `${PAPER}/${sets.mock}`,
          encoding ? { 'accept-encoding': encoding } : {},
        );
        const raw =
          encoding === 'br'
            ? brotliDecompressSync(res.rawPayload).toString()
            : encoding === 'gzip'
              ? gunzipSync(res.rawPayload).toString()
              : res.body;
        expect(raw).toContain('2+2?');
        expect(raw).not.toMatch(/answerId|answerKeyId|[sS]olution|Because option|correct/);
      }
    });

    it('sends answerId and solutions in quiz and practice papers (scored in the browser)', async () => {
      for (const setId of [sets.quiz, sets.practice]) {
        const res = await get(`${PAPER}/${setId}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('"answerId"');
        const [q] = res.json().response.questions;
        expect(q.answerId).toBe(q.options[setId === sets.quiz ? 3 : 0].optionId);
        expect(q.questionSolutionTextEn).toMatch(/Because option/);
        expect(q).toHaveProperty('questionSolutionTextHi', null);
      }
    });

    it('sends the paper pre-compressed as br or gzip as accepted, the same JSON each time', async () => {
      const plain = await get(`${PAPER}/${sets.mock}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(`${PAPER}/${sets.mock}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get(`${PAPER}/${sets.mock}`, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      for (const res of [plain, br, gz]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
      expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
    });

    it('answers 304 without a body to If-None-Match with the current ETag, of any coding', async () => {
      const first = await get(`${PAPER}/${sets.mock}`, { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{32}-br"$/);
      const again = await get(`${PAPER}/${sets.mock}`, {
        'accept-encoding': 'br',
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      const gzipClient = await get(`${PAPER}/${sets.mock}`, {
        'accept-encoding': 'gzip',
        'if-none-match': `"stale", ${etag}`,
      });
      expect(gzipClient.statusCode).toBe(304);
      const stale = await get(`${PAPER}/${sets.mock}`, { 'if-none-match': '"0123"' });
      expect(stale.statusCode).toBe(200);
    });

    it('serves the new content (and a new ETag) once the set is imported again', async () => {
      const before = await get(`${PAPER}/${sets.practice}`);
      const changed = orgFixture();
      const po = changed.exams?.find((e) => e.key === 'po');
      const q = po?.sets?.[0]?.sections[0]?.questions?.[0];
      if (!q) throw new Error('fixture changed');
      q.questionTextEn = '<p>RBI was founded in which year?</p>';
      await h.importContent(changed);
      const after = await get(`${PAPER}/${sets.practice}`, {
        'if-none-match': String(before.headers.etag),
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().response.contentVersion).toBeGreaterThan(
        before.json().response.contentVersion,
      );
      expect(after.body).toContain('which year?');
    });

    it('refuses a caller who is not logged in, for every set type', async () => {
      for (const setId of [sets.mock, sets.quiz, sets.practice]) {
        const res = await studentCall(h, 'GET', `${PAPER}/${setId}`);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
    });

    it("answers 404 for an unknown set and for another organisation's set", async () => {
      for (const setId of [999_999, sets.otherOrgMock]) {
        const res = await get(`${PAPER}/${setId}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status: 0, code: 'NOT_FOUND' });
        expect(res.body).not.toContain('2+2?');
      }
    });

    it('names a bad id with 400', async () => {
      const res = await get(`${PAPER}/abc`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('params.id');
    });
  });

  describe('GET /v2/api/cbt/question/get/all/by/setIds/:ids', () => {
    it('lists questions (with answers) and groups of quiz and practice sets, in the order asked', async () => {
      const res = await get(`${PAPERS}/${sets.practice},${sets.quiz}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 200, status: 1, errors: [] });
      expect(body.response.map((s: { setId: number }) => s.setId)).toEqual([
        sets.practice,
        sets.quiz,
      ]);
      for (const set of body.response) {
        expect(Object.keys(set).sort()).toEqual(['groups', 'questions', 'setId']);
        expect(set.questions[0].answerId).toEqual(expect.any(Number));
        expect(set.groups).toHaveLength(1);
      }
      const again = await get(`${PAPERS}/${sets.practice},${sets.quiz}`, {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('refuses a CBT set in the list with 403: its answers stay on the server', async () => {
      const res = await get(`${PAPERS}/${sets.quiz},${sets.mock}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(res.json().message).toContain(`Set ${sets.mock} is a computer-based test`);
      expect(res.body).not.toContain('answerId');
    });

    it("answers 404 naming unknown and other organisations' sets", async () => {
      const res = await get(`${PAPERS}/${sets.quiz},${sets.otherOrgMock},999999`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain(`${sets.otherOrgMock}, 999999`);
    });

    it('requires a login', async () => {
      const res = await studentCall(h, 'GET', `${PAPERS}/${sets.quiz}`);
      expect(res.status).toBe(401);
    });
  });
});
