import { sql, type SQL } from 'drizzle-orm';
import type { TShift, TSitting, TSittingMerit } from '@exam/contracts/admin/sittings';
import type { ZSittingMeritQuery } from '@exam/contracts/admin/sittings';
import type { z } from 'zod';
import { meritList } from '@exam/core/percentile';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { iso, orNotFound } from '../scope.ts';

export const SITTING = 'Sitting';

/** The windows the caller may read (the schedules' own rule), as SQL on `w`. */
export const windowsInScope = (staff: AuthenticatedStaff) =>
  staff.instituteId === null
    ? sql`w.org_id = ${staff.orgId}`
    : sql`w.org_id = ${staff.orgId} and w.institute_id = ${staff.instituteId}`;

interface SittingRow {
  name: string;
  shifts: number;
  candidates: number;
  first_opens_at: string | Date;
  last_closes_at: string | Date;
}

export async function listSittings(db: Db, staff: AuthenticatedStaff): Promise<TSitting[]> {
  const rows = rowsOf<SittingRow>(
    await db.execute(sql`
      select w.sitting as name, count(distinct w.id)::int as shifts,
        count(distinct a.student_id)::int as candidates,
        min(w.opens_at) as first_opens_at, max(w.closes_at) as last_closes_at
      from exam_schedules w
      left join attempts a on a.schedule_id = w.id and a.status = 'submitted'
      where ${windowsInScope(staff)} and w.sitting is not null
      group by w.sitting
      order by min(w.opens_at) desc, w.sitting`),
  );
  return rows.map((r) => ({
    name: r.name,
    shifts: Number(r.shifts),
    candidates: Number(r.candidates),
    firstOpensAt: iso(r.first_opens_at),
    lastClosesAt: iso(r.last_closes_at),
  }));
}

interface ShiftRow {
  schedule_id: number;
  set_id: number;
  set_name: string;
  opens_at: string | Date;
  closes_at: string | Date;
  time_zone: string;
}

interface CandidateRow {
  student_id: number;
  schedule_id: number;
  raw: number;
  section_results: { name: string; score: number }[] | null;
  name: string;
  roll_no: string;
}

/**
 * Each student's candidacy in a sitting is their first submitted attempt in the earliest of its
 * windows they sat: a second window of the same sitting is a repeat, not another candidacy.
 * `windows` is a condition on `w` (the caller's scope, or a whole organisation for a student).
 */
export async function readSittingCandidates(db: Db, windows: SQL, sitting: string) {
  return rowsOf<CandidateRow>(
    await db.execute(sql`
      select c.*, st.name, st.roll_no from (
        select distinct on (a.student_id) a.student_id, a.schedule_id,
          coalesce(a.score, 0)::float8 as raw, a.section_results
        from attempts a
        join exam_schedules w on w.id = a.schedule_id
        where ${windows} and w.sitting = ${sitting} and a.status = 'submitted'
        order by a.student_id, w.opens_at, a.attempt_no
      ) c join students st on st.id = c.student_id`),
  );
}

/** The merit list's input: one entry per candidate, with their raw score per subject. */
export const meritInput = (candidates: readonly CandidateRow[]) =>
  candidates.map((c) => ({
    key: Number(c.student_id),
    shift: Number(c.schedule_id),
    raw: Number(c.raw),
    subjects: Object.fromEntries((c.section_results ?? []).map((s) => [s.name, Number(s.score)])),
  }));

async function readSitting(db: Db, staff: AuthenticatedStaff, sitting: string) {
  const shifts = rowsOf<ShiftRow>(
    await db.execute(sql`
      select w.id as schedule_id, w.set_id, s.name as set_name, w.opens_at, w.closes_at, w.time_zone
      from exam_schedules w join question_sets s on s.id = w.set_id
      where ${windowsInScope(staff)} and w.sitting = ${sitting}
      order by w.opens_at, w.id`),
  );
  if (shifts.length === 0) orNotFound(null, SITTING);
  const candidates = await readSittingCandidates(db, windowsInScope(staff), sitting);
  return { shifts, candidates };
}

/** The whole combined merit list of a sitting in the caller's scope, with its shifts. */
export async function wholeMerit(
  db: Db,
  staff: AuthenticatedStaff,
  sitting: string,
): Promise<Omit<TSittingMerit, 'total' | 'page' | 'pageSize'>> {
  const { shifts, candidates } = await readSitting(db, staff, sitting);
  const subjects = [
    ...new Set(candidates.flatMap((c) => (c.section_results ?? []).map((s) => s.name))),
  ];
  const people = new Map(candidates.map((c) => [Number(c.student_id), c]));
  const list = meritList(meritInput(candidates));
  const counts = new Map<number, { candidates: number; topRaw: number | null }>();
  for (const row of list) {
    const shift = counts.get(row.shift) ?? { candidates: 0, topRaw: null };
    shift.candidates += 1;
    shift.topRaw = Math.max(shift.topRaw ?? row.raw, row.raw);
    counts.set(row.shift, shift);
  }
  return {
    sitting,
    shifts: shifts.map((s): TShift => ({
      scheduleId: Number(s.schedule_id),
      setId: Number(s.set_id),
      setName: s.set_name,
      opensAt: iso(s.opens_at),
      closesAt: iso(s.closes_at),
      timeZone: s.time_zone,
      candidates: counts.get(Number(s.schedule_id))?.candidates ?? 0,
      topRaw: counts.get(Number(s.schedule_id))?.topRaw ?? null,
    })),
    subjects,
    items: list.map((row) => {
      const person = people.get(row.key) as CandidateRow;
      return {
        rank: row.rank,
        studentId: row.key,
        studentName: person.name,
        rollNo: person.roll_no,
        scheduleId: row.shift,
        raw: row.raw,
        percentile: row.percentile,
        shiftRank: row.shiftRank,
        subjects: subjects
          .filter((name) => row.subjectPercentiles[name] !== undefined)
          .map((name) => ({
            name,
            raw: row.subjects[name] as number,
            percentile: row.subjectPercentiles[name] as number,
          })),
      };
    }),
  };
}

export async function sittingMerit(
  db: Db,
  staff: AuthenticatedStaff,
  query: z.infer<typeof ZSittingMeritQuery>,
): Promise<TSittingMerit> {
  const merit = await wholeMerit(db, staff, query.sitting);
  const start = (query.page - 1) * query.pageSize;
  return {
    ...merit,
    items: merit.items.slice(start, start + query.pageSize),
    total: merit.items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
