import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../bank/store.ts';
import { passwordResets, staff, students } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { hashPassword } from '../lib/password.ts';

export type AccountKind = 'student' | 'staff';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const LINK_NOT_VALID =
  'This password reset link is not valid any more: it was used, it expired, or it was never sent. ' +
  'Ask for a new one.';

/** The active account of the organisation whose login is this e-mail address, if any. */
async function findAccount(db: Db, kind: AccountKind, orgId: number, email: string) {
  if (kind === 'student') {
    const [row] = await db
      .select({ id: students.id, name: students.name, instituteId: students.instituteId })
      .from(students)
      .where(
        and(
          eq(students.orgId, orgId),
          eq(sql`lower(${students.username})`, email),
          eq(students.active, true),
        ),
      );
    return row;
  }
  const [row] = await db
    .select({ id: staff.id, name: staff.name, instituteId: staff.instituteId })
    .from(staff)
    .where(
      and(eq(staff.orgId, orgId), eq(sql`lower(${staff.email})`, email), eq(staff.active, true)),
    );
  return row;
}

/**
 * One live link per account: a new link, or the use of one, ends the others (marked used), so an
 * older e-mail left in an inbox cannot reset the password any more.
 */
function endLiveLinks(tx: Tx, kind: AccountKind, accountId: number, now: Date) {
  return tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.accountKind, kind),
        eq(passwordResets.accountId, accountId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/**
 * A one-time reset token for the account with this e-mail, or null when there is none. Only the
 * token's SHA-256 is stored: the database alone cannot be used to reset a password.
 */
export async function createResetToken(
  db: Db,
  input: { kind: AccountKind; orgId: number; email: string; now: Date; ttlMinutes: number },
) {
  const account = await findAccount(db, input.kind, input.orgId, input.email);
  if (!account) return null;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await endLiveLinks(tx, input.kind, account.id, input.now);
    await tx.insert(passwordResets).values({
      orgId: input.orgId,
      accountKind: input.kind,
      accountId: account.id,
      tokenHash: digest(token),
      expiresAt: new Date(input.now.getTime() + input.ttlMinutes * 60_000),
      createdAt: input.now,
    });
  });
  return { token, name: account.name, instituteId: account.instituteId };
}

/**
 * Uses a reset token once: marks it used (a second use, or one after its expiry, is refused),
 * sets the new password, and bumps the account's token version so every session ends.
 */
export async function useResetToken(
  db: Db,
  input: { kind: AccountKind; orgId: number; token: string; newPassword: string; now: Date },
) {
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(input.token)),
          eq(passwordResets.accountKind, input.kind),
          eq(passwordResets.orgId, input.orgId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, input.now),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    if (!reset) throw new AppError('BAD_REQUEST', LINK_NOT_VALID, 'body.token');
    await endLiveLinks(tx, input.kind, reset.accountId, input.now);
    if (input.kind === 'student') {
      await tx
        .update(students)
        .set({
          passwordHash,
          mustChangePassword: false,
          tokenVersion: sql`${students.tokenVersion} + 1`,
        })
        .where(eq(students.id, reset.accountId));
    } else {
      await tx
        .update(staff)
        .set({
          passwordHash,
          mustChangePassword: false,
          tokenVersion: sql`${staff.tokenVersion} + 1`,
        })
        .where(eq(staff.id, reset.accountId));
    }
  });
}
