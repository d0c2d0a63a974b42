import type { listStudents, TAdminStudent } from '@exam/contracts/admin/list-students';
import type {
  createStudent,
  resetStudentPassword,
  updateStudent,
} from '@exam/contracts/admin/manage-student';
import type { z } from 'zod';
import type { ZStudentInput } from '@exam/contracts/admin/student-entities';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/password.ts';
import { auditedWrite, auditOf, type StaffCall, type StaffCtx } from '../staff-call.ts';
import { initialPassword } from './initial-password.ts';
import {
  centrePlaces,
  findStudent,
  insertStudent,
  readStudentsPage,
  targetInstitute,
  updateStudentRow,
} from './store.ts';

type TStudentInputOut = z.infer<typeof ZStudentInput>;

const USERNAME_TAKEN = 'body.username is already used by another student of the organisation';
const audit = auditOf('student');

/** Whether a write failed on the organisation's unique username. */
const isUsernameTaken = (error: unknown) => {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const { code, constraint, cause } = e as {
      code?: string;
      constraint?: string;
      cause?: unknown;
    };
    if (code === '23505' && (constraint ?? '').includes('username')) return true;
    e = cause;
  }
  return false;
};

/** A taken username answers 409 naming the field; any other failure goes on. */
const refuseTakenUsername = (error: unknown): never => {
  if (isUsernameTaken(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, 'body.username');
  throw error;
};

/** The details a staff member writes of a student; a parent's name left empty is 'NA'. */
const detailsOf = (body: TStudentInputOut) => ({
  name: body.name,
  fatherName: body.fatherName || 'NA',
  motherName: body.motherName || 'NA',
  rollNo: body.rollNo,
  studentClass: body.studentClass,
  studentSection: body.studentSection,
  extraTimePercent: body.extraTimePercent,
});

type StudentValues = Parameters<typeof updateStudentRow>[3];

/** A change of a student's row in the caller's scope, audited in the student's institute. */
function changeStudent(
  ctx: StaffCtx,
  before: TAdminStudent,
  action: string,
  values: StudentValues,
  recorded?: { before?: unknown; after?: unknown },
) {
  const actor = { ...ctx.actor, instituteId: before.instituteId };
  return auditedWrite({ db: ctx.db, actor }, async (tx, log) => {
    await updateStudentRow(tx, ctx.staff, before.id, values);
    log(audit(action, before.id, recorded));
  }).catch(refuseTakenUsername);
}

export async function listStudentsPage({ ctx, input }: StaffCall<typeof listStudents>) {
  const { rows, total } = await readStudentsPage(ctx.db, ctx.staff, input.query);
  return { items: rows, total, page: input.query.page, pageSize: input.query.pageSize };
}

export async function enrolStudent({ ctx, input: { body } }: StaffCall<typeof createStudent>) {
  const instituteId = await targetInstitute(
    ctx.db,
    ctx.staff,
    body.instituteId,
    'body.instituteId',
  );
  const places = await centrePlaces(ctx.db, ctx.staff.orgId, body.centreId);
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  const id = await auditedWrite(
    { ...ctx, actor: { ...ctx.actor, instituteId } },
    async (tx, log) => {
      const created = await insertStudent(tx, {
        orgId: ctx.staff.orgId,
        instituteId,
        username: body.username,
        passwordHash,
        ...detailsOf(body),
        mustChangePassword: true,
        ...places,
      });
      const { instituteId: _ignored, ...after } = body;
      log(audit('create', created, { after }));
      return created;
    },
  ).catch(refuseTakenUsername);
  return { student: await findStudent(ctx.db, ctx.staff, id), password };
}

export async function editStudent({
  ctx,
  input: { params, body },
}: StaffCall<typeof updateStudent>) {
  const before = await findStudent(ctx.db, ctx.staff, params.id);
  if (body.instituteId !== undefined && body.instituteId !== before.instituteId) {
    await targetInstitute(ctx.db, ctx.staff, body.instituteId, 'body.instituteId');
  }
  const places = await centrePlaces(ctx.db, ctx.staff.orgId, body.centreId);
  await changeStudent(
    ctx,
    before,
    'update',
    {
      username: body.username,
      ...detailsOf(body),
      instituteId: body.instituteId ?? before.instituteId,
      ...places,
    },
    { before, after: body },
  );
  return findStudent(ctx.db, ctx.staff, params.id);
}

/** Deactivates (every token of the student stops working at once) or reactivates a student. */
export const setActive =
  (active: boolean) =>
  async ({ ctx, input: { params } }: { ctx: StaffCtx; input: { params: { id: number } } }) => {
    const before = await findStudent(ctx.db, ctx.staff, params.id);
    await changeStudent(
      ctx,
      before,
      active ? 'reactivate' : 'deactivate',
      { active, revokeTokens: !active },
      { before: { active: before.active }, after: { active } },
    );
    return findStudent(ctx.db, ctx.staff, params.id);
  };

/** A new initial password, shown once; the student's sessions end and it must be changed. */
export async function resetPassword({
  ctx,
  input: { params },
}: StaffCall<typeof resetStudentPassword>) {
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  const before = await findStudent(ctx.db, ctx.staff, params.id);
  await changeStudent(ctx, before, 'reset-password', {
    passwordHash,
    mustChangePassword: true,
    revokeTokens: true,
  });
  return { password };
}
