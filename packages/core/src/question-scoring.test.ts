import { describe, expect, it } from 'vitest';
import {
  effectiveMarking,
  hasKey,
  isAnswered,
  parseNumericAnswer,
  scoreAnswer,
  type AnswerKey,
} from './question-scoring.ts';

// JEE Advanced style marking: +4 for a right answer, −2 for a wrong one.
const jee = { marks: 4, negativeMark: 2 };

describe('single choice and true/false', () => {
  const single: AnswerKey = { answerId: 11 };
  const trueFalse: AnswerKey = { questionType: 'true-false', answerId: 21 };

  it('the correct option earns the marks; another loses the negative mark', () => {
    expect(scoreAnswer(single, jee, { answerId: 11 })).toEqual({ outcome: 'Correct', marks: 4 });
    expect(scoreAnswer(single, jee, { answerId: 12 })).toEqual({ outcome: 'Incorrect', marks: -2 });
    expect(scoreAnswer(trueFalse, jee, { answerId: 22 })).toEqual({
      outcome: 'Incorrect',
      marks: -2,
    });
  });

  it('no option, or a question without a key, is skipped and costs nothing', () => {
    expect(scoreAnswer(single, jee, { answerId: 0 })).toEqual({ outcome: 'Skipped', marks: 0 });
    expect(scoreAnswer(single, jee, undefined)).toEqual({ outcome: 'Skipped', marks: 0 });
    expect(scoreAnswer({ answerId: null }, jee, { answerId: 11 })).toEqual({
      outcome: 'Skipped',
      marks: 0,
    });
  });

  it('a wrong answer without negative marking scores 0, not −0', () => {
    expect(scoreAnswer(single, { marks: 2, negativeMark: 0 }, { answerId: 12 }).marks).toBe(0);
  });
});

describe('multiple correct', () => {
  // Correct options 1, 2 and 3 of four (1, 2, 3, 4).
  const allOrNothing: AnswerKey = { questionType: 'multiple', answerIds: [1, 2, 3] };
  const partial: AnswerKey = { ...allOrNothing, markingRule: 'jee-partial' };

  it('all-or-nothing: exactly the correct set earns the marks, in any order', () => {
    expect(scoreAnswer(allOrNothing, jee, { answerIds: [3, 1, 2] })).toEqual({
      outcome: 'Correct',
      marks: 4,
    });
  });

  it('all-or-nothing: a subset, or a superset, loses the negative mark', () => {
    expect(scoreAnswer(allOrNothing, jee, { answerIds: [1, 2] })).toEqual({
      outcome: 'Incorrect',
      marks: -2,
    });
    expect(scoreAnswer(allOrNothing, jee, { answerIds: [1, 2, 3, 4] })).toEqual({
      outcome: 'Incorrect',
      marks: -2,
    });
  });

  it('jee-partial: exactly right earns full marks', () => {
    expect(scoreAnswer(partial, jee, { answerIds: [1, 2, 3] })).toEqual({
      outcome: 'Correct',
      marks: 4,
    });
  });

  it('jee-partial: +1 per correct option chosen when no wrong one is', () => {
    // 2 of the 3 correct options, nothing wrong: +2 (not the full 4).
    expect(scoreAnswer(partial, jee, { answerIds: [1, 3] })).toEqual({
      outcome: 'Partial',
      marks: 2,
    });
    expect(scoreAnswer(partial, jee, { answerIds: [2] })).toEqual({ outcome: 'Partial', marks: 1 });
  });

  it('jee-partial: any wrong option loses the negative mark, however many right ones', () => {
    expect(scoreAnswer(partial, jee, { answerIds: [1, 2, 4] })).toEqual({
      outcome: 'Incorrect',
      marks: -2,
    });
    expect(scoreAnswer(partial, jee, { answerIds: [4] })).toEqual({
      outcome: 'Incorrect',
      marks: -2,
    });
  });

  it('jee-partial: partial marks never exceed the question’s marks', () => {
    // 2 marks, 4 correct options, 3 of them chosen: +3 is capped at the 2 marks, still Partial.
    const four: AnswerKey = {
      questionType: 'multiple',
      answerIds: [1, 2, 3, 4],
      markingRule: 'jee-partial',
    };
    expect(scoreAnswer(four, { marks: 2, negativeMark: 1 }, { answerIds: [1, 2, 3] })).toEqual({
      outcome: 'Partial',
      marks: 2,
    });
  });

  it('an empty choice is skipped; a repeated option counts once', () => {
    expect(scoreAnswer(partial, jee, { answerIds: [] })).toEqual({ outcome: 'Skipped', marks: 0 });
    expect(scoreAnswer(allOrNothing, jee, { answerIds: [1, 1, 2, 3] }).outcome).toBe('Correct');
  });

  it('reads only answerIds: a single answerId on a multiple question is no answer', () => {
    expect(isAnswered(allOrNothing, { answerId: 1 })).toBe(false);
    expect(scoreAnswer(allOrNothing, jee, { answerId: 1 }).outcome).toBe('Skipped');
  });
});

