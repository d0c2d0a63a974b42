import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZStaffScope } from '@exam/contracts/admin/org-setup/entities';
import type { TStaffRole } from '@exam/contracts/questions/entities';
import type { Tx } from '../../../bank/store.ts';
import { centres, institutes, organisations, staff } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import {
  invitationLink,
  invitationMail,
  issueInvitation,
  revokeInvitations,
} from '../../../org-setup/invitations.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { orNotFound } from '../scope.ts';
import { oneRow } from '../../../db/rows.ts';
import { hashPassword } from '../../../lib/password.ts';
import { initialPassword } from '../students/initial-password.ts';
import { findMember, INSTITUTE_MANAGED_ROLES, membersInScope } from './store.ts';

type Scope = z.infer<typeof ZStaffScope>;
const audit = auditOf('staff');

/** What the staff routes need of the app: the clock and e-mail of links. */
export interface StaffMail {
  configured: boolean;
  publicUrl: string;
  now: () => Date;
  send(mail: ReturnType<typeof invitationMail>): void;
}

/** An institute's name and the address of its site (null: none is known). */
export type SiteOf = (instituteId: number) => Promise<{ name: string; url: string | null } | null>;

export const LAST_ORG_ADMIN =
  'This is the last active org-admin of the organisation: make someone else org-admin first.';
export const EMAIL_TAKEN = 'A staff member of the organisation already uses this e-mail address.';

/**
 * The role and scope a caller may give: an institute-admin only teachers and invigilators of its
 * own institute (403 otherwise); the institute and centres must be the organisation's (400).
 */
async function checkScope(tx: Tx, caller: AuthenticatedStaff, scope: Scope) {
  if (caller.role !== 'org-admin') {
    if (!(INSTITUTE_MANAGED_ROLES as readonly TStaffRole[]).includes(scope.role)) {
      throw new AppError(
        'FORBIDDEN',
        'An institute-admin manages teachers and invigilators only: ask an org-admin.',
      );
    }
    if (scope.instituteId !== caller.instituteId) {
      throw new AppError(
        'FORBIDDEN',
        'An institute-admin manages the staff of its own institute only.',
      );
    }
  }
  const instituteId = scope.role === 'org-admin' ? null : (scope.instituteId ?? null);
  if (instituteId !== null) {
    const [institute] = await tx
      .select({ active: institutes.active })
      .from(institutes)
      .where(and(eq(institutes.id, instituteId), eq(institutes.orgId, caller.orgId)));
    if (!institute)
      throw new AppError(
        'BAD_REQUEST',
        'is not an institute of the organisation',
        'body.instituteId',
      );
    if (!institute.active)
      throw new AppError('BAD_REQUEST', 'is deactivated: reactivate it first', 'body.instituteId');
  }
  const centreIds = scope.role === 'invigilator' ? [...new Set(scope.centreIds)] : [];
  if (centreIds.length > 0) {
    const found = await tx
      .select({ id: centres.id })
      .from(centres)
      .where(and(eq(centres.orgId, caller.orgId), inArray(centres.id, centreIds)));
    if (found.length !== centreIds.length) {
      throw new AppError(
        'BAD_REQUEST',
        "names a centre that is not the organisation's",
        'body.centreIds',
      );
    }
  }
  return { role: scope.role, instituteId, centreIds };
}

export const INSTITUTE_DEACTIVATED =
  "This member's institute is deactivated: reactivate it before inviting anyone to it.";

/** A deactivated institute takes no invitations (decision 041), resent ones included (409). */
async function assertInstituteOpen(tx: Tx, member: typeof staff.$inferSelect) {
  if (member.role === 'org-admin' || member.instituteId === null) return;
  const [institute] = await tx
    .select({ active: institutes.active })
    .from(institutes)
    .where(eq(institutes.id, member.instituteId));
  if (institute && !institute.active) throw new AppError('CONFLICT', INSTITUTE_DEACTIVATED);
}

