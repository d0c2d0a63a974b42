import { describe, expect, it } from 'vitest';
import { questionGaps, type GapQuestion } from './question-gaps.ts';

const single = (questionNo: number, overrides: Partial<GapQuestion> = {}): GapQuestion => ({
  questionNo,
  bankQuestionId: 100 + questionNo,
  type: 'single',
  textHi: '<p>प्रश्न</p>',
  options: [
    { textHi: 'क', correct: true },
    { textHi: 'ख', correct: false },
  ],
  ...overrides,
});

describe('questionGaps', () => {
  it('finds nothing missing in a complete bilingual set', () => {
    expect(questionGaps([single(1), single(2)], true)).toEqual([]);
  });

  it('names an empty set', () => {
    expect(questionGaps([], false)).toEqual([
      expect.objectContaining({ questionNo: 0, what: 'no-questions' }),
    ]);
  });

  it('names a question without a correct option, by number and bank id', () => {
    const q = single(3, {
      options: [
        { textHi: 'क', correct: false },
        { textHi: 'ख', correct: false },
      ],
    });
    expect(questionGaps([single(1), q], false)).toEqual([
      {
        questionNo: 3,
        bankQuestionId: 103,
        what: 'answer',
        message: 'Question 3 has no correct option.',
      },
    ]);
  });

  it('names a numerical question without its accepted range', () => {
    const q = single(1, { type: 'numerical', options: [], numeric: null });
    expect(questionGaps([q], false).map((g) => g.what)).toEqual(['numeric-range']);
    const ok = single(1, { type: 'numerical', options: [], numeric: { min: 2.5, max: 2.5 } });
    expect(questionGaps([ok], true)).toEqual([]);
  });

  it('asks for Hindi only when the set is bilingual, naming the options that lack it', () => {
    const q = single(2, {
      textHi: '<p> </p>',
      options: [
        { textHi: null, correct: true },
        { textHi: 'ख', correct: false },
        { textHi: '', correct: false },
      ],
    });
    expect(questionGaps([q], false)).toEqual([]);
    const gaps = questionGaps([q], true);
    expect(gaps.map((g) => g.what)).toEqual(['question-text-hi', 'option-text-hi']);
    expect(gaps[1]?.message).toBe('Question 2: options A, C have no Hindi text.');
  });

  it('counts a Hindi text that is only an image as present', () => {
    const q = single(1, { textHi: '<p><img src="/media/x" alt="चित्र"></p>' });
    expect(questionGaps([q], true)).toEqual([]);
  });

  it('lists every gap of every question, in paper order', () => {
    const a = single(1, { textHi: null, options: [{ textHi: 'क', correct: false }] });
    const b = single(2, { type: 'multiple', options: [] });
    expect(questionGaps([a, b], true).map((g) => [g.questionNo, g.what])).toEqual([
      [1, 'options'],
      [1, 'answer'],
      [1, 'question-text-hi'],
      [2, 'options'],
      [2, 'answer'],
    ]);
  });
});
