import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
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
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import { PASS_SHARE } from '@exam/core/scoring';
import { writeAudit } from '../../../bank/store.ts';
import { questionSets, templates } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import { createRenderGate } from '../../../lib/render-gate.ts';
import { ENCODED_JSON_ROUTE, encodedJsonCache } from '../../../lib/encoded-json.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import type { AttemptDeps } from '../../attempts/service.ts';
import { selectSections } from '../../catalogue/service.ts';
import { createResultDeps } from '../../results/service.ts';
import { actorOf, orNotFound, readable } from '../scope.ts';
import { SET } from '../sets/read.ts';
import { readResultsByPlace } from './by-place.ts';
import { candidatesVersion } from './candidates.ts';
import { attachment, resultsCsv, resultsXlsx } from './export-files.ts';
import { attemptPdf, attemptReport, attemptReview } from './report.ts';
import { readAllResults, readResultsPage, type ResultContext } from './table.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The set in the caller's scope (else 404) with its total marks, its cut-off (the set's own, else
 * SPEC §9's share of the total) and the version of its candidates' scores, in one round trip.
 */
async function resultContext(app: FastifyInstance, staff: AuthenticatedStaff, id: number) {
  const [row] = await app.db
    .select({
      id: questionSets.id,
      orgId: questionSets.orgId,
      setTypeId: questionSets.setTypeId,
      name: questionSets.name,
      cutoff: questionSets.cutoff,
      templateId: questionSets.templateId,
      totalMarks: templates.totalMarks,
      totalQuestion: templates.totalQuestion,
      version: candidatesVersion(questionSets.id),
    })
    .from(questionSets)
    .innerJoin(templates, eq(templates.id, questionSets.templateId))
    .where(
      and(eq(questionSets.id, id), readable(staff, questionSets.orgId, questionSets.instituteId)),
    );
  const set = orNotFound(row, SET);
  // A quiz, practice or GK play scores one point per correct answer (SPEC §4), and no sections.
  const quizLike = carriesAnswerKey(set.setTypeId);
  const totalMarks = (quizLike ? set.totalQuestion : set.totalMarks) ?? 0;
  const ctx: ResultContext = {
    set,
    staff,
    cutoff: set.cutoff ?? round2(totalMarks * PASS_SHARE),
    totalMarks,
  };
  const sections = async () =>
    quizLike
      ? []
      : (await selectSections(app.db, set.templateId)).map((s) => ({
          id: s.sectionId,
          name: s.sectionName,
          nameHi: s.sectionNameHi,
        }));
  return { ctx, set, sections };
}

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
      const { ctx, set, sections } = await resultContext(app, request.staff, request.params.id);
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
      const { ctx, set, sections } = await resultContext(app, request.staff, request.params.id);
      const rows = await readAllResults(app.db, ctx, request.query);
      await writeAudit(app.db, actorOf(request), {
        action: 'export',
        entity: 'set-results',
        entityId: set.id,
        after: { format, rows: rows.length, filters: request.query },
      });
      const file =
        format === 'csv'
          ? resultsCsv(rows, await sections())
          : await resultsXlsx(rows, await sections(), set.name);
      return reply
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', attachment(set.name, format))
        .header('cache-control', 'no-store')
        .send(file as never);
    });
  }

  route(
    app,
    getResultsByPlace,
    async (request, reply) => {
      const { ctx, set } = await resultContext(app, request.staff, request.params.id);
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
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="scorecard-${result.setId}-${result.attemptNo}-${params.id}.pdf"`,
      )
      .header('cache-control', 'no-store')
      .send(pdf as never);
  });
}
