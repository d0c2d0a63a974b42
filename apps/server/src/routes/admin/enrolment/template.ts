import ExcelJS from 'exceljs';
import { ENROLMENT_COLUMNS } from '@exam/contracts/admin/enrolment';
import { csvDocument } from '../../../lib/csv.ts';

// Usernames under example.com and roll numbers of no seeded student: the template previews clean
// even in the demo institute (whose students are 9876543210, roll 1001 and 1201).
const EXAMPLES = [
  ['Asha Verma', 'Mohan Verma', 'Kamla Verma', 'asha.verma@example.com', 'EX-101', '10', 'A', ''],
  ['राहुल कुमार', 'सुरेश कुमार', 'गीता देवी', 'rahul.kumar@example.com', 'EX-102', '10', 'B', ''],
];
const rows = () => [[...ENROLMENT_COLUMNS], ...EXAMPLES];

/** The roster template as CSV: UTF-8 with a byte-order mark, so spreadsheet programs show the Hindi. */
export const rosterCsvTemplate = () => csvDocument(rows(), 'lf');

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
