import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf.ts';

describe('scorecard text', () => {
  it('splits mixed text into Devanagari and other runs, spaces staying in their run', () => {
    expect(scriptRuns('रैंक: 2 में से 5')).toEqual([
      { deva: true, text: 'रैंक' },
      { deva: false, text: ': 2 ' },
      { deva: true, text: 'में से ' },
      { deva: false, text: '5' },
    ]);
  });
});
