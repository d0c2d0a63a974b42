import type { FastifyInstance } from 'fastify';
import { downloadTemplate, previewImport, runImport } from '@exam/contracts/admin/imports';
import { ok } from '@exam/contracts/common/envelope';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { parseQuestionFile } from '../../../interchange/parse.ts';
import { csvTemplate, xlsxTemplate } from '../../../interchange/template.ts';
import { checkAgainstBank, writeImport } from '../../../interchange/write-import.ts';
import { exportRoutes } from '../exports/routes.ts';
import { actorOf, bodyLimitForRoutes } from '../scope.ts';
import { sendDownload } from '../../../lib/download.ts';

/** A 10 MB file as base64 in JSON, with room for the other fields. */
const IMPORT_BODY_LIMIT = 14 * 1024 * 1024;

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** Imports into the question bank: preview (nothing written), then import; the templates. */
export async function importRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  route(app, downloadTemplate, async ({ params }, reply) => {
    const file = params.format === 'csv' ? csvTemplate() : Buffer.from(await xlsxTemplate());
    const disposition = `attachment; filename="question-template.${params.format}"`;
    return sendDownload(reply, params.format, disposition, file);
  });
  await app.register(async (uploads) => {
    bodyLimitForRoutes(uploads, IMPORT_BODY_LIMIT);
    route(uploads, previewImport, async (request) => {
      const { body } = request;
      const parsed = await parseQuestionFile(body.fileName, bytesOf(body.dataBase64));
      await checkAgainstBank(app.db, actorOf(request), [parsed]);
      return ok({ report: parsed.report });
    });
    route(uploads, runImport, async (request) => {
      const { body } = request;
      const parsed = await parseQuestionFile(body.fileName, bytesOf(body.dataBase64));
      const result = await writeImport(app.db, actorOf(request), [parsed]);
      if (!result.written) {
        const first = result.errors[0];
        throw new AppError(
          'BAD_REQUEST',
          `Nothing was imported: the file has ${result.errors.length} error(s)` +
            (first ? `, the first at ${first.place}: ${first.message}` : '') +
            '. Preview it to see them all.',
          'body.dataBase64',
        );
      }
      return ok({ report: parsed.report, created: result.created, updated: result.updated });
    });
  });
}

/** Imports and exports together, for the admin routes' index. */
export async function interchangeRoutes(app: FastifyInstance) {
  await app.register(importRoutes);
  await app.register(exportRoutes);
}
