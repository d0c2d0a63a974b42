import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../bank/store.ts';
import { institutes, organisations, staff, staffInvitations } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { hashPassword } from '../lib/password.ts';
import { oneRow } from '../db/rows.ts';
import { SITE_CLOSED } from '../sites/closed-site.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 3600_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The console page where an invited member chooses a password. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/admin/invitation/${token}`;

/**
 * A new one-time invitation link for a staff member: the member's older open links stop working
 * (one live link per account). Only the token's SHA-256 is stored.
 */
export async function issueInvitation(
  tx: Db | Tx,
  input: { orgId: number; staffId: number; createdBy: number | null; now: Date },
) {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(staffInvitations.staffId, input.staffId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  await tx.insert(staffInvitations).values({
    orgId: input.orgId,
    staffId: input.staffId,
    tokenHash: digest(token),
    expiresAt,
    createdBy: input.createdBy,
    createdAt: input.now,
  });
  return { token, expiresAt };
}

/** Withdraws every open link of a member. */
export async function revokeInvitations(tx: Db | Tx, staffId: number, now: Date) {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.staffId, staffId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
}

/** The invitation e-mail: who invites to what (the institute, when the member has one), and the link. */
export function invitationMail(input: {
  to: string;
  name: string;
  organisationName: string;
  instituteName?: string | null;
  link: string;
}) {
  const where = input.instituteName
    ? `${input.instituteName} (${input.organisationName})`
    : input.organisationName;
  return {
    to: input.to,
    subject: `Your staff account at ${input.instituteName ?? input.organisationName}`,
    link: input.link,
    text:
      `Hello ${input.name},\n\nYou are invited to the exam console of ${where}. ` +
      `Open this link within ${INVITATION_TTL_DAYS} days to choose your password; it works once:\n\n` +
      `${input.link}\n\nIf you did not expect this e-mail, ignore it.\n`,
  };
}

export const INVITATION_USED =
  'This invitation has already been used. Log in with the password you chose, or use "Forgot password".';
export const INVITATION_EXPIRED =
  'This invitation link has expired. Ask your administrator to send you a new one.';
export const INVITATION_UNKNOWN =
  'This invitation link is not valid: it was withdrawn, replaced by a newer one, or never sent.';

/** The invitation of a token and its member, or the refusal saying why it cannot be used. */
async function findUsable(tx: Db | Tx, token: string, now: Date) {
  const [row] = await tx
    .select({
      id: staffInvitations.id,
      staffId: staffInvitations.staffId,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
      revokedAt: staffInvitations.revokedAt,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      orgId: staff.orgId,
      active: staff.active,
      organisationName: organisations.name,
      instituteActive: sql<boolean>`coalesce((select ${institutes.active} from ${institutes} where ${institutes.id} = ${staff.instituteId}), true)`,
    })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .innerJoin(organisations, eq(organisations.id, staff.orgId))
    .where(eq(staffInvitations.tokenHash, digest(token)));
  if (!row || row.revokedAt || !row.active) throw new AppError('NOT_FOUND', INVITATION_UNKNOWN);
  // A deactivated institute takes no new staff (decision 041): the link waits for its reactivation.
  if (row.role !== 'org-admin' && !row.instituteActive) {
    throw new AppError('INSTITUTE_CLOSED', SITE_CLOSED);
  }
  if (row.usedAt) throw new AppError('CONFLICT', INVITATION_USED);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('GONE', INVITATION_EXPIRED);
  return row;
}

/** Who a link invites (the invitation page's greeting). */
export async function readInvitation(db: Db, token: string, now: Date) {
  const row = await findUsable(db, token, now);
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    organisationName: row.organisationName,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Uses a link once: marks it used (a concurrent second use finds it used), sets the password, and
 * answers the member to log in. The token's organisation decides, not the request's tenant.
 */
export async function acceptInvitation(db: Db, token: string, newPassword: string, now: Date) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const found = await findUsable(tx, token, now);
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitations.id, found.id),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ id: staffInvitations.id });
    if (!used) throw new AppError('CONFLICT', INVITATION_USED);
    const updated = await tx
      .update(staff)
      .set({ passwordHash, tokenVersion: sql`${staff.tokenVersion} + 1`, lastLoginAt: now })
      .where(eq(staff.id, found.staffId))
      .returning();
    await revokeInvitations(tx, found.staffId, now);
    return oneRow(updated, 'The invited member');
  });
}
