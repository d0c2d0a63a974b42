import { beforeAll, expect, it } from 'vitest';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { call, tenantHeaders } from '../../../test/requests.ts';

type SetRow = {
  examSetId: number;
  examId: number;
  setName: string;
  setTypeId: number;
  languages: unknown[];
};

describeEachDatabase('question sets', (h) => {
  let sets: SetRow[];
  let otherSets: SetRow[];
  const other = { headers: tenantHeaders('other-org', 'other-institute') };

  beforeAll(async () => {
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    sets = (
      await call(h, 'POST', '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0')
    ).body.response;
    otherSets = (
      await call(
        h,
        'POST',
        '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0',
        other,
      )
    ).body.response;
  });
  const byName = (name: string) => {
    const set = sets.find((s) => s.setName === name);
    if (!set) throw new Error(`no set ${name}`);
    return set;
  };

  it('POST set/get/all/active/by/examId/0/setTypeId/0 lists every active set with its figures', async () => {
    expect(sets.map((s) => s.setName)).toEqual(['CGL Mock 1', 'CGL Quick Quiz', 'PO Practice']);
    expect(byName('CGL Mock 1')).toMatchObject({
      setTypeId: 3,
      examName: 'SSC CGL Tier 1',
      totalQuestion: 3,
      totalMarks: 6,
      totalTime: 60,
      negativeMarks: true,
      languages: [
        { langId: 1, langName: 'English' },
        { langId: 2, langName: 'Hindi' },
      ],
    });
    expect(byName('CGL Quick Quiz').languages).toEqual([{ langId: 1, langName: 'English' }]);
  });

  it('filters by exam and by set type (1 quiz, 2 practice)', async () => {
    const cgl = byName('CGL Mock 1').examId;
    const quizzes = await call(
      h,
      'POST',
      `/v2/api/cbt/question/set/get/all/active/by/examId/${cgl}/setTypeId/1`,
    );
    expect(quizzes.body.response.map((s: SetRow) => s.setName)).toEqual(['CGL Quick Quiz']);
    const practice = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/2',
    );
    expect(practice.body.response.map((s: SetRow) => s.setName)).toEqual(['PO Practice']);
  });

  it('never returns the answer key or questions in a set listing', async () => {
    const res = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0',
    );
    expect(JSON.stringify(res.body)).not.toMatch(/answer|questionText|correct/i);
  });

  it('answers a bad set type with 400 and an unknown exam with 404', async () => {
    const bad = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/9',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0].field).toBe('params.setTypeId');
    const unknown = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examId/999999/setTypeId/1',
    );
    expect(unknown.status).toBe(404);
    const foreign = await call(
      h,
      'POST',
      `/v2/api/cbt/question/set/get/all/active/by/examId/${otherSets[0]?.examId}/setTypeId/0`,
    );
    expect(foreign.status).toBe(404);
  });

  it('POST set/get/all/active/by/examIds/setTypeId/{id} takes a list of exam ids', async () => {
    const examIds = [...new Set(sets.map((s) => s.examId))];
    const res = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examIds/setTypeId/1',
      { body: examIds },
    );
    expect(res.status).toBe(200);
    expect(res.body.response.map((s: SetRow) => s.setName)).toEqual(['CGL Quick Quiz']);
    const foreign = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examIds/setTypeId/0',
      {
        body: otherSets.map((s) => s.examId),
      },
    );
    expect(foreign.body.response).toEqual([]);
    const bad = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examIds/setTypeId/1',
      { body: ['x'] },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0].field).toBe('body.0');
    const notList = await call(
      h,
      'POST',
      '/v2/api/cbt/question/set/get/all/active/by/examIds/setTypeId/1',
      { body: { a: 1 } },
    );
    expect(notList.status).toBe(400);
  });

  it('POST set/get/by/setIds/{ids} returns the named sets, leaving out unknown and foreign ids', async () => {
    const ids = [
      byName('PO Practice').examSetId,
      byName('CGL Mock 1').examSetId,
      999999,
      otherSets[0]?.examSetId,
    ];
    const res = await call(h, 'POST', `/v2/api/cbt/question/set/get/by/setIds/${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.response.map((s: SetRow) => s.setName).sort()).toEqual([
      'CGL Mock 1',
      'PO Practice',
    ]);
    const bad = await call(h, 'POST', '/v2/api/cbt/question/set/get/by/setIds/1,,2');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0].field).toBe('params.ids');
  });

  it('POST set/instruction/by/setId/{id} returns sanitised English and Hindi instructions', async () => {
    const mock = byName('CGL Mock 1');
    const res = await call(
      h,
      'POST',
      `/v2/api/cbt/question/set/instruction/by/setId/${mock.examSetId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      instructionEn: '<p>Sixty minutes.</p>',
      instructionHi: '<p>साठ मिनट।</p>',
    });
    const withExam = await call(
      h,
      'POST',
      `/v2/api/cbt/question/set/instruction/by/setId/${mock.examSetId}/examId/${mock.examId}`,
    );
    expect(withExam.body.response.instructionEn).toBe('<p>Sixty minutes.</p>');
  });

  it('instructions: a set of another exam or organisation is 404', async () => {
    const mock = byName('CGL Mock 1');
    const po = byName('PO Practice');
    const wrongExam = await call(
      h,
      'POST',
      `/v2/api/cbt/question/set/instruction/by/setId/${mock.examSetId}/examId/${po.examId}`,
    );
    expect(wrongExam.status).toBe(404);
    const foreign = await call(
      h,
      'POST',
      `/v2/api/cbt/question/set/instruction/by/setId/${otherSets[0]?.examSetId}`,
    );
    expect(foreign.status).toBe(404);
  });

  it("POST question/get/system/instruction returns the organisation's general instructions", async () => {
    const res = await call(h, 'POST', '/v2/api/cbt/question/get/system/instruction');
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      instructionEn: '<p>Read carefully.</p>',
      instructionHi: '<p>ध्यान से पढ़ें।</p>',
    });
  });

  it('every set call needs tenant tokens', async () => {
    for (const url of [
      '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0',
      '/v2/api/cbt/question/get/system/instruction',
      '/v2/api/cbt/question/set/get/by/setIds/1',
    ]) {
      const res = await call(h, 'POST', url, { headers: {} });
      expect(res.status).toBe(401);
    }
  });
});
