import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { institutes, organisations } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { ttlCache } from '../lib/ttl-cache.ts';
import { SITE_CLOSED } from '../sites/closed-site.ts';

export interface Tenant {
  orgId: number;
  instituteId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyInstance {
    /** Forgets the resolved tenants of this process (an institute was deactivated or reactivated). */
    forgetTenants(): void;
  }
}

export const ORG_HEADER = 'x-org-token';
export const INSTITUTE_HEADER = 'x-institute-token';
const CACHE_MS = 60_000;

/**
 * Every API call names its organisation and institute (DESIGN.md §5). The pair is resolved once a
 * minute per process (the console's (de)activation of an institute clears it); an unknown pair is
 * refused before any route runs, a deactivated institute's with 403 INSTITUTE_CLOSED.
 */
export const tenancyPlugin = fp(async (app: FastifyInstance) => {
  const cached = ttlCache(CACHE_MS, 10_000);

  const resolve = (orgToken: string, instituteToken: string) =>
    cached(`${orgToken}\u0000${instituteToken}`, async () => {
      const [row] = await app.db
        .select({ orgId: organisations.id, instituteId: institutes.id, active: institutes.active })
        .from(institutes)
        .innerJoin(organisations, eq(organisations.id, institutes.orgId))
        .where(
          and(eq(organisations.orgToken, orgToken), eq(institutes.instituteToken, instituteToken)),
        )
        .limit(1);
      return row ?? null;
    });

  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorate('forgetTenants', () => cached.clear());
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const orgToken = header(request, ORG_HEADER);
    const instituteToken = header(request, INSTITUTE_HEADER);
    if (!orgToken || !instituteToken) {
      throw new AppError(
        'UNAUTHENTICATED',
        'Send the X-Org-Token and X-Institute-Token headers of your organisation.',
      );
    }
    const tenant = await resolve(orgToken, instituteToken);
    if (!tenant)
      throw new AppError('UNAUTHENTICATED', 'The organisation or institute token is not known.');
    if (!tenant.active) throw new AppError('INSTITUTE_CLOSED', SITE_CLOSED);
    request.tenant = { orgId: tenant.orgId, instituteId: tenant.instituteId };
  });
});

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 200 ? text : undefined;
}
