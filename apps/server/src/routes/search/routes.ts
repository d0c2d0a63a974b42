import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { search } from '@exam/contracts/search/search';
import { route } from '../../lib/route.ts';
import { setScopeOf } from '../../schedules/set-scope.ts';
import { searchCatalogue } from './service.ts';

export async function searchRoutes(app: FastifyInstance) {
  route(app, search, async (request) =>
    ok(await searchCatalogue(app.db, await setScopeOf(request), request.query.q)),
  );
}
