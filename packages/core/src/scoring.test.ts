import { describe, expect, it } from 'vitest';
import { formatClock } from './format.ts';
import {
  accuracyPercent,
  computeResult,
  markPerQuestion,
  rankFromCounts,
  rankOf,
  timePerQuestion,
  type ScoredQuestion,
} from './scoring.ts';

const group = { totalMarks: 8, totalQuestion: 4 }; // 2 marks a question
const q = (questionId: number, sectionId: number, answerId: number | null): ScoredQuestion => ({
  questionId,
  questionNo: questionId,
  sectionId,
  answerId,
  group,
});

describe('scoring (SPEC §9)', () => {
  it('marks per question = group total marks / total questions, 1 when unknown', () => {
    expect(markPerQuestion(group)).toBe(2);
    expect(markPerQuestion(null)).toBe(1);
    expect(markPerQuestion({ totalMarks: 0, totalQuestion: 0 })).toBe(1);
  });

  it('accuracy is correct / answered-with-key, rounded', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(0, 0)).toBe(0);
  });

  // Worked by hand: 4 questions × 2 marks, negative marking on.
  // q1 correct (+2), q2 wrong (−0.5), q3 skipped (0), q4 answered but has no key → Skipped (0).
  // Score 1.5 of 8 = 18.75 %. Accuracy 1 / 2 = 50 %. Pass mark 30 % of 8 = 2.4 → not passed.
  const input = {
    questions: [q(1, 10, 101), q(2, 10, 201), q(3, 20, 301), q(4, 20, null)],
    sections: [
      { sectionId: 10, sectionName: 'Reasoning' },
      { sectionId: 20, sectionName: 'Maths' },
    ],
    responses: [
      { questionId: 1, answerId: 101, action: 1 as const, timeLeftMs: 590_000 },
      { questionId: 2, answerId: 202, action: 3 as const, timeLeftMs: 560_000 },
      { questionId: 3, answerId: 0, action: 0 as const, timeLeftMs: 550_000 },
      { questionId: 4, answerId: 401, action: 1 as const, timeLeftMs: 500_000 },
    ],
    negativeMarks: true,
    examTotalMarks: 8,
    durationMs: 600_000,
    timeLeftMs: 480_000,
  };

  it('scores correct, incorrect (−0.25 of the mark) and skipped, including a question without key', () => {
    const result = computeResult(input);
    expect(result.questions.map((x) => [x.outcome, x.marks])).toEqual([
      ['Correct', 2],
      ['Incorrect', -0.5],
      ['Skipped', 0],
      ['Skipped', 0],
    ]);
    expect(result).toMatchObject({
      score: 1.5,
      maxScore: 8,
      percentage: 18.75,
      correct: 1,
      incorrect: 1,
      skipped: 2,
    });
    expect(result).toMatchObject({
      accuracy: 50,
      passMark: 2.4,
      passed: false,
      totalTimeSec: 120,
      attempted: 3,
    });
  });

  it('summarises each section', () => {
    const [reasoning, maths] = computeResult(input).sections;
    expect(reasoning).toEqual({
      id: 10,
      name: 'Reasoning',
      attempted: 2,
      correct: 1,
      incorrect: 1,
      skipped: 0,
      partial: 0,
      score: 1.5,
      maxScore: 4,
      accuracy: 50,
    });
    expect(maths).toMatchObject({
      attempted: 1,
      correct: 0,
      incorrect: 0,
      skipped: 2,
      score: 0,
      maxScore: 4,
      accuracy: 0,
    });
  });

  it('loses nothing for a wrong answer without negative marking', () => {
    expect(computeResult({ ...input, negativeMarks: false }).score).toBe(2);
  });

  it('a marked-for-review question without answer (action 2) is skipped', () => {
    const result = computeResult({
      ...input,
      responses: [{ questionId: 1, answerId: 101, action: 2, timeLeftMs: 599_000 }],
    });
    expect(result.questions[0]?.outcome).toBe('Skipped');
  });

  it('the pass mark is 30% of the exam total, 200 by default', () => {
    expect(computeResult({ ...input, examTotalMarks: null }).passMark).toBe(60);
    expect(computeResult({ ...input, negativeMarks: false, examTotalMarks: 6 }).passed).toBe(true);
  });

  it('time per question is the drop in time left since the previous save', () => {
    const spent = timePerQuestion(input.responses, input.durationMs);
    expect(Object.fromEntries(spent)).toEqual({ 1: 10, 2: 30, 3: 10, 4: 50 });
  });

  it('ranks with ties sharing a rank, and a percentile of candidates at or below', () => {
    const scores = [10, 8, 8, 5];
    expect(rankOf(10, scores)).toEqual({ rank: 1, total: 4, percentile: 100 });
    expect(rankOf(8, scores)).toEqual({ rank: 2, total: 4, percentile: 75 });
    expect(rankOf(5, scores)).toEqual({ rank: 4, total: 4, percentile: 25 });
  });
});

