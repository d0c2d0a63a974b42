import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCbtSetType } from '@exam/contracts/papers/entities';
import { getPaperBySet } from '@exam/contracts/papers/get-paper-by-set';
import { getPapersBySets } from '@exam/contracts/papers/get-papers-by-sets';
import { AppError, notFound } from '../../lib/app-error.ts';
import { contractSchema } from '../../lib/route.ts';
import { requireStudent } from '../../plugins/auth.ts';
import { etagOf, holdsCurrent, negotiateCoding } from '../../lib/http-cache.ts';
import { assertMayReadPaper } from '../../schedules/access.ts';
import { isOpenTo } from './service.ts';
import type { PaperStore } from './store.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

// The routes carry the contract's schemas (contractSchema), for validation and the OpenAPI
// document. The handlers send bytes that were serialised (and compressed) once per content
// version, so Fastify's serializer never sees an object here: it is bypassed by sending a Buffer.

/** Marks a response as per-student (the paper needs a login) and revalidated before every use. */
function cacheHeaders(reply: FastifyReply, etag: string) {
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding');
}

export async function paperRoutes(app: FastifyInstance, { papers }: { papers: PaperStore }) {
  app.addHook('onRequest', requireStudent);

  async function activeSet(request: FastifyRequest, setId: number) {
    const meta = await papers.findSet(request.tenant.orgId, setId);
    if (!isOpenTo(meta, request.student.instituteId)) throw notFound(`Question set ${setId}`);
    if (meta.scheduled) await assertMayReadPaper(app.db, request.student, setId);
    return meta;
  }

  app.route({
    method: getPaperBySet.method,
    url: getPaperBySet.path,
    schema: contractSchema(getPaperBySet),
    // The bytes are compressed already; @fastify/compress would compress them again.
    config: { compress: false },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      const { body } = await papers.paperOf(await activeSet(request, id));
      const coding = negotiateCoding(request.headers['accept-encoding']);
      cacheHeaders(reply, etagOf(body.tag, coding));
      if (holdsCurrent(request.headers['if-none-match'], body.tag)) return reply.code(304).send();
      if (coding !== 'identity') reply.header('content-encoding', coding);
      return reply.type(JSON_TYPE).send(body[coding]);
    },
  });

  app.route({
    method: getPapersBySets.method,
    url: getPapersBySets.path,
    schema: contractSchema(getPapersBySets),
    handler: async (request, reply) => {
      const { ids } = request.params as { ids: number[] };
      const metas = await Promise.all(
        ids.map((id) => papers.findSet(request.tenant.orgId, id).then((meta) => ({ id, meta }))),
      );
      const unknown = metas
        .filter(({ meta }) => !isOpenTo(meta, request.student.instituteId))
        .map(({ id }) => id);
      if (unknown.length > 0) {
        throw notFound(`Question set ${unknown.join(', ')}`);
      }
      for (const { id, meta } of metas) {
        if (meta?.scheduled) await assertMayReadPaper(app.db, request.student, id);
      }
      const cbt = metas.filter(({ meta }) => meta && isCbtSetType(meta.setTypeId));
      if (cbt.length > 0) {
        throw new AppError(
          'FORBIDDEN',
          `Set ${cbt.map(({ id }) => id).join(', ')} is a computer-based test: its paper comes ` +
            'one set at a time from /v2/api/cbt/question/get/all/by/setId/{id}, without the answers.',
          'params.ids',
        );
      }
      const loaded = await Promise.all(
        metas.flatMap(({ meta }) => (meta ? [papers.paperOf(meta)] : [])),
      );
      // Each set's JSON was written once; the list only joins them.
      const json = `{"statusCode":200,"status":1,"errors":[],"response":[${loaded
        .map((paper) => paper.setQuestionsJson)
        .join(',')}]}`;
      // Compressed per request by @fastify/compress, so the validator is a weak one.
      const tag = createHash('sha256')
        .update(loaded.map((paper) => paper.body.tag).join('.'))
        .digest('hex')
        .slice(0, 32);
      cacheHeaders(reply, `W/"${tag}"`);
      if (holdsCurrent(request.headers['if-none-match'], tag)) return reply.code(304).send();
      return reply.type(JSON_TYPE).send(Buffer.from(json));
    },
  });
}
