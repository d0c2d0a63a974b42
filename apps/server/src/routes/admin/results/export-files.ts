import type { TSetResultRow } from '@exam/contracts/admin/get-set-results';
import { outcomeWords } from '@exam/core/cutoff';
import { formatRollNo } from '@exam/core/format';
import { formatWindowTime } from '@exam/core/schedule';
import { submitReasonWords } from '@exam/core/submit-reason';
import { csvDocument } from '../../../lib/csv.ts';
import { xlsxDocument } from '../../../lib/xlsx.ts';
import type { Letterhead } from '../../../lib/xlsx-letterhead.ts';

interface Section {
  id: number;
  name: string;
}

/** A roll number as the screen shows it; empty for none (blank or the registration placeholder). */
export const exportRollNo = (rollNo: string) => (formatRollNo(rollNo) === '—' ? '' : rollNo);

/** The header of the roll number column, which says what an empty cell means. */
export const ROLL_NO_HEADER = 'Roll number (empty: none given)';

/** A moment in the export's zone, its zone named, as the schedules page writes it. */
export const exportTime = (iso: string | null, timeZone: string) =>
  iso ? formatWindowTime(Date.parse(iso), timeZone, 'en-IN') : '';

/** The table's columns, as the console shows them, one cell list per row; times in `timeZone`. */
function table(rows: TSetResultRow[], sections: Section[], timeZone: string) {
  const header = [
    'Rank',
    ROLL_NO_HEADER,
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
    `Submitted at (${timeZone})`,
    'How it ended',
    'Result',
  ];
  const body = rows.map((r) => {
    const sectionScore = new Map(r.sectionScores.map((s) => [s.sectionId, s.score]));
    return [
      r.rank,
      exportRollNo(r.rollNo),
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
      exportTime(r.submittedAt, timeZone),
      submitReasonWords(r.submitReason),
      outcomeWords(r.passed),
    ];
  });
  return { header, body };
}

export function resultsCsv(rows: TSetResultRow[], sections: Section[], timeZone: string): Buffer {
  const { header, body } = table(rows, sections, timeZone);
  return Buffer.from(csvDocument([header, ...body]));
}

export function resultsXlsx(
  rows: TSetResultRow[],
  sections: Section[],
  letterhead: Letterhead,
  timeZone: string,
): Promise<Buffer> {
  const { header, body } = table(rows, sections, timeZone);
  return xlsxDocument(letterhead, header, body);
}
