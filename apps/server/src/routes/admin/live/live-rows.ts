import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TLiveState } from '@exam/contracts/admin/live-entities';
import { ACTION } from '@exam/core/palette';
import type { Db } from '../../../db/client.ts';
import { attemptEvents, attempts, centres, responses, students } from '../../../db/schema.ts';
import { dbNowMs } from '../../attempts/clock.ts';
import { rowsOf } from '../../../db/rows.ts';

/** Whose attempts a live page shows: the students matching `who`, their latest attempt of the set. */
export interface LiveTarget {
  setId: number;
  /** A condition on `students`: the audience, the caller's scope and the page's filters. */
  who: SQL;
  /** Which attempts of the set count (e.g. those of one exam window). */
  attemptsOf: SQL;
  /** Without a schedule there is no audience: only students who started the set are listed. */
  startedOnly: boolean;
}

export interface LiveFilters {
  centreId?: number | undefined;
  studentClass?: number | undefined;
  section?: string | undefined;
}

/** The page's filters as a condition on `students`. */
export function filterCondition(filters: LiveFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.centreId !== undefined) where.push(eq(students.centreId, filters.centreId));
  if (filters.studentClass !== undefined)
    where.push(eq(students.studentClass, filters.studentClass));
  if (filters.section) where.push(eq(students.studentSection, filters.section));
  return where;
}

const ANSWERED = [ACTION.answered, ACTION.answeredAndMarked];

/** The latest attempt of the set per student (lateral), so a second attempt replaces the first. */
const latestAttempt = (target: LiveTarget) => sql`
  left join lateral (
    select ${attempts.id} as id, ${attempts.attemptNo} as attempt_no, ${attempts.status} as status,
      ${attempts.submitReason} as submit_reason, ${attempts.startedAt} as started_at,
      ${attempts.submittedAt} as submitted_at, ${attempts.clockAt} as clock_at,
      ${attempts.timeLeftMs} as time_left_ms, ${attempts.pausedMs} as paused_ms,
      ${attempts.hardEndAt} as hard_end_at, ${attempts.clockRule} as clock_rule,
      ${attempts.extraMs} as extra_ms, ${attempts.lastSeq} as last_seq
    from ${attempts}
    where ${attempts.studentId} = ${students.id} and ${attempts.setId} = ${target.setId}
      and ${target.attemptsOf}
    order by ${attempts.attemptNo} desc
    limit 1
  ) a on true`;

const stateSql = sql<TLiveState>`case
  when a.id is null then 'not-started'
  when a.status = 'open' then 'in-exam'
  when a.submit_reason = 'time-over' then 'auto-submitted'
  when a.submit_reason = 'force-submitted' then 'force-submitted'
  else 'submitted' end`;

const whereOf = (target: LiveTarget, state?: TLiveState) => {
  const where: SQL[] = [target.who];
  if (target.startedOnly) where.push(sql`a.id is not null`);
  if (state) where.push(sql`${stateSql} = ${state}`);
  return and(...where) as SQL;
};

export interface LiveRowRecord {
  student_id: number;
  roll_no: string;
  name: string;
  student_class: number;
  student_section: string;
  centre_id: number | null;
  centre_name: string | null;
  state: TLiveState;
  attempt_id: number | string | null;
  attempt_no: number | null;
  started_at: Date | string | null;
  submitted_at: Date | string | null;
  clock_at: Date | string | null;
  time_left_ms: number | null;
  paused_ms: number | null;
  hard_end_at: Date | string | null;
  clock_rule: 'strict' | 'pause-on-silence' | null;
  extra_ms: number | null;
  last_seq: number | null;
  answered: number;
  last_saved_at: Date | string | null;
  warnings: number;
  warning_kinds: Record<string, number> | string | null;
  db_now: number;
}

/** One page of the live table, ordered by roll number, with the database's time. */
export async function readLiveRows(
  db: Db,
  target: LiveTarget,
  page: { state?: TLiveState | undefined; limit: number; offset: number },
): Promise<LiveRowRecord[]> {
  const result = await db.execute(sql`
    select ${students.id} as student_id, ${students.rollNo} as roll_no, ${students.name} as name,
      ${students.studentClass} as student_class, ${students.studentSection} as student_section,
      ${students.centreId} as centre_id, ${centres.name} as centre_name, ${stateSql} as state,
      a.id as attempt_id, a.attempt_no, a.started_at, a.submitted_at, a.clock_at, a.time_left_ms,
      a.paused_ms, a.hard_end_at, a.clock_rule, a.extra_ms, a.last_seq,
      coalesce(r.answered, 0)::int as answered, r.last_saved_at,
      coalesce(e.warnings, 0)::int as warnings, e.warning_kinds, ${dbNowMs} as db_now
    from ${students}
    left join ${centres} on ${centres.id} = ${students.centreId}
    ${latestAttempt(target)}
    left join lateral (
      select (count(*) filter (where ${responses.action} in (${sql.join(ANSWERED, sql`, `)})))::int
          as answered,
        max(${responses.savedAt}) as last_saved_at
      from ${responses} where ${responses.attemptId} = a.id
    ) r on a.id is not null
    left join lateral (
      select coalesce(sum(k.n), 0)::int as warnings, jsonb_object_agg(k.type, k.n) as warning_kinds
      from (
        select ${attemptEvents.type} as type, count(*)::int as n from ${attemptEvents}
        where ${attemptEvents.attemptId} = a.id group by 1
      ) k
    ) e on a.id is not null
    where ${whereOf(target, page.state)}
    order by ${students.rollNo}, ${students.name}, ${students.id}
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<LiveRowRecord>(result);
}

/** How many students are in each state (the filters apply, the state filter does not). */
export async function countLiveStates(db: Db, target: LiveTarget) {
  const result = await db.execute(sql`
    select ${stateSql} as state, count(*)::int as n
    from ${students}
    ${latestAttempt(target)}
    where ${whereOf(target)}
    group by 1`);
  const counts = new Map<TLiveState, number>();
  for (const row of rowsOf<{ state: TLiveState; n: number }>(result)) {
    counts.set(row.state, Number(row.n));
  }
  return counts;
}
