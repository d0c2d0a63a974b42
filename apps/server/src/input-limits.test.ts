import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { setIdOf, start } from '../test/attempts.ts';
import { SUBMIT } from '../test/student-paths.ts';
import { registerAndLogin, studentCall, post } from '../test/students.ts';
import {
  adminCall,
  staffLogin,
  twoInstituteFixture,
  type StaffSession,
} from './routes/admin/test-helpers.ts';

const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

const question = {
  type: 'single',
  textEn: '<p>What is 2 + 2?</p>',
  options: [
    { textEn: '3', correct: false },
    { textEn: '4', correct: true },
  ],
};

describeEachDatabase('input a client can send that once reached a 500', (h) => {
  let orgAdmin: StaffSession;

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    orgAdmin = await staffLogin(h, 'org-admin');
  });

  describe('a body nested 5,000 levels deep', () => {
    it("is a 400 naming where on the student login, in the student calls' envelope", async () => {
      const res = await studentCall(h, 'POST', '/v2/api/cbt/student/authenticate', {
        body: nestedJson(5_000),
        headers: JSON_HEADERS,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, status: 0, code: 'BAD_REQUEST' });
      expect(res.body.message).toMatch(
        /^body(\.a){64} must not nest objects or lists more than 64/,
      );
      expect(res.body.errorList).toEqual([
        { error: expect.stringContaining('more than 64 levels') },
      ]);
    });

    it('is a 400 on the staff login, and 64 levels still reach the contract', async () => {
      const login = (payload: string) =>
        h.app.inject({
          method: 'POST',
          url: '/v2/api/admin/auth/login',
          headers: { ...orgAdmin.tenant, ...JSON_HEADERS },
          payload,
        });
      const deep = await login(nestedJson(5_000));
      expect(deep.statusCode).toBe(400);
      expect(deep.json().fieldErrors[0].message).toContain('more than 64 levels');
      const deepest = await login(nestedJson(63));
      expect(deepest.statusCode).toBe(400);
      expect(deepest.json().message).not.toContain('levels');
    });
  });

  describe('numbers beyond the database column', () => {
    it('refuses a categoryId of 2147483648 for a new question, naming the field', async () => {
      const res = await adminCall(h, 'POST', '/v2/api/admin/questions', {
        as: orgAdmin,
        body: { categoryId: 2_147_483_648, body: question },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([
        { field: 'body.categoryId', message: 'must be at most 2147483647' },
      ]);
    });

    it.each(['1e9', '100', '-1', '1.5', 'NaN'])(
      'refuses studentClass=%s in the students list',
      async (value) => {
        const res = await adminCall(h, 'GET', `/v2/api/admin/students?studentClass=${value}`, {
          as: orgAdmin,
        });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors[0]).toEqual({
          field: 'querystring.studentClass',
          message: 'must be a class from 0 to 99',
        });
      },
    );

    it('refuses a cut-off beyond what the column holds', async () => {
      const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: orgAdmin });
      const res = await adminCall(h, 'POST', '/v2/api/admin/sets', {
        as: orgAdmin,
        body: {
          examId: exams.body.response[0].id,
          setTypeId: 3,
          nameEn: 'Big',
          durationMinutes: 10,
          languages: [1],
          cutoff: 1e300,
          sections: [{ nameEn: 'A', questions: [] }],
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toContainEqual({
        field: 'body.cutoff',
        message: 'must be at most 1000000',
      });
    });
  });

  describe("an exam's imageUrl", () => {
    const saveExam = async (imageUrl: string) => {
      const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: orgAdmin });
      const exam = exams.body.response[0];
      return adminCall(h, 'PUT', `/v2/api/admin/exams/${exam.id}`, {
        as: orgAdmin,
        body: {
          name: exam.name,
          categoryId: exam.categoryId,
          subCategoryId: exam.subCategoryId,
          imageUrl,
        },
      });
    };

    it.each([
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'https://cdn.example.com/a.png" onerror="alert(1)',
      "/media/x'",
      'ftp://example.com/a.png',
    ])('refuses %j, naming the field', async (imageUrl) => {
      const res = await saveExam(imageUrl);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([
        {
          field: 'body.imageUrl',
          message:
            'must be an http(s) address or an uploaded image (/media/…), without quotes or spaces',
        },
      ]);
    });

    it.each(['https://cdn.example.com/ssc.png', `/media/${'ab'.repeat(32)}`])(
      'keeps %j',
      async (imageUrl) => {
        const res = await saveExam(imageUrl);
        expect(res.status).toBe(200);
        expect(res.body.response.imageUrl).toBe(imageUrl);
      },
    );
  });

  describe('GET /v2/api/admin/sets/:id/results.csv', () => {
    it('opens with no cell a spreadsheet would run as a formula', async () => {
      const names = ['=HYPERLINK("http://x","y")', '@SUM(1)', '-2+3', '+1', '=1+2'];
      const setId = await setIdOf(h, 'cgl-mock-1');
      for (const name of names) {
        const student = await registerAndLogin(h, { name });
        const attempt = await start(h, student, setId);
        const submitted = await post(h, student, SUBMIT, {
          setId,
          attemptNo: attempt.attemptNo,
          sessionId: attempt.sessionId,
        });
        expect(submitted.status).toBe(200);
      }
      const res = await h.app.inject({
        method: 'GET',
        url: `/v2/api/admin/sets/${setId}/results.csv`,
        headers: { ...orgAdmin.tenant, authorization: `Bearer ${orgAdmin.token}` },
      });
      expect(res.statusCode).toBe(200);
      const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
      const [header, ...candidates] = rows;
      const nameColumn = header?.indexOf('Name') ?? -1;
      expect(candidates.map((row) => row[nameColumn]).sort()).toEqual(
        names.map((name) => `'${name}`).sort(),
      );
      const live = rows
        .flat()
        .filter((cell) => /^[=+@\t\r]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell));
      expect(live).toEqual([]);
    });
  });
});
