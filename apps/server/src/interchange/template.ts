import ExcelJS from 'exceljs';
import { csvDocument } from '../lib/csv.ts';
import { TEMPLATE_COLUMNS, TEMPLATE_EXAMPLES } from './spreadsheet-columns.ts';

const rows = () => [
  [...TEMPLATE_COLUMNS],
  ...TEMPLATE_EXAMPLES.map((example) => TEMPLATE_COLUMNS.map((column) => example[column] ?? '')),
];

/** The CSV template: UTF-8 with a byte-order mark, so spreadsheet programs show the Hindi. */
export function csvTemplate(): string {
  return csvDocument(rows(), 'lf');
}

/** The XLSX template: the same columns and examples, the header bold and frozen. */
export async function xlsxTemplate(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(rows());
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
