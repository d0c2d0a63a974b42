import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import type { TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import { questionSets, sections } from '../../db/schema.ts';
import { shuffledFixture, shuffledKey, SHUFFLED_SECTIONS } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { staffOfTwoInstitutes } from '../../../test/staff.ts';
import { record, setIdOf, start, submit } from '../../../test/attempts.ts';
import { PAPER, RESULT, REVIEW, SAVE } from '../../../test/student-paths.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { adminCall, type StaffSession } from '../admin/test-helpers.ts';

const QUESTIONS = SHUFFLED_SECTIONS.reduce((a, b) => a + b, 0);

describeEachDatabase('a paper per candidate (decision 040)', (h) => {
  let setId: number;
  let paper: TPaper;
  let orgAdmin: StaffSession;
  const candidates: { who: LoggedIn; attempt: TAttempt }[] = [];

  const candidate = (index: number) => {
    const one = candidates[index];
    if (!one) throw new Error(`no candidate ${index + 1}`);
    return one;
  };
  const orderOf = (attempt: TAttempt) => {
    if (!attempt.paperOrder) throw new Error('the attempt has no order');
    return attempt.paperOrder;
  };
  /** Answers the paper's question `no` (1-based, paper order) with its key, or option 4 if wrong. */
  const answer = async (
    who: LoggedIn,
    attempt: TAttempt,
    no: number,
    right: boolean,
    seq: number,
  ) => {
    const optionNo = right ? shuffledKey(no - 1) : 4;
    const res = await post(h, who, SAVE, record(paper, who, attempt, no, optionNo, seq));
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    await h.importContent(shuffledFixture());
    setId = await setIdOf(h, 'shuffled-mock');
    ({ orgAdmin } = await staffOfTwoInstitutes(h));
    for (let i = 0; i < 2; i += 1) {
      const who = await registerAndLogin(h);
      candidates.push({ who, attempt: await start(h, who, setId) });
    }
    const res = await studentCall(h, 'GET', `${PAPER}/${setId}`, { token: candidate(0).who.token });
    paper = res.body.response as TPaper;
  });

  describe('POST /v2/api/cbt/student/attempt/start', () => {
    it('gives two candidates of the same shuffled set different question and option orders', () => {
      const [a, b] = [orderOf(candidate(0).attempt), orderOf(candidate(1).attempt)];
      expect(a.questionIds).not.toEqual(b.questionIds);
      expect(a.optionIds).not.toEqual(b.optionIds);
      // Each is a permutation of the paper's questions, sections kept in place.
      const paperIds = paper.questions.map((q) => q.questionId);
      for (const order of [a, b]) {
        expect([...order.questionIds].sort((x, y) => x - y)).toEqual(
          [...paperIds].sort((x, y) => x - y),
        );
        const firstSection = new Set(paperIds.slice(0, SHUFFLED_SECTIONS[0]));
        expect(
          order.questionIds.slice(0, SHUFFLED_SECTIONS[0]).every((id) => firstSection.has(id)),
        ).toBe(true);
      }
    });

    it('keeps "All of the above" last in every question of every candidate', () => {
      for (const { attempt } of candidates) {
        for (const q of paper.questions) {
          const last = q.options.find((o) => o.optionNo === 4)?.optionId;
          expect(orderOf(attempt).optionIds[String(q.questionId)]?.at(-1)).toBe(last);
        }
      }
    });

    it('gives each candidate the same order again on a second start (resume, takeover)', async () => {
      for (const { who, attempt } of candidates) {
        const again = await start(h, who, setId);
        expect(again.sessionId).not.toBe(attempt.sessionId);
        expect(again.paperOrder).toEqual(attempt.paperOrder);
        Object.assign(attempt, { sessionId: again.sessionId });
      }
    });

    it('sends every candidate the same paper, in the paper order and without the key', async () => {
      const other = await studentCall(h, 'GET', `${PAPER}/${setId}`, {
        token: candidate(1).who.token,
      });
      expect(other.body.response).toEqual(paper);
      expect(paper.questions.map((q) => q.questionNo)).toEqual(
        Array.from({ length: QUESTIONS }, (_, i) => i + 1),
      );
      expect(paper.questions.some((q) => q.answerId !== undefined)).toBe(false);
    });

    it("keeps a section's order when the section says so, the other sections still shuffled", async () => {
      const [set] = await h.database.db
        .select({ templateId: questionSets.templateId })
        .from(questionSets)
        .where(eq(questionSets.id, setId));
      const keep = { shuffleQuestions: false, shuffleOptions: false };
      await h.database.db
        .update(sections)
        .set(keep)
        .where(and(eq(sections.templateId, set?.templateId ?? 0), eq(sections.key, 'part-2')));
      await h.database.db
        .update(questionSets)
        .set({ contentVersion: sql`${questionSets.contentVersion} + 1` })
        .where(eq(questionSets.id, setId));
      try {
        const firstPart = SHUFFLED_SECTIONS[0] ?? 0;
        const inPaperOrder = paper.questions.slice(firstPart).map((q) => q.questionId);
        const who = await registerAndLogin(h);
        const order = orderOf(await start(h, who, setId));
        expect(order.questionIds.slice(firstPart)).toEqual(inPaperOrder);
        expect(Object.keys(order.optionIds).map(Number)).toEqual(
          expect.not.arrayContaining(inPaperOrder),
        );
        expect(Object.keys(order.optionIds)).toHaveLength(firstPart);
      } finally {
        await h.database.db
          .update(sections)
          .set({ shuffleQuestions: true, shuffleOptions: true })
          .where(eq(sections.templateId, set?.templateId ?? 0));
      }
    });

    it('gives a set that shuffles nothing no order', async () => {
      const who = await registerAndLogin(h);
      const attempt = await start(h, who, await setIdOf(h, 'cgl-mock-1'));
      expect(attempt.paperOrder ?? null).toBeNull();
    });
  });

  describe('scoring and statistics speak of the paper’s questions', () => {
    beforeAll(async () => {
      // Candidate 1 answers every question right; candidate 2 the first three right, the fourth
      // wrong and leaves the rest. Saves name the paper's questions and options.
      const one = candidate(0);
      for (let no = 1; no <= QUESTIONS; no += 1) await answer(one.who, one.attempt, no, true, no);
      const two = candidate(1);
      for (let no = 1; no <= 4; no += 1) await answer(two.who, two.attempt, no, no <= 3, no);
      for (const { who, attempt } of candidates) await submit(h, who, setId, attempt);
    });

    it('scores both candidates by the key whatever order they saw', async () => {
      const results = [];
      for (const { who } of candidates) {
        const res = await post(h, who, RESULT, { studentId: 0, setId, attemptNo: 1 });
        expect(res.status).toBe(200);
        results.push(res.body.response as TExamResult);
      }
      expect(results[0]).toMatchObject({ score: QUESTIONS, correct: QUESTIONS, incorrect: 0 });
      expect(results[1]).toMatchObject({
        score: 3,
        correct: 3,
        incorrect: 1,
        skipped: QUESTIONS - 4,
      });
    });

    it('reviews in the set order, each question with the number the candidate saw it as', async () => {
      const { who, attempt } = candidate(1);
      const res = await post(h, who, REVIEW, { studentId: 0, setId, attemptNo: 1 });
      expect(res.status).toBe(200);
      const review = res.body.response as TResultReview;
      expect(review.questions.map((q) => q.questionId)).toEqual(
        paper.questions.map((q) => q.questionId),
      );
      const seen = orderOf(attempt).questionIds;
      for (const q of review.questions) {
        expect(q.seenAsNo).toBe(seen.indexOf(q.questionId) + 1);
      }
      expect(review.questions[0]).toMatchObject({ outcome: 'Correct' });
      expect(review.questions[3]).toMatchObject({ outcome: 'Incorrect' });
    });

    it('counts each question as itself in the statistics', async () => {
      const res = await adminCall(h, 'GET', `/v2/api/admin/sets/${setId}/question-stats`, {
        as: orgAdmin,
      });
      expect(res.status).toBe(200);
      const stats = (res.body.response as TSetQuestionStats).questions;
      const byNo = (no: number) => stats.find((q) => q.questionNo === no);
      expect(byNo(1)).toMatchObject({ answered: 2, correct: 2 });
      expect(byNo(4)).toMatchObject({ answered: 2, correct: 1 });
      expect(byNo(5)).toMatchObject({ answered: 1, correct: 1 });
      const wrong = byNo(4)?.options.find((o) => o.optionNo === 4);
      expect(wrong).toMatchObject({ isKey: false, share: 0.5 });
    });
  });
});
