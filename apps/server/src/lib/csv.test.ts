import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csvCell', () => {
  it.each(['=1+2', '+1', '-2+3', '@SUM(1)', '\tx', '\rx'])('neutralises %j', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, numbers and empty cells as they are', () => {
    expect(csvCell('Asha Verma')).toBe('Asha Verma');
    expect(csvCell("O'Brien")).toBe("O'Brien");
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
  });
});

describe('csvDocument', () => {
  it('quotes the neutralised cells, and reads back as text', () => {
    const text = csvDocument([
      ['name', 'score'],
      ['=HYPERLINK("http://x","y")', 3],
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")",3\r\n`);
    expect(parse(text.slice(1))).toEqual([
      ['name', 'score'],
      [`'=HYPERLINK("http://x","y")`, '3'],
    ]);
  });
});
