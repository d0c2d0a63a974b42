import type { FastifyInstance } from 'fastify';
import { getSittingMerit, listSittings } from '@exam/contracts/admin/sittings';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import * as read from './read.ts';

/** Sittings: the shifts of one exam, and their merit list by NTA's percentile (issue 25). */
export async function adminSittingRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  staffRoute(app, listSittings, ({ ctx }) => read.listSittings(ctx.db, ctx.staff));
  staffRoute(app, getSittingMerit, ({ ctx, input }) =>
    read.sittingMerit(ctx.db, ctx.staff, input.query),
  );
}
