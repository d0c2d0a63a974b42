import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TImportFileInput } from '@exam/contracts/content/import-file';
import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import type { TQuizResult } from '@exam/contracts/quiz/entities';
import { media, organisations } from '../../db/schema.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  fetchPaper,
  question,
  record,
  resumeAnswers,
  setIdOf,
  start,
  submit,
} from '../../../test/attempts.ts';
import {
  BY_ATTEMPT_NO,
  QUIZ_FINISH,
  QUIZ_SAVE,
  QUIZ_START,
  RESULT,
  RESULT_PDF,
  REVIEW,
  SAVE,
} from '../../../test/student-paths.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, post, type LoggedIn } from '../../../test/students.ts';

/** A 1×1 PNG, stored in the media table as the console's upload does (content-addressed). */
const DIAGRAM = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const DIAGRAM_SHA = createHash('sha256').update(DIAGRAM).digest('hex');

const options = (correct: number[], count = 4) =>
  Array.from({ length: count }, (_, i) => ({
    optionTextEn: `Option ${i + 1}`,
    optionTextHi: `विकल्प ${i + 1}`,
    correct: correct.includes(i + 1),
  }));

/**
 * orgFixture plus a mock test of every type (4 marks a question, negative marking on) and a quiz:
 * t1 single (key 2); t2 multiple all-or-nothing (1, 3); t3 multiple JEE partial (1, 2, 3), its
 * own negative mark 2; t4 numerical exact 9.8; t5 numerical 2.5 to 2.7; t6 true/false (key 1).
 */
