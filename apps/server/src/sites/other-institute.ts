import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TOtherSite } from '@exam/contracts/common/site';
import { institutes } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { readHost, siteAddress } from './host.ts';

/**
 * An institute's names and the address of its site as seen from this request (its protocol and
 * port); null for an unknown institute.
 */
export async function instituteSiteOf(
  request: FastifyRequest,
  instituteId: number,
): Promise<TOtherSite | null> {
  const [own] = await request.server.db
    .select({
      name: institutes.name,
      nameHi: institutes.nameHi,
      slug: institutes.slug,
      hostNames: institutes.hostNames,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  if (!own) return null;
  const { baseDomain } = request.server.siteSettings;
  const url = siteAddress(own, {
    protocol: request.protocol,
    host: readHost(request.host, baseDomain),
    baseDomain,
  });
  return { name: own.name, nameHi: own.nameHi, url };
}

/**
 * A student logs in on their own institute's site: one of another institute of the organisation
 * (who knows the password) is told which site is theirs, not given a session here (decision 052).
 */
export async function assertOwnInstituteSite(request: FastifyRequest, studentInstituteId: number) {
  if (studentInstituteId === request.tenant.instituteId) return;
  const site = await instituteSiteOf(request, studentInstituteId);
  if (!site) return;
  const message = site.url
    ? `Your account belongs to ${site.name}. Log in on its site: ${site.url}`
    : `Your account belongs to ${site.name}. Log in on that institute's site.`;
  throw new AppError('OTHER_INSTITUTE', message, undefined, undefined, site);
}
