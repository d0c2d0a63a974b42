import { inArray } from 'drizzle-orm';
import { isResultReleased, resultsReleaseAt } from '@exam/core/schedule';
import type { Db } from '../db/client.ts';
import { examSchedules } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { dbNowMs } from '../routes/attempts/clock.ts';
import { windowOfError } from './access.ts';

/**
 * The windows among these whose results students may not see yet (issue 12: at once, at the
 * window's close, or by hand), each with when they will be released (null: by hand).
 */
export async function withheldWindows(db: Db, scheduleIds: readonly (number | null)[]) {
  const ids = [...new Set(scheduleIds.filter((id): id is number => id !== null))];
  const withheld = new Map<
    number,
    { releaseAt: string | null; timeZone: string; error: AppError }
  >();
  if (ids.length === 0) return withheld;
  const rows = await db
    .select({ schedule: examSchedules, now: dbNowMs })
    .from(examSchedules)
    .where(inArray(examSchedules.id, ids));
  for (const { schedule: s, now } of rows) {
    const rule = {
      resultsRelease: s.resultsRelease,
      closesAt: s.closesAt.getTime(),
      resultsReleasedAt: s.resultsReleasedAt?.getTime() ?? null,
    };
    if (isResultReleased(rule, now)) continue;
    const at = resultsReleaseAt(rule);
    const window = windowOfError(s);
    withheld.set(s.id, {
      releaseAt: at ? new Date(at).toISOString() : null,
      timeZone: s.timeZone,
      error: new AppError(
        'RESULT_NOT_RELEASED',
        at
          ? `Your result will be released on ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: s.timeZone }).format(at)} (${s.timeZone}).`
          : 'Your result will be released when your institute releases it.',
        undefined,
        window,
      ),
    });
  }
  return withheld;
}

/** Refuses a result that is not released yet (403 RESULT_NOT_RELEASED with the release time). */
export async function assertResultReleased(db: Db, scheduleId: number | null) {
  if (scheduleId === null) return;
  const withheld = (await withheldWindows(db, [scheduleId])).get(scheduleId);
  if (withheld) throw withheld.error;
}
