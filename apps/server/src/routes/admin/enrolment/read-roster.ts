import { parse as parseCsvText } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ENROLMENT_COLUMNS, type TEnrolmentColumn } from '@exam/contracts/admin/enrolment';
import { decodeText } from '../../../interchange/xml.ts';
import { problemWords, type ProblemWords } from './problems.ts';

export interface RosterRow {
  /** Row number in the file, the header being row 1. */
  number: number;
  cells: Partial<Record<TEnrolmentColumn, string>>;
}

export type RosterFile = { ok: true; rows: RosterRow[] } | { ok: false; problem: ProblemWords };

/** Other spellings of the columns a person may type ("Father's name", "Roll No", "Center code"). */
const ALIASES: Record<string, TEnrolmentColumn> = {
  student_name: 'name',
  fathers_name: 'father_name',
  father: 'father_name',
  mothers_name: 'mother_name',
  mother: 'mother_name',
  mobile_or_e_mail: 'mobile_or_email',
  mobile: 'mobile_or_email',
  email: 'mobile_or_email',
  e_mail: 'mobile_or_email',
  username: 'mobile_or_email',
  roll_no: 'roll_number',
  roll: 'roll_number',
  student_class: 'class',
  center_code: 'centre_code',
  centre: 'centre_code',
  center: 'centre_code',
};
const KNOWN = new Set<string>(ENROLMENT_COLUMNS);

const columnOf = (header: string): TEnrolmentColumn | undefined => {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return KNOWN.has(key) ? (key as TEnrolmentColumn) : ALIASES[key];
};

/** Reads a roster (CSV or XLSX, a header row naming the columns) into its rows' cells. */
export async function readRoster(fileName: string, bytes: Uint8Array): Promise<RosterFile> {
  const lower = fileName.toLowerCase();
  let table: { number: number; cells: string[] }[];
  if (lower.endsWith('.csv')) {
    try {
      const records = parseCsvText(decodeText(bytes), {
        relax_column_count: true,
        skip_empty_lines: false,
      }) as string[][];
      table = records.map((cells, index) => ({ number: index + 1, cells }));
    } catch (error) {
      return {
        ok: false,
        problem: problemWords('unreadable-csv', { detail: (error as Error).message }),
      };
    }
  } else if (lower.endsWith('.xlsx')) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    } catch (error) {
      return {
        ok: false,
        problem: problemWords('unreadable-xlsx', { detail: (error as Error).message }),
      };
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return { ok: false, problem: problemWords('no-worksheet') };
    table = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const cells: string[] = [];
      for (let column = 1; column <= row.cellCount; column += 1)
        cells.push(row.getCell(column).text ?? '');
      table.push({ number, cells });
    });
  } else {
    return { ok: false, problem: problemWords('not-csv-or-xlsx') };
  }
  const [header, ...data] = table.filter((row) => row.cells.some((cell) => cell.trim()));
  if (!header) return { ok: false, problem: problemWords('no-header') };
  const columns = header.cells.map(columnOf);
  const unknown = header.cells.filter((cell, i) => cell.trim() && !columns[i]);
  if (unknown.length) {
    return {
      ok: false,
      problem: problemWords('unknown-columns', { columns: unknown.join(', ') }),
    };
  }
  const missing = (['name', 'mobile_or_email', 'roll_number', 'class'] as const).filter(
    (required) => !columns.includes(required),
  );
  if (missing.length) {
    return {
      ok: false,
      problem: problemWords('missing-columns', { columns: missing.join(', ') }),
    };
  }
  return {
    ok: true,
    rows: data.map((row) => {
      const cells: RosterRow['cells'] = {};
      columns.forEach((column, i) => {
        if (column) cells[column] = (row.cells[i] ?? '').trim();
      });
      return { number: row.number, cells };
    }),
  };
}
