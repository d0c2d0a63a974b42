import ExcelJS from 'exceljs';
import type { CsvValue } from './csv.ts';

/**
 * A workbook of one sheet: the notes (each on its own line, e.g. a formula) above a bold, frozen
 * header row and the rows. Cells are written as values, never as formulas.
 */
export async function xlsxDocument(
  title: string,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  notes: readonly string[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name.
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet');
  for (const note of notes) sheet.addRow([note]).font = { italic: true };
  sheet.addRow([...header]).font = { bold: true };
  for (const cells of rows) sheet.addRow(cells.map((cell) => cell ?? ''));
  sheet.views = [{ state: 'frozen', ySplit: notes.length + 1 }];
  header.forEach((label, i) => {
    sheet.getColumn(i + 1).width = Math.max(10, Math.min(40, label.length + 4));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
