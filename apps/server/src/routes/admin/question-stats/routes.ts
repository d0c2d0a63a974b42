import type { FastifyInstance } from 'fastify';
import { correctKey, dropQuestion } from '@exam/contracts/admin/key-corrections';
import { getQuestionStats } from '@exam/contracts/admin/question-stats';
import { ok } from '@exam/contracts/common/envelope';
import { ENCODED_JSON_ROUTE, encodedJsonCache } from '../../../lib/encoded-json.ts';
import { ttlCache } from '../../../lib/ttl-cache.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../scope.ts';
import { findReadableSet } from '../sets/read.ts';
import { correctKey as applyCorrection } from './key-correction.ts';
import { questionStatsAnswer } from './service.ts';

/**
 * Question statistics of a set and the corrections of its key after the exam (decision 020).
 * Below org-admin only the caller's institute's candidates are counted; only an org-admin or
 * staff of the set's institute may correct its key.
 */
export async function questionStatsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const summaries = ttlCache(2_000, 1_000);
  // A minute at most; the key also changes with the candidates and the set's content version.
  const answers = encodedJsonCache(60_000, 200);

  // The JSON is written (and checked against the contract) once per cached answer and compressed
  // once per coding: Fastify's serializer would validate every question again on each request,
  // and @fastify/compress would compress ~110 KB again.
  route(
    app,
    getQuestionStats,
    async (request, reply) => {
      const { staff, params } = request;
      const set = await findReadableSet(app.db, staff, params.id);
      const { key, json } = await questionStatsAnswer(app.readDb, summaries, staff, set);
      return answers(request, reply, key, json);
    },
    ENCODED_JSON_ROUTE,
  );

  route(app, correctKey, async (request) => {
    const { staff, params, body } = request;
    const ids = { setId: params.id, questionId: params.questionId };
    return ok(await applyCorrection(app.db, staff, actorOf(request), ids, { kind: 'key', body }));
  });

  route(app, dropQuestion, async (request) => {
    const { staff, params, body } = request;
    const ids = { setId: params.id, questionId: params.questionId };
    return ok(
      await applyCorrection(app.db, staff, actorOf(request), ids, {
        kind: 'drop',
        reason: body.reason,
      }),
    );
  });
}
