import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { institutes } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { readHost, siteAddress } from './host.ts';

/**
 * A student logs in on their own institute's site: one of another institute of the organisation
 * (who knows the password) is told which site is theirs, not given a session here (decision 048).
 */
export async function assertOwnInstituteSite(
  request: FastifyRequest,
  studentInstituteId: number,
  baseDomain: string | undefined,
) {
  if (studentInstituteId === request.tenant.instituteId) return;
  const [own] = await request.server.db
    .select({
      name: institutes.name,
      nameHi: institutes.nameHi,
      slug: institutes.slug,
      hostNames: institutes.hostNames,
    })
    .from(institutes)
    .where(eq(institutes.id, studentInstituteId));
  if (!own) return;
  const url = siteAddress(own, {
    protocol: request.protocol,
    host: readHost(request.host, baseDomain),
    baseDomain,
  });
  const message = url
    ? `Your account belongs to ${own.name}. Log in on its site: ${url}`
    : `Your account belongs to ${own.name}. Log in on that institute's site.`;
  throw new AppError('OTHER_INSTITUTE', message, undefined, undefined, {
    name: own.name,
    nameHi: own.nameHi,
    url,
  });
}
