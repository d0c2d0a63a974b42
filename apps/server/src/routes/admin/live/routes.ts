import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getScheduleLive, getSetLive } from '@exam/contracts/admin/live-monitor';
import { forceSubmitAttempt } from '@exam/contracts/admin/live-force-submit';
import { ok } from '@exam/contracts/common/envelope';
import type { TLiveMonitor } from '@exam/contracts/admin/live-entities';
import { route } from '../../../lib/route.ts';
import { ALL_STAFF_ROLES, requireStaff } from '../../../plugins/staff-auth.ts';
import { clockRules } from '../../attempts/clock.ts';
import { createPaperStore } from '../../papers/store.ts';
import { actorOf } from '../scope.ts';
import * as live from './service.ts';
import { forceSubmit } from './force-submit.ts';
import { grantExtraTime } from '@exam/contracts/admin/attempt-actions';
import { listLiveWindows } from '@exam/contracts/admin/org-setup/endpoints';
import { staffRoute } from '../staff-call.ts';
import * as actions from '../schedules/attempt-actions.ts';

const matches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(/\s*,\s*/)
    .some((tag) => tag === etag || tag === '*');

/** The monitor, or 304 when the caller's If-None-Match names what it would be (decision 019). */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  { monitor, etag }: { monitor: TLiveMonitor; etag: string },
) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request, etag)) return reply.code(304).send() as never;
  return ok(monitor);
}

/**
 * Live monitoring of exam windows and sets, and a proctor's force-submit and extra time (issue 12):
 * the only calls an invigilator may make, for its centres' candidates (decision 041).
 */
export async function adminLiveRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff(ALL_STAFF_ROLES));
  // The clock rule of the student side (same environment); papers to score a force-submit with,
  // their version read every time so a corrected key is never missed.
  const rules = clockRules();
  const papers = createPaperStore(app.db, { versionTtlMs: 0 });

  route(app, getScheduleLive, async (request, reply) =>
    answer(request, reply, await live.scheduleLive({ db: app.db, rules }, request.staff, request)),
  );

  route(app, getSetLive, async (request, reply) =>
    answer(request, reply, await live.setLive({ db: app.db, rules }, request.staff, request)),
  );

  staffRoute(app, grantExtraTime, ({ ctx, input }) =>
    actions.grantExtraTime(ctx, rules, input.params.id, input.body),
  );
  staffRoute(app, listLiveWindows, ({ ctx }) => live.liveWindows(ctx.db, ctx.staff));

  route(app, forceSubmitAttempt, async (request) => {
    const { staff, params, body } = request;
    const result = await forceSubmit(
      { db: app.db, papers, rules },
      staff,
      actorOf(request),
      params.id,
      body.reason,
    );
    return ok(result);
  });
}
