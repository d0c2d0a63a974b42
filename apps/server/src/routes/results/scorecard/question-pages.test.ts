import { describe, expect, it } from 'vitest';
import type { TReviewQuestion } from '@exam/contracts/results/entities';
import { answerTexts } from './question-pages.ts';

const option = (optionId: number, optionNo: number) => ({
  optionId,
  optionNo,
  optionCap: 'ABCD'[optionNo - 1] ?? '?',
  optionTextEn: `Option ${optionNo}`,
  optionTextHi: null,
});
const base: TReviewQuestion = {
  questionId: 1,
  questionNo: 1,
  examId: 1,
  setId: 1,
  sectionId: 1,
  groupId: 1,
  questionTextEn: '<p>?</p>',
  questionTextHi: null,
  options: [option(11, 1), option(12, 2), option(13, 3), option(14, 4)],
  selectedAnswerId: 0,
  outcome: 'Skipped',
};

describe('the answers a scorecard prints', () => {
  it('single choice: the option letters', () => {
    expect(answerTexts({ ...base, answerId: 12, selectedAnswerId: 14 }, 'en')).toEqual({
      yours: 'D',
      correct: 'B',
    });
  });

  it('multiple correct: the letters in option order, whatever the order chosen', () => {
    const question = {
      ...base,
      questionType: 'multiple' as const,
      answerIds: [13, 11],
      selectedAnswerIds: [14, 11],
    };
    expect(answerTexts(question, 'en')).toEqual({ yours: 'A, D', correct: 'A, C' });
  });

  it('numerical: the number typed and the accepted range, or the exact value', () => {
    const question = {
      ...base,
      options: [],
      questionType: 'numerical' as const,
      numericAnswer: '2.8',
      numericRange: { min: 2.5, max: 2.7 },
    };
    expect(answerTexts(question, 'en')).toEqual({ yours: '2.8', correct: '2.5 to 2.7' });
    expect(answerTexts(question, 'hi').correct).toBe('2.5 से 2.7');
    expect(
      answerTexts({ ...question, numericAnswer: '', numericRange: { min: 5, max: 5 } }, 'hi'),
    ).toEqual({ yours: 'उत्तर नहीं दिया', correct: '5' });
  });
});
