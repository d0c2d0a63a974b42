import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TResultsByPlace,
  ZResultsByPlaceQuery,
} from '@exam/contracts/admin/get-results-by-place';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { figuresColumns, figuresOf, scopedCandidates, type FigureRow } from './candidates.ts';
import type { ResultContext } from './table.ts';

type Query = z.infer<typeof ZResultsByPlaceQuery>;

const LEVEL_COLUMNS = {
  district: { id: sql`district_id`, name: sql`district_name`, nameHi: sql`district_name_hi` },
  block: { id: sql`block_id`, name: sql`block_name`, nameHi: sql`block_name_hi` },
  centre: { id: sql`centre_id`, name: sql`centre_name`, nameHi: sql`null::text` },
} as const;

/**
 * The figures of each district, block or centre (one level, optionally inside one district or
 * block) and of them all, in one grouping-sets statement.
 */
export async function readResultsByPlace(
  db: Db,
  ctx: ResultContext,
  query: Query,
): Promise<TResultsByPlace> {
  const level = LEVEL_COLUMNS[query.level];
  const where = [sql`true`];
  if (query.districtId !== undefined) where.push(sql`district_id = ${query.districtId}`);
  if (query.blockId !== undefined) where.push(sql`block_id = ${query.blockId}`);
  if (query.scheduleId !== undefined) where.push(sql`schedule_id = ${query.scheduleId}`);
  const statement = sql`
    ${scopedCandidates(ctx.set, ctx.staff)}
    select ${level.id} as id, ${level.name} as name, ${level.nameHi} as name_hi,
      grouping(${level.id}, ${level.name}, ${level.nameHi}) > 0 as overall,
      ${figuresColumns(ctx.cutoff)}
    from scoped
    where ${sql.join(where, sql` and `)}
    group by grouping sets ((${level.id}, ${level.name}, ${level.nameHi}), ())
    order by overall, name nulls last, id`;
  const rows = rowsOf<
    FigureRow & { id: number | null; name: string | null; name_hi: string | null; overall: boolean }
  >(await db.execute(statement));
  const overall = rows.find((r) => r.overall);
  return {
    setId: ctx.set.id,
    level: query.level,
    cutoff: ctx.cutoff,
    places: rows
      .filter((r) => !r.overall)
      .map((r) => ({
        id: r.id === null ? null : Number(r.id),
        name: r.name,
        nameHi: r.name_hi,
        ...figuresOf(r),
      })),
    overall: figuresOf(overall),
  };
}
