import type { FastifyInstance } from 'fastify';
import {
  decideChallenges,
  listChallenges,
  publishFinalKey,
  setChallengeWindow,
} from '@exam/contracts/admin/challenges';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import { challengeBoard } from './board.ts';
import * as write from './write.ts';

/** Challenges of a window's provisional key, their decisions and the final key (decision 049). */
export async function adminChallengeRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());

  staffRoute(app, listChallenges, ({ ctx, input }) =>
    challengeBoard(ctx.db, ctx.staff, input.params.id),
  );
  staffRoute(app, setChallengeWindow, async ({ ctx, input }) => {
    await write.setChallengeWindow(ctx, input.params.id, input.body);
    return challengeBoard(ctx.db, ctx.staff, input.params.id);
  });
  staffRoute(app, decideChallenges, async ({ ctx, input }) => {
    const { id, questionId } = input.params;
    await write.decideChallenges(ctx, { scheduleId: id, questionId }, input.body);
    return challengeBoard(ctx.db, ctx.staff, id);
  });
  staffRoute(app, publishFinalKey, async ({ ctx, input }) => {
    await write.publishFinalKey(ctx, input.params.id);
    return challengeBoard(ctx.db, ctx.staff, input.params.id);
  });
}
