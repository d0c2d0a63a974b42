import type { FastifyInstance } from 'fastify';
import { acceptInvitation, getInvitation } from '@exam/contracts/admin/org-setup/endpoints';
import { ok } from '@exam/contracts/common/envelope';
import { writeAudit } from '../../../bank/store.ts';
import { route } from '../../../lib/route.ts';
import * as invitations from '../../../org-setup/invitations.ts';
import { attemptLimit } from '../../students/rate-limit.ts';
import { staffDetails } from './service.ts';
import { newStaffSession } from './session.ts';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/**
 * The invitation page's calls, before any login: the token alone says whose account it is (its
 * organisation, not the request's tenant, decides).
 */
export async function invitationRoutes(app: FastifyInstance) {
  const limit = attemptLimit(app, TOO_MANY, [
    {
      name: 'staff-invitation-ip',
      max: app.auth.limits.loginMaxPerIp,
      key: (request) => request.ip,
    },
  ]);
  const { mail } = app;

  route(
    app,
    getInvitation,
    async ({ params }) => ok(await invitations.readInvitation(app.db, params.token, mail.now())),
    { preHandler: limit },
  );

  route(
    app,
    acceptInvitation,
    async (request) => {
      const { params, body } = request;
      const member = await invitations.acceptInvitation(
        app.db,
        params.token,
        body.newPassword,
        mail.now(),
      );
      app.staffAuth.sessionChecks.clear();
      await writeAudit(
        app.db,
        { orgId: member.orgId, instituteId: member.instituteId, staffId: member.id },
        {
          action: 'accept-invitation',
          entity: 'staff',
          entityId: member.id,
          after: { ip: request.ip },
        },
      );
      return ok(newStaffSession(app, staffDetails(member), member.tokenVersion));
    },
    { preHandler: limit },
  );
}
