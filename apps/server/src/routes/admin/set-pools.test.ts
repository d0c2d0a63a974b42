import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import type { TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { record, start, submit } from '../../../test/attempts.ts';
import { PAPER, RESULT, REVIEW, SAVE } from '../../../test/student-paths.ts';
import {
  adminCall,
  staffLogin,
  twoInstituteFixture,
  type StaffSession,
  SETS,
  QUESTIONS,
  singleChoice,
} from './test-helpers.ts';

const COUNTS = `${SETS}/pool-counts`;

describeEachDatabase('pools and blueprints (decision 057)', (h) => {
  let teacher: StaffSession;
  let examId: number;
  const easy: number[] = [];
  const hard: number[] = [];
  let listed = 0;

  const bank = async (text: string, tags: string[]) => {
    const res = await adminCall(h, 'POST', QUESTIONS, {
      as: teacher,
      body: { body: singleChoice(text, { tags }) },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.response.id as number;
  };

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    teacher = await staffLogin(h, 'teacher');
    const exams = await adminCall(h, 'GET', '/v2/api/admin/exams', { as: teacher });
    examId = exams.body.response[0].id;
    for (let i = 0; i < 8; i += 1) easy.push(await bank(`Easy ${i}`, ['kinematics', 'easy']));
    for (let i = 0; i < 3; i += 1) hard.push(await bank(`Hard ${i}`, ['kinematics', 'hard']));
    listed = await bank('Listed', ['kinematics', 'easy']);
  });

  const rules = (easyCount: number, hardCount: number) => [
    { count: easyCount, tags: ['kinematics', 'easy'] },
    { count: hardCount, tags: ['kinematics', 'hard'] },
  ];
  const pooledBody = (easyCount = 2, hardCount = 1, nameEn = 'Pooled mock') => ({
    examId,
    setTypeId: 3,
    nameEn,
    nameHi: 'पूल मॉक',
    durationMinutes: 20,
    languages: [1, 2],
    sections: [
      {
        nameEn: 'Listed',
        nameHi: 'सूची',
        marksPerQuestion: 1,
        questions: [{ bankQuestionId: listed }],
      },
      {
        nameEn: 'Kinematics',
        nameHi: 'गतिकी',
        marksPerQuestion: 4,
        pool: rules(easyCount, hardCount),
      },
    ],
  });

  describe('POST /v2/api/admin/sets/pool-counts', () => {
    it('counts what each rule can draw from, leaving out questions listed in the set', async () => {
      const res = await adminCall(h, 'POST', COUNTS, {
        as: teacher,
        body: { sections: [null, rules(1, 1)], listed: [listed] },
      });
      expect(res.status).toBe(200);
      expect(res.body.response.sections).toEqual([null, [8, 3]]);
    });

    it('gives a question to the first rule it matches', async () => {
      const res = await adminCall(h, 'POST', COUNTS, {
        as: teacher,
        body: {
          sections: [
            [
              { count: 1, tags: ['kinematics'] },
              { count: 1, tags: ['easy'] },
            ],
          ],
        },
      });
      expect(res.body.response.sections).toEqual([[12, 0]]);
    });

    it('refuses a malformed rule with 400', async () => {
      const res = await adminCall(h, 'POST', COUNTS, {
        as: teacher,
        body: { sections: [[{ count: 0, tags: [] }]] },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('saving a pooled section', () => {
    it('refuses a rule the bank cannot fill, with its counts', async () => {
      const res = await adminCall(h, 'POST', SETS, { as: teacher, body: pooledBody(2, 4) });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Section 2, rule 2 asks for 4 questions');
      expect(res.body.message).toContain('the bank has 3');
    });

    it('refuses a section that both lists questions and draws them', async () => {
      const body = pooledBody();
      const res = await adminCall(h, 'POST', SETS, {
        as: teacher,
        body: {
          ...body,
          sections: [{ ...body.sections[1], questions: [{ bankQuestionId: listed }] }],
        },
      });
      expect(res.status).toBe(400);
    });

    it('carries every pool question and counts what a candidate draws in the totals', async () => {
      const res = await adminCall(h, 'POST', SETS, { as: teacher, body: pooledBody() });
      expect(res.status).toBe(200);
      const set = res.body.response as TSetDetail;
      expect(set.totalQuestion).toBe(1 + 3);
      expect(set.totalMarks).toBe(1 + 3 * 4);
      const pooled = set.sections[1];
      expect(pooled?.pool?.map((r) => [r.count, r.available])).toEqual([
        [2, 8],
        [1, 3],
      ]);
      expect(pooled?.questions.map((q) => q.bankQuestionId).sort()).toEqual(
        [...easy, ...hard].sort(),
      );
    });
  });

  describe('sitting a pooled set', () => {
    let setId: number;
    let paper: TPaper;
    const sat: { who: LoggedIn; attempt: TAttempt }[] = [];

    beforeAll(async () => {
      const res = await adminCall(h, 'POST', SETS, {
        as: teacher,
        body: pooledBody(3, 2, 'Pooled sitting'),
      });
      setId = (res.body.response as TSetDetail).id;
      const published = await adminCall(h, 'POST', `${SETS}/${setId}/publish`, { as: teacher });
      expect(published.status).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        const who = await registerAndLogin(h);
        sat.push({ who, attempt: await start(h, who, setId) });
      }
      const first = sat[0] as (typeof sat)[number];
      const paperRes = await studentCall(h, 'GET', `${PAPER}/${setId}`, { token: first.who.token });
      paper = paperRes.body.response as TPaper;
    });

    const drawnOf = (attempt: TAttempt) => attempt.paperOrder?.questionIds ?? [];
    const bankIdOf = (questionId: number) => {
      const no = paper.questions.find((q) => q.questionId === questionId)?.questionNo ?? 0;
      return no;
    };

    it('gives each candidate a valid draw, and not all the same', () => {
      const listedId = paper.questions[0]?.questionId;
      const pooledIds = new Set(paper.questions.slice(1).map((q) => q.questionId));
      expect(paper.questions).toHaveLength(1 + 8 + 3);
      for (const { attempt } of sat) {
        const drawn = drawnOf(attempt);
        expect(attempt.paperOrder?.drawn).toBe(true);
        expect(drawn).toHaveLength(1 + 3 + 2);
        expect(new Set(drawn).size).toBe(drawn.length);
        expect(drawn[0]).toBe(listedId);
        expect(drawn.slice(1).every((id) => pooledIds.has(id))).toBe(true);
        // 3 of the rule over the easy ones (paper numbers 2–9) and 2 of the hard (10–12).
        const numbers = drawn.slice(1).map(bankIdOf);
        expect(numbers.filter((n) => n <= 9)).toHaveLength(3);
        expect(numbers.filter((n) => n >= 10)).toHaveLength(2);
      }
      expect(new Set(sat.map(({ attempt }) => drawnOf(attempt).join(','))).size).toBeGreaterThan(1);
    });

    it('keeps the draw on resume', async () => {
      const first = sat[0] as (typeof sat)[number];
      const again = await start(h, first.who, setId);
      expect(again.paperOrder).toEqual(first.attempt.paperOrder);
      // The resume took the attempt over: its new session saves from here.
      first.attempt = again;
    });

    it('scores only the drawn questions, each as itself, and reviews them alone', async () => {
      const first = sat[0] as (typeof sat)[number];
      const drawn = drawnOf(first.attempt);
      // Right on the first two drawn pool questions (option 1 is the key), wrong on the third.
      const noOf = (id: number) => bankIdOf(id);
      let seq = 0;
      for (const [i, id] of drawn.slice(1, 4).entries()) {
        seq += 1;
        const res = await post(
          h,
          first.who,
          SAVE,
          record(paper, first.who, first.attempt, noOf(id), i < 2 ? 1 : 2, seq),
        );
        expect(res.status).toBe(200);
      }
      await submit(h, first.who, setId, first.attempt);
      const res = await post(h, first.who, RESULT, { studentId: 0, setId, attemptNo: 1 });
      const result = res.body.response as TExamResult;
      expect(result.score).toBe(8);
      expect(result.maxScore).toBe(1 + 5 * 4);
      expect(result.correct).toBe(2);
      expect(result.incorrect).toBe(1);
      expect(result.skipped).toBe(3);
      const review = await post(h, first.who, REVIEW, { setId, attemptNo: 1 });
      const reviewed = (review.body.response as TResultReview).questions.map((q) => q.questionId);
      expect([...reviewed].sort()).toEqual([...drawn].sort());
    });
    it('judges a drawn question among the candidates who drew it', async () => {
      const first = sat[0] as (typeof sat)[number];
      for (const { who, attempt } of sat.slice(1)) await submit(h, who, setId, attempt);
      const res = await adminCall(h, 'GET', `${SETS}/${setId}/question-stats`, { as: teacher });
      expect(res.status).toBe(200);
      const stats = (res.body.response as TSetQuestionStats).questions;
      const facilityOf = (id: number) => stats.find((q) => q.questionId === id)?.facility;
      const drewIt = (id: number) => sat.filter(({ attempt }) => drawnOf(attempt).includes(id));
      // The first candidate answered their first two drawn pool questions right, the third wrong.
      const [listedId, right] = drawnOf(first.attempt) as [number, number];
      expect(facilityOf(right)).toBeCloseTo(1 / drewIt(right).length, 4);
      // Every candidate had the listed question; nobody answered it.
      expect(facilityOf(listedId)).toBe(0);
      // A pool question nobody drew has no facility, not 0 % of four candidates.
      for (const q of paper.questions.filter((q) => drewIt(q.questionId).length === 0))
        expect(facilityOf(q.questionId)).toBeNull();
    });
  });

  describe('publishing', () => {
    it('names every rule its pool cannot fill', async () => {
      const res = await adminCall(h, 'POST', SETS, { as: teacher, body: pooledBody(8, 3, 'Full') });
      const setId = (res.body.response as TSetDetail).id;
      // Retiring a pool question after the save leaves the copies as they were: still publishable.
      const retired = await adminCall(h, 'POST', `${QUESTIONS}/${hard[0]}/retire`, { as: teacher });
      expect(retired.status).toBe(200);
      const published = await adminCall(h, 'POST', `${SETS}/${setId}/publish`, { as: teacher });
      expect(published.status).toBe(200);
      // Saved again now, the hard rule has 2 of the 3 it asks for: refused with its counts.
      const again = await adminCall(h, 'PUT', `${SETS}/${setId}`, {
        as: teacher,
        body: pooledBody(8, 3, 'Full'),
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toContain('asks for 3 questions tagged kinematics + hard');
      expect(again.body.message).toContain('the bank has 2');
      await adminCall(h, 'POST', `${QUESTIONS}/${hard[0]}/restore`, { as: teacher });
    });
  });
});
