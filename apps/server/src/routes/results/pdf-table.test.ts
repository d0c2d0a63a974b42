import { describe, expect, it } from 'vitest';
import { layoutSectionRows, measureText, scorecardDocument, wrapText } from './pdf.ts';

// Hand-workable measure: every character is 5pt wide.
const fiveEach = (text: string) => text.length * 5;
const frame = {
  startY: 400,
  nextPageY: 70,
  bottom: 760,
  nameWidth: 50,
  lineHeight: 14,
  minHeight: 20,
};

describe('scorecard section table', () => {
  it('wraps a name at spaces to the column width, and splits a word wider than the column', () => {
    expect(wrapText('General Intelligence and Reasoning', 50, fiveEach)).toEqual([
      'General', // 'General Intelligence' would be 100pt
      'Intelligen',
      'ce and', // the 12-letter word is split at 10 letters (50pt)
      'Reasoning',
    ]);
    expect(wrapText('Maths', 50, fiveEach)).toEqual(['Maths']);
    expect(wrapText('', 50, fiveEach)).toEqual(['']);
  });

  it('grows a row with its wrapped name so the next row starts below it', () => {
    const rows = layoutSectionRows(
      ['Maths', 'General Intelligence and Reasoning', 'GK'],
      frame,
      fiveEach,
    );
    // Maths: one line → the minimum 20pt. The long name: 4 lines × 14 + 6 = 62pt.
    expect(rows.map((r) => [r.y, r.height])).toEqual([
      [400, 20],
      [420, 62],
      [482, 20],
    ]);
    for (const [index, row] of rows.entries()) {
      const next = rows[index + 1];
      if (next) expect(next.y).toBeGreaterThanOrEqual(row.y + row.lines.length * frame.lineHeight);
    }
  });

  it('starts a new page for a row that would cross the bottom', () => {
    const rows = layoutSectionRows(
      ['A', 'B', 'a very long name here'],
      { ...frame, startY: 700 },
      fiveEach,
    );
    expect(rows.map((r) => [r.page, r.y])).toEqual([
      [0, 700],
      [0, 720],
      [1, 70],
    ]);
  });

  it('with the real fonts, no wrapped line of a long English or Hindi name is wider than the column', () => {
    const doc = scorecardDocument();
    const measure = measureText(doc, 10);
    const names = [
      'General Intelligence, Logical Reasoning and Quantitative Aptitude (Advanced Level)',
      'सामान्य बुद्धिमत्ता, तार्किक क्षमता और मात्रात्मक योग्यता (उन्नत स्तर)',
      'Maths',
    ];
    const rows = layoutSectionRows(names, { ...frame, nameWidth: 140 }, measure);
    expect(rows[0]?.lines.length).toBeGreaterThan(1);
    expect(rows[1]?.lines.length).toBeGreaterThan(1);
    expect(rows[2]?.lines).toEqual(['Maths']);
    for (const row of rows) {
      for (const line of row.lines) expect(measure(line)).toBeLessThanOrEqual(140);
      expect(row.lines.join(' ')).toBe(names[rows.indexOf(row)]);
    }
    expect(rows[1]?.y).toBe((rows[0]?.y ?? 0) + (rows[0]?.height ?? 0));
    expect(rows[0]?.height).toBeGreaterThanOrEqual((rows[0]?.lines.length ?? 0) * frame.lineHeight);
    doc.end();
  });
});
