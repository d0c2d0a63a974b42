import { describe, expect, it } from 'vitest';
import { questionGaps } from './question-gaps.ts';
import {
  effectiveMarking,
  hasKey,
  isAnswered,
  matchesShortAnswer,
  normaliseShortAnswer,
  scoreAnswer,
  type AnswerKey,
} from './question-scoring.ts';
import { questionStatistics } from './question-statistics.ts';
import { computeResult } from './scoring.ts';

const jee = { marks: 4, negativeMark: 1 };
const capital: AnswerKey = {
  questionType: 'short-answer',
  textKey: { accepted: ['New Delhi', 'Delhi'], caseSensitive: false },
};
const symbol: AnswerKey = {
  questionType: 'short-answer',
  textKey: { accepted: ['NaCl'], caseSensitive: true },
};

describe('short answer', () => {
  it('any accepted answer earns the marks, whatever its case, spaces around or between', () => {
    for (const typed of ['New Delhi', 'new delhi', '  NEW   delhi ', 'Delhi', 'new\tdelhi'])
      expect(scoreAnswer(capital, jee, { textAnswer: typed })).toEqual({
        outcome: 'Correct',
        marks: 4,
      });
  });

  it('another text loses the negative mark; a word inside is not the answer', () => {
    expect(scoreAnswer(capital, jee, { textAnswer: 'Mumbai' })).toEqual({
      outcome: 'Incorrect',
      marks: -1,
    });
    expect(scoreAnswer(capital, jee, { textAnswer: 'New' }).outcome).toBe('Incorrect');
    expect(scoreAnswer(capital, jee, { textAnswer: 'New Delhi city' }).outcome).toBe('Incorrect');
  });

  it('a case-sensitive key accepts only the case written', () => {
    expect(scoreAnswer(symbol, jee, { textAnswer: ' NaCl ' }).outcome).toBe('Correct');
    expect(scoreAnswer(symbol, jee, { textAnswer: 'nacl' }).outcome).toBe('Incorrect');
    expect(scoreAnswer(symbol, jee, { textAnswer: 'NACL' }).outcome).toBe('Incorrect');
  });

  it('blank text is not an answer: skipped, costs nothing', () => {
    expect(isAnswered(capital, { textAnswer: '   ' })).toBe(false);
    expect(scoreAnswer(capital, jee, { textAnswer: '' })).toEqual({ outcome: 'Skipped', marks: 0 });
    expect(scoreAnswer(capital, jee, { answerId: 3 })).toEqual({ outcome: 'Skipped', marks: 0 });
  });

  it('a key without a non-blank accepted answer is no key', () => {
    expect(hasKey({ questionType: 'short-answer', textKey: null })).toBe(false);
    expect(
      hasKey({ questionType: 'short-answer', textKey: { accepted: [' '], caseSensitive: false } }),
    ).toBe(false);
    expect(hasKey(capital)).toBe(true);
  });

  it('normalises Unicode, so a composed and a decomposed letter are one answer', () => {
    const key = { accepted: ['café'], caseSensitive: false };
    expect(matchesShortAnswer(key, 'cafe\u0301')).toBe(true);
    expect(normaliseShortAnswer('  नई   दिल्ली ', false)).toBe('नई दिल्ली');
  });

  it('has no negative mark unless the question sets one, like a numerical question', () => {
    expect(effectiveMarking({ questionType: 'short-answer' }, 4, true)).toEqual({
      marks: 4,
      negativeMark: 0,
    });
  });

  it("a result carries the candidate's text and the key", () => {
    const result = computeResult({
      questions: [
        {
          questionId: 1,
          questionNo: 1,
          sectionId: 1,
          answerId: null,
          group: { totalMarks: 2, totalQuestion: 1 },
          ...capital,
        },
      ],
      sections: [{ sectionId: 1, sectionName: 'GK' }],
      responses: [
        { questionId: 1, answerId: 0, textAnswer: ' new delhi ', action: 1, timeLeftMs: 50_000 },
      ],
      negativeMarks: true,
      examTotalMarks: 2,
      durationMs: 60_000,
      timeLeftMs: 40_000,
    });
    expect(result.score).toBe(2);
    expect(result.questions[0]).toMatchObject({
      outcome: 'Correct',
      textAnswer: 'new delhi',
      textKey: capital.textKey,
    });
  });

  it('a set cannot be published with a short-answer question without an accepted answer', () => {
    const gaps = questionGaps(
      [
        {
          questionNo: 3,
          bankQuestionId: null,
          type: 'short-answer',
          options: [],
          shortAnswer: { accepted: [] },
        },
      ],
      false,
    );
    expect(gaps.map((g) => g.what)).toEqual(['accepted-answers']);
  });
});

describe('short-answer statistics', () => {
  it('lists the commonest texts typed, folded as the key compares them, with whether accepted', () => {
    const [stats] = questionStatistics(
      [{ questionId: 1, questionNo: 1, optionIds: [], ...capital }],
      [
        { questionId: 1, band: 'top', count: 2, textAnswer: 'Delhi' },
        { questionId: 1, band: 'middle', count: 1, textAnswer: ' delhi' },
        { questionId: 1, band: 'bottom', count: 2, textAnswer: 'Mumbai' },
        { questionId: 1, band: 'bottom', count: 1, textAnswer: '' },
      ],
      6,
    );
    expect(stats?.answered).toBe(5);
    expect(stats?.correct).toBe(3);
    expect(stats?.typedAnswers).toEqual([
      { text: 'delhi', share: 0.5, accepted: true },
      { text: 'mumbai', share: 0.3333, accepted: false },
    ]);
  });
});
