import type { FastifyInstance } from 'fastify';
import type { TStaffSession } from '@exam/contracts/admin/auth-login';
import type { TStaff } from '@exam/contracts/admin/entities';

/**
 * What a login, an accepted invitation or a chosen password answers: a new token of the member
 * (its token version, so a later password change ends it) and the member as the console shows it.
 */
export function newStaffSession(
  app: FastifyInstance,
  staff: TStaff,
  tokenVersion: number,
  mustChangePassword = false,
): TStaffSession {
  const { token, exp } = app.staffAuth.issue({
    staffId: staff.id,
    orgId: staff.orgId,
    tokenVersion,
  });
  return { token, expiresAt: new Date(exp * 1000).toISOString(), staff, mustChangePassword };
}
