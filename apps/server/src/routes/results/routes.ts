import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@exam/contracts/common/envelope';
import { getAttemptsByStudent } from '@exam/contracts/results/get-attempts-by-student';
import { getResponsesByAttemptNo } from '@exam/contracts/results/get-responses-by-attempt-no';
import { getResult as getResultEndpoint } from '@exam/contracts/results/get-result';
import { getResultPdf } from '@exam/contracts/results/get-result-pdf';
import { getResultReview } from '@exam/contracts/results/get-result-review';
import { ENCODED_JSON_ROUTE, encodedJsonCache } from '../../lib/encoded-json.ts';
import { contractSchema, downloadSchema, route } from '../../lib/route.ts';
import { assertOwn, requireStudent } from '../../plugins/auth.ts';
import { errorListPlugin } from '../../plugins/error-list.ts';
import type { AttemptDeps } from '../attempts/service.ts';
import { createRenderGate } from '../../lib/render-gate.ts';
import { scorecardPdf } from './pdf.ts';
import { instituteLetterheadOf } from '../../sites/institute-name.ts';
import { mediaOfReview } from './scorecard/media.ts';
import { attemptsBySet } from './history.ts';
import { getResult } from './report.ts';
import { resultAnswer } from './response-writer.ts';
import { getReview } from './review.ts';
import { resultReader } from './read-your-writes.ts';
import { sendDownload } from '../../lib/download.ts';

/** The result page, its review and PDF, and the attempted-tests history (own attempts only). */
export async function resultRoutes(
  app: FastifyInstance,
  { rankCacheMs, ...deps }: Omit<AttemptDeps, 'db'> & { rankCacheMs: number },
) {
  const reading = resultReader(app, deps, { rankCacheMs });
  app.addHook('onRequest', requireStudent);
  await app.register(errorListPlugin);

  // The hot path (DESIGN.md §8): the service writes the JSON, mostly from a per-attempt cache,
  // so Fastify's serializer (which would validate ~100 questions again) is bypassed. The answer
  // (~26 KB for 100 questions) is compressed once per key and coding: @fastify/compress's stream
  // cost ~0.5 ms of CPU a request, more than the rest of the call. Only the compressed bytes are
  // kept (~2 KB each); the plain JSON is written again from the cached report.
  // The contract still validates the body and describes the response in the OpenAPI document.
  const answers = encodedJsonCache(60_000, 2_000, { keepPlain: false });
  app.withTypeProvider<ZodTypeProvider>().route({
    ...ENCODED_JSON_ROUTE,
    method: getResultEndpoint.method,
    url: getResultEndpoint.path,
    schema: contractSchema(getResultEndpoint),
    handler: async (request, reply) => {
      const { body, student } = request;
      assertOwn(request, body);
      const { key, json } = await reading((deps) => resultAnswer(deps, student, body));
      return answers(request, reply, key, json);
    },
  });

  route(app, getResultReview, async (request) => {
    const { body, student } = request;
    assertOwn(request, body);
    return ok(await reading((deps) => getReview(deps, student, body)));
  });

  // One scorecard at a time per student, one at a time per process: a student pressing Download
  // eight times cannot slow everybody's answer saves.
  const renderPdf = createRenderGate({
    perKey: 1,
    total: 1,
    busyMessage: 'Your scorecard is already being prepared. Please wait a moment and try again.',
  });

  // A PDF, not the JSON envelope: registered with the contract's body and error schemas only.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getResultPdf.method,
    url: getResultPdf.path,
    schema: downloadSchema(getResultPdf),
    handler: async (request, reply) => {
      const { body } = request;
      assertOwn(request, body);
      const { result, pdf } = await renderPdf(String(request.student.studentId), async () => {
        const [found, review] = await reading((deps) =>
          Promise.all([
            getResult(deps, request.student, body),
            getReview(deps, request.student, body),
          ]),
        );
        const [images, institute] = await Promise.all([
          mediaOfReview(app.db, request.student.orgId, review),
          instituteLetterheadOf(app.db, request.student.instituteId),
        ]);
        const pdf = await scorecardPdf(found, body.lang, { review, images }, institute);
        return { result: found, pdf };
      });
      const name = `scorecard-${result.setId}-${result.attemptNo}.pdf`;
      return sendDownload(reply, 'pdf', `attachment; filename="${name}"`, pdf);
    },
  });

  route(app, getAttemptsByStudent, async (request) => {
    assertOwn(request, { studentId: request.params.id });
    return ok(await attemptsBySet(app.db, request.student));
  });

  route(app, getResponsesByAttemptNo, async (request) => {
    const { body, params, student } = request;
    assertOwn(request, body);
    return ok(await attemptsBySet(app.db, student, { setId: body.setId, attemptNo: params.n }));
  });
}
