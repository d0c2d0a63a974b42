import { describe, expect, it } from 'vitest';
import { cutoffOf, defaultCutoff, outcomeWords, qualifies } from './cutoff.ts';

describe('the cut-off of a set', () => {
  it("is the set's own marks when it has them, whatever the total", () => {
    expect(cutoffOf(45, 200)).toBe(45);
    expect(cutoffOf(0, 200)).toBe(0);
  });

  it('defaults to 30 % of the total marks, to two decimals', () => {
    expect(cutoffOf(null, 200)).toBe(60);
    expect(cutoffOf(undefined, 25)).toBe(7.5);
    expect(defaultCutoff(33)).toBe(9.9);
  });

  it('qualifies a score at or above it, and words the outcome alike in both languages', () => {
    expect(qualifies(60, 60)).toBe(true);
    expect(qualifies(59.99, 60)).toBe(false);
    expect(outcomeWords(true)).toBe('Qualified');
    expect(outcomeWords(false)).toBe('Below cut-off');
    expect(outcomeWords(false, 'hi')).toBe('कट-ऑफ़ से कम');
  });
});