/** The member of the caller's scope, locked for the change. */
async function lockMember(tx: Tx, caller: AuthenticatedStaff, id: number) {
  const [row] = await tx
    .select()
    .from(staff)
    .where(and(membersInScope(caller), eq(staff.id, id)))
    .for('update');
  return orNotFound(row, 'The staff member');
}

/** Refuses to leave the organisation without an active org-admin who can log in (409). */
async function keepAnOrgAdmin(tx: Tx, member: typeof staff.$inferSelect) {
  const isActiveAdmin =
    member.role === 'org-admin' && member.active && member.passwordHash !== null;
  if (!isActiveAdmin) return;
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.orgId, member.orgId),
        eq(staff.role, 'org-admin'),
        eq(staff.active, true),
        isNotNull(staff.passwordHash),
        ne(staff.id, member.id),
      ),
    )
    .for('update');
  if (others.length === 0) throw new AppError('CONFLICT', LAST_ORG_ADMIN);
}

/**
 * A member of an institute is invited on that institute's site, where they will log in
 * (decision 054), and the e-mail names it; an org-admin on PUBLIC_URL.
 */
async function sendInvitation(
  ctx: StaffCtx,
  mail: StaffMail,
  siteOf: SiteOf,
  member: { id: number; name: string; email: string; instituteId: number | null },
  token: string,
) {
  const site = member.instituteId === null ? null : await siteOf(member.instituteId);
  const link = invitationLink(site?.url ?? mail.publicUrl, token);
  const [org] = await ctx.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, ctx.staff.orgId));
  mail.send(
    invitationMail({
      to: member.email,
      name: member.name,
      organisationName: org?.name ?? '',
      instituteName: site?.name ?? null,
      link,
    }),
  );
  // Without e-mail the inviter hands the link over; with it, the link goes to the invitee only.
  return mail.configured ? null : link;
}

export async function inviteMember(
  ctx: StaffCtx,
  mail: StaffMail,
  siteOf: SiteOf,
  body: Scope & { name: string; email: string },
) {
  const now = mail.now();
  const { id, token, expiresAt } = await auditedWrite(ctx, async (tx, log) => {
    const scope = await checkScope(tx, ctx.staff, body);
    const [taken] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.orgId, ctx.staff.orgId), eq(sql`lower(${staff.email})`, body.email)));
    if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN, 'body.email');
    const inserted = await tx
      .insert(staff)
      .values({
        orgId: ctx.staff.orgId,
        email: body.email,
        name: body.name,
        passwordHash: null,
        ...scope,
      })
      .returning({ id: staff.id });
    const created = oneRow(inserted, 'The member');
    const invitation = await issueInvitation(tx, {
      orgId: ctx.staff.orgId,
      staffId: created.id,
      createdBy: ctx.staff.id,
      now,
    });
    log(audit('invite', created.id, { after: { name: body.name, email: body.email, ...scope } }));
    return { id: created.id, ...invitation };
  });
  const member = await findMember(ctx.db, ctx.staff, id, now);
  const link = await sendInvitation(ctx, mail, siteOf, member, token);
  return { member, link, expiresAt: expiresAt.toISOString() };
}

export async function resendInvitation(ctx: StaffCtx, mail: StaffMail, siteOf: SiteOf, id: number) {
  const now = mail.now();
  const { token, expiresAt } = await auditedWrite(ctx, async (tx, log) => {
    const member = await lockMember(tx, ctx.staff, id);
    if (member.passwordHash !== null) {
      throw new AppError(
        'CONFLICT',
        'This member has already accepted the invitation and logs in.',
      );
    }
    if (!member.active)
      throw new AppError('CONFLICT', 'This member is deactivated: reactivate them first.');
    await assertInstituteOpen(tx, member);
    log(audit('resend-invitation', id, { after: { email: member.email } }));
    return issueInvitation(tx, { orgId: member.orgId, staffId: id, createdBy: ctx.staff.id, now });
  });
  const member = await findMember(ctx.db, ctx.staff, id, now);
  const link = await sendInvitation(ctx, mail, siteOf, member, token);
  return { member, link, expiresAt: expiresAt.toISOString() };
}

