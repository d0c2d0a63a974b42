import type { FastifyInstance } from 'fastify';
import { staffLogin } from '@exam/contracts/admin/auth-login';
import { staffLogout } from '@exam/contracts/admin/auth-logout';
import { staffMe } from '@exam/contracts/admin/auth-me';
import { ok } from '@exam/contracts/common/envelope';
import { route } from '../../../lib/route.ts';
import { ALL_STAFF_ROLES, requireStaff } from '../../../plugins/staff-auth.ts';
import { attemptLimit } from '../../students/rate-limit.ts';
import { revokeToken } from '../../students/service.ts';
import { authenticateStaff, changeOwnPassword, staffDetails } from './service.ts';
import { changeStaffPassword } from '@exam/contracts/admin/org-setup/staff-password';
import { assertOwnInstituteSite } from '../../../sites/other-institute.ts';
import { writeAudit } from '../../../bank/store.ts';
import { actorOf } from '../scope.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { newStaffSession } from './session.ts';

const STAFF_LOGIN_PAGE = '/admin/login';
const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a minute and try again.';

/** Staff login, the current staff member, logout: the same token rules as students. */
export async function staffAuthRoutes(app: FastifyInstance) {
  const { limits } = app.auth;
  const loginLimit = attemptLimit(app, TOO_MANY_LOGINS, [
    {
      name: 'staff-login-user',
      max: limits.loginMaxPerUsername,
      key: (request) => `${request.ip}|${(request.body as { email: string }).email}`,
    },
    { name: 'staff-login-ip', max: limits.loginMaxPerIp, key: (request) => request.ip },
  ]);
  route(
    app,
    staffLogin,
    async (request) => {
      const { body, tenant } = request;
      const { details, tokenVersion, mustChangePassword } = await authenticateStaff(
        app.db,
        tenant.orgId,
        body.email,
        body.password,
        request.ip,
        // An org-admin uses any site of the organisation; anyone else their institute's.
        async (member) => {
          if (member.role !== 'org-admin' && member.instituteId !== null) {
            await assertOwnInstituteSite(request, member.instituteId, STAFF_LOGIN_PAGE);
          }
        },
      );
      return ok(newStaffSession(app, details, tokenVersion, mustChangePassword));
    },
    { preHandler: loginLimit },
  );

  await app.register(invitationRoutes);

  await app.register(async (session) => {
    session.addHook('onRequest', requireStaff(ALL_STAFF_ROLES));
    route(session, staffMe, async ({ staff }) =>
      ok({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        instituteId: staff.instituteId,
        orgId: staff.orgId,
      }),
    );
    route(session, changeStaffPassword, async (request) => {
      const { staff, body } = request;
      const member = await changeOwnPassword(app.db, staff, body.currentPassword, body.newPassword);
      app.staffAuth.sessionChecks.clear();
      await writeAudit(app.db, actorOf(request), {
        action: 'change-password',
        entity: 'staff',
        entityId: staff.id,
      });
      return ok(newStaffSession(app, staffDetails(member), member.tokenVersion));
    });
    route(session, staffLogout, async (request) => {
      const { staff } = request;
      await revokeToken(app.db, staff.jti, staff.exp);
      await writeAudit(app.db, actorOf(request), {
        action: 'logout',
        entity: 'staff',
        entityId: staff.id,
      });
      app.staffAuth.sessionChecks.clear();
      return ok({ ok: true as const });
    });
  });
}
