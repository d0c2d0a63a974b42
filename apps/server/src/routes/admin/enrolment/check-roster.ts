import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  TEnrolmentColumn,
  TEnrolmentProblem,
  TEnrolmentProblemCode,
  TEnrolmentReport,
  TEnrolmentRow,
} from '@exam/contracts/admin/enrolment';
import { isUsername, normaliseUsername } from '@exam/contracts/students/entities';
import type { Db } from '../../../db/client.ts';
import { centres, districts, students } from '../../../db/schema.ts';
import { problemWords, type ProblemParams } from './problems.ts';
import type { RosterRow } from './read-roster.ts';

export interface CentrePlaces {
  centreId: number;
  districtId: number;
  blockId: number | null;
  stateId: number;
}

export interface CheckedRoster {
  report: TEnrolmentReport;
  rows: TEnrolmentRow[];
  centres: Map<string, CentrePlaces>;
}

const SAMPLE_SIZE = 20;
/** Query parameters per lookup: far below PostgreSQL's 65,535. */
const LOOKUP_CHUNK = 5_000;

export async function loadCentres(db: Db, orgId: number) {
  const rows = await db
    .select({
      key: centres.key,
      centreId: centres.id,
      districtId: centres.districtId,
      blockId: centres.blockId,
      stateId: districts.stateId,
    })
    .from(centres)
    .innerJoin(districts, eq(districts.id, centres.districtId))
    .where(eq(centres.orgId, orgId));
  return new Map(rows.map(({ key, ...places }) => [key.toLowerCase(), places]));
}

/** One row's own problems (no duplicates yet); the row as it will be written when it has none. */
function readRow(
  row: RosterRow,
  knownCentres: Map<string, CentrePlaces>,
  problem: (column: TEnrolmentColumn, code: TEnrolmentProblemCode, params?: ProblemParams) => void,
): TEnrolmentRow {
  const cell = (column: TEnrolmentColumn) => row.cells[column] ?? '';
  const text = (column: TEnrolmentColumn, max: number, isRequired: boolean) => {
    const value = cell(column);
    if (isRequired && !value) problem(column, 'required');
    else if (value.length > max) problem(column, 'too-long', { max });
    return value;
  };
  const name = text('name', 100, true);
  const fatherName = text('father_name', 100, false) || 'NA';
  const motherName = text('mother_name', 100, false) || 'NA';
  const username = normaliseUsername(cell('mobile_or_email'));
  if (!username) problem('mobile_or_email', 'required');
  else if (username.length > 254 || !isUsername(username))
    problem('mobile_or_email', 'bad-username', { value: cell('mobile_or_email') });
  const rollNo = text('roll_number', 30, true);
  const classText = cell('class');
  const studentClass = Number(classText);
  if (!classText) problem('class', 'required');
  else if (!/^\d{1,2}$/.test(classText) || studentClass < 1 || studentClass > 12)
    problem('class', 'bad-class', { value: classText });
  const studentSection = text('section', 10, false);
  const centreCode = cell('centre_code');
  if (centreCode && !knownCentres.has(centreCode.toLowerCase()))
    problem('centre_code', 'unknown-centre', { value: centreCode });
  return {
    row: row.number,
    name,
    fatherName,
    motherName,
    username,
    rollNo,
    studentClass,
    studentSection,
    centreCode,
  };
}

async function chunked<T>(values: string[], lookup: (chunk: string[]) => Promise<T[]>) {
  const found: T[] = [];
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK)
    found.push(...(await lookup(values.slice(i, i + LOOKUP_CHUNK))));
  return found;
}

/**
 * Every bad row and every duplicate of a roster: a username or roll number twice in the file
 * (named at the second row), a username used by any student of the organisation, a roll number
 * of an enrolled student of the institute.
 */
export async function checkRoster(
  db: Db,
  scope: { orgId: number; instituteId: number },
  fileName: string,
  roster: RosterRow[],
): Promise<CheckedRoster> {
  const knownCentres = await loadCentres(db, scope.orgId);
  const problems: TEnrolmentProblem[] = [];
  const bad = new Set<number>();
  const add = (
    row: number,
    column: string,
    kind: TEnrolmentProblem['kind'],
    code: TEnrolmentProblemCode,
    params: ProblemParams = {},
  ) => {
    problems.push({ row, column, kind, ...problemWords(code, params) });
    bad.add(row);
  };
  const rows = roster.map((row) =>
    readRow(row, knownCentres, (column, code, params) =>
      add(row.number, column, 'error', code, params),
    ),
  );

  const firstUsername = new Map<string, number>();
  const firstRoll = new Map<string, number>();
  for (const row of rows) {
    const key = row.username.toLowerCase();
    const seen = firstUsername.get(key);
    if (row.username && seen !== undefined)
      add(row.row, 'mobile_or_email', 'duplicate', 'repeated-in-file', {
        value: row.username,
        row: seen,
      });
    else if (row.username) firstUsername.set(key, row.row);
    const seenRoll = firstRoll.get(row.rollNo);
    if (row.rollNo && seenRoll !== undefined)
      add(row.row, 'roll_number', 'duplicate', 'repeated-in-file', {
        value: row.rollNo,
        row: seenRoll,
      });
    else if (row.rollNo) firstRoll.set(row.rollNo, row.row);
  }

  const takenUsernames = await chunked([...firstUsername.keys()], (chunk) =>
    db
      .select({ username: sql<string>`lower(${students.username})`, name: students.name })
      .from(students)
      .where(
        and(eq(students.orgId, scope.orgId), inArray(sql`lower(${students.username})`, chunk)),
      ),
  );
  const takenRolls = await chunked([...firstRoll.keys()], (chunk) =>
    db
      .select({ rollNo: students.rollNo, name: students.name })
      .from(students)
      .where(
        and(
          eq(students.instituteId, scope.instituteId),
          ne(students.studentClass, 0),
          inArray(students.rollNo, chunk),
        ),
      ),
  );
  const usernameOwner = new Map(takenUsernames.map((r) => [r.username, r.name]));
  const rollOwner = new Map(takenRolls.map((r) => [r.rollNo, r.name]));
  for (const row of rows) {
    const owner = usernameOwner.get(row.username.toLowerCase());
    if (owner !== undefined)
      add(row.row, 'mobile_or_email', 'duplicate', 'username-taken', {
        value: row.username,
        name: owner,
      });
    const rollHolder = rollOwner.get(row.rollNo);
    if (rollHolder !== undefined)
      add(row.row, 'roll_number', 'duplicate', 'roll-number-taken', {
        value: row.rollNo,
        name: rollHolder,
      });
  }

  problems.sort((a, b) => a.row - b.row);
  const valid = rows.filter((row) => !bad.has(row.row));
  return {
    report: {
      fileName,
      rows: rows.length,
      valid: valid.length,
      problems,
      sample: valid.slice(0, SAMPLE_SIZE),
    },
    rows: valid,
    centres: knownCentres,
  };
}
