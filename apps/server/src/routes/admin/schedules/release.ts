import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TReleaseCheck } from '@exam/contracts/admin/edit-schedule';
import { windowState } from '@exam/core/schedule';
import type { Tx } from '../../../bank/store.ts';
import type { Db } from '../../../db/client.ts';
import { attempts, examSchedules } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { audienceCondition } from '../../../schedules/audience.ts';
import { dbNowMs } from '../../attempts/clock.ts';
import { countLiveStates } from '../live/live-rows.ts';
import { orNotFound } from '../scope.ts';
import { schedulesInScope } from './scope.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { findSchedule, SCHEDULE } from './read.ts';

const audit = auditOf('exam_schedule');

/**
 * Who may still sit the window (decision 050): an attempt started in time runs past the close, so
 * a closed window with candidates still in the exam is not finished either.
 */
export async function releaseCheck(
  db: Db | Tx,
  staff: AuthenticatedStaff,
  id: number,
): Promise<TReleaseCheck> {
  const [row] = await db
    .select({ schedule: examSchedules, now: dbNowMs })
    .from(examSchedules)
    .where(and(schedulesInScope(staff), eq(examSchedules.id, id)));
  const { schedule: s, now } = orNotFound(row, `${SCHEDULE} ${id}`);
  const counts = await countLiveStates(db as Db, {
    setId: s.setId,
    who: audienceCondition(s),
    attemptsOf: sql`${attempts.scheduleId} = ${s.id}` as SQL,
    startedOnly: false,
  });
  const state = windowState(s.opensAt.getTime(), s.closesAt.getTime(), now);
  const inExam = counts.get('in-exam') ?? 0;
  return {
    state,
    closesAt: s.closesAt.toISOString(),
    timeZone: s.timeZone,
    audience: [...counts.values()].reduce((sum, n) => sum + n, 0),
    inExam,
    notStarted: counts.get('not-started') ?? 0,
    needsOverride: state !== 'closed' || inExam > 0,
  };
}

function refusal(check: TReleaseCheck) {
  const close = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: check.timeZone,
  }).format(new Date(check.closesAt));
  const why =
    check.state === 'closed'
      ? `${check.inExam} candidate${check.inExam === 1 ? ' is' : 's are'} still in the exam`
      : `the window is ${check.state === 'open' ? 'open' : 'not open yet'} until ${close} (${check.timeZone}): ` +
        `${check.inExam} in the exam, ${check.notStarted} yet to start`;
  return new AppError(
    'CONFLICT',
    `Results cannot be released yet: ${why}. Those who finished would see the key while others can still sit the paper. Release with override to do it anyway.`,
    'body.override',
  );
}

export function releaseResults(ctx: StaffCtx, id: number, override: boolean) {
  const { staff } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
    await tx
      .select({ id: examSchedules.id })
      .from(examSchedules)
      .where(and(schedulesInScope(staff), eq(examSchedules.id, id)))
      .for('update');
    const check = await releaseCheck(tx, staff, id);
    if (check.needsOverride && !override) throw refusal(check);
    const before = await findSchedule(tx, staff, id);
    if (before.resultsReleasedAt === null) {
      await tx
        .update(examSchedules)
        .set({ resultsReleasedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(examSchedules.id, id));
    }
    const after = await findSchedule(tx, staff, id);
    log(
      audit('schedule.release-results', id, {
        before: { resultsReleasedAt: before.resultsReleasedAt },
        after: {
          resultsReleasedAt: after.resultsReleasedAt,
          ...(check.needsOverride && {
            override: true,
            windowState: check.state,
            inExam: check.inExam,
            notStarted: check.notStarted,
          }),
        },
      }),
    );
    return after;
  });
}

/** Students stop seeing the window's results; staff release them again by hand. */
export function withdrawResults(ctx: StaffCtx, id: number) {
  const { staff } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
    const [locked] = await tx
      .select({ id: examSchedules.id })
      .from(examSchedules)
      .where(and(schedulesInScope(staff), eq(examSchedules.id, id)))
      .for('update');
    orNotFound(locked, `${SCHEDULE} ${id}`);
    const before = await findSchedule(tx, staff, id);
    if (before.resultsRelease === 'manual' && before.resultsReleasedAt === null) {
      throw new AppError(
        'CONFLICT',
        'The results of this window are not released: nothing to withdraw.',
      );
    }
    await tx
      .update(examSchedules)
      .set({ resultsRelease: 'manual', resultsReleasedAt: null, updatedAt: sql`now()` })
      .where(eq(examSchedules.id, id));
    const after = await findSchedule(tx, staff, id);
    const facts = (s: typeof before) => ({
      resultsRelease: s.resultsRelease,
      resultsReleasedAt: s.resultsReleasedAt,
    });
    log(audit('schedule.withdraw-results', id, { before: facts(before), after: facts(after) }));
    return after;
  });
}
