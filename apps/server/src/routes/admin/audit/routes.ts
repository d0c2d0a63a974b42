import type { FastifyInstance } from 'fastify';
import { listAudit } from '@exam/contracts/admin/list-audit';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import { readAuditPage } from './read.ts';

/** The organisation's audit log, newest first: org-admins only. */
export async function adminAuditRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff(['org-admin']));
  staffRoute(app, listAudit, ({ ctx, input }) =>
    readAuditPage(ctx.db, ctx.staff.orgId, input.query),
  );
}