export async function revokeMemberInvitation(ctx: StaffCtx, now: Date, id: number) {
  await auditedWrite(ctx, async (tx, log) => {
    const member = await lockMember(tx, ctx.staff, id);
    if (member.passwordHash !== null) {
      throw new AppError(
        'CONFLICT',
        'This member has already accepted the invitation: deactivate them instead.',
      );
    }
    await revokeInvitations(tx, id, now);
    log(audit('revoke-invitation', id, { before: { email: member.email } }));
  });
  return findMember(ctx.db, ctx.staff, id, now);
}

/** A role and scope as the audit log shows it: the institute and centres by name, not id. */
async function scopeAsRead(
  tx: Tx,
  scope: { role: TStaffRole; instituteId: number | null; centreIds: number[] },
) {
  const [institute] =
    scope.instituteId === null
      ? []
      : await tx
          .select({ name: institutes.name })
          .from(institutes)
          .where(eq(institutes.id, scope.instituteId));
  const centreNames = scope.centreIds.length
    ? await tx
        .select({ name: centres.name })
        .from(centres)
        .where(inArray(centres.id, scope.centreIds))
    : [];
  return {
    role: scope.role,
    institute: institute?.name ?? null,
    centres: centreNames.map((c) => c.name).sort(),
  };
}

export async function changeRole(ctx: StaffCtx, now: Date, id: number, body: Scope) {
  await auditedWrite(ctx, async (tx, log) => {
    const member = await lockMember(tx, ctx.staff, id);
    const scope = await checkScope(tx, ctx.staff, body);
    if (scope.role !== 'org-admin') await keepAnOrgAdmin(tx, member);
    await tx.update(staff).set(scope).where(eq(staff.id, id));
    const before = await scopeAsRead(tx, member);
    log(
      audit('change-role', id, {
        before: { member: member.name, ...before },
        after: { member: member.name, ...(await scopeAsRead(tx, scope)) },
      }),
    );
  });
  return findMember(ctx.db, ctx.staff, id, now);
}

/** Deactivates (every session ends at once: tokens carry the old version) or reactivates. */
export async function setMemberActive(ctx: StaffCtx, now: Date, id: number, active: boolean) {
  await auditedWrite(ctx, async (tx, log) => {
    const member = await lockMember(tx, ctx.staff, id);
    if (member.active === active) return;
    if (!active) {
      await keepAnOrgAdmin(tx, member);
      await revokeInvitations(tx, id, now);
    }
    await tx
      .update(staff)
      .set({ active, ...(!active && { tokenVersion: sql`${staff.tokenVersion} + 1` }) })
      .where(eq(staff.id, id));
    log(
      audit(active ? 'reactivate' : 'deactivate', id, {
        before: { active: member.active },
        after: { active },
      }),
    );
  });
  return findMember(ctx.db, ctx.staff, id, now);
}

/**
 * A one-time password for a member (answered once): every session of theirs ends, and every call
 * but the change answers PASSWORD_CHANGE_REQUIRED until they choose their own.
 */
export async function resetMemberPassword(ctx: StaffCtx, id: number) {
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  await auditedWrite(ctx, async (tx, log) => {
    const member = await lockMember(tx, ctx.staff, id);
    if (member.id === ctx.staff.id) {
      throw new AppError('CONFLICT', 'Change your own password from your account, not by a reset.');
    }
    if (member.passwordHash === null) {
      throw new AppError(
        'CONFLICT',
        'This member has not accepted the invitation yet: resend it instead.',
      );
    }
    if (!member.active)
      throw new AppError('CONFLICT', 'This member is deactivated: reactivate them first.');
    await tx
      .update(staff)
      .set({
        passwordHash,
        mustChangePassword: true,
        tokenVersion: sql`${staff.tokenVersion} + 1`,
      })
      .where(eq(staff.id, id));
    log(audit('reset-password', id, { after: { member: member.name } }));
  });
  return { password };
}
