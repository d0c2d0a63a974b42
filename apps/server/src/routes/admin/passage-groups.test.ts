import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { bankQuestions } from '../../db/schema.ts';
import { zipFolder } from '../../interchange/fixtures/zip-folder.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin, studentCall } from '../../../test/students.ts';
import { adminCall, staffLogin, twoInstituteFixture, type StaffSession } from './test-helpers.ts';

const PACKAGE = fileURLToPath(new URL('../../interchange/fixtures/qti30-passage', import.meta.url));

/* Decision 055: an imported QTI shared passage becomes the passage of a question group. */
describeEachDatabase('imported passages and drawings in a set', (h) => {
  let teacher: StaffSession;
  let examId: number;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    teacher = await staffLogin(h, 'teacher');
    const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: teacher });
    examId = exams.body.response[0].id;
    const imported = await adminCall(h, 'POST', '/v2/api/admin/imports', {
      as: teacher,
      body: {
        fileName: 'passage.zip',
        dataBase64: Buffer.from(zipFolder(PACKAGE)).toString('base64'),
        confirm: true,
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.response).toMatchObject({ created: 3, updated: 0 });
    const rows = await h.database.db
      .select({ id: bankQuestions.id, key: bankQuestions.key })
      .from(bankQuestions)
      .where(inArray(bankQuestions.key, ['river-main', 'river-word', 'triangle']));
    for (const row of rows) ids.set(row.key ?? '', row.id);
  });

  const setOf = (nameEn: string, instructionsEn = '') => ({
    examId,
    setTypeId: 3,
    nameEn,
    durationMinutes: 20,
    languages: [1],
    sections: [
      {
        nameEn: 'Reading',
        marksPerQuestion: 1,
        groups: [
          {
            titleEn: '',
            instructionsEn,
            questions: ['triangle', 'river-main', 'river-word'].map((key) => ({
              bankQuestionId: ids.get(key) ?? 0,
            })),
          },
        ],
      },
    ],
  });

  it('puts the questions of one passage in a group that shows it; the drawing is a picture', async () => {
    const created = await adminCall(h, 'POST', '/v2/api/admin/sets', {
      as: teacher,
      body: setOf('Imported reading'),
    });
    expect(created.status).toBe(200);
    const set = created.body.response as TSetDetail;
    expect(
      set.sections[0]?.groups.map((g) => [g.titleEn, g.questions.map((q) => q.questionNo)]),
    ).toEqual([
      ['', [1]],
      ['The river', [2, 3]],
    ]);
    expect(
      (await adminCall(h, 'POST', `/v2/api/admin/sets/${set.id}/publish`, { as: teacher })).status,
    ).toBe(200);

    const student = await registerAndLogin(h);
    const res = await studentCall(h, 'GET', `/v2/api/cbt/question/get/all/by/setId/${set.id}`, {
      token: student.token,
    });
    const paper = res.body.response as TPaper;
    const passage = paper.groups[1];
    expect(passage?.instructionsEn).toContain('The river rises in the hills');
    const byNo = (no: number) => paper.questions.find((q) => q.questionNo === no);
    expect([byNo(2)?.groupId, byNo(3)?.groupId]).toEqual([passage?.groupId, passage?.groupId]);
    expect(byNo(2)?.questionTextEn).toBe('What does the flood leave behind?');

    const src = /<img src="(\/media\/[0-9a-f]{64})"/.exec(byNo(1)?.questionTextEn ?? '')?.[1];
    expect(src).toBeDefined();
    const image = await h.app.inject({ method: 'GET', url: src ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(image.body).toContain('<polygon points="20,140 180,140 20,20"');
    expect(image.body).not.toMatch(/script|onload|alert/);
  });

  it("keeps a group's own instructions: what the author wrote is what students see", async () => {
    const created = await adminCall(h, 'POST', '/v2/api/admin/sets', {
      as: teacher,
      body: setOf('Authored reading', '<p>Answer all three.</p>'),
    });
    const set = created.body.response as TSetDetail;
    expect(set.sections[0]?.groups.map((g) => g.instructionsEn)).toEqual([
      '<p>Answer all three.</p>',
    ]);
  });

  /* Decision 062: a passage edited in one of its questions is edited in all of them. */
  describe('editing a shared passage', () => {
    const questionOf = async (key: string) =>
      (await adminCall(h, 'GET', `/v2/api/admin/questions/${ids.get(key)}`, { as: teacher })).body
        .response as TQuestionDetail;
    const passageOf = (question: TQuestionDetail) => {
      if (!question.body.passage) throw new Error(`question ${question.id} has no passage`);
      return question.body.passage;
    };
    const NEW_TEXT = '<p>The river rises in the mountains and floods every August.</p>';

    it('names the other questions of the passage', async () => {
      expect((await questionOf('river-main')).passageQuestions).toEqual([ids.get('river-word')]);
      expect((await questionOf('triangle')).passageQuestions).toEqual([]);
    });

    it('saves a changed passage in every question of it and in the groups sets made of it', async () => {
      const created = await adminCall(h, 'POST', '/v2/api/admin/sets', {
        as: teacher,
        body: setOf('Reading, before the edit'),
      });
      const setId = (created.body.response as TSetDetail).id;
      const main = await questionOf('river-main');
      const passage = { ...passageOf(main), titleEn: 'The great river', textEn: NEW_TEXT };
      const saved = await adminCall(h, 'PUT', `/v2/api/admin/questions/${main.id}`, {
        as: teacher,
        body: { categoryId: main.categoryId, body: { ...main.body, passage } },
      });
      expect(saved.status).toBe(200);

      const word = await questionOf('river-word');
      expect(word.body.passage).toMatchObject({ key: 'river', titleEn: 'The great river' });
      expect(word.body.passage?.textEn).toBe(NEW_TEXT);
      expect(word.versions).toHaveLength(2);
      const set = (await adminCall(h, 'GET', `/v2/api/admin/sets/${setId}`, { as: teacher })).body
        .response as TSetDetail;
      expect(set.sections[0]?.groups.map((g) => [g.titleEn, g.instructionsEn])).toEqual([
        ['', ''],
        ['The great river', NEW_TEXT],
      ]);
    });

    it('changes nothing else when only the question is edited', async () => {
      const main = await questionOf('river-main');
      const saved = await adminCall(h, 'PUT', `/v2/api/admin/questions/${main.id}`, {
        as: teacher,
        body: {
          categoryId: main.categoryId,
          body: { ...main.body, textEn: 'Where does it rise?' },
        },
      });
      expect(saved.status).toBe(200);
      expect((await questionOf('river-word')).versions).toHaveLength(2);
    });

    it('refuses a picture without alternative text in the passage, naming the field', async () => {
      const main = await questionOf('river-main');
      const passage = { ...passageOf(main), textEn: '<p><img src="/media/ab"></p>' };
      const refused = await adminCall(h, 'PUT', `/v2/api/admin/questions/${main.id}`, {
        as: teacher,
        body: { categoryId: main.categoryId, body: { ...main.body, passage } },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('passage.textEn');
    });
  });
});
