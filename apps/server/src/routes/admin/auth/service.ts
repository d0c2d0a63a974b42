import { and, eq, sql } from 'drizzle-orm';
import type { TStaff } from '@exam/contracts/admin/entities';
import type { Db } from '../../../db/client.ts';
import { staff } from '../../../db/schema.ts';
import { writeAudit } from '../../../bank/store.ts';
import { AppError } from '../../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../../lib/password.ts';

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
  return { details: staffDetails(row), tokenVersion: row.tokenVersion };
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
