import type { FastifyInstance } from 'fastify';
import { getBlock } from '@exam/contracts/centres/get-block';
import { getCentre } from '@exam/contracts/centres/get-centre';
import { ok } from '@exam/contracts/common/envelope';
import { route } from '../../lib/route.ts';
import { requireStudent } from '../../plugins/auth.ts';
import * as places from './service.ts';

/** The profile page's lookups: for logged-in students only. */
export async function centreRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStudent);
  route(app, getCentre, async ({ params, tenant }) =>
    ok(await places.findCentre(app.db, tenant.orgId, params.id)),
  );
  route(app, getBlock, async ({ params }) => ok(await places.findBlock(app.db, params.id)));
}
