import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@exam/contracts/common/envelope';
import { challengeKey } from '@exam/contracts/results/challenge-key';
import { getResponseSheet, getResponseSheetPdf } from '@exam/contracts/results/response-sheet';
import { createRenderGate } from '../../lib/render-gate.ts';
import { downloadSchema, route } from '../../lib/route.ts';
import { assertOwn, requireStudent } from '../../plugins/auth.ts';
import { errorListPlugin } from '../../plugins/error-list.ts';
import { bodyLimitForRoutes } from '../admin/scope.ts';
import type { AttemptDeps } from '../attempts/service.ts';
import { createResultDeps } from '../results/cache.ts';
import { challengeKey as sendChallenge } from './challenge.ts';
import { getResponseSheet as sheetOf } from './response-sheet.ts';
import { responseSheetPdf } from './sheet-pdf.ts';
import { sendDownload } from '../../lib/download.ts';

/** A 2 MB picture as base64 in JSON, with room for the reason. */
const CHALLENGE_BODY_LIMIT = 3 * 1024 * 1024;

/** The candidate's side of due process after the exam (decision 049): own attempts only. */
export async function dueProcessRoutes(
  app: FastifyInstance,
  { rankCacheMs, ...deps }: Omit<AttemptDeps, 'db'> & { rankCacheMs: number },
) {
  const all = createResultDeps({ ...deps, db: app.db }, { rankCacheMs });
  app.addHook('onRequest', requireStudent);
  await app.register(errorListPlugin);

  route(app, getResponseSheet, async (request) => {
    const { body, student } = request;
    assertOwn(request, body);
    return ok(await sheetOf(all, student, body));
  });

  const renderPdf = createRenderGate({
    perKey: 1,
    total: 1,
    busyMessage:
      'Your response sheet is already being prepared. Please wait a moment and try again.',
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getResponseSheetPdf.method,
    url: getResponseSheetPdf.path,
    schema: downloadSchema(getResponseSheetPdf),
    handler: async (request, reply) => {
      const { body, student } = request;
      assertOwn(request, body);
      const pdf = await renderPdf(String(student.studentId), async () =>
        responseSheetPdf(app.db, student, await sheetOf(all, student, body), body.lang),
      );
      const name = `response-sheet-${body.setId}-${body.attemptNo}.pdf`;
      return sendDownload(reply, 'pdf', `attachment; filename="${name}"`, pdf);
    },
  });

  // A challenge may carry a 2 MB picture as base64: above the API's usual body limit.
  await app.register(async (withPicture) => {
    bodyLimitForRoutes(withPicture, CHALLENGE_BODY_LIMIT);
    route(withPicture, challengeKey, async (request) => {
      const { body, student } = request;
      assertOwn(request, body);
      return ok(await sendChallenge(all, student, body));
    });
  });
}
