import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { search } from '@exam/contracts/search/search';
import { route } from '../../lib/route.ts';
import { searchCatalogue } from './service.ts';

export async function searchRoutes(app: FastifyInstance) {
  route(app, search, async ({ query, tenant }) =>
    ok(await searchCatalogue(app.db, tenant, query.q)),
  );
}
