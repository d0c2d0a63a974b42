import { describe, expect, it } from 'vitest';
import { repeatToFill } from './repeat-to-fill';

describe('repeatToFill', () => {
  it('repeats a short list whole until it reaches the minimum', () => {
    expect(repeatToFill([1, 2, 3], 8)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3]);
  });

  it('leaves a long enough list as it is', () => {
    expect(repeatToFill([1, 2, 3, 4, 5, 6, 7, 8], 8)).toHaveLength(8);
  });

  it('gives nothing for nothing', () => {
    expect(repeatToFill([], 8)).toEqual([]);
  });
});
