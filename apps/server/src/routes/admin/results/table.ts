import { sql, type SQL } from 'drizzle-orm';
import type { TSetResultRow, TSetResults } from '@exam/contracts/admin/get-set-results';
import type { z } from 'zod';
import type { ZSetResultsQuery, ZExportResultsQuery } from '@exam/contracts/admin/get-set-results';
import type { Db } from '../../../db/client.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { rowsOf } from '../../../db/rows.ts';
import { iso } from '../scope.ts';
import {
  figuresColumns,
  figuresOf,
  filterCondition,
  orderBy,
  scopedCandidates,
  type FigureRow,
  type ResultSet,
} from './candidates.ts';

export const DISTRIBUTION_BINS = 10;

/** The row columns of the table, read from `filtered`. */
const ROW_COLUMNS = sql`attempt_id, student_id, name, username, attempt_no, rank, roll_no,
  student_class, student_section, centre_name, district_name, block_name, score,
  section_results, accuracy, time_taken_sec, submitted_at, submit_reason`;

interface RawRow {
  attempt_id: number | string;
  student_id: number;
  name: string;
  username: string;
  attempt_no: number;
  rank: number;
  roll_no: string;
  student_class: number;
  student_section: string;
  centre_name: string | null;
  district_name: string | null;
  block_name: string | null;
  score: number;
  section_results: { id: number; score: number }[] | null;
  accuracy: number | null;
  time_taken_sec: number | null;
  submitted_at: string | Date;
  submit_reason: TSetResultRow['submitReason'];
}

const toRow = (r: RawRow, cutoff: number): TSetResultRow => ({
  attemptId: Number(r.attempt_id),
  studentId: Number(r.student_id),
  studentName: r.name,
  username: r.username,
  attemptNo: Number(r.attempt_no),
  rank: Number(r.rank),
  rollNo: r.roll_no,
  studentClass: Number(r.student_class),
  section: r.student_section,
  centreName: r.centre_name,
  districtName: r.district_name,
  blockName: r.block_name,
  score: Number(r.score),
  passed: Number(r.score) >= cutoff,
  sectionScores: (r.section_results ?? []).map((s) => ({
    sectionId: Number(s.id),
    score: Number(s.score),
  })),
  accuracy: r.accuracy === null ? null : Number(r.accuracy),
  timeTakenSec: r.time_taken_sec === null ? null : Math.round(Number(r.time_taken_sec)),
  submittedAt: iso(r.submitted_at),
  submitReason: r.submit_reason,
});

export interface ResultContext {
  set: ResultSet;
  staff: AuthenticatedStaff;
  cutoff: number;
  totalMarks: number;
}

type PageQuery = z.infer<typeof ZSetResultsQuery>;
type ExportQuery = z.infer<typeof ZExportResultsQuery>;

const filtered = (ctx: ResultContext, query: ExportQuery): SQL => sql`
  ${scopedCandidates(ctx.set, ctx.staff)},
  filtered as (select * from scoped where ${filterCondition(query)})`;

/** Distinct choices of one column of `scoped` as a JSON array of objects, by name. */
const choices = (columns: SQL, notNull: SQL) => sql`(
  select coalesce(json_agg(x order by x.name), '[]'::json)
  from (select distinct ${columns} from scoped where ${notNull} is not null) x)`;

/**
 * One page of the table with the figures, the distribution and the filter choices, in one
 * statement: only the page's rows leave the database (DESIGN.md §8, 10,000 candidates).
 */
export async function readResultsPage(
  db: Db,
  ctx: ResultContext,
  query: PageQuery,
): Promise<Omit<TSetResults, 'setId' | 'setName' | 'totalMarks' | 'cutoff' | 'sections'>> {
  // Bands of a tenth of the total; negative scores count in the first, full marks in the last.
  const top = ctx.totalMarks > 0 ? ctx.totalMarks : 1;
  const statement = sql`
    ${filtered(ctx, query)},
    page as (
      select ${ROW_COLUMNS}, row_number() over (order by ${orderBy(query.sort, query.dir)}) as ord
      from filtered
      order by ${orderBy(query.sort, query.dir)}
      limit ${query.pageSize}::int offset ${(query.page - 1) * query.pageSize}::int
    )
    select
      (select row_to_json(f) from (select ${figuresColumns(ctx.cutoff)} from filtered) f) as figures,
      (select coalesce(json_agg(json_build_array(bin, n)), '[]'::json) from (
        select least(greatest(width_bucket(score, 0, ${top}::float8, ${DISTRIBUTION_BINS}), 1),
          ${DISTRIBUTION_BINS}) as bin, count(*)::int as n
        from filtered group by 1) b) as bins,
      (select coalesce(json_agg(p order by p.ord), '[]'::json) from page p) as rows,
      ${choices(sql`district_id as id, district_name as name`, sql`district_id`)} as districts,
      ${choices(sql`block_id as id, block_name as name, block_district_id as "districtId"`, sql`block_id`)} as blocks,
      ${choices(sql`centre_id as id, centre_name as name, centre_block_id as "blockId"`, sql`centre_id`)} as centres,
      (select coalesce(json_agg(distinct student_class), '[]'::json) from scoped) as classes,
      (select coalesce(json_agg(distinct student_section), '[]'::json) from scoped) as sections`;
  const [out] = rowsOf<{
    figures: FigureRow;
    bins: [number, number][];
    rows: RawRow[];
    districts: { id: number; name: string }[];
    blocks: { id: number; name: string; districtId: number | null }[];
    centres: { id: number; name: string; blockId: number | null }[];
    classes: number[];
    sections: string[];
  }>(await db.execute(statement));
  if (!out) throw new Error('the results statement returned no row');
  const figures = figuresOf(out.figures);
  const counts = new Map(out.bins.map(([bin, n]) => [Number(bin), Number(n)]));
  const width = top / DISTRIBUTION_BINS;
  return {
    ...figures,
    distribution: Array.from({ length: DISTRIBUTION_BINS }, (_, i) => ({
      from: Math.round(i * width * 100) / 100,
      to: Math.round((i + 1) * width * 100) / 100,
      count: counts.get(i + 1) ?? 0,
    })),
    items: out.rows.map((r) => toRow(r, ctx.cutoff)),
    total: figures.submitted,
    page: query.page,
    pageSize: query.pageSize,
    options: {
      districts: out.districts,
      blocks: out.blocks,
      centres: out.centres,
      classes: [...out.classes].sort((a, b) => a - b),
      sections: [...out.sections].sort(),
    },
  };
}

/** Every filtered row in the table's order, for the exports. */
export async function readAllResults(db: Db, ctx: ResultContext, query: ExportQuery) {
  const statement = sql`
    ${filtered(ctx, query)}
    select ${ROW_COLUMNS} from filtered order by ${orderBy(query.sort, query.dir)}`;
  return rowsOf<RawRow>(await db.execute(statement)).map((r) => toRow(r, ctx.cutoff));
}
