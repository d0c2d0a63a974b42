import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { ENROLMENT_COLUMNS } from '@exam/contracts/admin/enrolment';

const EXAMPLES = [
  ['Asha Verma', 'Ramesh Verma', 'Sunita Verma', '9876543210', '1001', '10', 'A', ''],
  ['राहुल कुमार', 'सुरेश कुमार', 'गीता देवी', 'rahul.kumar@example.com', '1002', '10', 'B', ''],
];
const rows = () => [[...ENROLMENT_COLUMNS], ...EXAMPLES];

/** The roster template as CSV: UTF-8 with a byte-order mark, so spreadsheet programs show the Hindi. */
export const rosterCsvTemplate = () => `\uFEFF${stringify(rows())}`;

/** The roster template as XLSX: the header bold and frozen, mobile numbers kept as text. */
export async function rosterXlsxTemplate(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(rows());
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 20;
    column.numFmt = '@';
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
