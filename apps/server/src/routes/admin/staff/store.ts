import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { ZStaffListQuery } from '@exam/contracts/admin/org-setup/endpoints';
import type { TStaffMember, TStaffState } from '@exam/contracts/admin/org-setup/entities';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../bank/store.ts';
import { centres, institutes, staff, staffInvitations } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { iso, orNotFound } from '../scope.ts';
import { oneRow } from '../../../db/rows.ts';

/** Roles an institute-admin manages, in its own institute. */
export const INSTITUTE_MANAGED_ROLES = ['teacher', 'invigilator'] as const;

/**
 * Members the caller manages: an org-admin every member of the organisation; an institute-admin
 * the teachers and invigilators of its institute. Others are not revealed (404).
 */
export function membersInScope(caller: AuthenticatedStaff): SQL {
  const sameOrg = eq(staff.orgId, caller.orgId);
  if (caller.role === 'org-admin') return sameOrg;
  return and(
    sameOrg,
    eq(staff.instituteId, caller.instituteId ?? -1),
    inArray(staff.role, [...INSTITUTE_MANAGED_ROLES]),
  ) as SQL;
}

/** The expiry of the member's live invitation link, if any. */
const liveInvitationExpiry = (now: Date) =>
  sql<Date | string | null>`(select max(${staffInvitations.expiresAt}) from ${staffInvitations}
    where ${staffInvitations.staffId} = ${staff.id} and ${staffInvitations.usedAt} is null
    and ${staffInvitations.revokedAt} is null and ${staffInvitations.expiresAt} > ${now.toISOString()})`;

const memberColumns = (now: Date) => ({
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  instituteId: staff.instituteId,
  instituteName: institutes.name,
  centreIds: staff.centreIds,
  lastLoginAt: staff.lastLoginAt,
  active: staff.active,
  hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
  invitationExpiresAt: liveInvitationExpiry(now),
});

interface MemberRow {
  id: number;
  name: string;
  email: string;
  role: TStaffMember['role'];
  instituteId: number | null;
  instituteName: string | null;
  centreIds: number[];
  lastLoginAt: Date | string | null;
  active: boolean;
  hasPassword: boolean;
  invitationExpiresAt: Date | string | null;
}

const stateOf = (
  row: Pick<MemberRow, 'active' | 'hasPassword' | 'invitationExpiresAt'>,
): TStaffState => {
  if (!row.active) return 'deactivated';
  if (row.hasPassword) return 'active';
  return row.invitationExpiresAt ? 'invited' : 'invitation-expired';
};

/** The state filter in SQL: the same rule as stateOf. */
function stateCondition(state: TStaffState, now: Date): SQL {
  const live = liveInvitationExpiry(now);
  switch (state) {
    case 'deactivated':
      return eq(staff.active, false);
    case 'active':
      return and(eq(staff.active, true), isNotNull(staff.passwordHash)) as SQL;
    case 'invited':
      return and(
        eq(staff.active, true),
        isNull(staff.passwordHash),
        sql`${live} is not null`,
      ) as SQL;
    case 'invitation-expired':
      return and(eq(staff.active, true), isNull(staff.passwordHash), sql`${live} is null`) as SQL;
  }
}

async function toMembers(db: Db | Tx, rows: MemberRow[]): Promise<TStaffMember[]> {
  const ids = [...new Set(rows.flatMap((row) => row.centreIds))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: centres.id, name: centres.name })
            .from(centres)
            .where(inArray(centres.id, ids))
        ).map((c) => [c.id, c.name] as const),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    instituteId: row.role === 'org-admin' ? null : row.instituteId,
    instituteName: row.role === 'org-admin' ? null : row.instituteName,
    centreIds: row.centreIds,
    centreNames: row.centreIds.map((id) => names.get(id) ?? `#${id}`),
    lastLoginAt: row.lastLoginAt ? iso(row.lastLoginAt) : null,
    state: stateOf(row),
    invitationExpiresAt: row.invitationExpiresAt ? iso(row.invitationExpiresAt) : null,
  }));
}

const selectMembers = (db: Db | Tx, now: Date) =>
  db
    .select(memberColumns(now))
    .from(staff)
    .leftJoin(institutes, eq(institutes.id, staff.instituteId));

export async function findMember(db: Db | Tx, caller: AuthenticatedStaff, id: number, now: Date) {
  const [row] = await selectMembers(db, now).where(and(membersInScope(caller), eq(staff.id, id)));
  const members = await toMembers(db, [orNotFound(row, 'The staff member')]);
  return oneRow(members, 'The staff member');
}

export async function readMembersPage(
  db: Db,
  caller: AuthenticatedStaff,
  query: z.infer<typeof ZStaffListQuery>,
  now: Date,
) {
  const where: SQL[] = [membersInScope(caller)];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(staff.name, like), ilike(staff.email, like)) as SQL);
  }
  if (query.role) where.push(eq(staff.role, query.role));
  if (query.state) where.push(stateCondition(query.state, now));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    selectMembers(db, now)
      .where(condition)
      .orderBy(asc(sql`lower(${staff.name})`), asc(staff.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(staff).where(condition),
  ]);
  return {
    items: await toMembers(db, rows),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
