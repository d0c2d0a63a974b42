import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZScheduleInput } from '@exam/contracts/admin/schedule-entities';
import type { Db } from '../../../db/client.ts';
import { attempts, centres, examSchedules, institutes, students } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { orNotFound } from '../scope.ts';
import { assertSetReadable, findSchedule, SCHEDULE } from './read.ts';
import { schedulesInScope, studentsInScope } from './scope.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';

type Input = z.output<typeof ZScheduleInput>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const audit = auditOf('exam_schedule');

const bad = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field} ${message}`, field);

/** The institute a window is for: a teacher's or institute-admin's own; an org-admin's choice. */
async function instituteOf(tx: Tx, staff: AuthenticatedStaff, input: Input) {
  if (staff.instituteId !== null) return staff.instituteId;
  const id = input.instituteId ?? null;
  if (id === null) return null;
  const [row] = await tx
    .select({ id: institutes.id })
    .from(institutes)
    .where(and(eq(institutes.id, id), eq(institutes.orgId, staff.orgId)));
  if (!row)
    throw bad('body.instituteId', `must be an institute of your organisation: ${id} is not.`);
  return id;
}

/** Every centre and student the audience names must exist in the caller's scope: 400 naming it. */
async function assertAudience(tx: Tx, staff: AuthenticatedStaff, input: Input) {
  const { audience } = input;
  if (audience.kind === 'centres') {
    const found = await tx
      .select({ id: centres.id })
      .from(centres)
      .where(and(eq(centres.orgId, staff.orgId), inArray(centres.id, audience.centreIds)));
    const known = new Set(found.map((r) => r.id));
    const i = audience.centreIds.findIndex((id) => !known.has(id));
    if (i >= 0)
      throw bad(
        `body.audience.centreIds.${i}`,
        `must be a centre of your organisation: ${audience.centreIds[i]} is not.`,
      );
  }
  if (audience.kind === 'students') {
    const found = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(studentsInScope(staff), inArray(students.id, audience.studentIds)));
    const known = new Set(found.map((r) => r.id));
    const i = audience.studentIds.findIndex((id) => !known.has(id));
    if (i >= 0)
      throw bad(
        `body.audience.studentIds.${i}`,
        `must be one of your students: ${audience.studentIds[i]} is not.`,
      );
  }
}

const values = (input: Input) => ({
  setId: input.setId,
  opensAt: new Date(input.opensAt),
  closesAt: new Date(input.closesAt),
  timeZone: input.timeZone,
  audience: input.audience,
  attemptsAllowed: input.attemptsAllowed,
  clockRule: input.clockRule,
  resultsRelease: input.resultsRelease,
  sitting: input.sitting,
  lobbyMinutes: input.lobbyMinutes,
});

export function createSchedule(ctx: StaffCtx, input: Input) {
  const { staff } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
    await assertSetReadable(tx, staff, input.setId);
    await assertAudience(tx, staff, input);
    const instituteId = await instituteOf(tx, staff, input);
    const [row] = await tx
      .insert(examSchedules)
      .values({ ...values(input), orgId: staff.orgId, instituteId, createdBy: staff.id })
      .returning({ id: examSchedules.id });
    if (!row) throw new Error('the window was not stored');
    const created = await findSchedule(tx, staff, row.id);
    log(audit('schedule.create', row.id, { after: created }));
    return created;
  });
}

async function startedIn(tx: Tx, scheduleId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(attempts)
    .where(eq(attempts.scheduleId, scheduleId));
  return row?.n ?? 0;
}

/** The window, locked for this change; 404 outside the caller's scope. */
async function lockSchedule(tx: Tx, staff: AuthenticatedStaff, id: number) {
  const [row] = await tx
    .select({ id: examSchedules.id, setId: examSchedules.setId })
    .from(examSchedules)
    .where(and(schedulesInScope(staff), eq(examSchedules.id, id)))
    .for('update');
  return orNotFound(row, `${SCHEDULE} ${id}`);
}

export function updateSchedule(ctx: StaffCtx, id: number, input: Input) {
  const { staff } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
    const locked = await lockSchedule(tx, staff, id);
    const before = await findSchedule(tx, staff, id);
    if (locked.setId !== input.setId && (await startedIn(tx, id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'setId cannot change: students have started this window. Create a new window for the other set.',
        'body.setId',
      );
    }
    await assertSetReadable(tx, staff, input.setId);
    await assertAudience(tx, staff, input);
    const instituteId = await instituteOf(tx, staff, input);
    await tx
      .update(examSchedules)
      .set({ ...values(input), instituteId, updatedAt: new Date() })
      .where(eq(examSchedules.id, id));
    const after = await findSchedule(tx, staff, id);
    log(audit('schedule.update', id, { before, after }));
    return after;
  });
}

export function deleteSchedule(ctx: StaffCtx, id: number) {
  const { staff } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
    await lockSchedule(tx, staff, id);
    const before = await findSchedule(tx, staff, id);
    const started = await startedIn(tx, id);
    if (started > 0) {
      throw new AppError(
        'CONFLICT',
        `This window cannot be deleted: ${started} attempt${started === 1 ? ' was' : 's were'} started in it. Change its close instead.`,
      );
    }
    await tx.delete(examSchedules).where(eq(examSchedules.id, id));
    log(audit('schedule.delete', id, { before }));
    return { ok: true as const };
  });
}
