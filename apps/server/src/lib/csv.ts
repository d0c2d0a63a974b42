import { stringify } from 'csv-stringify/sync';

/** What a cell of a CSV we write may hold. */
export type CsvValue = string | number | boolean | null | undefined;

/** A text a spreadsheet program would run as a formula, or as the start of one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of every CSV the platform writes. Text that a spreadsheet would run as a formula
 * (a student named `=HYPERLINK(…)`) gets a leading single quote, as OWASP's advice on CSV
 * injection says, so the program shows it as text; `csvDocument` then quotes that cell. Numbers are
 * written as they are: `-2` is a value, not a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A whole CSV file: every cell through csvCell, the neutralised ones quoted; UTF-8 with a byte
 * order mark, so spreadsheet programs read Hindi right; CRLF line ends unless asked otherwise.
 */
export function csvDocument(
  rows: readonly (readonly CsvValue[])[],
  lineEnd: 'crlf' | 'lf' = 'crlf',
) {
  return `\uFEFF${stringify(
    rows.map((row) => row.map(csvCell)),
    { quoted_match: /^'/, record_delimiter: lineEnd === 'crlf' ? 'windows' : 'unix' },
  )}`;
}
