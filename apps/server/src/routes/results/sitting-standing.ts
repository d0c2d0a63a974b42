import { and, eq, sql } from 'drizzle-orm';
import type { TSittingStanding } from '@exam/contracts/results/entities';
import { meritList, type MeritRow } from '@exam/core/percentile';
import type { Db } from '../../db/client.ts';
import { examSchedules } from '../../db/schema.ts';
import { meritInput, readSittingCandidates } from '../admin/sittings/read.ts';

/** A finished sitting's list changes only by a rescore: kept this long, then read again. */
const KEEP_MS = 30_000;
type Kept = Map<string, { until: number; list: Promise<Map<number, MeritRow<number>>> }>;
const keptByDb = new WeakMap<Db, Kept>();

async function meritOf(db: Db, orgId: number, sitting: string) {
  const candidates = await readSittingCandidates(db, sql`w.org_id = ${orgId}`, sitting);
  return new Map(meritList(meritInput(candidates)).map((row) => [row.key, row]));
}

function keptMerit(db: Db, orgId: number, sitting: string) {
  const kept: Kept = keptByDb.get(db) ?? new Map();
  keptByDb.set(db, kept);
  const key = `${orgId}:${sitting}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.list;
  const list = meritOf(db, orgId, sitting);
  kept.set(key, { until: now + KEEP_MS, list });
  list.catch(() => kept.delete(key));
  return list;
}

/**
 * The student's place in the sitting their window belongs to (decision 047, issue 25): shown
 * with the result, so only once it is released; the percentile and rank only once every shift
 * has ended, since a later shift changes the combined list.
 */
export async function sittingStanding(
  db: Db,
  orgId: number,
  scheduleId: number | null,
  studentId: number,
): Promise<TSittingStanding | undefined> {
  if (scheduleId === null) return undefined;
  const [own] = await db
    .select({ sitting: examSchedules.sitting })
    .from(examSchedules)
    .where(eq(examSchedules.id, scheduleId));
  const name = own?.sitting;
  if (!name) return undefined;
  const [facts] = await db
    .select({
      shifts: sql<number>`count(*)`.mapWith(Number),
      ended: sql<boolean>`bool_and(${examSchedules.closesAt} <= now())`,
    })
    .from(examSchedules)
    .where(and(eq(examSchedules.orgId, orgId), eq(examSchedules.sitting, name)));
  const shifts = facts?.shifts ?? 1;
  if (!facts?.ended) return { name, shifts, candidates: 0, percentile: null, rank: null };
  const merit = await keptMerit(db, orgId, name);
  const row = merit.get(studentId);
  return {
    name,
    shifts,
    candidates: merit.size,
    percentile: row?.percentile ?? null,
    rank: row?.rank ?? null,
  };
}
