import { describe, expect, it, vi } from 'vitest';
import { scorecardDocument } from './text.ts';
import { drawKeyCorrections } from './key-corrections.ts';

const corrections = [
  { questionNo: 7, kind: 'key' as const, at: '2026-11-24T06:30:00.000Z', reason: 'Misprint' },
  { questionNo: 2, kind: 'drop' as const, at: '2026-11-24T06:30:00.000Z', reason: 'दो सही' },
];

describe('scorecard key corrections', () => {
  it('writes nothing without corrections', () => {
    const doc = scorecardDocument();
    const newPage = vi.fn(() => 48);
    expect(
      drawKeyCorrections(doc, [], 'en', { left: 48, width: 500, y: 300, bottom: 760, newPage }),
    ).toBe(300);
  });

  it('lists each correction below the sections, and moves to a new page near the bottom', () => {
    const doc = scorecardDocument();
    const newPage = vi.fn(() => 48);
    const frame = { left: 48, width: 500, bottom: 760, newPage };
    const end = drawKeyCorrections(doc, corrections, 'hi', { ...frame, y: 300 });
    expect(end).toBeGreaterThan(300 + 22 + 2 * 14);
    expect(newPage).not.toHaveBeenCalled();
    const after = drawKeyCorrections(doc, corrections, 'en', { ...frame, y: 740 });
    expect(newPage).toHaveBeenCalled();
    expect(after).toBeLessThan(300);
  });
});
