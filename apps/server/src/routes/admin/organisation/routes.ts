import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import {
  centresTemplate,
  previewCentreImport,
  runCentreImport,
} from '@exam/contracts/admin/org-setup/centre-import';
import { route } from '../../../lib/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireRole, requireStaff } from '../../../plugins/staff-auth.ts';
import { bodyLimitForRoutes } from '../scope.ts';
import { staffRoute } from '../staff-call.ts';
import { checkCentreFile, importCentres } from './centre-import.ts';
import { centresCsvTemplate, centresXlsxTemplate } from './centre-template.ts';
import * as centres from './centres.ts';
import * as institutes from './institutes.ts';
import * as organisation from './organisation.ts';
import { sendDownload } from '../../../lib/download.ts';

/**
 * The console cannot close the site it runs on: its own next call would be refused. Since every
 * call comes through an active institute's site, an organisation always keeps one.
 */
async function notThisSite(request: FastifyRequest) {
  if (Number((request.params as { id: unknown }).id) === request.tenant.instituteId) {
    throw new AppError(
      'CONFLICT',
      "You are using this institute's site: deactivate it from another institute's site.",
    );
  }
}

/** A 10 MB file as base64 in JSON, with room for the other fields (as the roster import). */
const UPLOAD_BODY_LIMIT = 14 * 1024 * 1024;

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
  // A deactivated institute's site and tokens are refused at once in this process (its caches).
  const forgetTenants = <R>(answer: R) => {
    app.forgetTenants();
    // A deactivated institute's student sessions are refused from the next call on.
    app.auth.sessionChecks.clear();
    app.hostSites.forget();
    app.staffAuth.sessionChecks.clear();
    return answer;
  };
  staffRoute(
    app,
    deactivateInstitute,
    async ({ ctx, input }) =>
      forgetTenants(await institutes.setInstituteActive(ctx, input.params.id, false)),
    { preHandler: [requireRole(['org-admin']), notThisSite] },
  );
  staffRoute(
    app,
    reactivateInstitute,
    async ({ ctx, input }) =>
      forgetTenants(await institutes.setInstituteActive(ctx, input.params.id, true)),
    orgAdmin,
  );

  staffRoute(app, listCentres, ({ ctx }) => centres.listCentres(ctx.db, ctx.staff.orgId));
  staffRoute(
    app,
    createCentre,
    ({ ctx, input }) => centres.createCentre(ctx, input.body),
    orgAdmin,
  );

  route(
    app,
    centresTemplate,
    async ({ params }, reply) => {
      const file =
        params.format === 'csv' ? centresCsvTemplate() : Buffer.from(await centresXlsxTemplate());
      const disposition = `attachment; filename="centres-template.${params.format}"`;
      return sendDownload(reply, params.format, disposition, file);
    },
    orgAdmin,
  );
  await app.register(async (uploads) => {
    bodyLimitForRoutes(uploads, UPLOAD_BODY_LIMIT);
    staffRoute(
      uploads,
      previewCentreImport,
      ({ ctx, input }) => checkCentreFile(ctx.db, ctx.staff.orgId, input.body),
      orgAdmin,
    );
    staffRoute(
      uploads,
      runCentreImport,
      ({ ctx, input }) => importCentres(ctx, input.body),
      orgAdmin,
    );
  });
}
