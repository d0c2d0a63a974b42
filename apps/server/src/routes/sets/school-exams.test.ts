import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TImportFileInput } from '@exam/contracts/content/import-file';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { institutes } from '../../db/schema.ts';
import { ensureStudent } from '../../db/seed-students.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { login, registerAndLogin, studentCall } from '../../../test/students.ts';

const BY_CLASS = '/v2/api/cbt/question/set/get/active/by/classId';

const schoolSet = (
  key: string,
  setName: string,
  extra: { setTypeId?: 3 | 6; classId?: number; active?: boolean } = {},
) => ({
  key,
  setName,
  setTypeId: extra.setTypeId ?? 6,
  classId: extra.classId,
  active: extra.active ?? true,
  totalTime: 15,
  sections: [
    {
      key: 'all',
      sectionName: 'All',
      questions: [
        {
          key: 'q1',
          questionTextEn: '<p>2+2?</p>',
          options: [
            { optionTextEn: '3', correct: false },
            { optionTextEn: '4', correct: true },
          ],
        },
      ],
    },
  ],
});

/** School exams of classes 10 and 12, an inactive one, and a mock test that names a class. */
function schoolFixture(orgToken = 'test-org', instituteToken = 'test-institute'): TImportFileInput {
  return {
    organisation: {
      orgToken,
      name: `Org ${orgToken}`,
      institutes: [{ instituteToken, name: 'Main institute' }],
    },
    categories: [
      {
        key: 'school',
        examCategoryName: 'School',
        subCategories: [{ key: 'board', examSubCategoryName: 'Board' }],
      },
    ],
    exams: [
      {
        key: 'board',
        category: 'school',
        subCategory: 'board',
        examName: 'Board Examination',
        sets: [
          schoolSet('c10-science', 'Class 10 Science', { classId: 10 }),
          schoolSet('c10-maths', 'Class 10 Maths', { classId: 10 }),
          schoolSet('c10-old', 'Class 10 Old Test', { classId: 10, active: false }),
          schoolSet('c10-mock', 'Class 10 Mock (not a school exam)', { classId: 10, setTypeId: 3 }),
          schoolSet('c12-physics', 'Class 12 Physics', { classId: 12 }),
        ],
      },
    ],
  };
}

