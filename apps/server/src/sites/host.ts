/** Names that are never an institute's slug: `www.<base>` is the base domain's own site. */
const NOT_SLUGS = new Set(['www']);
const LOOPBACK = new Set(['127.0.0.1', '[::1]']);
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface HostOfRequest {
  /** Lower case, without the port or a trailing dot: what an institute's host names are matched with. */
  hostName: string;
  /** `<slug>` of `<slug>.<base domain>` or `<slug>.localhost`; null for any other host. */
  slug: string | null;
  /** The port the browser named (`:4303`), or ''. */
  port: string;
}

/** The Host header of a request, read as the institute resolution needs it. */
export function readHost(header: string | undefined, baseDomain?: string): HostOfRequest {
  const { name, port } = splitPort((header ?? '').trim().toLowerCase());
  const hostName = name.replace(/\.$/, '');
  return { hostName, slug: slugOf(hostName, baseDomain), port };
}

function splitPort(host: string) {
  // [::1]:3000 — an IPv6 literal keeps its brackets.
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host);
  return match
    ? { name: match[1] ?? '', port: match[2] ? `:${match[2]}` : '' }
    : { name: host, port: '' };
}

function slugOf(hostName: string, baseDomain: string | undefined) {
  for (const base of [baseDomain?.toLowerCase().replace(/\.$/, ''), 'localhost']) {
    if (!base || !hostName.endsWith(`.${base}`)) continue;
    const label = hostName.slice(0, -base.length - 1);
    if (LABEL.test(label) && !NOT_SLUGS.has(label)) return label;
  }
  return null;
}

export interface InstituteAddress {
  slug: string | null;
  hostNames: string[];
}

/**
 * The address of an institute's site as seen from the current request: its first host name, else
 * `<slug>.<base domain>`, else (in development, on a `localhost` or loopback host) `<slug>.localhost`, on the
 * protocol and port of the request. Null when the institute has no address.
 */
export function siteAddress(
  institute: InstituteAddress,
  request: { protocol: string; host: HostOfRequest; baseDomain?: string | undefined },
): string | null {
  const { hostName, port } = request.host;
  // This machine by name or loopback address: `<slug>.localhost` reaches the same server.
  const local =
    hostName === 'localhost' || hostName.endsWith('.localhost') || LOOPBACK.has(hostName);
  const base = local ? 'localhost' : request.baseDomain;
  const name =
    institute.hostNames[0] ?? (institute.slug && base ? `${institute.slug}.${base}` : null);
  return name ? `${request.protocol}://${name}${port}` : null;
}
