import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getAttemptReport } from '@exam/contracts/admin/get-attempt-report';
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
import { templates } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import type { AttemptDeps } from '../../attempts/service.ts';
import { selectSections } from '../../catalogue/service.ts';
import { createResultDeps } from '../../results/service.ts';
import { actorOf } from '../scope.ts';
import { findReadableSet } from '../sets/read.ts';
import { readResultsByPlace } from './by-place.ts';
import { attachment, resultsCsv, resultsXlsx } from './export-files.ts';
import { attemptReport } from './report.ts';
import { readAllResults, readResultsPage, type ResultContext } from './table.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The set (404 outside the caller's scope), its total marks and cut-off (the set's own, else
 * SPEC §9's share of the total) and its sections.
 */
async function resultContext(app: FastifyInstance, staff: AuthenticatedStaff, id: number) {
  const set = await findReadableSet(app.db, staff, id);
  const [template] = await app.db
    .select({ totalMarks: templates.totalMarks, totalQuestion: templates.totalQuestion })
    .from(templates)
    .where(eq(templates.id, set.templateId));
  // A quiz, practice or GK play scores one point per correct answer (SPEC §4), and no sections.
  const quizLike = carriesAnswerKey(set.setTypeId);
  const totalMarks = quizLike ? (template?.totalQuestion ?? 0) : (template?.totalMarks ?? 0);
  const cutoff = set.cutoff ?? round2(totalMarks * PASS_SHARE);
  const sections = quizLike ? [] : await selectSections(app.db, set.templateId);
  const ctx: ResultContext = { set, staff, cutoff, totalMarks };
  return {
    ctx,
    name: set.name,
    sections: sections.map((s) => ({
      id: s.sectionId,
      name: s.sectionName,
      nameHi: s.sectionNameHi,
    })),
  };
}

/**
 * Results of a set for staff: the table, its exports, the comparison by place and one student's
 * report. Below org-admin only the students of the caller's institute. Read-only; exports are
 * audited (they carry students' personal data).
 */
export async function adminResultRoutes(app: FastifyInstance, deps: Omit<AttemptDeps, 'db'>) {
  app.addHook('onRequest', requireStaff());
  const resultDeps = createResultDeps({ ...deps, db: app.db });

  route(app, getSetResults, async ({ staff, params, query }) => {
    const { ctx, name, sections } = await resultContext(app, staff, params.id);
    const page = await readResultsPage(app.db, ctx, query);
    return ok({
      setId: ctx.set.id,
      setName: name,
      totalMarks: ctx.totalMarks,
      cutoff: ctx.cutoff,
      sections,
      ...page,
    });
  });

  for (const [endpoint, format] of [
    [exportSetResultsCsv, 'csv'],
    [exportSetResultsXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { ctx, name, sections } = await resultContext(app, request.staff, request.params.id);
      const rows = await readAllResults(app.db, ctx, request.query);
      await writeAudit(app.db, actorOf(request), {
        action: 'export',
        entity: 'set-results',
        entityId: ctx.set.id,
        after: { format, rows: rows.length, filters: request.query },
      });
      const file =
        format === 'csv' ? resultsCsv(rows, sections) : await resultsXlsx(rows, sections, name);
      return reply
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', attachment(name, format))
        .header('cache-control', 'no-store')
        .send(file as never);
    });
  }

  route(app, getResultsByPlace, async ({ staff, params, query }) => {
    const { ctx } = await resultContext(app, staff, params.id);
    return ok(await readResultsByPlace(app.db, ctx, query));
  });

  route(app, getAttemptReport, async ({ staff, params }) =>
    ok(await attemptReport(resultDeps, staff, params.id)),
  );
}
