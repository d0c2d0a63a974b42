import type DataLoader from 'dataloader';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { Db } from '../db/client.ts';
import { rowsByIndex, turnBatches } from '../db/turn-batches.ts';
import type { ScheduleRow, StudentPlace } from './student-windows.ts';

type SetAudience = 'open' | 'scheduled';

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
  | 'lobbyMinutes'
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

interface Key {
  student_id: number;
  org_id: number;
  set_id: number;
}

type Row = StudentPlace & {
  n: number;
  now: number;
  setAudience: SetAudience;
  windows: WindowJson[];
  attempts: AttemptOfSet[];
};

const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Per key (a student and a set): the database's time, the student's place and extra time, the
 * set's windows and the student's attempts of it (the last two as JSON, in order). No row when the
 * student is not of the organisation. $1: the keys, a JSON array.
 */
const STUDENT_OF_SET_SQL = `
select k.n, ${epochMs('now()')} as now,
       s.id, s.org_id as "orgId", s.institute_id as "instituteId",
       s.student_class as "studentClass", s.student_section as "studentSection",
       s.centre_id as "centreId", s.extra_time_percent as "extraTimePercent",
       (select q.audience from question_sets q where q.id = k.set_id) as "setAudience",
       (select coalesce(json_agg(json_build_object(
          'id', w.id, 'orgId', w.org_id, 'instituteId', w.institute_id, 'setId', w.set_id,
          'opensAt', ${epochMs('w.opens_at')}, 'closesAt', ${epochMs('w.closes_at')},
          'timeZone', w.time_zone, 'audience', w.audience, 'attemptsAllowed', w.attempts_allowed,
          'clockRule', w.clock_rule, 'resultsRelease', w.results_release,
          'resultsReleasedAt', ${epochMs('w.results_released_at')},
          'lobbyMinutes', w.lobby_minutes
        ) order by w.id), '[]'::json)
        from exam_schedules w where w.org_id = k.org_id and w.set_id = k.set_id) as windows,
       (select coalesce(json_agg(json_build_object(
          'attemptNo', a.attempt_no, 'status', a.status, 'submitReason', a.submit_reason,
          'scheduleId', a.schedule_id
        ) order by a.attempt_no), '[]'::json)
        from attempts a where a.student_id = k.student_id and a.set_id = k.set_id) as attempts
from jsonb_to_recordset($1::jsonb) as k(n int, student_id int, org_id int, set_id int)
join students s on s.id = k.student_id and s.org_id = k.org_id`;

const loaders = new WeakMap<Db, DataLoader<Key, Row | undefined, Key>>();

function loaderOf(db: Db) {
  let loader = loaders.get(db);
  if (!loader) {
    loader = turnBatches<Key, Row | undefined>((keys) =>
      rowsByIndex<Key, Row>(db, 'student_of_set', STUDENT_OF_SET_SQL, keys),
    );
    loaders.set(db, loader);
  }
  return loader;
}

/**
 * In one round trip, shared with the other starts and papers of the same turn of the event loop
 * (decision 030; a district's burst makes many): the database's time, the student's place and
 * extra time, the set's windows and the student's attempts of the set, in order. Null when the
 * student is not of the organisation.
 */
export async function studentOfSet(
  db: Db,
  student: { studentId: number; orgId: number },
  setId: number,
): Promise<{
  now: number;
  place: StudentPlace;
  setAudience: SetAudience;
  windows: WindowRow[];
  attempts: AttemptOfSet[];
} | null> {
  const row = await loaderOf(db).load({
    student_id: student.studentId,
    org_id: student.orgId,
    set_id: setId,
  });
  if (!row) return null;
  const { n: _n, now, windows, attempts, setAudience, ...place } = row;
  return {
    now,
    place,
    setAudience,
    windows: windows.map((w) => ({
      ...w,
      opensAt: new Date(w.opensAt),
      closesAt: new Date(w.closesAt),
      resultsReleasedAt: w.resultsReleasedAt === null ? null : new Date(w.resultsReleasedAt),
    })),
    attempts,
  };
}
