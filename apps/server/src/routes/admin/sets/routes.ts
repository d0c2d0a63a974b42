import type { FastifyInstance, FastifyReply } from 'fastify';
import { countPool } from '@exam/contracts/admin/count-pool';
import { createSet } from '@exam/contracts/admin/create-set';
import { getSet } from '@exam/contracts/admin/get-set';
import { listSets } from '@exam/contracts/admin/list-sets';
import { previewSet } from '@exam/contracts/admin/preview-set';
import { publishSet, ZPublishGapsResponse } from '@exam/contracts/admin/publish-set';
import { unpublishSet } from '@exam/contracts/admin/unpublish-set';
import { updateSet } from '@exam/contracts/admin/update-set';
import { ok } from '@exam/contracts/common/envelope';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { loadPaperContent, loadSetMeta } from '../../papers/service.ts';
import { orNotFound } from '../scope.ts';
import { ctxOf, staffRoute } from '../staff-call.ts';
import * as build from './build.ts';
import { bankPools } from './pools.ts';
import { SetIncompleteError, setPublished } from './publish.ts';
import type { Gap } from '@exam/core/question-gaps';
import * as read from './read.ts';

const INCOMPLETE = 'The set is not complete yet: see what is missing.';

const sendGaps = (reply: FastifyReply, gaps: Gap[]) =>
  reply.code(422).send({
    statusCode: 422,
    status: 0,
    code: 'SET_INCOMPLETE',
    message: INCOMPLETE,
    errors: gaps.map((g) => g.message),
    missing: gaps,
    response: null,
  });

/** Building, previewing and publishing sets from the bank. */
export async function adminSetRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  // Publishing, and rebuilding a published set, answer 422 with the gaps: an error shape of its own.
  app.addHook('onRoute', (options) => {
    const gapsPaths: string[] = [publishSet.path, updateSet.path];
    if (gapsPaths.includes(options.url) && options.schema?.response) {
      options.schema.response = { ...options.schema.response, 422: ZPublishGapsResponse };
    }
  });
  const { db } = app;

  staffRoute(app, listSets, ({ ctx, input }) => read.listSets(ctx.db, ctx.staff, input.query));
  staffRoute(app, getSet, ({ ctx, input }) => read.getSet(ctx.db, ctx.staff, input.params.id));
  staffRoute(app, createSet, ({ ctx, input }) => build.createSet(ctx, input.body));
  staffRoute(app, countPool, async ({ ctx, input }) => ({
    sections: (await bankPools(ctx.db, ctx.staff, input.body.sections, input.body.listed)).map(
      (section) => section?.map((pool) => pool.length) ?? null,
    ),
  }));
  route(app, updateSet, async (request, reply) => {
    try {
      return ok(await build.updateSet(ctxOf(request), request.params.id, request.body));
    } catch (error) {
      if (error instanceof SetIncompleteError) return sendGaps(reply, error.gaps);
      throw error;
    }
  });

  staffRoute(app, previewSet, async ({ ctx, input }) => {
    await read.findReadableSet(ctx.db, ctx.staff, input.params.id);
    const meta = orNotFound(await loadSetMeta(db, input.params.id), read.SET);
    const { paper } = await loadPaperContent(db, meta);
    return paper;
  });

  route(app, publishSet, async (request, reply) => {
    const ctx = ctxOf(request);
    const { gaps } = await setPublished(ctx, request.params.id, true, request.body?.audience);
    if (gaps.length > 0) return sendGaps(reply, gaps);
    return ok(await read.getSetSummary(db, ctx.staff, request.params.id));
  });
  staffRoute(app, unpublishSet, async ({ ctx, input }) => {
    await setPublished(ctx, input.params.id, false);
    return read.getSetSummary(ctx.db, ctx.staff, input.params.id);
  });
}