describeEachDatabase('school exams by class', (h) => {
  const PASSWORD = 'School@123';
  let class10: string;
  let class12: string;
  let aspirant: string;
  let otherOrgClass10: string;

  beforeAll(async () => {
    await h.importContent(
      orgFixture(),
      schoolFixture(),
      orgFixture('other-org', 'other-institute'),
      schoolFixture('other-org', 'other-institute'),
    );
    const tenantOf = async (instituteToken: string) => {
      const [row] = await h.database.db
        .select({ orgId: institutes.orgId, instituteId: institutes.id })
        .from(institutes)
        .where(eq(institutes.instituteToken, instituteToken));
      if (!row) throw new Error(`no institute ${instituteToken}`);
      return row;
    };
    const schoolStudent = async (instituteToken: string, username: string, studentClass: number) =>
      ensureStudent(h.database.db, {
        ...(await tenantOf(instituteToken)),
        username,
        password: PASSWORD,
        name: `Class ${studentClass} student`,
        studentClass,
        studentSection: 'A',
      });
    await schoolStudent('test-institute', 'class10@school.test', 10);
    await schoolStudent('test-institute', 'class12@school.test', 12);
    await schoolStudent('other-institute', 'class10@school.test', 10);
    class10 = (await login(h, 'class10@school.test', PASSWORD)).token;
    class12 = (await login(h, 'class12@school.test', PASSWORD)).token;
    otherOrgClass10 = (
      await login(h, 'class10@school.test', PASSWORD, tenantHeaders('other-org', 'other-institute'))
    ).token;
    aspirant = (await registerAndLogin(h)).token;
  });

  const names = (body: { response: TQuestionSet[] }) => body.response.map((set) => set.setName);

  describe('POST /v2/api/cbt/question/set/get/active/by/classId/{id}', () => {
    it("lists the active school exams of the student's own class, with their figures", async () => {
      const res = await studentCall(h, 'POST', `${BY_CLASS}/10`, { token: class10 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ statusCode: 200, status: 1, errors: [] });
      expect(names(res.body)).toEqual(['Class 10 Science', 'Class 10 Maths']);
      expect(res.body.response[0]).toMatchObject({
        setTypeId: 6,
        classId: 10,
        examName: 'Board Examination',
        totalQuestion: 1,
        totalTime: 15,
        languages: [
          { langId: 1, langName: 'English' },
          { langId: 2, langName: 'Hindi' },
        ],
      });
      expect(JSON.stringify(res.body)).not.toMatch(/answer|questionText|correct/i);

      const twelve = await studentCall(h, 'POST', `${BY_CLASS}/12`, { token: class12 });
      expect(twelve.status).toBe(200);
      expect(names(twelve.body)).toEqual(['Class 12 Physics']);
    });

    it("refuses another class than the student's own with 403", async () => {
      const res = await studentCall(h, 'POST', `${BY_CLASS}/12`, { token: class10 });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        statusCode: 403,
        status: 0,
        code: 'FORBIDDEN',
        response: null,
      });
      expect(res.body.message).toBe(
        'You can only see the school exams of your own class (10): class 12 is not yours.',
      );
    });

    it('refuses a student without a class (an aspirant) with 403', async () => {
      const res = await studentCall(h, 'POST', `${BY_CLASS}/10`, { token: aspirant });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/your account has no class/);
    });

    it('lists for a student without a class (0) only the sets scheduled for them: none here', async () => {
      const res = await studentCall(h, 'POST', `${BY_CLASS}/0`, { token: aspirant });
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual([]);
      const notTheirs = await studentCall(h, 'POST', `${BY_CLASS}/0`, { token: class10 });
      expect(notTheirs.status).toBe(403);
    });

    it.each([['13'], ['abc'], ['-1'], ['10.5'], ['99999999999']])(
      'answers a bad class id %s with 400 naming params.id',
      async (id) => {
        const res = await studentCall(h, 'POST', `${BY_CLASS}/${id}`, { token: class10 });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 0, code: 'BAD_REQUEST' });
        expect(res.body.fieldErrors).toEqual([
          { field: 'params.id', message: 'must be a class from 0 to 12' },
        ]);
      },
    );

    it('asks for a login without a token (401), before looking at the id', async () => {
      for (const id of ['10', 'abc']) {
        const res = await studentCall(h, 'POST', `${BY_CLASS}/${id}`);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please log in.' });
      }
    });

    it('refuses a token of another organisation (401) and unknown tenant tokens (401)', async () => {
      const foreign = await studentCall(h, 'POST', `${BY_CLASS}/10`, {
        token: class10,
        tenant: tenantHeaders('other-org', 'other-institute'),
      });
      expect(foreign.status).toBe(401);
      expect(foreign.body.code).toBe('SESSION_EXPIRED');
      expect(JSON.stringify(foreign.body)).not.toContain('Class 10 Science');

      const unknown = await studentCall(h, 'POST', `${BY_CLASS}/10`, {
        token: class10,
        tenant: tenantHeaders('no-such-org', 'no-such-institute'),
      });
      expect(unknown.status).toBe(401);
    });

    it('shows each organisation only its own sets', async () => {
      const own = await studentCall(h, 'POST', `${BY_CLASS}/10`, { token: class10 });
      const other = await studentCall(h, 'POST', `${BY_CLASS}/10`, {
        token: otherOrgClass10,
        tenant: tenantHeaders('other-org', 'other-institute'),
      });
      expect(other.status).toBe(200);
      expect(names(other.body)).toEqual(['Class 10 Science', 'Class 10 Maths']);
      const ids = (body: { response: TQuestionSet[] }) => body.response.map((s) => s.examSetId);
      expect(ids(other.body).some((id) => ids(own.body).includes(id))).toBe(false);
    });

    it('is in the OpenAPI document', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/docs/json' });
      expect(Object.keys(res.json().paths)).toContain(
        '/v2/api/cbt/question/set/get/active/by/classId/{id}',
      );
    });
  });
});
