import { and, eq, lt, sql } from 'drizzle-orm';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import type { Db } from '../../db/client.ts';
import { revokedTokens, students } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { checkPasswordChange } from '../../lib/password-change.ts';
import type { Tenant } from '../../plugins/tenancy.ts';

export const REGISTERED = 'Registration successful. You can now log in.';
export const USERNAME_TAKEN = 'This username is already registered. Please log in instead.';
export const INVALID_LOGIN = 'Invalid username or password';
export const DEACTIVATED =
  'This account has been deactivated by your institute. Please contact your institute to use it again.';

const detailColumns = {
  studentId: students.id,
  orgId: students.orgId,
  instituteId: students.instituteId,
  name: students.name,
  username: students.username,
  fatherName: students.fatherName,
  motherName: students.motherName,
  studentClass: students.studentClass,
  studentSection: students.studentSection,
  rollNo: students.rollNo,
  centerId: students.centreId,
  stateId: students.stateId,
  districtId: students.districtId,
  blockId: students.blockId,
};

const sameUsername = (username: string) =>
  eq(sql`lower(${students.username})`, username.toLowerCase());

/**
 * Registers a self-service student in the tenant's organisation and institute. The profile fields
 * keep their placeholders (SPEC §3); usernames are unique per organisation, case-insensitively.
 */
export async function registerStudent(
  db: Db,
  tenant: Tenant,
  input: { name: string; username: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .insert(students)
    .values({
      orgId: tenant.orgId,
      instituteId: tenant.instituteId,
      username: input.username,
      passwordHash,
      name: input.name,
    })
    .onConflictDoNothing()
    .returning({ id: students.id });
  if (created.length === 0) throw new AppError('CONFLICT', USERNAME_TAKEN);
}

/**
 * The student with this username and password. An unknown username is checked against a dummy
 * hash, so both failures take as long and answer the same.
 */
export async function authenticate(db: Db, orgId: number, username: string, password: string) {
  const [row] = await db
    .select({
      ...detailColumns,
      passwordHash: students.passwordHash,
      tokenVersion: students.tokenVersion,
      active: students.active,
      mustChangePassword: students.mustChangePassword,
    })
    .from(students)
    .where(and(eq(students.orgId, orgId), sameUsername(username)));
  const matches = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !matches) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  // Told only to whoever knows the password: it reveals nothing to a stranger.
  if (!row.active) throw new AppError('FORBIDDEN', DEACTIVATED);
  const {
    passwordHash: _hash,
    tokenVersion,
    active: _active,
    mustChangePassword,
    ...details
  } = row;
  return { details: details satisfies TStudentDetails, tokenVersion, mustChangePassword };
}

export async function findStudentDetails(
  db: Db,
  student: { studentId: number; orgId: number },
): Promise<TStudentDetails> {
  const [row] = await db
    .select(detailColumns)
    .from(students)
    .where(and(eq(students.orgId, student.orgId), eq(students.id, student.studentId)));
  if (!row) throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please log in again.');
  return row;
}

/**
 * Sets a new password after checking the current one, and bumps the token version: every token
 * issued before is refused from now on. Returns the new version for the caller's fresh token.
 */
export async function changePassword(
  db: Db,
  student: { studentId: number; orgId: number },
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  const where = and(eq(students.orgId, student.orgId), eq(students.id, student.studentId));
  const [row] = await db
    .select({ passwordHash: students.passwordHash })
    .from(students)
    .where(where);
  await checkPasswordChange(row?.passwordHash, currentPassword, newPassword);
  const [updated] = await db
    .update(students)
    .set({
      passwordHash: await hashPassword(newPassword),
      mustChangePassword: false,
      tokenVersion: sql`${students.tokenVersion} + 1`,
    })
    .where(where)
    .returning({ tokenVersion: students.tokenVersion });
  if (!updated)
    throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please log in again.');
  return updated.tokenVersion;
}

/** Logout: the token is refused until it would have expired anyway; older entries are dropped. */
export async function revokeToken(db: Db, jti: string, exp: number) {
  await db
    .insert(revokedTokens)
    .values({ jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}
