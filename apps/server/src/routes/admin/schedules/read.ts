import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { TSchedule, TScheduleAudience } from '@exam/contracts/admin/schedule-entities';
import type { TListSchedulesQuery } from '@exam/contracts/admin/list-schedules';
import { windowState } from '@exam/core/schedule';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../bank/store.ts';
import { attempts, examSchedules, questionSets } from '../../../db/schema.ts';
import { dbNowMs } from '../../attempts/clock.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { orNotFound, readable } from '../scope.ts';
import { schedulesInScope } from './scope.ts';

export const SCHEDULE = 'Exam window';

const columns = {
  schedule: examSchedules,
  setName: questionSets.name,
  setNameHi: questionSets.nameHi,
  attemptsStarted:
    sql<number>`(select count(*) from ${attempts} where ${attempts.scheduleId} = ${examSchedules.id})`.mapWith(
      Number,
    ),
  now: dbNowMs,
};

type Row = {
  schedule: typeof examSchedules.$inferSelect;
  setName: string;
  setNameHi: string | null;
  attemptsStarted: number;
  now: number;
};

const toSchedule = ({ schedule: s, setName, setNameHi, attemptsStarted, now }: Row): TSchedule => ({
  id: s.id,
  setId: s.setId,
  setName,
  setNameHi,
  instituteId: s.instituteId,
  opensAt: s.opensAt.toISOString(),
  closesAt: s.closesAt.toISOString(),
  timeZone: s.timeZone,
  audience: s.audience as TScheduleAudience,
  attemptsAllowed: s.attemptsAllowed,
  clockRule: s.clockRule,
  resultsRelease: s.resultsRelease,
  resultsReleasedAt: s.resultsReleasedAt?.toISOString() ?? null,
  sitting: s.sitting,
  lobbyMinutes: s.lobbyMinutes,
  state: windowState(s.opensAt.getTime(), s.closesAt.getTime(), now),
  attemptsStarted,
});

const select = (db: Db | Tx) =>
  db
    .select(columns)
    .from(examSchedules)
    .innerJoin(questionSets, eq(questionSets.id, examSchedules.setId))
    .$dynamic();

const stateCondition = (state: TListSchedulesQuery['state']): SQL | undefined => {
  if (state === 'upcoming') return gt(examSchedules.opensAt, sql`now()`);
  if (state === 'open')
    return and(lte(examSchedules.opensAt, sql`now()`), gt(examSchedules.closesAt, sql`now()`));
  if (state === 'closed') return lte(examSchedules.closesAt, sql`now()`);
  return undefined;
};

export async function listSchedules(
  db: Db,
  staff: AuthenticatedStaff,
  query: {
    page: number;
    pageSize: number;
    setId?: number | undefined;
    state?: TListSchedulesQuery['state'];
  },
) {
  const where = and(
    schedulesInScope(staff),
    query.setId === undefined ? undefined : eq(examSchedules.setId, query.setId),
    stateCondition(query.state),
  );
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(examSchedules.opensAt), desc(examSchedules.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(examSchedules).where(where),
  ]);
  return {
    items: rows.map(toSchedule),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The windows of a set the caller can read (another institute's set: 404, as an unknown one). */
export async function listOfSet(db: Db, staff: AuthenticatedStaff, setId: number) {
  await assertSetReadable(db, staff, setId);
  const rows = await select(db)
    .where(and(schedulesInScope(staff), eq(examSchedules.setId, setId)))
    .orderBy(desc(examSchedules.opensAt), desc(examSchedules.id));
  return rows.map(toSchedule);
}

/** The set must be one the caller can read (else 404, as for an unknown one). */
export async function assertSetReadable(tx: Db | Tx, staff: AuthenticatedStaff, setId: number) {
  const [row] = await tx
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(
      and(
        eq(questionSets.id, setId),
        readable(staff, questionSets.orgId, questionSets.instituteId),
      ),
    );
  orNotFound(row, `Question set ${setId}`);
}

export async function findSchedule(db: Db | Tx, staff: AuthenticatedStaff, id: number) {
  const [row] = await select(db).where(and(schedulesInScope(staff), eq(examSchedules.id, id)));
  return toSchedule(orNotFound(row, `${SCHEDULE} ${id}`));
}
