import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps a formula whole when the cut would fall inside it', () => {
    const text = plainText('<p>Evaluate \\(\\int_0^1 x^2\\,dx\\) quickly</p>', 20);
    expect(text).toBe('Evaluate…');
  });

  it('keeps a leading formula whole even past the length', () => {
    expect(plainText('<p>\\(a + b + c + d\\) is the sum</p>', 8)).toBe('\\(a + b + c + d\\)…');
  });

  it('names images by their alternative text', () => {
    expect(plainText('<p>See <img src="/media/x" alt="a circuit"> here</p>')).toBe(
      'See [a circuit] here',
    );
  });
});
