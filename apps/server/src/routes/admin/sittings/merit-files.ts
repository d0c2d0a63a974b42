import type { TSittingMerit } from '@exam/contracts/admin/sittings';
import { formatPercentile, PERCENTILE_FORMULA } from '@exam/core/percentile';
import { formatWindowTime } from '@exam/core/schedule';
import { csvDocument, type CsvValue } from '../../../lib/csv.ts';
import { xlsxDocument } from '../../../lib/xlsx.ts';
import type { Letterhead } from '../../../lib/xlsx-letterhead.ts';
import { exportRollNo, ROLL_NO_HEADER } from '../results/export-files.ts';

type Merit = Omit<TSittingMerit, 'total' | 'page' | 'pageSize'>;

/** "Shift 1: CGL Mock 1, 1 Jan 2026, 09:00 am IST – 12:00 pm IST", as the page lists its shifts. */
function shiftLine(shift: Merit['shifts'][number], no: number) {
  const at = (iso: string) => formatWindowTime(Date.parse(iso), shift.timeZone, 'en-IN');
  return `Shift ${no}: ${shift.setName}, ${at(shift.opensAt)} – ${at(shift.closesAt)}, ${shift.candidates} candidates`;
}

/**
 * The merit list in the sittings page's words: the formula and the shifts above the table, then
 * one row per candidate, percentiles with all 7 decimals.
 */
function meritTable(merit: Merit) {
  const shiftNo = new Map(merit.shifts.map((s, i) => [s.scheduleId, i + 1]));
  const notes = [
    `Merit list of ${merit.sitting}`,
    PERCENTILE_FORMULA.en,
    ...merit.shifts.map((s, i) => shiftLine(s, i + 1)),
  ];
  const header = [
    'Rank',
    ROLL_NO_HEADER,
    'Candidate',
    'Shift',
    'Paper',
    'Raw score',
    'Percentile',
    ...merit.subjects.flatMap((name) => [`${name} raw score`, `${name} percentile`]),
    'Rank in shift',
  ];
  const paperOf = new Map(merit.shifts.map((s) => [s.scheduleId, s.setName]));
  const rows = merit.items.map((r): CsvValue[] => {
    const subject = new Map(r.subjects.map((s) => [s.name, s]));
    return [
      r.rank,
      exportRollNo(r.rollNo),
      r.studentName,
      `Shift ${shiftNo.get(r.scheduleId)}`,
      paperOf.get(r.scheduleId),
      r.raw,
      formatPercentile(r.percentile),
      ...merit.subjects.flatMap((name) => {
        const s = subject.get(name);
        return s ? [s.raw, formatPercentile(s.percentile)] : ['', ''];
      }),
      r.shiftRank,
    ];
  });
  return { notes, header, rows };
}

export function meritCsv(merit: Merit): Buffer {
  const { notes, header, rows } = meritTable(merit);
  return Buffer.from(csvDocument([...notes.map((note) => [note]), header, ...rows]));
}

/** The workbook: the letterhead names the sitting, so the notes start at the formula. */
export function meritXlsx(merit: Merit, letterhead: Letterhead): Promise<Buffer> {
  const { notes, header, rows } = meritTable(merit);
  return xlsxDocument(letterhead, header, rows, notes.slice(1));
}
