import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TImportFileInput } from '@exam/contracts/content/import-file';
import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TQuizResult } from '@exam/contracts/quiz/entities';
import { quizAttempts } from '../../db/schema.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { setIdOf } from '../../../test/attempts.ts';
import { PAPERS } from '../../../test/student-paths.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';

const START = '/v2/api/cbt/student/quiz/attempt/start';
const SAVE = '/v2/api/cbt/student/quiz/save/response';
const FINISH = '/v2/api/cbt/student/quiz/attempt/finish';
const RESULT = '/v2/api/cbt/student/quiz/get/result';
const STATS = '/v2/api/cbt/student/quiz/get/stats/by/setIds';

const option = (n: number, correct: boolean) => ({
  optionTextEn: `Choice ${n}`,
  optionTextHi: `विकल्प ${n}`,
  correct,
});
const question = (key: string, correct: number) => ({
  key,
  questionTextEn: `<p>Question ${key}</p>`,
  questionTextHi: `<p>प्रश्न ${key}</p>`,
  questionSolutionTextEn: `<p>Choice ${correct + 1} is right.</p>`,
  options: [0, 1, 2, 3].map((i) => option(i + 1, i === correct)),
});

/** orgFixture plus a 3-question quiz and a GK set, for scoring and ranks. */
function fixture(orgToken?: string, instituteToken?: string): TImportFileInput {
  const file = orgFixture(orgToken, instituteToken);
  const cgl = file.exams?.find((exam) => exam.key === 'cgl');
  cgl?.sets?.push(
    {
      key: 'cgl-quiz-3',
      setName: 'Three Question Quiz',
      setTypeId: 1,
      totalTime: 2,
      sections: [
        {
          key: 'all',
          sectionName: 'All',
          questions: [question('a', 0), question('b', 1), question('c', 2)],
        },
      ],
    },
    {
      key: 'cgl-gk-1',
      setName: 'GK Set',
      setTypeId: 5,
      totalTime: 5,
      sections: [{ key: 'all', sectionName: 'All', questions: [question('g', 3)] }],
    },
  );
  return file;
}

