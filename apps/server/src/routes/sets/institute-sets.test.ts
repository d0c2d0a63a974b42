import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { institutes, questionSets } from '../../db/schema.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, studentCall } from '../../../test/students.ts';

type SetRow = { examSetId: number; examId: number; setName: string };

/**
 * A set built by an institute's staff (question_sets.institute_id) is for that institute's
 * students: another institute's students neither see it nor open it; the organisation's own sets
 * (no institute) are for everyone.
 */
describeEachDatabase("an institute's sets", (h) => {
  const ours = tenantHeaders('test-org', 'test-institute');
  const theirs = tenantHeaders('test-org', 'second-institute');
  let ourToken = '';
  let theirToken = '';
  let mock: SetRow;
  let quiz: SetRow;

  const list = async (tenant: Record<string, string>) =>
    (
      await studentCall(
        h,
        'POST',
        '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0',
        {
          tenant,
        },
      )
    ).body.response as SetRow[];

  beforeAll(async () => {
    const file = orgFixture();
    file.organisation.institutes.push({ instituteToken: 'second-institute', name: 'Second' });
    await h.importContent(file);
    const all = await list(ours);
    const named = (name: string) => all.find((s) => s.setName === name) as SetRow;
    mock = named('CGL Mock 1');
    quiz = named('CGL Quick Quiz');
    const [second] = await h.database.db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.instituteToken, 'second-institute'));
    await h.database.db
      .update(questionSets)
      .set({ instituteId: second?.id })
      .where(inArray(questionSets.id, [mock.examSetId, quiz.examSetId]));
    ourToken = (await registerAndLogin(h, { tenant: ours })).token;
    theirToken = (await registerAndLogin(h, { tenant: theirs })).token;
  });

  it('are listed, counted and found only for their own institute', async () => {
    const ourNames = (await list(ours)).map((s) => s.setName);
    expect(ourNames).toEqual(['PO Practice']);
    expect((await list(theirs)).map((s) => s.setName)).toEqual([
      'CGL Mock 1',
      'CGL Quick Quiz',
      'PO Practice',
    ]);

    const exam = (tenant: Record<string, string>) =>
      studentCall(h, 'GET', `/v2/api/cbt/exam/get/by/examId/${mock.examId}`, { tenant });
    expect((await exam(ours)).body.response.setCount).toBe(0);
    expect((await exam(theirs)).body.response.setCount).toBe(2);

    const search = await studentCall(h, 'GET', '/v2/api/cbt/search?q=CGL', { tenant: ours });
    expect(search.body.response.sets).toEqual([]);
    const byIds = await studentCall(
      h,
      'POST',
      `/v2/api/cbt/question/set/get/by/setIds/${mock.examSetId}`,
      { tenant: ours },
    );
    expect(byIds.body.response).toEqual([]);
  });

  it("cannot be opened by another institute's student: instruction, paper, start, quiz", async () => {
    const instruction = `/v2/api/cbt/question/set/instruction/by/setId/${mock.examSetId}`;
    expect((await studentCall(h, 'POST', instruction, { tenant: ours })).status).toBe(404);
    expect((await studentCall(h, 'POST', instruction, { tenant: theirs })).status).toBe(200);

    const paper = `/v2/api/cbt/question/get/all/by/setId/${mock.examSetId}`;
    expect((await studentCall(h, 'GET', paper, { tenant: ours, token: ourToken })).status).toBe(
      404,
    );
    expect((await studentCall(h, 'GET', paper, { tenant: theirs, token: theirToken })).status).toBe(
      200,
    );

    const start = (tenant: Record<string, string>, token: string) =>
      studentCall(h, 'POST', '/v2/api/cbt/student/attempt/start', {
        tenant,
        token,
        body: { setId: mock.examSetId },
      });
    expect((await start(ours, ourToken)).status).toBe(404);
    expect((await start(theirs, theirToken)).status).toBe(200);

    const play = await studentCall(h, 'POST', '/v2/api/cbt/student/quiz/attempt/start', {
      tenant: ours,
      token: ourToken,
      body: { setId: quiz.examSetId },
    });
    expect(play.status).toBe(404);
  });
});
