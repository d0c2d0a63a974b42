import type { FastifyInstance } from 'fastify';
import {
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  listStaff,
  reactivateStaff,
  resendInvitation,
  revokeInvitation,
} from '@exam/contracts/admin/org-setup/endpoints';
import { resetStaffPassword } from '@exam/contracts/admin/org-setup/staff-password';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { instituteSiteOf } from '../../../sites/other-institute.ts';
import { staffRoute } from '../staff-call.ts';
import * as members from './service.ts';
import { readMembersPage } from './store.ts';

/** Staff of the organisation (decision 041): org-admins all, institute-admins their institute's. */
export async function adminStaffRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff(['org-admin', 'institute-admin']));
  const { mail } = app;
  /** Role and activity changes apply at once: this process's cached session checks go. */
  const clearSessions = <R>(answer: R) => {
    app.staffAuth.sessionChecks.clear();
    return answer;
  };

  staffRoute(app, listStaff, ({ ctx, input }) =>
    readMembersPage(ctx.db, ctx.staff, input.query, mail.now()),
  );
  staffRoute(app, inviteStaff, ({ ctx, input, request }) =>
    members.inviteMember(ctx, mail, (id) => instituteSiteOf(request, id), input.body),
  );
  staffRoute(app, resendInvitation, ({ ctx, input, request }) =>
    members.resendInvitation(ctx, mail, (id) => instituteSiteOf(request, id), input.params.id),
  );
  staffRoute(app, revokeInvitation, ({ ctx, input }) =>
    members.revokeMemberInvitation(ctx, mail.now(), input.params.id),
  );
  staffRoute(app, changeStaffRole, async ({ ctx, input }) =>
    clearSessions(await members.changeRole(ctx, mail.now(), input.params.id, input.body)),
  );
  staffRoute(app, deactivateStaff, async ({ ctx, input }) =>
    clearSessions(await members.setMemberActive(ctx, mail.now(), input.params.id, false)),
  );
  staffRoute(app, reactivateStaff, async ({ ctx, input }) =>
    clearSessions(await members.setMemberActive(ctx, mail.now(), input.params.id, true)),
  );
  staffRoute(app, resetStaffPassword, async ({ ctx, input }) =>
    clearSessions(await members.resetMemberPassword(ctx, input.params.id)),
  );
}