function typesFixture(): TImportFileInput {
  const file = orgFixture();
  file.exams?.[0]?.sets?.push(
    {
      key: 'types-mock',
      setName: 'Question types mock',
      setTypeId: 3,
      totalTime: 60,
      negativeMarks: true,
      sections: [
        {
          key: 'physics',
          sectionName: 'Physics',
          marksPerQuestion: 4,
          questions: [
            {
              key: 't1',
              questionTextEn: `<p>Single, with a diagram <img src="/media/${DIAGRAM_SHA}" alt="Diagram"></p>`,
              options: options([2]),
            },
            {
              key: 't2',
              type: 'multiple',
              questionTextEn: '<p>Multiple, all or nothing</p>',
              options: options([1, 3]),
            },
            {
              key: 't3',
              type: 'multiple',
              markingRule: 'jee-partial',
              negativeMark: 2,
              questionTextEn: '<p>Multiple, JEE partial</p>',
              options: options([1, 2, 3]),
            },
            {
              key: 't4',
              type: 'numerical',
              numeric: { min: 9.8, max: 9.8 },
              questionTextEn: '<p>\\(g\\) in m/s²</p>',
            },
            {
              key: 't5',
              type: 'numerical',
              numeric: { min: 2.5, max: 2.7 },
              questionTextEn: '<p>A range</p>',
            },
            {
              key: 't6',
              type: 'true-false',
              questionTextEn: '<p>True or false?</p>',
              options: [
                { optionTextEn: 'True', correct: true },
                { optionTextEn: 'False', correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'types-quiz',
      setName: 'Question types quiz',
      setTypeId: 1,
      totalTime: 10,
      negativeMarks: true,
      sections: [
        {
          key: 'all',
          sectionName: 'All',
          marksPerQuestion: 4,
          questions: [
            {
              key: 'm1',
              type: 'multiple',
              markingRule: 'jee-partial',
              questionTextEn: '<p>Choose all that apply</p>',
              options: options([1, 2]),
            },
            {
              key: 'n1',
              type: 'numerical',
              numeric: { min: -3.75, max: -3.75 },
              questionTextEn: '<p>Type the number</p>',
            },
            { key: 's1', questionTextEn: '<p>One option</p>', options: options([4]) },
          ],
        },
      ],
    },
  );
  return file;
}

const optionIds = (q: TPaperQuestion, nos: number[]) =>
  nos.map((no) => {
    const option = q.options.find((o) => o.optionNo === no);
    if (!option) throw new Error(`no option ${no}`);
    return option.optionId;
  });

describeEachDatabase('question types', (h) => {
  let paper: TPaper;
  let who: LoggedIn;

  beforeAll(async () => {
    await h.importContent(typesFixture());
    const [org] = await h.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.orgToken, 'test-org'));
    await h.database.db.insert(media).values({
      sha256: DIAGRAM_SHA,
      orgId: org?.id ?? 0,
      mimeType: 'image/png',
      byteSize: DIAGRAM.length,
      bytes: DIAGRAM,
    });
    paper = await fetchPaper(h, await registerAndLogin(h), await setIdOf(h, 'types-mock'));
  });
  beforeEach(async () => {
    who = await registerAndLogin(h, { name: 'Meera Iyer' });
  });

  /** A save of question `no` answered with the given fields (action 1 unless overridden). */
  const answer = (attempt: TAttempt, no: number, seq: number, fields: Record<string, unknown>) =>
    record(paper, who, attempt, no, 0, seq, {
      action: 1,
      answered: 1,
      unanswered: 0,
      ...fields,
    });

  it('a CBT paper says each question’s type, marking and marks, and never its key', () => {
    const types = paper.questions.map((q) => [
      q.questionType,
      q.markingRule,
      q.marks,
      q.negativeMark,
    ]);
    expect(types).toEqual([
      ['single', null, 4, 1],
      ['multiple', 'all-or-nothing', 4, 1],
      ['multiple', 'jee-partial', 4, 2],
      ['numerical', null, 4, 0],
      ['numerical', null, 4, 0],
      ['true-false', null, 4, 1],
    ]);
    expect(question(paper, 4).options).toEqual([]);
    for (const q of paper.questions) {
      expect(q).not.toHaveProperty('answerIds');
      expect(q).not.toHaveProperty('numericRange');
      expect(q).not.toHaveProperty('answerId');
    }
    expect(JSON.stringify(paper)).not.toMatch(/9\.8|2\.7|numericRange|"correct"/);
  });

  it('stores multiple and numerical answers, returns them on resume, and scores them at submit', async () => {
    const attempt = await start(h, who, paper.setId);
    const q = (no: number) => question(paper, no);
    const saves = [
      answer(attempt, 1, 1, { answerId: optionIds(q(1), [2])[0], respOptionNo: 2 }),
      answer(attempt, 2, 2, { answerIds: optionIds(q(2), [1]) }),
      answer(attempt, 3, 3, { answerIds: optionIds(q(3), [3, 1]), respOptionNo: 3 }),
      answer(attempt, 4, 4, { numericAnswer: '9.80' }),
      answer(attempt, 5, 5, { numericAnswer: '2.8' }),
      answer(attempt, 6, 6, { answerId: optionIds(q(6), [2])[0], respOptionNo: 2 }),
    ];
    for (const save of saves) {
      const res = await post(h, who, SAVE, save);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    const resumed = await resumeAnswers(h, who, { setId: paper.setId, examId: paper.exam.examId });
    const byNo = new Map(resumed.map((r) => [r.questionNo, r]));
    expect(byNo.get(3)).toMatchObject({
      answerId: 0,
      answerIds: optionIds(q(3), [3, 1]),
      numericAnswer: '',
      respOptionNo: 3,
    });
    expect(byNo.get(4)).toMatchObject({ answerId: 0, answerIds: [], numericAnswer: '9.80' });

    await submit(h, who, paper.setId, attempt);

    // Worked by hand: +4, −1 (a quarter of 4), +2 (partial: 2 correct chosen, no wrong one),
    // +4 (9.80 = 9.8), 0 (2.8 is outside 2.5–2.7; numerical loses nothing), −1 (wrong true/false).
    // 8 of 24; correct 2, incorrect 3, partial 1; accuracy 2 / 6 = 33 %.
    const result = await post(h, who, RESULT, { setId: paper.setId, attemptNo: 1 });
    expect(result.status).toBe(200);
    const report = result.body.response as TExamResult;
    expect(report).toMatchObject({
      score: 8,
      maxScore: 24,
      correct: 2,
      incorrect: 3,
      partial: 1,
      skipped: 0,
      attempted: 6,
      accuracy: 33,
    });
    expect(report.questions.map((x) => [x.outcome, x.marks])).toEqual([
      ['Correct', 4],
      ['Incorrect', -1],
      ['Partial', 2],
      ['Correct', 4],
      ['Incorrect', 0],
      ['Incorrect', -1],
    ]);
    expect(report.questions[2]).toMatchObject({
      questionType: 'multiple',
      answerIds: optionIds(q(3), [3, 1]),
      correctAnswerIds: optionIds(q(3), [1, 2, 3]),
    });
    expect(report.questions[4]).toMatchObject({
      numericAnswer: '2.8',
      numericRange: { min: 2.5, max: 2.7 },
    });
    expect(report.sections[0]).toMatchObject({ partial: 1, score: 8, accuracy: 33 });

    // After submission the review releases the key of every type, with the marks earned.
    const review = await post(h, who, REVIEW, { setId: paper.setId, attemptNo: 1 });
    expect(review.status).toBe(200);
    const reviewed = (review.body.response as TResultReview).questions;
    expect(reviewed[2]).toMatchObject({
      questionType: 'multiple',
      markingRule: 'jee-partial',
      answerIds: optionIds(q(3), [1, 2, 3]),
      selectedAnswerIds: optionIds(q(3), [3, 1]),
      outcome: 'Partial',
      marksEarned: 2,
      maxMarks: 4,
      negativeMark: 2,
    });
    expect(reviewed[3]).toMatchObject({
      numericRange: { min: 9.8, max: 9.8 },
      numericAnswer: '9.80',
      outcome: 'Correct',
      marksEarned: 4,
    });

    // SPEC §3 attempt response carries the chosen answers and the keys too.
    const attempts = await post(h, who, `${BY_ATTEMPT_NO}/1`, { setId: paper.setId });
    expect(attempts.status).toBe(200);
    const summary = attempts.body.response[String(paper.setId)][0];
    expect(summary.questions['5']).toMatchObject({
      numericAnswer: '2.8',
      numericRange: { min: 2.5, max: 2.7 },
      marks: 0,
    });
    expect(summary.questions['2']).toMatchObject({
      answerIds: optionIds(q(2), [1]),
      answerKeyIds: optionIds(q(2), [1, 3]),
      marks: -1,
    });

    // The PDF scorecard has the question-wise table.
    const pdf = await h.app.inject({
      method: 'POST',
      url: RESULT_PDF,
      headers: { ...tenantHeaders(), authorization: `Bearer ${who.token}` },
      payload: { setId: paper.setId, attemptNo: 1, lang: 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The summary page, then the questions in full with their formulas (pdfkit writes each page
    // object uncompressed: /Type /Page).
    const raw = pdf.rawPayload.toString('latin1');
    const pages = raw.match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(2);
    // Question 1's diagram comes from the media table (formulas are vector paths, not images).
    expect(raw).toContain('/Subtype /Image');
  });

  it('names the field of an answer of the wrong shape for the question’s type (400)', async () => {
    const attempt = await start(h, who, paper.setId);
    const q = (no: number) => question(paper, no);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [answer(attempt, 1, 1, { answerIds: optionIds(q(1), [2]) }), 'body.answerIds', /single/],
      [answer(attempt, 2, 1, { answerId: optionIds(q(2), [1])[0] }), 'body.answerId', /multiple/],
      [answer(attempt, 4, 1, { answerIds: optionIds(q(2), [1]) }), 'body.answerIds', /numerical/],
      [answer(attempt, 1, 1, { numericAnswer: '2' }), 'body.numericAnswer', /numericAnswer|single/],
      [answer(attempt, 4, 1, { numericAnswer: '9,8' }), 'body.numericAnswer', /decimal number/],
      [answer(attempt, 4, 1, { numericAnswer: '1'.repeat(21) }), 'body.numericAnswer', /20/],
      [
        answer(attempt, 2, 1, { answerIds: optionIds(q(3), [1]) }),
        'body.answerIds',
        /options of question/,
      ],
      [answer(attempt, 2, 1, { answerIds: optionIds(q(2), [1, 1]) }), 'body.answerIds', /repeat/],
      [answer(attempt, 2, 1, { answerIds: [] }), 'body.answerId', /is required/],
      [
        answer(attempt, 2, 1, { action: 0, answerIds: optionIds(q(2), [1]) }),
        'body.answerIds',
        /must be empty/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(h, who, SAVE, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      const named = res.body.fieldErrors.find((f: { field: string }) => f.field === field);
      expect(named?.message ?? res.body.message, field).toMatch(message);
    }
    // None of them was stored.
    expect(await resumeAnswers(h, who, { setId: paper.setId, examId: paper.exam.examId })).toEqual(
      [],
    );
  });

  it('a clear (action 0) removes a multiple or numerical answer', async () => {
    const attempt = await start(h, who, paper.setId);
    await post(h, who, SAVE, answer(attempt, 5, 1, { numericAnswer: '2.6' }));
    const cleared = await post(
      h,
      who,
      SAVE,
      answer(attempt, 5, 2, { action: 0, answered: 0, unanswered: 1, numericAnswer: '' }),
    );
    expect(cleared.status).toBe(200);
    await submit(h, who, paper.setId, attempt);
    const result = await post(h, who, RESULT, { setId: paper.setId, attemptNo: 1 });
    expect(result.body.response.questions[4]).toMatchObject({
      outcome: 'Skipped',
      numericAnswer: '',
      marks: 0,
    });
  });

  describe('quiz and practice', () => {
    let quiz: TPaper;
    beforeAll(async () => {
      quiz = await fetchPaper(h, await registerAndLogin(h), await setIdOf(h, 'types-quiz'));
    });

    it('a quiz paper carries the key of every type', () => {
      const [m1, n1] = quiz.questions;
      expect(m1).toMatchObject({
        questionType: 'multiple',
        markingRule: 'jee-partial',
        answerIds: optionIds(m1 as TPaperQuestion, [1, 2]),
        marks: 4,
        negativeMark: 1,
      });
      expect(n1).toMatchObject({
        questionType: 'numerical',
        numericRange: { min: -3.75, max: -3.75 },
        negativeMark: 0,
      });
    });

    it('saves and scores multiple and numerical answers, partial marks shown apart', async () => {
      const [m1, n1, s1] = quiz.questions as [TPaperQuestion, TPaperQuestion, TPaperQuestion];
      const { attemptNo } = (await post(h, who, QUIZ_START, { setId: quiz.setId })).body.response;
      const save = (body: Record<string, unknown>) =>
        post(h, who, QUIZ_SAVE, { setId: quiz.setId, attemptNo, ...body });

      const multiple = await save({ questionId: m1.questionId, answerIds: optionIds(m1, [2]) });
      expect(multiple.status).toBe(200);
      expect(multiple.body.response).toEqual({
        questionId: m1.questionId,
        answerId: 0,
        answerIds: optionIds(m1, [2]),
        numericAnswer: '',
        saved: true,
      });
      expect((await save({ questionId: n1.questionId, numericAnswer: '-3.750' })).status).toBe(200);
      expect(
        (await save({ questionId: s1.questionId, answerId: optionIds(s1, [1])[0] })).status,
      ).toBe(200);

      // Wrong shapes: named fields, nothing stored.
      const bad = await save({ questionId: m1.questionId, answerId: optionIds(m1, [1])[0] });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0].field).toBe('body.answerId');
      const letters = await save({ questionId: n1.questionId, numericAnswer: 'abc' });
      expect(letters.status).toBe(400);
      expect(letters.body.fieldErrors[0].field).toBe('body.numericAnswer');
      const none = await save({ questionId: n1.questionId });
      expect(none.status).toBe(400);
      expect(none.body.fieldErrors[0].field).toBe('body.answerId');

      const finished = await post(h, who, QUIZ_FINISH, { setId: quiz.setId, attemptNo });
      expect(finished.status).toBe(200);
      // Points: one per exactly right answer (n1). Marks: m1 partial +1, n1 +4, s1 wrong −1.
      const result = finished.body.response as TQuizResult;
      expect(result).toMatchObject({
        score: 1,
        correct: 1,
        incorrect: 1,
        partial: 1,
        skipped: 0,
        marks: 4,
        maxMarks: 12,
      });
      expect(result.answers.map((a) => [a.outcome, a.marks, a.correct])).toEqual([
        ['Partial', 1, false],
        ['Correct', 4, true],
        ['Incorrect', -1, false],
      ]);
      expect(result.answers[1]).toMatchObject({
        numericAnswer: '-3.750',
        numericRange: { min: -3.75, max: -3.75 },
      });
    });
  });
});
