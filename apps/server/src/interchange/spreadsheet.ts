import { parse as parseCsvText } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  MARKING_RULES,
  QUESTION_TYPES,
  SHORT_ANSWER_MAX_ACCEPTED,
  SHORT_ANSWER_MAX_LENGTH,
  type TQuestionBodyInput,
  type TQuestionType,
} from '@exam/contracts/questions/entities';
import type { TImportFormat } from '@exam/contracts/interchange/import-report';
import { tidyNumber } from './html.ts';
import { ZIP_LIMITS, zipProblem } from './limits.ts';
import { categoryTags, ReportBuilder, uniqueTags, type ParsedImport } from './report.ts';
import { OPTION_LETTERS, TEMPLATE_COLUMNS, type TemplateRow } from './spreadsheet-columns.ts';
import { decodeText } from './xml.ts';

interface SheetRow {
  number: number;
  cells: string[];
}

const TRUE_FALSE = { en: ['True', 'False'], hi: ['सत्य', 'असत्य'] };

/** Reads the CSV template (UTF-8, a header row naming the columns). */
export function parseCsv(fileName: string, bytes: Uint8Array): ParsedImport {
  const out = new ReportBuilder(fileName, 'csv', { lenient: false });
  let records: string[][];
  try {
    records = parseCsvText(decodeText(bytes), {
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    out.error('file', `is not readable CSV: ${(error as Error).message}`);
    return out.done();
  }
  readRows(
    out,
    records.map((cells, index) => ({ number: index + 1, cells })),
  );
  return out.done();
}

/** Reads the XLSX template: the first worksheet, a header row naming the columns. */
export async function parseXlsx(fileName: string, bytes: Uint8Array): Promise<ParsedImport> {
  const out = new ReportBuilder(fileName, 'xlsx', { lenient: false });
  const refused = zipProblem(bytes, ZIP_LIMITS.xlsx);
  if (refused) {
    out.error(
      'file',
      refused.startsWith('is not')
        ? refused.replace('a readable zip', 'a readable XLSX workbook')
        : `is refused: it ${refused}`,
    );
    return out.done();
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    out.error('file', `is not a readable XLSX workbook: ${(error as Error).message}`);
    return out.done();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    out.error('file', 'has no worksheet');
    return out.done();
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(row.getCell(column).text ?? '');
    rows.push({ number, cells });
  });
  readRows(out, rows);
  return out.done();
}

function readRows(out: ReportBuilder, rows: SheetRow[]) {
  const [header, ...data] = rows.filter((row) => row.cells.some((cell) => cell.trim()));
  if (!header) {
    out.error('file', 'is empty: the first row must name the columns');
    return;
  }
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(TEMPLATE_COLUMNS);
  const unknown = names.filter((name) => name && !known.has(name));
  if (unknown.length)
    out.error(`row ${header.number}`, `unknown column(s) ${unknown.join(', ')}: see the template`);
  for (const required of ['type', 'question_en', 'correct'])
    if (!names.includes(required))
      out.error(`row ${header.number}`, `the column ${required} is missing`);
  if (out.report.errors.length) return;
  for (const row of data) {
    const record: TemplateRow = {};
    names.forEach((name, index) => {
      const value = row.cells[index]?.trim();
      if (name && value) record[name as keyof TemplateRow] = value;
    });
    readRow(out, `row ${row.number}`, record);
  }
  if (data.length === 0) out.error('file', 'has a header row but no questions');
}

function number(out: ReportBuilder, place: string, column: string, value: string | undefined) {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) {
    out.error(place, `${column}: "${value}" is not a number`);
    return null;
  }
  return parsed;
}

/** keep_last "D" or "C,D": options that stay last when a set shuffles options. */
function optionLetters(
  out: ReportBuilder,
  place: string,
  column: string,
  cell: string | undefined,
  options: { textEn: string }[],
) {
  const letters = (cell ?? '')
    .split(',')
    .map((letter) => letter.trim().toUpperCase())
    .filter(Boolean);
  const bad = letters.filter(
    (letter) => letter.length !== 1 || !options[letter.charCodeAt(0) - 65]?.textEn,
  );
  if (bad.length) out.error(place, `${column}: ${bad.join(', ')} is not a filled option`);
  return letters.map((letter) => letter.charCodeAt(0) - 65);
}

const YES = ['yes', 'y', 'true', '1', 'हाँ'];
const NO = ['no', 'n', 'false', '0', 'नहीं'];

/** "New Delhi | Delhi": every accepted answer, split at '|' (an answer may hold a comma). */
function shortAnswerKey(
  out: ReportBuilder,
  place: string,
  correct: string,
  caseCell: string | undefined,
) {
  const accepted = [...new Set(correct.split('|').map((answer) => answer.trim()))].filter(Boolean);
  const caseRule = caseCell?.toLowerCase();
  if (accepted.length === 0)
    out.error(
      place,
      'correct: a short-answer question lists its accepted answers (New Delhi | Delhi)',
    );
  else if (accepted.length > SHORT_ANSWER_MAX_ACCEPTED)
    out.error(
      place,
      `correct: at most ${SHORT_ANSWER_MAX_ACCEPTED} accepted answers, not ${accepted.length}`,
    );
  else if (accepted.some((answer) => answer.length > SHORT_ANSWER_MAX_LENGTH))
    out.error(
      place,
      `correct: an accepted answer is longer than ${SHORT_ANSWER_MAX_LENGTH} characters`,
    );
  else if (caseRule !== undefined && !YES.includes(caseRule) && !NO.includes(caseRule))
    out.error(place, `case_sensitive: "${caseCell}" is not yes or no`);
  else return { accepted, caseSensitive: caseRule !== undefined && YES.includes(caseRule) };
  return null;
}

