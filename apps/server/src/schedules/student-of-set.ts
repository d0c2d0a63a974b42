import { and, eq, sql } from 'drizzle-orm';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { Db } from '../db/client.ts';
import { students } from '../db/schema.ts';
import { dbNowMs } from '../routes/attempts/clock.ts';
import type { ScheduleRow, StudentPlace } from './student-windows.ts';

/** What the start and the paper's gate need of a window (decision 018). */
export type WindowRow = Pick<
  ScheduleRow,
  | 'id'
  | 'orgId'
  | 'instituteId'
  | 'setId'
  | 'opensAt'
  | 'closesAt'
  | 'timeZone'
  | 'audience'
  | 'attemptsAllowed'
  | 'clockRule'
  | 'resultsRelease'
  | 'resultsReleasedAt'
>;

/** One of the student's attempts of the set, as far as the start decides by it. */
export interface AttemptOfSet {
  attemptNo: number;
  status: 'open' | 'submitted';
  submitReason: TSubmitReason | null;
  scheduleId: number | null;
}

type WindowJson = Omit<WindowRow, 'opensAt' | 'closesAt' | 'resultsReleasedAt'> & {
  opensAt: number;
  closesAt: number;
  resultsReleasedAt: number | null;
};

const param = {
  studentId: sql.placeholder('studentId'),
  orgId: sql.placeholder('orgId'),
  setId: sql.placeholder('setId'),
};
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)`);

function prepare(db: Db) {
  return db
    .select({
      now: dbNowMs,
      id: students.id,
      orgId: students.orgId,
      instituteId: students.instituteId,
      studentClass: students.studentClass,
      studentSection: students.studentSection,
      centreId: students.centreId,
      extraTimePercent: students.extraTimePercent,
      windows: sql<WindowJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', w.id, 'orgId', w.org_id, 'instituteId', w.institute_id, 'setId', w.set_id,
          'opensAt', ${epochMs('w.opens_at')}, 'closesAt', ${epochMs('w.closes_at')},
          'timeZone', w.time_zone, 'audience', w.audience, 'attemptsAllowed', w.attempts_allowed,
          'clockRule', w.clock_rule, 'resultsRelease', w.results_release,
          'resultsReleasedAt', ${epochMs('w.results_released_at')}
        ) order by w.id), '[]'::json)
        from exam_schedules w where w.org_id = ${param.orgId} and w.set_id = ${param.setId})`,
      attempts: sql<AttemptOfSet[]>`(
        select coalesce(json_agg(json_build_object(
          'attemptNo', a.attempt_no, 'status', a.status, 'submitReason', a.submit_reason,
          'scheduleId', a.schedule_id
        ) order by a.attempt_no), '[]'::json)
        from attempts a where a.student_id = ${param.studentId} and a.set_id = ${param.setId})`,
    })
    .from(students)
    .where(and(eq(students.id, param.studentId), eq(students.orgId, param.orgId)))
    .prepare('student_of_set');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * In one round trip (a start in a district's burst makes few): the database's time, the student's
 * place and extra time, the set's windows and the student's attempts of the set, in order. Null
 * when the student is not of the organisation.
 */
export async function studentOfSet(
  db: Db,
  student: { studentId: number; orgId: number },
  setId: number,
): Promise<{
  now: number;
  place: StudentPlace;
  windows: WindowRow[];
  attempts: AttemptOfSet[];
} | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ studentId: student.studentId, orgId: student.orgId, setId });
  if (!row) return null;
  const { now, windows, attempts, ...place } = row;
  return {
    now,
    place,
    windows: windows.map((w) => ({
      ...w,
      opensAt: new Date(w.opensAt),
      closesAt: new Date(w.closesAt),
      resultsReleasedAt: w.resultsReleasedAt === null ? null : new Date(w.resultsReleasedAt),
    })),
    attempts,
  };
}
