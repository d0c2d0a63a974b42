import { asc, eq, or, sql } from 'drizzle-orm';
import type { TSite } from '@exam/contracts/common/site';
import type { Db } from '../db/client.ts';
import { institutes, organisations } from '../db/schema.ts';
import { ttlCache } from '../lib/ttl-cache.ts';
import type { HostOfRequest } from './host.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How a request's host names its institute (BASE_DOMAIN, DEFAULT_INSTITUTE). */
    siteSettings: SiteSettings;
    /** The institute each host serves, cached a second; `forget()` after an institute changes. */
    hostSites: ReturnType<typeof instituteSites>;
  }
}

export interface SiteSettings {
  /** `<slug>.` in front of it names an institute (BASE_DOMAIN). */
  baseDomain?: string | undefined;
  /** The institute (slug or institute token) of a plain host (DEFAULT_INSTITUTE); unset: the first one created. */
  defaultInstitute?: string | undefined;
}

/**
 * The institute a host serves; `site: null` for a plain host on a deployment without one (an
 * empty database), `unknown` for a slug no institute has.
 */
export type HostSite =
  | { site: TSite | null }
  | { unknown: string }
  | { closed: { name: string; nameHi: string | null } };

const columns = {
  orgToken: organisations.orgToken,
  instituteToken: institutes.instituteToken,
  name: institutes.name,
  nameHi: institutes.nameHi,
  instituteLogo: institutes.logoSha256,
  orgLogo: organisations.logoSha256,
  brandColour: organisations.brandColour,
  active: institutes.active,
};

/** A second: a change in the console shows on the site as soon as the pages' own cache lets it. */
const CACHE_MS = 1_000;

/**
 * Decides the institute of a request from its host (decision 052): one of its custom host names,
 * else `<slug>.<base domain>` (or `<slug>.localhost`), else the default institute. A deactivated
 * institute's host answers `closed`.
 */
export function instituteSites(db: Db, settings: SiteSettings) {
  const cached = ttlCache(CACHE_MS, 1_000);
  const select = () =>
    db
      .select(columns)
      .from(institutes)
      .innerJoin(organisations, eq(organisations.id, institutes.orgId))
      .orderBy(asc(institutes.id))
      .limit(1);

  async function find(host: HostOfRequest): Promise<HostSite> {
    if (host.hostName) {
      const [byName] = await select().where(
        sql`${institutes.hostNames} @> ${JSON.stringify([host.hostName])}::jsonb`,
      );
      if (byName) return served(byName);
    }
    if (host.slug) {
      const [bySlug] = await select().where(eq(institutes.slug, host.slug));
      return bySlug ? served(bySlug) : { unknown: host.slug };
    }
    const wanted = settings.defaultInstitute;
    const [fallback] = wanted
      ? await select().where(or(eq(institutes.slug, wanted), eq(institutes.instituteToken, wanted)))
      : await select();
    return fallback ? served(fallback) : { site: null };
  }

  const siteOfHost = (host: HostOfRequest) => cached(host.hostName, () => find(host));
  siteOfHost.forget = () => cached.clear();
  return siteOfHost;
}

/** A deactivated institute's host is closed, not served as that institute. */
function served(row: Parameters<typeof siteOf>[0] & { active: boolean }): HostSite {
  return row.active ? { site: siteOf(row) } : { closed: { name: row.name, nameHi: row.nameHi } };
}

function siteOf(row: {
  orgToken: string;
  instituteToken: string;
  name: string;
  nameHi: string | null;
  instituteLogo: string | null;
  orgLogo: string | null;
  brandColour: string | null;
}): TSite {
  const logo = row.instituteLogo ?? row.orgLogo;
  return {
    orgToken: row.orgToken,
    instituteToken: row.instituteToken,
    name: row.name,
    nameHi: row.nameHi,
    logoUrl: logo ? `/media/${logo}` : null,
    brandColour:
      row.brandColour && /^#[0-9a-f]{6}$/i.test(row.brandColour) ? row.brandColour : null,
  };
}
