import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZListStudentsQuery } from '@exam/contracts/admin/list-students';
import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../bank/store.ts';
import { inOrder } from '../../../lib/in-order.ts';
import { centres, districts, institutes, students } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { iso, orNotFound } from '../scope.ts';

/** Students the caller manages: an org-admin the organisation's, everybody else their institute's. */
export function studentScope(staff: AuthenticatedStaff): SQL {
  const sameOrg = eq(students.orgId, staff.orgId);
  if (staff.instituteId === null) return sameOrg;
  return and(sameOrg, eq(students.instituteId, staff.instituteId)) as SQL;
}

export const studentColumns = {
  id: students.id,
  name: students.name,
  username: students.username,
  fatherName: students.fatherName,
  motherName: students.motherName,
  instituteId: students.instituteId,
  instituteName: institutes.name,
  studentClass: students.studentClass,
  studentSection: students.studentSection,
  rollNo: students.rollNo,
  centreId: students.centreId,
  centreName: centres.name,
  districtId: students.districtId,
  blockId: students.blockId,
  active: students.active,
  mustChangePassword: students.mustChangePassword,
  extraTimePercent: students.extraTimePercent,
  createdAt: students.createdAt,
};

type StudentRow = { createdAt: Date | string } & Omit<TAdminStudent, 'createdAt'>;
export const toAdminStudent = (row: StudentRow): TAdminStudent => ({
  ...row,
  createdAt: iso(row.createdAt),
});

/** The students' rows with their institute and centre names. */
export const selectStudents = (db: Db) =>
  db
    .select(studentColumns)
    .from(students)
    .innerJoin(institutes, eq(institutes.id, students.instituteId))
    .leftJoin(centres, eq(centres.id, students.centreId));

export async function findStudent(db: Db, staff: AuthenticatedStaff, id: number) {
  const [row] = await selectStudents(db).where(and(studentScope(staff), eq(students.id, id)));
  return toAdminStudent(orNotFound(row, 'The student'));
}

/**
 * The institute a new student goes to: an org-admin names one of the organisation's; anybody
 * else enrols into their own (naming another is refused).
 */
export async function targetInstitute(
  db: Db,
  staff: AuthenticatedStaff,
  given: number | undefined,
  field: string,
): Promise<number> {
  if (staff.instituteId !== null) {
    if (given !== undefined && given !== staff.instituteId) {
      throw new AppError(
        'FORBIDDEN',
        'You can enrol students only into your own institute.',
        field,
      );
    }
    return staff.instituteId;
  }
  if (given === undefined) {
    throw new AppError('BAD_REQUEST', `${field} is required: choose the institute`, field);
  }
  const [row] = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(and(eq(institutes.id, given), eq(institutes.orgId, staff.orgId)));
  if (!row)
    throw new AppError('BAD_REQUEST', `${field} is not an institute of your organisation`, field);
  return row.id;
}

/** A centre of the organisation and its places (the student's district and block follow it). */
export async function centrePlaces(db: Db, orgId: number, centreId: number | null) {
  if (centreId === null) return { centreId: null, districtId: null, blockId: null, stateId: null };
  const [row] = await db
    .select({
      id: centres.id,
      districtId: centres.districtId,
      blockId: centres.blockId,
      stateId: districts.stateId,
    })
    .from(centres)
    .innerJoin(districts, eq(districts.id, centres.districtId))
    .where(and(eq(centres.id, centreId), eq(centres.orgId, orgId)));
  if (!row) {
    throw new AppError(
      'BAD_REQUEST',
      'body.centreId is not a centre of your organisation',
      'body.centreId',
    );
  }
  return {
    centreId: row.id,
    districtId: row.districtId,
    blockId: row.blockId,
    stateId: row.stateId,
  };
}

type ListQuery = z.infer<typeof ZListStudentsQuery>;

/** The conditions of the students page's filters, within the caller's scope. */
function listFilters(staff: AuthenticatedStaff, query: ListQuery): SQL | undefined {
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
  return and(...where);
}

/** One page of the students matching the filters, by name, and how many match in all. */
export async function readStudentsPage(db: Db, staff: AuthenticatedStaff, query: ListQuery) {
  const condition = listFilters(staff, query);
  const [rows, [total]] = await inOrder([
    selectStudents(db)
      .where(condition)
      .orderBy(asc(students.name), asc(students.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(students).where(condition),
  ] as const);
  return { rows: rows.map(toAdminStudent), total: total?.n ?? 0 };
}

/** Stores a new student; its id. */
export async function insertStudent(tx: Tx, values: typeof students.$inferInsert) {
  const [created] = await tx.insert(students).values(values).returning({ id: students.id });
  if (!created) throw new Error('the insert returned no row');
  return created.id;
}

/**
 * Changes a student of the caller's scope. `revokeTokens` ends every session of the student at once
 * (its tokens carry the old version).
 */
export async function updateStudentRow(
  tx: Tx,
  staff: AuthenticatedStaff,
  id: number,
  {
    revokeTokens = false,
    ...values
  }: Partial<typeof students.$inferInsert> & { revokeTokens?: boolean },
) {
  await tx
    .update(students)
    .set({
      ...values,
      ...(revokeTokens && { tokenVersion: sql`${students.tokenVersion} + 1` }),
    })
    .where(and(studentScope(staff), eq(students.id, id)));
}
