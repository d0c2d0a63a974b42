import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { attempts, examSchedules, questionSets } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { audienceCondition } from '../../../schedules/audience.ts';
import { countScoredQuestions } from '../../../content-store/set-content.ts';
import type { ClockRules } from '../../attempts/clock.ts';
import { iso, orNotFound } from '../scope.ts';
import { studentsInScope, watchableSchedules } from '../schedules/scope.ts';
import { findReadableSet } from '../sets/read.ts';
import { filterCondition, type LiveFilters } from './live-rows.ts';
import { readLiveMonitor, type LiveHeading } from './live-monitor.ts';

interface LiveDeps {
  db: Db;
  rules: ClockRules;
}
type LiveQuery = Parameters<typeof readLiveMonitor>[4] & LiveFilters;

/** Below org-admin, only the students of the caller's institute; an invigilator's centres only. */
const studentScope = (staff: AuthenticatedStaff): SQL[] => [studentsInScope(staff)];

/** The live monitor of one exam window of the caller's scope. */
export async function scheduleLive(
  { db, rules }: LiveDeps,
  staff: AuthenticatedStaff,
  { params, query }: { params: { id: number }; query: LiveQuery },
) {
  const [schedule] = await db
    .select({
      id: examSchedules.id,
      orgId: examSchedules.orgId,
      instituteId: examSchedules.instituteId,
      setId: examSchedules.setId,
      opensAt: examSchedules.opensAt,
      closesAt: examSchedules.closesAt,
      timeZone: examSchedules.timeZone,
      audience: examSchedules.audience,
      setName: questionSets.name,
      setNameHi: questionSets.nameHi,
    })
    .from(examSchedules)
    .innerJoin(questionSets, eq(questionSets.id, examSchedules.setId))
    .where(and(eq(examSchedules.id, params.id), watchableSchedules(staff)));
  const found = orNotFound(schedule, 'The schedule');
  const heading: LiveHeading = {
    setId: found.setId,
    setName: found.setName,
    setNameHi: found.setNameHi,
    scheduleId: found.id,
    opensAt: iso(found.opensAt),
    closesAt: iso(found.closesAt),
    timeZone: found.timeZone,
    totalQuestions: await countScoredQuestions(db, found.setId),
  };
  const who = and(audienceCondition(found), ...studentScope(staff), ...filterCondition(query));
  return readLiveMonitor(
    db,
    rules,
    heading,
    {
      setId: found.setId,
      who: who as SQL,
      // Attempts of this window (and those started before windows were recorded on attempts).
      attemptsOf: sql`(${attempts.scheduleId} = ${found.id} or ${attempts.scheduleId} is null)`,
      startedOnly: false,
    },
    query,
  );
}

/** The live monitor of a set across its windows, the caller's students only. */
export async function setLive(
  { db, rules }: LiveDeps,
  staff: AuthenticatedStaff,
  { params, query }: { params: { id: number }; query: LiveQuery },
) {
  const set = await findReadableSet(db, staff, params.id);
  const heading: LiveHeading = {
    setId: set.id,
    setName: set.name,
    setNameHi: set.nameHi,
    scheduleId: null,
    opensAt: null,
    closesAt: null,
    timeZone: null,
    totalQuestions: await countScoredQuestions(db, set.id),
  };
  const who = and(...studentScope(staff), ...filterCondition(query));
  return readLiveMonitor(
    db,
    rules,
    heading,
    { setId: set.id, who: who as SQL, attemptsOf: sql`true`, startedOnly: true },
    query,
  );
}

const DAY_MS = 24 * 3600_000;

/** Windows of the caller's scope open now or within a day either side: the invigilator's start. */
export async function liveWindows(db: Db, staff: AuthenticatedStaff) {
  const now = Date.now();
  const rows = await db
    .select({
      scheduleId: examSchedules.id,
      setName: questionSets.name,
      setNameHi: questionSets.nameHi,
      opensAt: examSchedules.opensAt,
      closesAt: examSchedules.closesAt,
      timeZone: examSchedules.timeZone,
    })
    .from(examSchedules)
    .innerJoin(questionSets, eq(questionSets.id, examSchedules.setId))
    .where(
      and(
        watchableSchedules(staff),
        lte(examSchedules.opensAt, new Date(now + DAY_MS)),
        gte(examSchedules.closesAt, new Date(now - DAY_MS)),
      ),
    )
    .orderBy(examSchedules.opensAt, examSchedules.id)
    .limit(100);
  return rows.map((row) => ({ ...row, opensAt: iso(row.opensAt), closesAt: iso(row.closesAt) }));
}