describe('scoring: more hand-worked cases', () => {
  it('a question whose group has unknown marks counts 1 mark, and loses 0.25 when wrong', () => {
    const result = computeResult({
      questions: [
        { questionId: 1, questionNo: 1, sectionId: 1, answerId: 11, group: null },
        { questionId: 2, questionNo: 2, sectionId: 1, answerId: 21, group: null },
        { questionId: 3, questionNo: 3, sectionId: 1, answerId: 31, group: null },
      ],
      sections: [{ sectionId: 1, sectionName: 'All' }],
      responses: [
        { questionId: 1, answerId: 11, action: 1, timeLeftMs: 50_000 },
        { questionId: 2, answerId: 22, action: 1, timeLeftMs: 40_000 },
        { questionId: 3, answerId: 32, action: 1, timeLeftMs: 30_000 },
      ],
      negativeMarks: true,
      examTotalMarks: 3,
      durationMs: 60_000,
      timeLeftMs: 30_000,
    });
    // 1 − 0.25 − 0.25 = 0.5 of 3; accuracy 1 / 3 = 33.33… → 33 %; 30 s over 3 answered = 10 s.
    expect(result).toMatchObject({
      score: 0.5,
      maxScore: 3,
      percentage: 16.67,
      accuracy: 33,
      passMark: 0.9,
      passed: false,
      averageTimePerQuestionSec: 10,
    });
  });

  it('rounds accuracy half up: 2 of 3 is 67 %, 5 of 8 is 63 %', () => {
    expect(accuracyPercent(5, 8)).toBe(63);
    expect(accuracyPercent(1, 8)).toBe(13);
  });

  it('ranks from counts as a database gives them', () => {
    expect(rankFromCounts(0, 0)).toEqual({ rank: 1, total: 1, percentile: 100 });
    expect(rankFromCounts(3, 9_999)).toEqual({ rank: 4, total: 10_000, percentile: 99.97 });
    expect(rankFromCounts(2, 2)).toEqual({ rank: 3, total: 3, percentile: 33.33 });
  });
});

