import { and, asc, eq, sql } from 'drizzle-orm';
import type { TScheduleAttempt } from '@exam/contracts/admin/schedule-entities';
import { hardEndOf } from '@exam/core/clock';
import type { Db } from '../../../db/client.ts';
import { attempts, students } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { dbNowMs, measure, type ClockRules } from '../../attempts/clock.ts';
import { attemptColumns } from '../../attempts/close.ts';
import { orNotFound } from '../scope.ts';
import { findSchedule } from './read.ts';
import { studentsInScope } from './scope.ts';
import { auditedWrite, auditOf, type AuditEntry, type StaffCtx } from '../staff-call.ts';
import { notifyAttempt } from '../../attempts/events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const MINUTE = 60_000;
const audit = auditOf('attempt');
type LockedRow = Awaited<ReturnType<typeof lockAttempt>>;

const listColumns = {
  attemptId: attempts.id,
  studentId: attempts.studentId,
  studentName: students.name,
  rollNo: students.rollNo,
  attemptNo: attempts.attemptNo,
  status: attempts.status,
  submitReason: attempts.submitReason,
  startedAt: attempts.startedAt,
  submittedAt: attempts.submittedAt,
  timeLeftMs: attempts.timeLeftMs,
  extraMs: attempts.extraMs,
  reopenCount: attempts.reopenCount,
};

type ListRow = Omit<TScheduleAttempt, 'startedAt' | 'submittedAt'> & {
  startedAt: Date;
  submittedAt: Date | null;
};

const toAttempt = (r: ListRow): TScheduleAttempt => ({
  ...r,
  startedAt: r.startedAt.toISOString(),
  submittedAt: r.submittedAt?.toISOString() ?? null,
});

/** The attempts started in a window, of students in the caller's scope. */
export async function listScheduleAttempts(db: Db, staff: AuthenticatedStaff, scheduleId: number) {
  await findSchedule(db, staff, scheduleId);
  const rows = await db
    .select(listColumns)
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .where(and(eq(attempts.scheduleId, scheduleId), studentsInScope(staff)))
    .orderBy(asc(students.name), asc(attempts.attemptNo));
  return rows.map(toAttempt);
}

/** An attempt of a student in the caller's scope, locked, with the database's time; else 404. */
async function lockAttempt(tx: Tx, staff: AuthenticatedStaff, attemptId: number) {
  const [row] = await tx
    .select({ ...attemptColumns, dbNow: dbNowMs, reopenCount: attempts.reopenCount })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .where(and(eq(attempts.id, attemptId), studentsInScope(staff)))
    .for('update', { of: attempts });
  return orNotFound(row, `Attempt ${attemptId}`);
}

async function reread(tx: Tx, attemptId: number) {
  const [row] = await tx
    .select(listColumns)
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .where(eq(attempts.id, attemptId));
  return toAttempt(orNotFound(row, `Attempt ${attemptId}`));
}

/** A staff action on one attempt: locked, changed and audited, then read again for the answer. */
function attemptAction(
  ctx: StaffCtx,
  attemptId: number,
  act: (tx: Tx, row: LockedRow, log: (entry: AuditEntry) => void) => Promise<void>,
) {
  return auditedWrite(ctx, async (tx, log) => {
    const row = await lockAttempt(tx, ctx.staff, attemptId);
    await act(tx, row, log);
    return reread(tx, attemptId);
  });
}

/**
 * Adds minutes to a running attempt (DESIGN.md §6): the clock is brought to now by the attempt's
 * rule, then its time left and its hard end both grow, so every path that measures it (heartbeat,
 * save, resume, sweep) sees the extra time.
 */
export function grantExtraTime(
  ctx: StaffCtx,
  rules: ClockRules,
  attemptId: number,
  input: { minutes: number; reason: string },
) {
  return attemptAction(ctx, attemptId, async (tx, row, log) => {
    if (row.status !== 'open') {
      throw new AppError(
        'CONFLICT',
        'This attempt is submitted: extra time is for a running attempt. Reopen it instead.',
      );
    }
    const ms = input.minutes * MINUTE;
    const clock = measure(row, row.dbNow, rules);
    const before = {
      timeLeftMs: clock.timeLeftMs,
      hardEndAt: row.hardEndAt.toISOString(),
      extraMs: row.extraMs,
    };
    const hardEndAt = new Date(row.hardEndAt.getTime() + ms);
    await tx
      .update(attempts)
      .set({
        timeLeftMs: clock.timeLeftMs + ms,
        clockAt: new Date(clock.now),
        pausedMs: clock.pausedMs,
        hardEndAt,
        extraMs: row.extraMs + ms,
      })
      .where(eq(attempts.id, attemptId));
    // Its open panel syncs its countdown at the commit (decision 064).
    await notifyAttempt(tx, attemptId, 'extra-time');
    log(
      audit('attempt.extra-time', attemptId, {
        before,
        after: {
          timeLeftMs: clock.timeLeftMs + ms,
          hardEndAt: hardEndAt.toISOString(),
          extraMs: row.extraMs + ms,
          minutes: input.minutes,
          reason: input.reason,
        },
      }),
    );
  });
}

/**
 * Reopens a submitted attempt (closed by a fault) with the given minutes: open again, its result
 * and score cleared (out of the ranking) until it is submitted again. The extra time grows by
 * what the reopening gives beyond what was left, so the time taken on the report stays true.
 */
export function reopenAttempt(
  ctx: StaffCtx,
  rules: ClockRules,
  attemptId: number,
  input: { minutes: number; reason: string },
) {
  return attemptAction(ctx, attemptId, async (tx, row, log) => {
    if (row.status === 'open') {
      throw new AppError('CONFLICT', 'This attempt is still open: give it extra time instead.');
    }
    const [other] = await tx
      .select({ attemptNo: attempts.attemptNo })
      .from(attempts)
      .where(
        and(
          eq(attempts.studentId, row.studentId),
          eq(attempts.setId, row.setId),
          eq(attempts.status, 'open'),
        ),
      );
    if (other) {
      throw new AppError(
        'CONFLICT',
        `The student has attempt ${other.attemptNo} of this set open: it must end before this one is reopened.`,
      );
    }
    const ms = input.minutes * MINUTE;
    const now = row.dbNow;
    const extraMs = row.extraMs + ms - row.timeLeftMs;
    await tx
      .update(attempts)
      .set({
        status: 'open',
        submittedAt: null,
        submitReason: null,
        result: null,
        score: null,
        timeLeftMs: ms,
        clockAt: new Date(now),
        pausedMs: 0,
        hardEndAt: new Date(hardEndOf(now, ms, rules.maxPauseMs, row.clockRule)),
        sessionId: null,
        extraMs,
        reopenCount: sql`${attempts.reopenCount} + 1`,
      })
      .where(eq(attempts.id, attemptId));
    log(
      audit('attempt.reopen', attemptId, {
        before: {
          status: row.status,
          submitReason: row.submitReason,
          submittedAt: row.submittedAt?.toISOString() ?? null,
          timeLeftMs: row.timeLeftMs,
          reopenCount: row.reopenCount,
        },
        after: {
          status: 'open',
          timeLeftMs: ms,
          minutes: input.minutes,
          reason: input.reason,
          reopenCount: row.reopenCount + 1,
        },
      }),
    );
  });
}
