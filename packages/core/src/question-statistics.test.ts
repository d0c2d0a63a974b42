import { describe, expect, it } from 'vitest';
import { scoreAnswers } from './quiz.ts';
import { scoreAnswer } from './question-scoring.ts';
import { bandOf, questionStatistics, type AnswerTally } from './question-statistics.ts';

describe('bands of candidates by score', () => {
  it('puts the first and last third (rounded down) in the top and bottom groups', () => {
    expect([1, 2, 3, 4, 5, 6].map((p) => bandOf(p, 6))).toEqual([
      'top',
      'top',
      'middle',
      'middle',
      'bottom',
      'bottom',
    ]);
    expect([1, 2, 3, 4, 5, 6, 7].map((p) => bandOf(p, 7))).toEqual([
      'top',
      'top',
      'middle',
      'middle',
      'middle',
      'bottom',
      'bottom',
    ]);
    expect([1, 2].map((p) => bandOf(p, 2))).toEqual(['middle', 'middle']);
  });
});

// Six candidates worked by hand: groups of two (positions 1–2 top, 5–6 bottom).
const questions = [
  { questionId: 1, questionNo: 1, optionIds: [11, 12, 13], answerId: 11 },
  { questionId: 2, questionNo: 2, optionIds: [21, 22], answerId: 21 },
  {
    questionId: 3,
    questionNo: 3,
    optionIds: [31, 32, 33],
    questionType: 'multiple' as const,
    answerIds: [31, 32],
  },
  {
    questionId: 4,
    questionNo: 4,
    optionIds: [],
    questionType: 'numerical' as const,
    numericRange: { min: 1, max: 2 },
  },
];
const tallies: AnswerTally[] = [
  // q1: top 11 and 12, middle 11 twice, bottom 12 once and one blank.
  { questionId: 1, band: 'top', answerId: 11, count: 1 },
  { questionId: 1, band: 'top', answerId: 12, count: 1 },
  { questionId: 1, band: 'middle', answerId: 11, count: 2 },
  { questionId: 1, band: 'bottom', answerId: 12, count: 1 },
  // q2: the whole top group picks the distractor 22, the bottom group the key.
  { questionId: 2, band: 'top', answerId: 22, count: 2 },
  { questionId: 2, band: 'middle', answerId: 21, count: 1 },
  { questionId: 2, band: 'middle', answerId: 22, count: 1 },
  { questionId: 2, band: 'bottom', answerId: 21, count: 2 },
  // q3: top fully right, one middle partly right (not correct), one bottom wrong.
  { questionId: 3, band: 'top', answerIds: [32, 31], count: 2 },
  { questionId: 3, band: 'middle', answerIds: [31], count: 1 },
  { questionId: 3, band: 'bottom', answerIds: [33], count: 1 },
  // q4: one right number in the top group, two wrong in the bottom, one that is no number.
  { questionId: 4, band: 'top', numericAnswer: '1.5', count: 1 },
  { questionId: 4, band: 'middle', numericAnswer: 'abc', count: 1 },
  { questionId: 4, band: 'bottom', numericAnswer: '3', count: 2 },
];

