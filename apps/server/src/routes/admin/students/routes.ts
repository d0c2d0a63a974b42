import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { listStudents } from '@exam/contracts/admin/list-students';
import { ok } from '@exam/contracts/common/envelope';
import { institutes, students } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { iso } from '../scope.ts';

/** The students of the caller's institute (an org-admin: of the organisation); read-only. */
export async function adminStudentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  route(app, listStudents, async ({ staff, query }) => {
    const where: SQL[] = [eq(students.orgId, staff.orgId)];
    if (staff.instituteId !== null) where.push(eq(students.instituteId, staff.instituteId));
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
    const condition = and(...where);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          id: students.id,
          name: students.name,
          username: students.username,
          instituteId: students.instituteId,
          instituteName: institutes.name,
          studentClass: students.studentClass,
          rollNo: students.rollNo,
          createdAt: students.createdAt,
        })
        .from(students)
        .innerJoin(institutes, eq(institutes.id, students.instituteId))
        .where(condition)
        .orderBy(asc(students.name), asc(students.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(students).where(condition),
    ]);
    return ok({
      items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
}
