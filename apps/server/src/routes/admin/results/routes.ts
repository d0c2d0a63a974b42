import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  getAttemptPdf,
  getAttemptReport,
  getAttemptReview,
} from '@exam/contracts/admin/get-attempt-report';
import { getResultsByPlace } from '@exam/contracts/admin/get-results-by-place';
import {
  exportSetResultsCsv,
  exportSetResultsXlsx,
  getSetResults,
} from '@exam/contracts/admin/get-set-results';
import { ok } from '@exam/contracts/common/envelope';
import { writeAudit } from '../../../bank/store.ts';
import { route } from '../../../lib/route.ts';
import { createRenderGate } from '../../../lib/render-gate.ts';
import { ENCODED_JSON_ROUTE, encodedJsonCache } from '../../../lib/encoded-json.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { downloadAttachment } from '../../../lib/download-name.ts';
import { exportOwnerOf } from '../../../sites/export-owner.ts';
import type { AttemptDeps } from '../../attempts/service.ts';
import { createResultDeps } from '../../results/cache.ts';
import { actorOf } from '../scope.ts';
import { resultContext } from './context.ts';
import { readResultsByPlace } from './by-place.ts';
import { exportTime, resultsCsv, resultsXlsx } from './export-files.ts';
import { exportTimeZone } from './export-zone.ts';
import { attemptPdf, attemptReport, attemptReview } from './report.ts';
import { readAllResults, readResultsPage, type ResultContext } from './table.ts';
import { sendDownload } from '../../../lib/download.ts';

/**
 * Results of a set for staff: the table, its exports, the comparison by place and one student's
 * report. Below org-admin only the students of the caller's institute. Read-only; exports are
 * audited (they carry students' personal data).
 */
export async function adminResultRoutes(
  app: FastifyInstance,
  { rankCacheMs, ...deps }: Omit<AttemptDeps, 'db'> & { rankCacheMs: number },
) {
  app.addHook('onRequest', requireStaff());
  const resultDeps = createResultDeps({ ...deps, db: app.db }, { rankCacheMs });
  // After an exam many staff open the same table while nothing changes (DESIGN.md §8: 10,000
  // candidates). Each answer is kept as checked JSON, compressed once per coding, for one version
  // of the candidates' scores (a submission or a rescore makes a new one), at most 30 s: that
  // bounds how long an edited name or centre takes to show.
  const answers = encodedJsonCache(30_000, 500);
  /** Sends a table's answer, written and checked against its contract on a miss. */
  const sendCached = <S extends z.ZodType>(
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    ctx: ResultContext & { set: { version: string } },
    what: string,
    schema: S,
    load: () => Promise<z.input<S>>,
  ) =>
    answers(
      request,
      reply,
      JSON.stringify([
        what,
        ctx.set.id,
        ctx.staff.orgId,
        ctx.staff.instituteId,
        ctx.set.version,
        request.query,
      ]),
      async () => JSON.stringify(schema.parse(await load())),
    );

  route(
    app,
    getSetResults,
    async (request, reply) => {
      const { ctx, set, sections } = await resultContext(app.db, request.staff, request.params.id);
      return sendCached(
        { request, reply },
        { ...ctx, set },
        'table',
        getSetResults.response,
        async () =>
          ok({
            setId: set.id,
            setName: set.name,
            totalMarks: ctx.totalMarks,
            cutoff: ctx.cutoff,
            sections: await sections(),
            ...(await readResultsPage(app.db, ctx, request.query)),
          }),
      );
    },
    ENCODED_JSON_ROUTE,
  );

  for (const [endpoint, format] of [
    [exportSetResultsCsv, 'csv'],
    [exportSetResultsXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { ctx, set, sections } = await resultContext(app.db, request.staff, request.params.id);
      const rows = await readAllResults(app.db, ctx, request.query);
      await writeAudit(app.db, actorOf(request), {
        action: 'export',
        entity: 'set-results',
        entityId: set.id,
        after: { format, rows: rows.length, filters: request.query },
      });
      const zone = await exportTimeZone(app.db, set, request.query.scheduleId);
      // Staff of an institute export its students only; else the set's institute, else all.
      const owner = await exportOwnerOf(
        app.db,
        set.orgId,
        request.staff.instituteId ?? set.instituteId,
      );
      const file =
        format === 'csv'
          ? resultsCsv(rows, await sections(), zone)
          : await resultsXlsx(
              rows,
              await sections(),
              {
                owner,
                title: `Results: ${set.name}`,
                madeAt: exportTime(new Date().toISOString(), zone),
              },
              zone,
            );
      return sendDownload(
        reply,
        format,
        downloadAttachment(owner.slug, 'results', format, set.name),
        file,
      );
    });
  }

  route(
    app,
    getResultsByPlace,
    async (request, reply) => {
      const { ctx, set } = await resultContext(app.db, request.staff, request.params.id);
      return sendCached(
        { request, reply },
        { ...ctx, set },
        'by-place',
        getResultsByPlace.response,
        async () => ok(await readResultsByPlace(app.db, ctx, request.query)),
      );
    },
    ENCODED_JSON_ROUTE,
  );

  route(app, getAttemptReport, async ({ staff, params }) =>
    ok(await attemptReport(resultDeps, staff, params.id)),
  );

  route(app, getAttemptReview, async ({ staff, params }) =>
    ok(await attemptReview(resultDeps, staff, params.id)),
  );

  // As for the student's own download: one scorecard at a time per person and per process.
  const renderPdf = createRenderGate({
    perKey: 1,
    total: 1,
    busyMessage: 'A scorecard is already being prepared for you. Please wait a moment.',
  });
  route(app, getAttemptPdf, async ({ staff, params, query }, reply) => {
    const { result, pdf } = await renderPdf(`staff-${staff.id}`, () =>
      attemptPdf(resultDeps, staff, params.id, query.lang),
    );
    const name = `scorecard-${result.setId}-${result.attemptNo}-${params.id}.pdf`;
    return sendDownload(reply, 'pdf', `attachment; filename="${name}"`, pdf);
  });
}
