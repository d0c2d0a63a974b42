import { describe, expect, it } from 'vitest';
import {
  chosenNegativeMark,
  inheritedNegativeMark,
  negativeMarkOf,
  summariseNegativeMarking,
} from './negative-marking.ts';

const option = { marks: 4, typed: false };
const typed = { marks: 4, typed: true };

describe('the amount a wrong answer loses', () => {
  it('the question’s own amount wins over its section’s and its set’s', () => {
    expect(negativeMarkOf({ on: true, question: 2, section: 0.5, set: 1 }, option)).toBe(2);
    expect(negativeMarkOf({ on: true, question: 0, section: 0.5, set: 1 }, option)).toBe(0);
  });

  it('else the section’s, else the set’s', () => {
    expect(negativeMarkOf({ on: true, section: 0.5, set: 1 }, option)).toBe(0.5);
    expect(negativeMarkOf({ on: true, section: null, set: 1 }, option)).toBe(1);
  });

  it('with nothing chosen, SPEC’s quarter of the marks, and nothing for typed answers', () => {
    expect(negativeMarkOf({ on: true }, option)).toBe(1);
    expect(negativeMarkOf({ on: true }, { marks: 1.3, typed: false })).toBe(0.33);
    expect(negativeMarkOf({ on: true }, typed)).toBe(0);
  });

  it('a chosen amount applies to typed answers too', () => {
    expect(negativeMarkOf({ on: true, set: 1 }, typed)).toBe(1);
    expect(negativeMarkOf({ on: true, section: 0.5 }, typed)).toBe(0.5);
  });

  it('off, nobody loses anything, whatever amounts are stored', () => {
    expect(negativeMarkOf({ on: false, question: 2, section: 0.5, set: 1 }, option)).toBe(0);
    expect(chosenNegativeMark({ on: false, set: 1 })).toBe(0);
  });

  it('names what a question inherits, null when nothing is chosen', () => {
    expect(inheritedNegativeMark(0.5, 1)).toBe(0.5);
    expect(inheritedNegativeMark(null, 1)).toBe(1);
    expect(inheritedNegativeMark(undefined, null)).toBeNull();
    expect(chosenNegativeMark({ on: true })).toBeNull();
  });
});

describe('the marking scheme told to the student', () => {
  const sections = (...amounts: (number | null)[]) =>
    amounts.map((amount, i) => ({ sectionId: i + 1, amount }));

  it('none when off or when every amount is 0', () => {
    expect(summariseNegativeMarking(false, 1, sections(null))).toEqual({ kind: 'none' });
    expect(summariseNegativeMarking(true, 0, sections(null, 0))).toEqual({ kind: 'none' });
  });

  it('one amount when every section loses the same, null for SPEC’s quarter', () => {
    expect(summariseNegativeMarking(true, 1, sections(null, 1))).toEqual({
      kind: 'same',
      amount: 1,
    });
    expect(summariseNegativeMarking(true, null, sections(null, null))).toEqual({
      kind: 'same',
      amount: null,
    });
    expect(summariseNegativeMarking(true, 1, [])).toEqual({ kind: 'same', amount: 1 });
  });

  it('each section’s amount when they differ', () => {
    expect(summariseNegativeMarking(true, 1, sections(null, 0.5, 0))).toEqual({
      kind: 'by-section',
      sections: [
        { sectionId: 1, amount: 1 },
        { sectionId: 2, amount: 0.5 },
        { sectionId: 3, amount: 0 },
      ],
    });
  });
});
