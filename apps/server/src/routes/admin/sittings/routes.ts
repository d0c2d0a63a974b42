import type { FastifyInstance } from 'fastify';
import {
  exportSittingMeritCsv,
  exportSittingMeritXlsx,
  getSittingMerit,
  listSittings,
} from '@exam/contracts/admin/sittings';
import { writeAudit } from '../../../bank/store.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { downloadAttachment } from '../../../lib/download-name.ts';
import { exportOwnerOf } from '../../../sites/export-owner.ts';
import { exportTime } from '../results/export-files.ts';
import { actorOf } from '../scope.ts';
import { staffRoute } from '../staff-call.ts';
import { sittingExportHome } from './export-home.ts';
import { meritCsv, meritXlsx } from './merit-files.ts';
import * as read from './read.ts';
import { sendDownload } from '../../../lib/download.ts';

/** Sittings: the shifts of one exam, and their merit list by NTA's percentile (issue 25). */
export async function adminSittingRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  staffRoute(app, listSittings, ({ ctx }) => read.listSittings(ctx.db, ctx.staff));
  staffRoute(app, getSittingMerit, ({ ctx, input }) =>
    read.sittingMerit(ctx.db, ctx.staff, input.query),
  );

  for (const [endpoint, format] of [
    [exportSittingMeritCsv, 'csv'],
    [exportSittingMeritXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { sitting } = request.query;
      const merit = await read.wholeMerit(app.db, request.staff, sitting);
      await writeAudit(app.db, actorOf(request), {
        action: 'export',
        entity: 'sitting-merit',
        entityId: null,
        after: { format, sitting, rows: merit.items.length },
      });
      const home = await sittingExportHome(app.db, request.staff, sitting);
      const owner = await exportOwnerOf(app.db, request.staff.orgId, home.instituteId);
      const file =
        format === 'csv'
          ? meritCsv(merit)
          : await meritXlsx(merit, {
              owner,
              title: `Merit list: ${sitting}`,
              madeAt: exportTime(new Date().toISOString(), home.zone),
            });
      return sendDownload(
        reply,
        format,
        downloadAttachment(owner.slug, 'merit', format, sitting),
        file,
      );
    });
  }
}
