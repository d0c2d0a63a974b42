import { parse as parseCsvText } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { decodeText } from '../../interchange/xml.ts';
import { problemWords, type ProblemWords } from './enrolment/problems.ts';
import type { TTableFileProblemCode } from '@exam/contracts/admin/enrolment';

export interface TableRow<C extends string> {
  /** Row number in the file, the header being row 1. */
  number: number;
  cells: Partial<Record<C, string>>;
}

export type TableFile<C extends string> =
  { ok: true; rows: TableRow<C>[] } | { ok: false; problem: ProblemWords<TTableFileProblemCode> };

/** The columns an import knows, other spellings a person may type, and those it cannot do without. */
export interface TableColumns<C extends string> {
  known: readonly C[];
  aliases: Record<string, C>;
  required: readonly C[];
}

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

async function readCells(
  fileName: string,
  bytes: Uint8Array,
): Promise<{ number: number; cells: string[] }[] | ProblemWords<TTableFileProblemCode>> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) {
    try {
      const records = parseCsvText(decodeText(bytes), {
        relax_column_count: true,
        skip_empty_lines: false,
      }) as string[][];
      return records.map((cells, index) => ({ number: index + 1, cells }));
    } catch (error) {
      return problemWords('unreadable-csv', { detail: (error as Error).message });
    }
  }
  if (!lower.endsWith('.xlsx')) return problemWords('not-csv-or-xlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    return problemWords('unreadable-xlsx', { detail: (error as Error).message });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return problemWords('no-worksheet');
  const table: { number: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(row.getCell(column).text ?? '');
    table.push({ number, cells });
  });
  return table;
}

/** Reads a CSV or XLSX table (a header row naming the columns) into its rows' trimmed cells. */
export async function readTable<C extends string>(
  fileName: string,
  bytes: Uint8Array,
  columns: TableColumns<C>,
): Promise<TableFile<C>> {
  const table = await readCells(fileName, bytes);
  if (!Array.isArray(table)) return { ok: false, problem: table };
  const [header, ...data] = table.filter((row) => row.cells.some((cell) => cell.trim()));
  if (!header) return { ok: false, problem: problemWords('no-header') };
  const known = new Set<string>(columns.known);
  const columnOf = (cell: string): C | undefined => {
    const key = headerKey(cell);
    return known.has(key) ? (key as C) : columns.aliases[key];
  };
  const named = header.cells.map(columnOf);
  const unknown = header.cells.filter((cell, i) => cell.trim() && !named[i]);
  if (unknown.length)
    return {
      ok: false,
      problem: problemWords('unknown-columns', { columns: unknown.join(', ') }),
    };
  const missing = columns.required.filter((required) => !named.includes(required));
  if (missing.length)
    return {
      ok: false,
      problem: problemWords('missing-columns', { columns: missing.join(', ') }),
    };
  return {
    ok: true,
    rows: data.map((row) => {
      const cells: Partial<Record<C, string>> = {};
      named.forEach((column, i) => {
        if (column) cells[column] = (row.cells[i] ?? '').trim();
      });
      return { number: row.number, cells };
    }),
  };
}