describeEachDatabase('quiz, practice and GK plays', (h) => {
  let ids: {
    quiz3: number;
    quiz1: number;
    practice: number;
    gk: number;
    mock: number;
    foreign: number;
  };
  let questions: TPaperQuestion[];
  let who: LoggedIn;
  let foreigner: LoggedIn;
  const other = tenantHeaders('other-org', 'other-institute');

  beforeAll(async () => {
    await h.importContent(fixture(), fixture('other-org', 'other-institute'));
    ids = {
      quiz3: await setIdOf(h, 'cgl-quiz-3'),
      quiz1: await setIdOf(h, 'cgl-quiz-1'),
      practice: await setIdOf(h, 'po-practice-1'),
      gk: await setIdOf(h, 'cgl-gk-1'),
      mock: await setIdOf(h, 'cgl-mock-1'),
      foreign: await setIdOf(h, 'cgl-quiz-3', 'other-org'),
    };
    const reader = await registerAndLogin(h);
    const papers = await studentCall(h, 'GET', `${PAPERS}/${ids.quiz3}`, { token: reader.token });
    questions = papers.body.response[0].questions;
    foreigner = await registerAndLogin(h, { tenant: other });
  });
  beforeEach(async () => {
    who = await registerAndLogin(h);
  });

  /** The option of question `index` that is (or is not) its key. */
  const choice = (index: number, right: boolean) => {
    const q = questions[index];
    if (!q) throw new Error(`no question ${index}`);
    const found = q.options.find((o) => (o.optionId === q.answerId) === right);
    if (!found) throw new Error('no option');
    return { questionId: q.questionId, answerId: found.optionId };
  };

  async function play(as: LoggedIn, rights: boolean[], setId = ids.quiz3) {
    const started = await post(h, as, START, { setId });
    expect(started.status).toBe(200);
    const { attemptNo } = started.body.response;
    for (const [index, right] of rights.entries()) {
      const saved = await post(h, as, SAVE, { setId, attemptNo, ...choice(index, right) });
      expect(saved.status).toBe(200);
    }
    const finished = await post(h, as, FINISH, { setId, attemptNo });
    expect(finished.status).toBe(200);
    return finished.body.response as TQuizResult;
  }

  describe(`POST ${START}`, () => {
    it('starts attempt 1, then 2, with the set’s time and questions', async () => {
      const first = await post(h, who, START, { setId: ids.quiz3 });
      expect(first.status).toBe(200);
      expect(first.body.response).toEqual({
        setId: ids.quiz3,
        attemptNo: 1,
        startedAt: expect.any(String),
        durationMs: 120_000,
        questionCount: 3,
      });
      const second = await post(h, who, START, { setId: ids.quiz3 });
      expect(second.body.response.attemptNo).toBe(2);
      for (const setId of [ids.practice, ids.gk]) {
        expect((await post(h, who, START, { setId })).status).toBe(200);
      }
    });

    it('refuses a CBT set (400), bad input (400), unknown and foreign sets (404), no login (401)', async () => {
      const cbt = await post(h, who, START, { setId: ids.mock });
      expect(cbt.status).toBe(400);
      expect(cbt.body.fieldErrors[0].field).toBe('body.setId');
      const bad = await post(h, who, START, { setId: 'one' });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0]).toMatchObject({ field: 'body.setId' });
      expect((await post(h, who, START, {})).status).toBe(400);
      for (const setId of [999_999, ids.foreign]) {
        expect((await post(h, who, START, { setId })).status).toBe(404);
      }
      expect((await studentCall(h, 'POST', START, { body: { setId: ids.quiz3 } })).status).toBe(
        401,
      );
    });

    it('refuses a login of another organisation (wrong tenant)', async () => {
      const res = await studentCall(h, 'POST', START, {
        token: foreigner.token,
        body: { setId: ids.quiz3 },
      });
      expect(res.status).toBe(401);
      const own = await studentCall(h, 'POST', START, {
        token: foreigner.token,
        tenant: other,
        body: { setId: ids.quiz3 },
      });
      expect(own.status).toBe(404);
    });
  });

  describe(`POST ${SAVE}`, () => {
    it('stores the chosen option and lets a later save replace it', async () => {
      const { attemptNo } = (await post(h, who, START, { setId: ids.quiz3 })).body.response;
      const wrong = await post(h, who, SAVE, { setId: ids.quiz3, attemptNo, ...choice(0, false) });
      expect(wrong.status).toBe(200);
      expect(wrong.body.response).toEqual({
        ...choice(0, false),
        answerIds: [],
        numericAnswer: '',
        saved: true,
      });
      await post(h, who, SAVE, {
        setId: ids.quiz3,
        attemptNo,
        orgId: who.student.orgId,
        studentId: who.student.studentId,
        ...choice(0, true),
      });
      const result = await post(h, who, FINISH, { setId: ids.quiz3, attemptNo });
      expect(result.body.response).toMatchObject({ score: 1, correct: 1, incorrect: 0 });
    });

    it('names bad fields (400): an option of another question, a missing question', async () => {
      const { attemptNo } = (await post(h, who, START, { setId: ids.quiz3 })).body.response;
      const mixed = await post(h, who, SAVE, {
        setId: ids.quiz3,
        attemptNo,
        questionId: choice(0, true).questionId,
        answerId: choice(1, true).answerId,
      });
      expect(mixed.status).toBe(400);
      expect(mixed.body.fieldErrors[0].field).toBe('body.answerId');
      const missing = await post(h, who, SAVE, { setId: ids.quiz3, attemptNo, answerId: 1 });
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors[0].field).toBe('body.questionId');
    });

    it('answers 404 for an unknown attempt or question, 403 for ids not yours', async () => {
      const unknownAttempt = await post(h, who, SAVE, {
        setId: ids.quiz3,
        attemptNo: 5,
        ...choice(0, true),
      });
      expect(unknownAttempt.status).toBe(404);
      const { attemptNo } = (await post(h, who, START, { setId: ids.quiz3 })).body.response;
      const unknownQuestion = await post(h, who, SAVE, {
        setId: ids.quiz3,
        attemptNo,
        questionId: 999_999,
        answerId: 1,
      });
      expect(unknownQuestion.status).toBe(404);
      const notMine = await post(h, who, SAVE, {
        setId: ids.quiz3,
        attemptNo,
        studentId: who.student.studentId + 1000,
        ...choice(0, true),
      });
      expect(notMine.status).toBe(403);
      // Another student cannot write into this attempt: theirs does not exist.
      const someoneElse = await registerAndLogin(h);
      const intruder = await post(h, someoneElse, SAVE, {
        setId: ids.quiz3,
        attemptNo,
        ...choice(0, true),
      });
      expect(intruder.status).toBe(404);
      const foreign = await studentCall(h, 'POST', SAVE, {
        token: foreigner.token,
        tenant: other,
        body: { setId: ids.quiz3, attemptNo: 1, ...choice(0, true) },
      });
      expect(foreign.status).toBe(404);
    });

    it('refuses a save after the finish (410)', async () => {
      await play(who, [true]);
      const late = await post(h, who, SAVE, { setId: ids.quiz3, attemptNo: 1, ...choice(1, true) });
      expect(late.status).toBe(410);
      expect(late.body.code).toBe('ATTEMPT_CLOSED');
    });
  });

  describe(`POST ${FINISH}`, () => {
    it('scores the stored answers on the server, ignoring a score the client claims', async () => {
      await h.database.db.delete(quizAttempts);
      const { attemptNo } = (await post(h, who, START, { setId: ids.quiz3 })).body.response;
      await post(h, who, SAVE, { setId: ids.quiz3, attemptNo, ...choice(0, true) });
      await post(h, who, SAVE, { setId: ids.quiz3, attemptNo, ...choice(1, false) });
      const res = await post(h, who, FINISH, { setId: ids.quiz3, attemptNo, score: 3, correct: 3 });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        setId: ids.quiz3,
        attemptNo,
        score: 1,
        total: 3,
        correct: 1,
        incorrect: 1,
        skipped: 1,
        rank: 1,
        attemptedUsers: 1,
        answers: [
          { ...choice(0, true), correct: true },
          { ...choice(1, false), correct: false },
        ],
      });
      expect(res.body.response.timeTakenSec).toBeGreaterThanOrEqual(0);
      expect(res.body.response.timeTakenSec).toBeLessThanOrEqual(120);
      const again = await post(h, who, FINISH, { setId: ids.quiz3, attemptNo });
      expect(again.body.response).toEqual(res.body.response);
    });

    it("caps a quiz's time taken at the set's time", async () => {
      const { attemptNo } = (await post(h, who, START, { setId: ids.quiz3 })).body.response;
      await h.database.db
        .update(quizAttempts)
        .set({ startedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(quizAttempts.studentId, who.student.studentId));
      const res = await post(h, who, FINISH, { setId: ids.quiz3, attemptNo });
      expect(res.body.response.timeTakenSec).toBe(120);
    });

    it('ranks over every student’s best finished attempt', async () => {
      await h.database.db.delete(quizAttempts);
      const top = await registerAndLogin(h);
      expect((await play(top, [true, true, true])).rank).toBe(1);
      const mine = await play(who, [true, false, true]);
      expect(mine).toMatchObject({ score: 2, rank: 2, attemptedUsers: 2 });
      // A weaker retake of the top student does not change their best.
      await play(top, [false]);
      const retake = await play(who, [true, true, true]);
      expect(retake).toMatchObject({ score: 3, rank: 1, attemptedUsers: 2 });
    });

    it('answers 404 for an unknown attempt and 400 for bad input', async () => {
      expect((await post(h, who, FINISH, { setId: ids.quiz3, attemptNo: 9 })).status).toBe(404);
      const bad = await post(h, who, FINISH, { setId: ids.quiz3, attemptNo: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0].field).toBe('body.attemptNo');
      expect((await post(h, who, FINISH, { setId: ids.foreign, attemptNo: 1 })).status).toBe(404);
    });
  });

  describe(`POST ${RESULT}`, () => {
    it('answers the finished attempt with its current rank', async () => {
      const finished = await play(who, [true, true]);
      const res = await post(h, who, RESULT, { setId: ids.quiz3, attemptNo: finished.attemptNo });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        score: 2,
        correct: 2,
        answers: finished.answers,
      });
    });

    it('answers 409 before the finish, 404 for unknown or another student’s, 400 for bad input', async () => {
      const { attemptNo } = (await post(h, who, START, { setId: ids.quiz3 })).body.response;
      const open = await post(h, who, RESULT, { setId: ids.quiz3, attemptNo });
      expect(open.status).toBe(409);
      const someoneElse = await registerAndLogin(h);
      expect((await post(h, someoneElse, RESULT, { setId: ids.quiz3, attemptNo })).status).toBe(
        404,
      );
      expect((await post(h, who, RESULT, { setId: 999_999, attemptNo: 1 })).status).toBe(404);
      const bad = await post(h, who, RESULT, { setId: ids.quiz3 });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0].field).toBe('body.attemptNo');
    });
  });

  describe(`POST ${STATS}/:ids`, () => {
    it('gives attempted users, the caller’s best rank and the rating per set, in the order asked', async () => {
      await h.database.db.delete(quizAttempts);
      const top = await registerAndLogin(h);
      await play(top, [true, true, true]);
      await play(who, [true, false]);
      const res = await post(h, who, `${STATS}/${ids.gk},${ids.quiz3}`, undefined);
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual([
        { setId: ids.gk, attemptedUsers: 0, yourRank: null, yourBestScore: null, rating: null },
        // Best scores 3/3 and 1/3: average 66.7% → 3.3 of 5.
        { setId: ids.quiz3, attemptedUsers: 2, yourRank: 2, yourBestScore: 1, rating: 3.3 },
      ]);
      const newcomer = await registerAndLogin(h);
      const theirs = await post(h, newcomer, `${STATS}/${ids.quiz3}`, undefined);
      expect(theirs.body.response[0]).toMatchObject({ attemptedUsers: 2, yourRank: null });
    });

    it('refuses bad ids (400), CBT sets (400), unknown and foreign sets (404), no login (401)', async () => {
      const bad = await post(h, who, `${STATS}/1,x`, undefined);
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0].field).toBe('params.ids');
      expect((await post(h, who, `${STATS}/${ids.mock}`, undefined)).status).toBe(400);
      expect((await post(h, who, `${STATS}/${ids.quiz3},999999`, undefined)).status).toBe(404);
      expect((await post(h, who, `${STATS}/${ids.foreign}`, undefined)).status).toBe(404);
      expect((await studentCall(h, 'POST', `${STATS}/${ids.quiz3}`)).status).toBe(401);
    });
  });

  describe('GK sets (type 5) through the existing calls', () => {
    it('lists GK sets by type and serves their questions with the key', async () => {
      const list = await studentCall(
        h,
        'POST',
        '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/5',
      );
      expect(list.body.response.map((s: { setName: string }) => s.setName)).toEqual(['GK Set']);
      const papers = await studentCall(h, 'GET', `${PAPERS}/${ids.gk},${ids.quiz1}`, {
        token: who.token,
      });
      expect(papers.status).toBe(200);
      expect(papers.body.response[0].questions[0].answerId).toEqual(expect.any(Number));
      expect(papers.body.response[0].questions[0].questionSolutionTextEn).toContain('Choice 4');
    });
  });
});