describe('scoring the other question types (worked by hand)', () => {
  // One section, negative marking on, group share 4 marks a question.
  // q1 single, key 11, answered 11 → +4 (Correct).
  // q2 multiple all-or-nothing, key {21, 22}, answered {21} → −1 (a quarter of 4; Incorrect).
  // q3 multiple jee-partial, key {31, 32, 33}, answered {31, 33} → +2 (Partial).
  // q4 numerical [2.5, 2.7], answered "2.65" → +4 (Correct).
  // q5 numerical exact −3.75, answered "-3.7" → 0 (no negative mark for numerical; Incorrect).
  // q6 numerical with its own negative mark 1 and marks 2, answered "10" against [0, 1] → −1.
  // q7 multiple, answered with an empty list and action 1 → Skipped.
  // Score 4 − 1 + 2 + 4 + 0 − 1 = 8 of 4 × 6 + 2 = 26. Correct 2, incorrect 3, partial 1, skipped 1.
  // Attempted 6. Accuracy 2 / (2 + 3 + 1) = 33 %.
  const group = { totalMarks: 28, totalQuestion: 7 };
  const base = { sectionId: 1, group, answerId: null };
  const result = computeResult({
    questions: [
      { ...base, questionId: 1, questionNo: 1, answerId: 11 },
      { ...base, questionId: 2, questionNo: 2, questionType: 'multiple', answerIds: [21, 22] },
      {
        ...base,
        questionId: 3,
        questionNo: 3,
        questionType: 'multiple',
        answerIds: [31, 32, 33],
        markingRule: 'jee-partial',
      },
      {
        ...base,
        questionId: 4,
        questionNo: 4,
        questionType: 'numerical',
        numericRange: { min: 2.5, max: 2.7 },
      },
      {
        ...base,
        questionId: 5,
        questionNo: 5,
        questionType: 'numerical',
        numericRange: { min: -3.75, max: -3.75 },
      },
      {
        ...base,
        questionId: 6,
        questionNo: 6,
        questionType: 'numerical',
        numericRange: { min: 0, max: 1 },
        marks: 2,
        negativeMark: 1,
      },
      { ...base, questionId: 7, questionNo: 7, questionType: 'multiple', answerIds: [71] },
    ],
    sections: [{ sectionId: 1, sectionName: 'Physics' }],
    responses: [
      { questionId: 1, answerId: 11, action: 1, timeLeftMs: 70_000 },
      { questionId: 2, answerId: 0, answerIds: [21], action: 1, timeLeftMs: 60_000 },
      { questionId: 3, answerId: 0, answerIds: [33, 31], action: 3, timeLeftMs: 50_000 },
      { questionId: 4, answerId: 0, numericAnswer: '2.65', action: 1, timeLeftMs: 40_000 },
      { questionId: 5, answerId: 0, numericAnswer: '-3.7', action: 1, timeLeftMs: 30_000 },
      { questionId: 6, answerId: 0, numericAnswer: '10', action: 1, timeLeftMs: 20_000 },
      { questionId: 7, answerId: 0, answerIds: [], action: 1, timeLeftMs: 10_000 },
    ],
    negativeMarks: true,
    examTotalMarks: 26,
    durationMs: 80_000,
    timeLeftMs: 10_000,
  });

  it('earns full, partial, negative and no marks by type', () => {
    expect(result.questions.map((x) => [x.outcome, x.marks, x.maxMarks])).toEqual([
      ['Correct', 4, 4],
      ['Incorrect', -1, 4],
      ['Partial', 2, 4],
      ['Correct', 4, 4],
      ['Incorrect', 0, 4],
      ['Incorrect', -1, 2],
      ['Skipped', 0, 4],
    ]);
  });

  it('counts a partial answer as attempted, neither correct nor incorrect', () => {
    expect(result).toMatchObject({
      score: 8,
      maxScore: 26,
      correct: 2,
      incorrect: 3,
      partial: 1,
      skipped: 1,
      attempted: 6,
      accuracy: 33,
    });
  });

  it('keeps what the student gave and the key of each type', () => {
    expect(result.questions[2]).toMatchObject({
      questionType: 'multiple',
      answerIds: [33, 31],
      correctAnswerIds: [31, 32, 33],
    });
    expect(result.questions[4]).toMatchObject({
      questionType: 'numerical',
      numericAnswer: '-3.7',
      numericRange: { min: -3.75, max: -3.75 },
      answerId: 0,
    });
    expect(result.questions[6]).toMatchObject({ answerIds: [], outcome: 'Skipped' });
  });
});

describe('formatting', () => {
  it('shows the countdown as mm:ss', () => {
    expect(formatClock(61_000)).toBe('01:01');
    expect(formatClock(500)).toBe('00:01');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(3_600_000)).toBe('1:00:00');
  });
});
