import ExcelJS from 'exceljs';
import type { TSetResultRow } from '@exam/contracts/admin/get-set-results';
import { outcomeWords } from '@exam/core/cutoff';
import { csvDocument } from '../../../lib/csv.ts';

interface Section {
  id: number;
  name: string;
}

/** The table's columns, as the console shows them, one cell list per row. */
function table(rows: TSetResultRow[], sections: Section[]) {
  const header = [
    'Rank',
    'Roll number',
    'Name',
    'Username',
    'Class',
    'Section',
    'Centre',
    'District',
    'Block',
    'Score',
    ...sections.map((s) => `${s.name} score`),
    'Accuracy %',
    'Time taken (s)',
    'Submitted at',
    'How it ended',
    'Result',
  ];
  const body = rows.map((r) => {
    const sectionScore = new Map(r.sectionScores.map((s) => [s.sectionId, s.score]));
    return [
      r.rank,
      r.rollNo,
      r.studentName,
      r.username,
      r.studentClass,
      r.section,
      r.centreName ?? '',
      r.districtName ?? '',
      r.blockName ?? '',
      r.score,
      ...sections.map((s) => sectionScore.get(s.id) ?? ''),
      r.accuracy ?? '',
      r.timeTakenSec ?? '',
      r.submittedAt,
      r.submitReason,
      outcomeWords(r.passed),
    ];
  });
  return { header, body };
}

export function resultsCsv(rows: TSetResultRow[], sections: Section[]): Buffer {
  const { header, body } = table(rows, sections);
  return Buffer.from(csvDocument([header, ...body]));
}

export async function resultsXlsx(
  rows: TSetResultRow[],
  sections: Section[],
  title: string,
): Promise<Buffer> {
  const { header, body } = table(rows, sections);
  const workbook = new ExcelJS.Workbook();
  // Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name.
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Results');
  sheet.addRow(header).font = { bold: true };
  for (const cells of body) sheet.addRow(cells);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  header.forEach((label, i) => {
    sheet.getColumn(i + 1).width = Math.max(10, Math.min(40, label.length + 4));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `attachment` with an ASCII name and the set's own name (RFC 6266 filename*). */
export function attachment(setName: string, extension: 'csv' | 'xlsx') {
  const ascii = setName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'set';
  const full = `results-${setName}.${extension}`;
  return `attachment; filename="results-${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}