describe('numerical', () => {
  const exact: AnswerKey = { questionType: 'numerical', numericRange: { min: 9.8, max: 9.8 } };
  const range: AnswerKey = { questionType: 'numerical', numericRange: { min: 2.5, max: 2.7 } };
  const noNegative = { marks: 4, negativeMark: 0 };

  it('a value within [min, max] earns the marks, both edges included', () => {
    expect(scoreAnswer(range, noNegative, { numericAnswer: '2.5' }).outcome).toBe('Correct');
    expect(scoreAnswer(range, noNegative, { numericAnswer: '2.70' }).outcome).toBe('Correct');
    expect(scoreAnswer(range, noNegative, { numericAnswer: '2.6' }).marks).toBe(4);
    expect(scoreAnswer(exact, noNegative, { numericAnswer: '9.80' }).outcome).toBe('Correct');
  });

  it('just outside the range is wrong, and costs nothing by default (NTA)', () => {
    expect(scoreAnswer(range, noNegative, { numericAnswer: '2.4999' })).toEqual({
      outcome: 'Incorrect',
      marks: 0,
    });
    expect(scoreAnswer(range, noNegative, { numericAnswer: '2.71' })).toEqual({
      outcome: 'Incorrect',
      marks: 0,
    });
  });

  it('a wrong value loses the negative mark when the question sets one', () => {
    expect(scoreAnswer(exact, { marks: 4, negativeMark: 1 }, { numericAnswer: '-9.8' })).toEqual({
      outcome: 'Incorrect',
      marks: -1,
    });
  });

  it('an empty or blank answer is skipped', () => {
    expect(scoreAnswer(range, jee, { numericAnswer: '' }).outcome).toBe('Skipped');
    expect(scoreAnswer(range, jee, { numericAnswer: '   ' }).outcome).toBe('Skipped');
    expect(scoreAnswer(range, jee, {}).outcome).toBe('Skipped');
  });

  it('parses decimals as typed, and nothing else', () => {
    expect(parseNumericAnswer('-3.75')).toBe(-3.75);
    expect(parseNumericAnswer('+2.')).toBe(2);
    expect(parseNumericAnswer('.5')).toBe(0.5);
    expect(parseNumericAnswer(' 7 ')).toBe(7);
    for (const bad of ['', '1e3', '1,5', '--1', '1.2.3', 'Infinity', 'NaN', '0x10'])
      expect(parseNumericAnswer(bad)).toBeNull();
  });
});

describe('effective marks', () => {
  it('the question’s own marks and negative mark win over the group and the set', () => {
    expect(
      effectiveMarking({ marks: 4, negativeMark: 2, inheritedNegativeMark: 1 }, 1, true),
    ).toEqual(jee);
  });

  it('the inherited section’s or set’s amount wins over the quarter, typed answers included', () => {
    expect(effectiveMarking({ inheritedNegativeMark: 1 }, 4, true)).toEqual({
      marks: 4,
      negativeMark: 1,
    });
    expect(
      effectiveMarking({ questionType: 'numerical', inheritedNegativeMark: 0.5 }, 4, true),
    ).toEqual({ marks: 4, negativeMark: 0.5 });
  });

  it('with the set’s negative marking off, nothing is lost, the question’s own amount included', () => {
    expect(
      effectiveMarking({ marks: 4, negativeMark: 2, inheritedNegativeMark: 1 }, 1, false),
    ).toEqual({ marks: 4, negativeMark: 0 });
  });

  it('otherwise the group’s share, and SPEC’s quarter when the set has negative marking', () => {
    expect(effectiveMarking({}, 2, true)).toEqual({ marks: 2, negativeMark: 0.5 });
    expect(effectiveMarking({ questionType: 'multiple', marks: 4 }, 2, true)).toEqual({
      marks: 4,
      negativeMark: 1,
    });
    expect(effectiveMarking({}, 2, false)).toEqual({ marks: 2, negativeMark: 0 });
  });

  it('a numerical question has no negative mark unless it sets one', () => {
    expect(effectiveMarking({ questionType: 'numerical' }, 4, true)).toEqual({
      marks: 4,
      negativeMark: 0,
    });
    expect(effectiveMarking({ questionType: 'numerical', negativeMark: 1 }, 4, true)).toEqual({
      marks: 4,
      negativeMark: 1,
    });
  });

  it('a question has a key only when its type’s key is present', () => {
    expect(hasKey({ questionType: 'multiple', answerIds: [] })).toBe(false);
    expect(hasKey({ questionType: 'numerical', numericRange: null })).toBe(false);
    expect(hasKey({ questionType: 'numerical', numericRange: { min: 0, max: 0 } })).toBe(true);
  });
});
