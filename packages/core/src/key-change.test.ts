import { describe, expect, it } from 'vitest';
import { keyText, provisionalKey, wasRecalculated } from './key-change.ts';

const options = [
  { optionId: 11, optionCap: 'A' },
  { optionId: 12, optionCap: 'B' },
  { optionId: 13, optionCap: 'C' },
];

describe('keyText', () => {
  it('names a single key by its letter', () => {
    expect(keyText({ answerOptionId: 12 }, options)).toBe('B');
  });
  it('lists the letters of a multiple-correct key in order', () => {
    expect(keyText({ answerOptionIds: [13, 11] }, options)).toBe('A, C');
  });
  it('writes a numerical range, or its one value', () => {
    expect(keyText({ numericMin: 2.5, numericMax: 3 }, [])).toBe('2.5–3');
    expect(keyText({ numericMin: 4, numericMax: 4 }, [])).toBe('4');
  });
  it('is empty without a key', () => {
    expect(keyText({ answerOptionId: null }, options)).toBe('');
  });
});

describe('provisionalKey', () => {
  it('is the key before the first correction', () => {
    expect(provisionalKey('C', [{ before: 'A' }, { before: 'B' }])).toBe('A');
  });
  it('is the key now when never corrected', () => {
    expect(provisionalKey('C', [])).toBe('C');
  });
});

describe('wasRecalculated', () => {
  it('tells only a candidate who submitted before the correction', () => {
    expect(wasRecalculated(1_000, 2_000)).toBe(true);
    expect(wasRecalculated(3_000, 2_000)).toBe(false);
  });
});
