import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TResultFilters, TResultSortKey } from '@exam/contracts/admin/get-set-results';
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { countsAsCandidate } from '../../../schedules/audience.ts';

export interface ResultSet {
  id: number;
  orgId: number;
  setTypeId: number;
}

/**
 * A set's candidates ranked: each student's first attempt once submitted (finished, for a quiz,
 * practice or GK play), ranked by score with ties sharing a rank — the rule of the student's own
 * report (packages/core rankFromCounts over the attempts_rank index), here as a window function
 * over the same rows. Accuracy, time and section results are columns PostgreSQL keeps from the
 * stored report (migration 0010), so no report is opened for a listing.
 */
function rankedCandidates(set: ResultSet): SQL {
  if (carriesAnswerKey(set.setTypeId)) {
    return sql`
      select q.id as attempt_id, q.student_id, q.attempt_no, coalesce(q.score, 0)::float8 as score,
        q.finished_at as submitted_at, 'submitted' as submit_reason,
        case when coalesce(q.correct, 0) + coalesce(q.incorrect, 0) > 0
          then round(100.0 * q.correct / (q.correct + q.incorrect))::float8 end as accuracy,
        (q.time_taken_ms / 1000.0)::float8 as time_taken_sec, null::jsonb as section_results,
        null::integer as schedule_id,
        rank() over (order by coalesce(q.score, 0) desc)::int as rank
      from quiz_attempts q
      where q.set_id = ${set.id} and q.status = 'finished' and q.attempt_no = 1`;
  }
  return sql`
    select a.id as attempt_id, a.student_id, a.attempt_no, coalesce(a.score, 0)::float8 as score,
      a.submitted_at, coalesce(a.submit_reason, 'submitted') as submit_reason,
      a.accuracy::float8 as accuracy, a.time_taken_sec::float8 as time_taken_sec,
      a.section_results, a.schedule_id,
      rank() over (order by a.score desc)::int as rank
    from attempts a
    where a.set_id = ${set.id} and a.status = 'submitted' and a.attempt_no = 1
      and ${countsAsCandidate(sql`a`)}`;
}

/**
 * What the candidates' figures depend on, read from indexes alone (attempts_rank for an exam):
 * their count and a sum weighted by student, which moves when any one score moves (a submission,
 * a rescore). Both tables are asked, so it needs no set type: the other one has no rows.
 */
export const candidatesVersion = (setId: AnyColumn) => sql<string>`(
  select count(*)::text || ':' || coalesce(sum(score::float8 * student_id), 0)::text
  from attempts a where a.set_id = ${setId} and a.status = 'submitted' and a.attempt_no = 1
    and ${countsAsCandidate(sql`a`)}
) || '/' || (
  select count(*)::text || ':' || coalesce(sum(score::float8 * student_id), 0)::text
  from quiz_attempts where set_id = ${setId} and status = 'finished' and attempt_no = 1
)`;

/**
 * `with ranked …, scoped …`: the candidates the caller may see (below org-admin, the students of
 * the caller's institute; ranks stay those of the whole set) with their names and places. A
 * student's district and block are their own, else their centre's.
 */
export function scopedCandidates(set: ResultSet, staff: AuthenticatedStaff): SQL {
  const institute =
    staff.instituteId === null ? sql`` : sql`and s.institute_id = ${staff.instituteId}`;
  return sql`
    with ranked as (${rankedCandidates(set)}),
    scoped as (
      select r.*, s.name, s.username, s.roll_no, s.student_class, s.student_section,
        c.id as centre_id, c.name as centre_name, c.block_id as centre_block_id,
        d.id as district_id, d.name as district_name, d.name_hi as district_name_hi,
        b.id as block_id, b.name as block_name, b.name_hi as block_name_hi,
        b.district_id as block_district_id
      from ranked r
      join students s on s.id = r.student_id
      left join centres c on c.id = s.centre_id
      left join districts d on d.id = coalesce(s.district_id, c.district_id)
      left join blocks b on b.id = coalesce(s.block_id, c.block_id)
      where s.org_id = ${set.orgId} ${institute}
    )`;
}

/** The filters of the table as a condition on `scoped` rows. */
export function filterCondition(filters: TResultFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.districtId !== undefined) parts.push(sql`district_id = ${filters.districtId}`);
  if (filters.blockId !== undefined) parts.push(sql`block_id = ${filters.blockId}`);
  if (filters.centreId !== undefined) parts.push(sql`centre_id = ${filters.centreId}`);
  if (filters.studentClass !== undefined) parts.push(sql`student_class = ${filters.studentClass}`);
  if (filters.section) parts.push(sql`student_section = ${filters.section}`);
  if (filters.scheduleId !== undefined) parts.push(sql`schedule_id = ${filters.scheduleId}`);
  return sql.join(parts, sql` and `);
}

/** Each sort key's columns (a class sorts by class, then section). */
const SORT_COLUMNS: Record<Exclude<TResultSortKey, `section.${number}`>, SQL[]> = {
  rank: [sql`rank`],
  rollNo: [sql`roll_no`],
  name: [sql`lower(name)`],
  class: [sql`student_class`, sql`student_section`],
  centre: [sql`centre_name`],
  district: [sql`district_name`],
  block: [sql`block_name`],
  score: [sql`score`],
  accuracy: [sql`accuracy`],
  timeTaken: [sql`time_taken_sec`],
  submittedAt: [sql`submitted_at`],
  submitReason: [sql`submit_reason`],
};

/** An ORDER BY list from a whitelisted key: empty values last, then rank and attempt as ties. */
export function orderBy(sort: TResultSortKey, dir: 'asc' | 'desc'): SQL {
  const direction = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  const columns = sort.startsWith('section.')
    ? [
        sql`(jsonb_path_query_first(section_results, '$[*] ? (@.id == $id).score',
          jsonb_build_object('id', ${Number(sort.slice('section.'.length))}::int)))::float8`,
      ]
    : SORT_COLUMNS[sort as keyof typeof SORT_COLUMNS];
  return sql.join(
    [...columns.map((c) => sql`${c} ${direction} nulls last`), sql`rank asc`, sql`attempt_id asc`],
    sql`, `,
  );
}

/** Candidates, mean, median, highest and passes of the rows in FROM (see ZResultFigures). */
export const figuresColumns = (cutoff: number) => sql`
  count(*)::int as submitted,
  avg(score)::float8 as average,
  percentile_cont(0.5) within group (order by score)::float8 as median,
  max(score)::float8 as highest,
  (count(*) filter (where score >= ${cutoff}::float8))::int as passed`;

export interface FigureRow {
  submitted: number;
  average: number | null;
  median: number | null;
  highest: number | null;
  passed: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export const figuresOf = (row: FigureRow | undefined) => {
  const submitted = Number(row?.submitted ?? 0);
  const some = (value: number | null | undefined) =>
    submitted > 0 && value !== null && value !== undefined ? round2(Number(value)) : null;
  const passed = Number(row?.passed ?? 0);
  return {
    submitted,
    average: some(row?.average),
    median: some(row?.median),
    highest: some(row?.highest),
    passed,
    passRate: submitted > 0 ? round2((passed / submitted) * 100) : null,
  };
};