describe('questionStatistics', () => {
  const [q1, q2, q3, q4] = questionStatistics(questions, tallies, 6);

  it('counts answered, facility over all candidates and discrimination of the thirds', () => {
    expect(q1).toMatchObject({ answered: 5, correct: 3, facility: 0.5, discrimination: 0.5 });
    expect(q1?.options).toEqual([
      { optionId: 11, isKey: true, share: 0.5, chosenByTop: 1 },
      { optionId: 12, isKey: false, share: 0.3333, chosenByTop: 1 },
      { optionId: 13, isKey: false, share: 0, chosenByTop: 0 },
    ]);
    expect(q1?.flags).toEqual({
      keyMayBeWrong: false,
      lowFacility: false,
      negativeDiscrimination: false,
    });
  });

  it('flags a key the top group disagrees with and a negative discrimination', () => {
    expect(q2).toMatchObject({ answered: 6, correct: 3, facility: 0.5, discrimination: -1 });
    expect(q2?.flags).toEqual({
      keyMayBeWrong: true,
      lowFacility: false,
      negativeDiscrimination: true,
    });
  });

  it('counts only fully right multiple-correct answers as correct, options shared per option', () => {
    expect(q3).toMatchObject({ answered: 4, correct: 2, facility: 0.3333, discrimination: 1 });
    expect(q3?.options.map((o) => o.share)).toEqual([0.5, 0.3333, 0.1667]);
    expect(q3?.flags.keyMayBeWrong).toBe(false);
  });

  it('gives numerical questions their share correct and flags a low facility', () => {
    expect(q4).toMatchObject({
      questionType: 'numerical',
      answered: 3,
      correct: 1,
      facility: 0.1667,
      discrimination: 0.5,
      options: [],
    });
    expect(q4?.flags.lowFacility).toBe(true);
  });

  it('judges a dropped question by its key, and has no figures without candidates', () => {
    const [dropped] = questionStatistics(
      questions.slice(1, 2).map((q) => ({ ...q, dropped: true })),
      tallies,
      6,
    );
    expect(dropped?.correct).toBe(3);
    const [empty] = questionStatistics(questions.slice(0, 1), [], 0);
    expect(empty).toMatchObject({ answered: 0, facility: null, discrimination: null });
  });
});

describe('a question drawn from a pool (decision 057)', () => {
  // Twelve candidates (groups of four); q1 was drawn for six of them: two of the top group, three
  // of the middle and one of the bottom. Both top ones answered right, the bottom one wrong, two
  // of the middle right.
  const drawn: AnswerTally[] = [
    { questionId: 1, band: 'top', answerId: 11, count: 2 },
    { questionId: 1, band: 'middle', answerId: 11, count: 2 },
    { questionId: 1, band: 'middle', answerId: 12, count: 1 },
    { questionId: 1, band: 'bottom', answerId: 13, count: 1 },
  ];
  const exposure = { all: 6, top: 2, bottom: 1 };

  it('divides by the candidates who had it, and its groups by their own sizes', () => {
    const [q1] = questionStatistics(questions.slice(0, 1), drawn, 12, (id) =>
      id === 1 ? exposure : undefined,
    );
    // facility 4 / 6; discrimination 2/2 − 0/1; option shares over the six.
    expect(q1).toMatchObject({ answered: 6, correct: 4, facility: 0.6667, discrimination: 1 });
    expect(q1?.options.map((o) => o.share)).toEqual([0.6667, 0.1667, 0.1667]);
  });

  it('over every candidate, it would have seemed answered by a third and half as discriminating', () => {
    const [q1] = questionStatistics(questions.slice(0, 1), drawn, 12);
    expect(q1).toMatchObject({ facility: 0.3333, discrimination: 0.5 });
  });

  it('has no discrimination when a group had none of it', () => {
    const [q1] = questionStatistics(questions.slice(0, 1), drawn.slice(0, 3), 12, () => ({
      all: 5,
      top: 2,
      bottom: 0,
    }));
    expect(q1).toMatchObject({ facility: 0.8, discrimination: null });
  });
});

describe('a dropped question (decision 020)', () => {
  it('gives full marks to every candidate, answered or not', () => {
    const key = { answerId: 1, dropped: true };
    const marking = { marks: 4, negativeMark: 1 };
    expect(scoreAnswer(key, marking, undefined)).toEqual({ outcome: 'Correct', marks: 4 });
    expect(scoreAnswer(key, marking, { answerId: 2 })).toEqual({ outcome: 'Correct', marks: 4 });
    expect(scoreAnswers([{ questionId: 7, ...key }], {})).toMatchObject({ score: 1, correct: 1 });
  });
});
