import { beforeAll, describe, expect, it } from 'vitest';
import type { TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import type { TImportFileInput } from '@exam/contracts/content/import-file';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import type { TQuizResult } from '@exam/contracts/quiz/entities';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  adminCall,
  QUESTIONS,
  staffLogin,
  twoInstituteFixture,
  type StaffSession,
} from '../admin/test-helpers.ts';
import { fetchPaper, question, record, setIdOf, start, submit } from '../../../test/attempts.ts';
import {
  QUIZ_FINISH,
  QUIZ_SAVE,
  QUIZ_START,
  RESULT,
  REVIEW,
  RESUME,
  SAVE,
} from '../../../test/student-paths.ts';
import { registerAndLogin, post, type LoggedIn } from '../../../test/students.ts';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';

const capital = { accepted: ['New Delhi', 'Delhi'], caseSensitive: false };
const symbol = { accepted: ['NaCl'], caseSensitive: true };

/** A mock test (4 marks each, negative marking on) of two short-answer questions and a single. */
function shortAnswerFixture(): TImportFileInput {
  const file = twoInstituteFixture();
  const short = (key: string, text: string, shortAnswer: typeof capital) => ({
    key,
    type: 'short-answer' as const,
    questionTextEn: `<p>${text}</p>`,
    questionTextHi: `<p>हिंदी: ${text}</p>`,
    shortAnswer,
  });
  file.exams?.[0]?.sets?.push(
    {
      key: 'short-mock',
      setName: 'Short answer mock',
      setTypeId: 3,
      totalTime: 60,
      negativeMarks: true,
      sections: [
        {
          key: 'gk',
          sectionName: 'GK',
          marksPerQuestion: 4,
          questions: [
            short('c1', 'The capital of India?', capital),
            short('c2', 'Common salt, as a formula?', symbol),
            {
              key: 'c3',
              questionTextEn: '<p>2 + 2?</p>',
              options: [
                { optionTextEn: '4', correct: true },
                { optionTextEn: '5', correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'short-quiz',
      setName: 'Short answer quiz',
      setTypeId: 1,
      totalTime: 10,
      negativeMarks: false,
      sections: [
        {
          key: 'all',
          sectionName: 'All',
          marksPerQuestion: 1,
          questions: [short('q1', 'The capital of India?', capital)],
        },
      ],
    },
  );
  return file;
}

describeEachDatabase('short-answer questions', (h) => {
  let teacher: StaffSession;
  let paper: TPaper;

  beforeAll(async () => {
    await h.importContent(shortAnswerFixture());
    teacher = await staffLogin(h, 'teacher');
    paper = await fetchPaper(h, await registerAndLogin(h), await setIdOf(h, 'short-mock'));
  });

  const typed = (who: LoggedIn, attempt: TAttempt, no: number, seq: number, text: string) =>
    record(paper, who, attempt, no, 0, seq, {
      action: 1,
      answered: 1,
      unanswered: 0,
      textAnswer: text,
    });

  describe('POST /v2/api/admin/questions', () => {
    it('stores the accepted answers and the case rule, and gives them back', async () => {
      const body = {
        type: 'short-answer',
        textEn: '<p>Chemical symbol of sodium?</p>',
        shortAnswer: { accepted: [' Na '], caseSensitive: true },
      };
      const res = await adminCall(h, 'POST', QUESTIONS, { as: teacher, body: { body } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const got = await adminCall(h, 'GET', `${QUESTIONS}/${res.body.response.id}`, {
        as: teacher,
      });
      expect(got.body.response.body).toMatchObject({
        type: 'short-answer',
        options: [],
        shortAnswer: { accepted: ['Na'], caseSensitive: true },
      });
    });

    it('refuses a short-answer question without an accepted answer, or with options, naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ type: 'short-answer', textEn: 'x', shortAnswer: { accepted: [] } }, 'accepted'],
        [{ type: 'short-answer', textEn: 'x', shortAnswer: { accepted: ['  '] } }, 'accepted.0'],
        [
          {
            type: 'short-answer',
            textEn: 'x',
            shortAnswer: { accepted: ['a'] },
            options: [{ textEn: 'a' }, { textEn: 'b' }],
          },
          'body.body.options',
        ],
        [
          {
            type: 'single',
            textEn: 'x',
            shortAnswer: { accepted: ['a'] },
            options: [{ textEn: 'a', correct: true }, { textEn: 'b' }],
          },
          'body.body.shortAnswer',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await adminCall(h, 'POST', QUESTIONS, { as: teacher, body: { body } });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fieldErrors?.[0]?.field).toContain(field);
      }
    });
  });

  it('a CBT paper says the type and never the accepted answers', () => {
    expect(question(paper, 1)).toMatchObject({ questionType: 'short-answer', options: [] });
    expect(question(paper, 1).negativeMark).toBe(0);
    for (const q of paper.questions) expect(q).not.toHaveProperty('textKey');
    expect(JSON.stringify(paper)).not.toMatch(/Delhi|NaCl|textKey|accepted/);
  });

  it('saves the typed text, resumes it, scores it by the case rule and shows it with the key after submission', async () => {
    const who = await registerAndLogin(h, { name: 'Asha Rao' });
    const attempt = await start(h, who, paper.setId);
    expect(JSON.stringify(attempt)).not.toMatch(/Delhi|NaCl/);
    for (const [no, seq, text] of [
      [1, 1, '  new   DELHI '],
      [2, 2, 'nacl'],
    ] as const) {
      const res = await post(h, who, SAVE, typed(who, attempt, no, seq, text));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    // The wrong field for the type, and a text on a single-choice question, are 400s.
    const numeric = await post(h, who, SAVE, {
      ...typed(who, attempt, 1, 3, ''),
      textAnswer: undefined,
      numericAnswer: '4',
    });
    expect(numeric.status).toBe(400);
    expect(numeric.body.fieldErrors?.[0]?.field ?? numeric.body.message).toContain('numericAnswer');
    const onChoice = await post(h, who, SAVE, typed(who, attempt, 3, 4, '4'));
    expect(onChoice.status).toBe(400);
    const tooLong = await post(h, who, SAVE, typed(who, attempt, 1, 5, 'x'.repeat(201)));
    expect(tooLong.status).toBe(400);

    const resumed = await post(h, who, RESUME, {
      orgId: 0,
      studentId: 0,
      examId: paper.exam.examId,
      setId: paper.setId,
      attemptNo: 1,
    });
    expect(resumed.status).toBe(200);
    expect(JSON.stringify(resumed.body)).not.toMatch(/"Delhi"|NaCl/);
    const saved = resumed.body.response.responses.find(
      (r: { questionNo: number }) => r.questionNo === 1,
    );
    expect(saved).toMatchObject({ textAnswer: 'new   DELHI', answerId: 0, action: 1 });

    await submit(h, who, paper.setId, attempt);

    // +4 (any case matches "New Delhi"), 0 ("nacl" is not "NaCl"; a typed answer loses nothing),
    // skipped; 4 of 12.
    const result = await post(h, who, RESULT, { setId: paper.setId, attemptNo: 1 });
    const report = result.body.response as TExamResult;
    expect(report).toMatchObject({ score: 4, maxScore: 12, correct: 1, incorrect: 1, skipped: 1 });
    expect(report.questions[0]).toMatchObject({
      questionType: 'short-answer',
      outcome: 'Correct',
      textAnswer: 'new   DELHI',
      textKey: capital,
    });

    const review = await post(h, who, REVIEW, { setId: paper.setId, attemptNo: 1 });
    expect(review.status).toBe(200);
    const reviewed = (review.body.response as TResultReview).questions;
    expect(reviewed[1]).toMatchObject({
      questionType: 'short-answer',
      textAnswer: 'nacl',
      textKey: symbol,
      outcome: 'Incorrect',
      marksEarned: 0,
    });
  });

  it("counts the set's typed answers in the question statistics, folded by the case rule", async () => {
    const stats = await adminCall(h, 'GET', `/v2/api/admin/sets/${paper.setId}/question-stats`, {
      as: await staffLogin(h, 'org-admin'),
    });
    expect(stats.status).toBe(200);
    const first = (stats.body.response as TSetQuestionStats).questions[0];
    expect(first).toMatchObject({
      questionType: 'short-answer',
      answered: 1,
      correct: 1,
      textKey: capital,
      typedAnswers: [{ text: 'new delhi', accepted: true }],
    });
  });

  it('a quiz takes a typed answer and scores it when finished', async () => {
    const who = await registerAndLogin(h, { name: 'Quiz Player' });
    const setId = await setIdOf(h, 'short-quiz');
    const started = await post(h, who, QUIZ_START, { setId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const quizPaper = await fetchPaper(h, who, setId);
    const q = question(quizPaper, 1);
    expect(q.textKey).toEqual(capital);
    const attemptNo = started.body.response.attemptNo;
    const saved = await post(h, who, QUIZ_SAVE, {
      setId,
      attemptNo,
      questionId: q.questionId,
      textAnswer: 'delhi',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response.textAnswer).toBe('delhi');
    const finished = await post(h, who, QUIZ_FINISH, { setId, attemptNo });
    expect(finished.status).toBe(200);
    const result = finished.body.response as TQuizResult;
    expect(result.answers[0]).toMatchObject({ textAnswer: 'delhi', correct: true });
  });
});
