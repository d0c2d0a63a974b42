import { and, eq, sql } from 'drizzle-orm';
import type { TStaff } from '@exam/contracts/admin/entities';
import type { Db } from '../../../db/client.ts';
import { staff } from '../../../db/schema.ts';
import { writeAudit } from '../../../bank/store.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkPasswordChange } from '../../../lib/password-change.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../lib/password.ts';

const INVALID_LOGIN = 'Invalid e-mail or password';

/**
 * The active staff member with this e-mail and password; logins and failed logins are audited. An unknown e-mail is checked against a
 * dummy hash, so a login takes as long whether or not the account exists.
 */
export async function authenticateStaff(
  db: Db,
  orgId: number,
  email: string,
  password: string,
  ip: string,
  /** Refuses (e.g. OTHER_INSTITUTE) a right password on the wrong site, before any session. */
  assertSite: (member: typeof staff.$inferSelect) => Promise<void> = async () => {},
) {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.orgId, orgId), eq(sql`lower(${staff.email})`, email.toLowerCase())));
  const matches = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !matches || !row.active) {
    await writeAudit(
      db,
      { orgId, instituteId: row?.instituteId ?? null, staffId: null },
      {
        action: 'login-failed',
        entity: 'staff',
        entityId: row?.id ?? null,
        after: { email: email.toLowerCase(), ip },
      },
    );
    throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  }
  if (row.role !== 'org-admin' && row.instituteId === null) {
    throw new AppError('FORBIDDEN', 'This staff account belongs to no institute.');
  }
  await assertSite(row);
  await db.update(staff).set({ lastLoginAt: new Date() }).where(eq(staff.id, row.id));
  await writeAudit(
    db,
    { orgId, instituteId: row.instituteId, staffId: row.id },
    {
      action: 'login',
      entity: 'staff',
      entityId: row.id,
      after: { ip },
    },
  );
  return {
    details: staffDetails(row),
    tokenVersion: row.tokenVersion,
    mustChangePassword: row.mustChangePassword,
  };
}

/**
 * A member's own new password after checking the current one (a one-time one too): the one-time
 * hold ends and every earlier token is refused (token version). Returns the new version.
 */
export async function changeOwnPassword(
  db: Db,
  member: { id: number; orgId: number },
  currentPassword: string,
  newPassword: string,
) {
  const where = and(eq(staff.orgId, member.orgId), eq(staff.id, member.id));
  const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(where);
  await checkPasswordChange(row?.passwordHash, currentPassword, newPassword);
  const [updated] = await db
    .update(staff)
    .set({
      passwordHash: await hashPassword(newPassword),
      mustChangePassword: false,
      tokenVersion: sql`${staff.tokenVersion} + 1`,
    })
    .where(where)
    .returning();
  if (!updated)
    throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please log in again.');
  return updated;
}

/** A staff row as the console's session shows it. */
export function staffDetails(row: typeof staff.$inferSelect): TStaff {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    instituteId: row.role === 'org-admin' ? null : row.instituteId,
    orgId: row.orgId,
  };
}
