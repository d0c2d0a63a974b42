import type { FastifyInstance } from 'fastify';
import {
  createCentre,
  createInstitute,
  deactivateInstitute,
  getOrganisation,
  listCentres,
  listInstitutes,
  reactivateInstitute,
  updateInstitute,
  updateOrganisation,
} from '@exam/contracts/admin/org-setup/endpoints';
import { requireRole, requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import * as centres from './centres.ts';
import * as institutes from './institutes.ts';
import * as organisation from './organisation.ts';

/** The organisation, its institutes and centres (decision 041): org-admins change them. */
export async function organisationRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff(['org-admin', 'institute-admin']));
  const orgAdmin = { preHandler: requireRole(['org-admin']) };

  staffRoute(
    app,
    getOrganisation,
    ({ ctx }) => organisation.readOrganisation(ctx.db, ctx.staff.orgId),
    orgAdmin,
  );
  staffRoute(
    app,
    updateOrganisation,
    ({ ctx, input }) => organisation.updateOrganisation(ctx, input.body),
    orgAdmin,
  );

  staffRoute(app, listInstitutes, ({ ctx }) => institutes.listInstitutes(ctx.db, ctx.staff));
  staffRoute(
    app,
    createInstitute,
    ({ ctx, input }) => institutes.createInstitute(ctx, input.body),
    orgAdmin,
  );
  staffRoute(
    app,
    updateInstitute,
    ({ ctx, input }) => institutes.updateInstitute(ctx, input.params.id, input.body),
    orgAdmin,
  );
  staffRoute(
    app,
    deactivateInstitute,
    ({ ctx, input }) => institutes.setInstituteActive(ctx, input.params.id, false),
    orgAdmin,
  );
  staffRoute(
    app,
    reactivateInstitute,
    ({ ctx, input }) => institutes.setInstituteActive(ctx, input.params.id, true),
    orgAdmin,
  );

  staffRoute(app, listCentres, ({ ctx }) => centres.listCentres(ctx.db, ctx.staff.orgId));
  staffRoute(
    app,
    createCentre,
    ({ ctx, input }) => centres.createCentre(ctx, input.body),
    orgAdmin,
  );
}