/** "3.14", "3.1..3.2" or "3.14±0.01" (also "+-" and "+/-"). */
function numericRange(correct: string) {
  const range = /^(-?[\d.]+(?:e[+-]?\d+)?)\s*\.\.\s*(-?[\d.]+(?:e[+-]?\d+)?)$/i.exec(correct);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const tolerance = /^(-?[\d.]+(?:e[+-]?\d+)?)\s*(?:±|\+-|\+\/-)\s*([\d.]+(?:e[+-]?\d+)?)$/i.exec(
    correct,
  );
  if (tolerance) {
    const value = Number(tolerance[1]);
    const spread = Number(tolerance[2]);
    return { min: tidyNumber(value - spread), max: tidyNumber(value + spread) };
  }
  const exact = Number(correct);
  return /^-?[\d.]+(?:e[+-]?\d+)?$/i.test(correct) && Number.isFinite(exact)
    ? { min: exact, max: exact }
    : null;
}

function readRow(out: ReportBuilder, place: string, row: TemplateRow) {
  const errorsBefore = out.report.errors.length;
  const type = (row.type ?? '').toLowerCase() as TQuestionType;
  if (!QUESTION_TYPES.includes(type)) {
    out.error(place, `type: "${row.type ?? ''}" is not one of ${QUESTION_TYPES.join(', ')}`);
    return;
  }
  const rule = row.marking_rule?.toLowerCase();
  if (rule && !(MARKING_RULES as readonly string[]).includes(rule))
    out.error(
      place,
      `marking_rule: "${row.marking_rule}" is not one of ${MARKING_RULES.join(', ')}`,
    );
  const marks = number(out, place, 'marks', row.marks);
  const negativeMark = number(out, place, 'negative_mark', row.negative_mark);
  const correct = row.correct ?? '';
  const body: TQuestionBodyInput = {
    type,
    textEn: row.question_en ?? '',
    textHi: row.question_hi,
    solutionEn: row.solution_en,
    solutionHi: row.solution_hi,
    marks: marks ?? undefined,
    negativeMark: negativeMark ?? undefined,
    markingRule: rule as TQuestionBodyInput['markingRule'],
    tags: uniqueTags([
      ...categoryTags(row.category),
      ...(row.tags ?? '').split(',').map((tag) => tag.trim()),
    ]),
  };
  if (type === 'short-answer') {
    const shortAnswer = shortAnswerKey(out, place, correct, row.case_sensitive);
    if (shortAnswer) body.shortAnswer = shortAnswer;
  } else if (type === 'numerical') {
    const range = numericRange(correct);
    if (!range)
      out.error(place, `correct: "${correct}" is not a number, min..max or value±tolerance`);
    else body.numeric = range;
  } else {
    const options = OPTION_LETTERS.map((letter) => ({
      textEn: row[`option_${letter}_en`] ?? '',
      textHi: row[`option_${letter}_hi`],
    }));
    while (
      options.length &&
      !options[options.length - 1]?.textEn &&
      !options[options.length - 1]?.textHi
    )
      options.pop();
    if (type === 'true-false' && options.length === 0)
      TRUE_FALSE.en.forEach((textEn, i) =>
        options.push({ textEn, textHi: row.question_hi ? TRUE_FALSE.hi[i] : undefined }),
      );
    const letters = correct
      .split(',')
      .map((letter) => letter.trim().toUpperCase())
      .filter(Boolean)
      .map((letter) =>
        type === 'true-false'
          ? ({ TRUE: 'A', T: 'A', FALSE: 'B', F: 'B' }[letter] ?? letter)
          : letter,
      );
    const indexes = letters.map((letter) => letter.charCodeAt(0) - 65);
    const bad = letters.filter(
      (letter, i) => letter.length !== 1 || !options[indexes[i] ?? -1]?.textEn,
    );
    if (letters.length === 0) out.error(place, 'correct: names no option (write B, or A,C)');
    else if (bad.length) out.error(place, `correct: ${bad.join(', ')} is not a filled option`);
    else if (type !== 'multiple' && letters.length > 1)
      out.error(
        place,
        `correct: a ${type} question has one correct option, not ${letters.join(',')}`,
      );
    const pinned = optionLetters(out, place, 'keep_last', row.keep_last, options);
    body.options = options.map((option, i) => ({
      ...option,
      correct: indexes.includes(i),
      ...(pinned.includes(i) && { keepLast: true }),
    }));
  }
  if (out.report.errors.length > errorsBefore) return;
  out.add(
    { place, key: row.key ?? null, category: categoryTags(row.category).join('/') || null },
    body,
  );
}

export const spreadsheetFormat = (name: string): TImportFormat =>
  name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
