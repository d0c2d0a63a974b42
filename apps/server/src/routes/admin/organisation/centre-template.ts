import ExcelJS from 'exceljs';
import { CENTRE_COLUMNS } from '@exam/contracts/admin/org-setup/centre-import';
import { csvDocument } from '../../../lib/csv.ts';

// A code and places no seeded centre has (the demo's is gsss-sanganer in Jaipur), so the template
// previews as one row to create.
const EXAMPLE = ['Bihar', 'Gaya', 'Bodh Gaya', 'EX-GAYA-01', 'Example Public School, Bodh Gaya'];
const rows = () => [[...CENTRE_COLUMNS], EXAMPLE];

/** The centres template as CSV: UTF-8 with a byte-order mark, so spreadsheet programs show Hindi. */
export const centresCsvTemplate = () => csvDocument(rows(), 'lf');

/** The centres template as XLSX: the header bold and frozen, every cell text. */
export async function centresXlsxTemplate(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Centres', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(rows());
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 24;
    column.numFmt = '@';
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
