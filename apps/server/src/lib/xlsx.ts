import ExcelJS from 'exceljs';
import type { CsvValue } from './csv.ts';
import { writeLetterhead, type Letterhead } from './xlsx-letterhead.ts';

/**
 * A workbook of one sheet: the letterhead, the notes (each on its own line, e.g. a formula), a
 * blank row, then a bold header row with an autofilter, frozen under it, and the rows. Cells are
 * written as values, never as formulas.
 */
export async function xlsxDocument(
  letterhead: Letterhead,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  notes: readonly string[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name.
  const sheetName = letterhead.title.replace(/[:\\/?*[\]]/g, ' ').trim();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet');
  writeLetterhead(workbook, sheet, letterhead);
  for (const note of notes) sheet.addRow([note]).font = { italic: true };
  sheet.addRow([]);
  const headerRow = sheet.addRow([...header]);
  headerRow.font = { bold: true };
  for (const cells of rows) sheet.addRow(cells.map((cell) => cell ?? ''));
  sheet.views = [{ state: 'frozen', ySplit: headerRow.number }];
  sheet.autoFilter = {
    from: { row: headerRow.number, column: 1 },
    to: { row: headerRow.number, column: header.length },
  };
  header.forEach((label, i) => {
    sheet.getColumn(i + 1).width = Math.max(10, Math.min(40, label.length + 4));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
