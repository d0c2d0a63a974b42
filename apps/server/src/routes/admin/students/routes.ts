import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { listStudents } from '@exam/contracts/admin/list-students';
import {
  createStudent,
  deactivateStudent,
  getStudent,
  reactivateStudent,
  resetStudentPassword,
  updateStudent,
} from '@exam/contracts/admin/manage-student';
import { ok } from '@exam/contracts/common/envelope';
import { students } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { inOrder } from '../../../lib/in-order.ts';
import { hashPassword } from '../../../lib/password.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { writeAudit } from '../../../bank/store.ts';
import { actorOf } from '../scope.ts';
import { initialPassword } from './initial-password.ts';
import {
  centrePlaces,
  findStudent,
  selectStudents,
  studentScope,
  targetInstitute,
  toAdminStudent,
} from './store.ts';

const USERNAME_TAKEN = 'body.username is already used by another student of the organisation';

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

/** Students of the caller's scope: list, read, enrol one, edit, (de)activate, reset a password. */
export async function adminStudentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());

  route(app, listStudents, async ({ staff, query }) => {
    const where: SQL[] = [studentScope(staff)];
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        or(
          ilike(students.name, pattern),
          ilike(students.username, pattern),
          ilike(students.rollNo, pattern),
        ) as SQL,
      );
    }
    if (query.centreId !== undefined) where.push(eq(students.centreId, query.centreId));
    if (query.studentClass !== undefined) where.push(eq(students.studentClass, query.studentClass));
    if (query.studentSection !== undefined)
      where.push(eq(students.studentSection, query.studentSection));
    if (query.districtId !== undefined) where.push(eq(students.districtId, query.districtId));
    if (query.blockId !== undefined) where.push(eq(students.blockId, query.blockId));
    if (query.active !== 'all') where.push(eq(students.active, query.active === 'true'));
    const condition = and(...where);
    const [rows, [total]] = await inOrder([
      selectStudents(app.db)
        .where(condition)
        .orderBy(asc(students.name), asc(students.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(students).where(condition),
    ] as const);
    return ok({
      items: rows.map(toAdminStudent),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  route(app, getStudent, async ({ staff, params }) =>
    ok(await findStudent(app.db, staff, params.id)),
  );

  route(app, createStudent, async (request) => {
    const { staff, body } = request;
    const instituteId = await targetInstitute(app.db, staff, body.instituteId, 'body.instituteId');
    const places = await centrePlaces(app.db, staff.orgId, body.centreId);
    const password = initialPassword();
    const passwordHash = await hashPassword(password);
    const id = await app.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(students)
          .values({
            orgId: staff.orgId,
            instituteId,
            username: body.username,
            passwordHash,
            name: body.name,
            fatherName: body.fatherName || 'NA',
            motherName: body.motherName || 'NA',
            rollNo: body.rollNo,
            studentClass: body.studentClass,
            studentSection: body.studentSection,
            extraTimePercent: body.extraTimePercent,
            mustChangePassword: true,
            ...places,
          })
          .returning({ id: students.id });
        if (!created) throw new Error('the insert returned no row');
        const { instituteId: _ignored, ...after } = body;
        await writeAudit(
          tx,
          { ...actorOf(request), instituteId },
          {
            action: 'create',
            entity: 'student',
            entityId: created.id,
            after,
          },
        );
        return created.id;
      })
      .catch((error: unknown) => {
        if (isUsernameTaken(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, 'body.username');
        throw error;
      });
    return ok({ student: await findStudent(app.db, staff, id), password });
  });

  route(app, updateStudent, async (request) => {
    const { staff, body, params } = request;
    const before = await findStudent(app.db, staff, params.id);
    if (body.instituteId !== undefined && body.instituteId !== before.instituteId) {
      await targetInstitute(app.db, staff, body.instituteId, 'body.instituteId');
    }
    const places = await centrePlaces(app.db, staff.orgId, body.centreId);
    await app.db
      .transaction(async (tx) => {
        await tx
          .update(students)
          .set({
            username: body.username,
            name: body.name,
            fatherName: body.fatherName || 'NA',
            motherName: body.motherName || 'NA',
            rollNo: body.rollNo,
            studentClass: body.studentClass,
            studentSection: body.studentSection,
            extraTimePercent: body.extraTimePercent,
            instituteId: body.instituteId ?? before.instituteId,
            ...places,
          })
          .where(and(studentScope(staff), eq(students.id, params.id)));
        await writeAudit(
          tx,
          { ...actorOf(request), instituteId: before.instituteId },
          {
            action: 'update',
            entity: 'student',
            entityId: params.id,
            before,
            after: body,
          },
        );
      })
      .catch((error: unknown) => {
        if (isUsernameTaken(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, 'body.username');
        throw error;
      });
    return ok(await findStudent(app.db, staff, params.id));
  });

  const setActive = (active: boolean) =>
    async function (request: FastifyRequest & { params: { id: number } }) {
      const { staff, params } = request;
      const before = await findStudent(app.db, staff, params.id);
      await app.db.transaction(async (tx) => {
        await tx
          .update(students)
          .set({
            active,
            // Every token of a deactivated student stops working at once.
            ...(!active && { tokenVersion: sql`${students.tokenVersion} + 1` }),
          })
          .where(and(studentScope(staff), eq(students.id, params.id)));
        await writeAudit(
          tx,
          { ...actorOf(request), instituteId: before.instituteId },
          {
            action: active ? 'reactivate' : 'deactivate',
            entity: 'student',
            entityId: params.id,
            before: { active: before.active },
            after: { active },
          },
        );
      });
      app.auth.sessionChecks.clear();
      return ok(await findStudent(app.db, staff, params.id));
    };
  route(app, deactivateStudent, setActive(false));
  route(app, reactivateStudent, setActive(true));

  route(app, resetStudentPassword, async (request) => {
    const { staff, params } = request;
    const before = await findStudent(app.db, staff, params.id);
    const password = initialPassword();
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      await tx
        .update(students)
        .set({
          passwordHash,
          mustChangePassword: true,
          tokenVersion: sql`${students.tokenVersion} + 1`,
        })
        .where(and(studentScope(staff), eq(students.id, params.id)));
      await writeAudit(
        tx,
        { ...actorOf(request), instituteId: before.instituteId },
        {
          action: 'reset-password',
          entity: 'student',
          entityId: params.id,
        },
      );
    });
    app.auth.sessionChecks.clear();
    return ok({ password });
  });
}
