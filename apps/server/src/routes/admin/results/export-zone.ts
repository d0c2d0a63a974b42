import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';

/**
 * The zone an export of a set's results writes its times in: the chosen window's, else the one
 * zone every window of the set shares, else the organisation's (issue 25: as the screen says them).
 */
export async function exportTimeZone(
  db: Db,
  set: { id: number; orgId: number },
  scheduleId: number | undefined,
): Promise<string> {
  const [row] = rowsOf<{ zone: string }>(
    await db.execute(sql`
      select coalesce(
        (select time_zone from exam_schedules where id = ${scheduleId ?? null}::int and set_id = ${set.id}),
        (select min(time_zone) from exam_schedules where set_id = ${set.id}
          having count(distinct time_zone) = 1),
        (select time_zone from organisations where id = ${set.orgId})
      ) as zone`),
  );
  return row?.zone ?? 'Asia/Kolkata';
}
