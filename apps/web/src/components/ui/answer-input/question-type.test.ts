import { ANSWER_FIELD as CONTRACT_ANSWER_FIELD } from '@exam/contracts/attempts/entities';
import { describe, expect, it } from 'vitest';
import { acceptedLabel, ANSWER_FIELD, formatMarks, typeOf } from './question-type';

describe('question types in the browser', () => {
  it('put each answer in the field the contracts name', () => {
    expect(ANSWER_FIELD).toBe(CONTRACT_ANSWER_FIELD);
  });

  it('read a question without a type as a single choice', () => {
    expect(typeOf({})).toBe('single');
    expect(typeOf({ questionType: 'numerical' })).toBe('numerical');
  });

  it('write marks with at most two decimals and a key as a value or a range', () => {
    expect(formatMarks(200 / 150)).toBe('1.33');
    expect(formatMarks(4)).toBe('4');
    expect(acceptedLabel({ min: 2.5, max: 2.5 })).toEqual({
      key: 'answer.acceptedValue',
      values: { value: '2.5' },
    });
    expect(acceptedLabel({ min: 1.42, max: 1.44 })).toEqual({
      key: 'answer.acceptedRange',
      values: { min: '1.42', max: '1.44' },
    });
  });
});
