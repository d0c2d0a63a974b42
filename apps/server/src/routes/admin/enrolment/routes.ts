import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ENROLMENT_MAX_ROWS,
  enrolmentTemplate,
  previewEnrolment,
  runEnrolment,
} from '@exam/contracts/admin/enrolment';
import { ok } from '@exam/contracts/common/envelope';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { actorOf, bodyLimitForRoutes } from '../scope.ts';
import { targetInstitute } from '../students/store.ts';
import { checkRoster } from './check-roster.ts';
import { problemWords, type ProblemWords } from './problems.ts';
import { readRoster } from './read-roster.ts';
import { rosterCsvTemplate, rosterXlsxTemplate } from './template.ts';
import { writeRoster } from './write-roster.ts';
import { sendDownload } from '../../../lib/download.ts';

/** A 10 MB file as base64 in JSON, with room for the other fields. */
const UPLOAD_BODY_LIMIT = 14 * 1024 * 1024;

/** Reads and checks an uploaded roster against the file's own rows and the existing students. */
async function check(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { fileName: string; dataBase64: string; instituteId?: number },
) {
  const { staff } = request;
  const instituteId = await targetInstitute(app.db, staff, body.instituteId, 'body.instituteId');
  const file = await readRoster(
    body.fileName,
    new Uint8Array(Buffer.from(body.dataBase64, 'base64')),
  );
  const fileProblem = (problem: ProblemWords) => ({
    fileName: body.fileName,
    rows: 0,
    valid: 0,
    problems: [{ row: 0, column: 'file', kind: 'error' as const, ...problem }],
    sample: [],
  });
  if (!file.ok) return { instituteId, checked: null, report: fileProblem(file.problem) };
  if (file.rows.length === 0)
    return { instituteId, checked: null, report: fileProblem(problemWords('no-rows')) };
  if (file.rows.length > ENROLMENT_MAX_ROWS)
    return {
      instituteId,
      checked: null,
      report: fileProblem(
        problemWords('too-many-rows', { rows: file.rows.length, max: ENROLMENT_MAX_ROWS }),
      ),
    };
  const checked = await checkRoster(
    app.db,
    { orgId: staff.orgId, instituteId },
    body.fileName,
    file.rows,
  );
  return { instituteId, checked, report: checked.report };
}

/** Bulk enrolment: the template, the preview (nothing written), the import in one transaction. */
export async function enrolmentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  route(app, enrolmentTemplate, async ({ params }, reply) => {
    const file =
      params.format === 'csv' ? rosterCsvTemplate() : Buffer.from(await rosterXlsxTemplate());
    const disposition = `attachment; filename="students-template.${params.format}"`;
    return sendDownload(reply, params.format, disposition, file);
  });
  await app.register(async (uploads) => {
    bodyLimitForRoutes(uploads, UPLOAD_BODY_LIMIT);
    route(uploads, previewEnrolment, async (request) => {
      const { report } = await check(app, request, request.body);
      return ok(report);
    });
    route(uploads, runEnrolment, async (request) => {
      const { instituteId, checked, report } = await check(app, request, request.body);
      const first = report.problems[0];
      if (!checked || first) {
        const where = first && first.row > 0 ? `row ${first.row}, ${first.column}` : 'the file';
        throw new AppError(
          'BAD_REQUEST',
          `Nothing was imported: the file has ${report.problems.length} problem(s), the first at ` +
            `${where}: ${first?.message ?? ''}. Preview it to see them all.`,
          'body.dataBase64',
        );
      }
      const result = await writeRoster(
        app.db,
        { ...actorOf(request), instituteId },
        request.body.fileName,
        checked,
        request.body.passwords,
      );
      return ok(result);
    });
  });
}
