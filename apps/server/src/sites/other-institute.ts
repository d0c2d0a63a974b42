import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TOtherSite } from '@exam/contracts/common/site';
import { institutes } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { readHost, siteAddress } from './host.ts';
import { SITE_CLOSED } from './closed-site.ts';

/**
 * An institute's names, whether it is active, and the address of its site as seen from this
 * request (its protocol and port); null for an unknown institute.
 */
export async function instituteSiteOf(
  request: FastifyRequest,
  instituteId: number,
): Promise<(TOtherSite & { active: boolean }) | null> {
  const [own] = await request.server.db
    .select({
      name: institutes.name,
      nameHi: institutes.nameHi,
      slug: institutes.slug,
      hostNames: institutes.hostNames,
      active: institutes.active,
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
  return { name: own.name, nameHi: own.nameHi, url, active: own.active };
}

/**
 * A student (or a staff member below org-admin) logs in on their own institute's site: one of
 * another institute of the organisation (who knows the password) is told which site is theirs,
 * not given a session here (decision 052); `path` is where on that site they log in (the
 * console's login page for staff). One of a deactivated institute is told it is closed.
 */
export async function assertOwnInstituteSite(
  request: FastifyRequest,
  ownInstituteId: number,
  path = '',
) {
  if (ownInstituteId === request.tenant.instituteId) return;
  const found = await instituteSiteOf(request, ownInstituteId);
  if (!found) return;
  const { active, ...site } = found;
  if (!active) throw new AppError('INSTITUTE_CLOSED', SITE_CLOSED);
  const where = site.url ? { ...site, url: `${site.url}${path}` } : site;
  const message = where.url
    ? `Your account belongs to ${site.name}. Log in on its site: ${where.url}`
    : `Your account belongs to ${site.name}. Log in on that institute's site.`;
  throw new AppError('OTHER_INSTITUTE', message, undefined, undefined, where);
}
