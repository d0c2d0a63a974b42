import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { windowsInScope } from './read.ts';

/**
 * Whose merit list an export is and the zone it says when it was made: the caller's institute,
 * else the one institute every window of the sitting is for, else the whole organisation; the
 * one zone all its windows share, else the organisation's (as exports of results choose).
 */
export async function sittingExportHome(db: Db, staff: AuthenticatedStaff, sitting: string) {
  const [row] = rowsOf<{ institute_id: number | null; zone: string | null }>(
    await db.execute(sql`
      select
        (select min(w.institute_id) from exam_schedules w
          where ${windowsInScope(staff)} and w.sitting = ${sitting}
          having count(distinct w.institute_id) = 1 and bool_and(w.institute_id is not null)
        ) as institute_id,
        coalesce(
          (select min(w.time_zone) from exam_schedules w
            where ${windowsInScope(staff)} and w.sitting = ${sitting}
            having count(distinct w.time_zone) = 1),
          (select time_zone from organisations where id = ${staff.orgId})
        ) as zone`),
  );
  const oneInstitute = row?.institute_id ?? null;
  return {
    instituteId: staff.instituteId ?? (oneInstitute === null ? null : Number(oneInstitute)),
    zone: row?.zone ?? 'Asia/Kolkata',
  };
}
