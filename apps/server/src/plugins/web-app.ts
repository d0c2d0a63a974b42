import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ttlCache } from '../lib/ttl-cache.ts';
import { compressPage, pageEncoding, type PageEncoding } from '../lib/compress-page.ts';
import type { TSite } from '@exam/contracts/common/site';
import { errorBody } from './errors.ts';
import {
  answerCalls,
  firstDataElement,
  isFirstDataCall,
  type FirstDataCall,
} from './first-data.ts';
import { readHost } from '../sites/host.ts';
import type { SiteSettings } from '../sites/institute-site.ts';
import { pageOfSite, unknownSitePage } from '../sites/site-page.ts';
import { closedSitePage } from '../sites/closed-site.ts';

/** The service worker's own policy: scripts of this site only; it may fetch https images. */
const WORKER_CSP =
  "default-src 'self'; script-src 'self'; connect-src 'self' https:; object-src 'none'";

interface RoutePreload {
  scripts: string[];
  styles: string[];
  data?: unknown[];
}

/** A path's HTML and the calls whose answers go in it. */
interface RoutePage {
  /** The manifest's path (`/set`, `/exam/list/*`). */
  path: string;
  html: string;
  data: FirstDataCall[];
}

/**
 * A page with its answers is made at most once a second (per page and encoding) unless told
 * otherwise: a crowd of visitors costs the server one set of catalogue calls a second, and a staff
 * change to the catalogue shows within a second of the catalogue's own cache.
 */
const PAGE_CACHE_MS = 1000;

/** index.html itself (client routes the build did not list, and the service worker's copy). */
const SHELL_PATH = '/index.html';

/** Asset names as the web build writes them (assets/name-hash.ext): nothing else goes in a link. */
const ASSET = /^assets\/[\w/.-]+\.(js|css)$/;

/**
 * The page of each path the web build listed in route-preloads.json (apps/web/build/
 * route-preloads.ts): index.html with modulepreload links to the screen's chunks and preload
 * links to its styles, so they load alongside the entry instead of after it (decision 027), and
 * the catalogue calls whose answers go in it (decision 029).
 */
function routePages(root: string): Map<string, RoutePage> {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const pages = new Map<string, RoutePage>([[SHELL_PATH, { path: SHELL_PATH, html, data: [] }]]);
  const file = join(root, 'route-preloads.json');
  if (!existsSync(file)) return pages;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    routes: Record<string, RoutePreload>;
  };
  for (const [path, { scripts, styles, data = [] }] of Object.entries(manifest.routes)) {
    const links = [
      ...scripts.filter((f) => ASSET.test(f)).map((f) => `<link rel="modulepreload" href="/${f}">`),
      ...styles
        .filter((f) => ASSET.test(f))
        // crossorigin as on the stylesheet link the chunk loader adds, or the preload goes unused.
        .map((f) => `<link rel="preload" href="/${f}" as="style" crossorigin>`),
    ];
    pages.set(path, {
      path,
      html: html.replace('</head>', `${links.join('')}</head>`),
      data: data.filter(isFirstDataCall),
    });
  }
  return pages;
}

/** The page for a path: exact (less a trailing slash), else the nearest `prefix/*` entry, else index.html. */
function pageFor(pages: Map<string, RoutePage>, url: string): RoutePage | undefined {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');
  const exact = pages.get(path);
  if (exact) return exact;
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const under = pages.get(`${path.slice(0, cut)}/*`);
    if (under) return under;
  }
  return pages.get(SHELL_PATH);
}

/**
 * Serves the built SPA: hashed assets cached for a year; index.html, the service worker (sw.js) and
 * the web app manifest revalidated on every use (no-cache), so a release is seen at the next start;
 * every other GET that accepts HTML answered with index.html so client-side routes survive a reload.
 */
interface WebAppOptions {
  root: string;
  /** How long a page with its answers is reused. */
  cacheMs?: number;
  /** How a host names its institute (decision 052). */
  sites?: SiteSettings;
}

export const webAppPlugin = fp<WebAppOptions>(async (app, options) => {
  const { root, cacheMs = PAGE_CACHE_MS, sites = {} } = options;
  const built = existsSync(join(root, 'index.html'));
  const pages = built ? routePages(root) : new Map<string, RoutePage>();
  const siteOfHost = app.hostSites;
  const stylesheets = pages.get(SHELL_PATH)?.html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (!built) app.log.warn(`No built web app in ${root}: run npm run build. Serving the API only.`);
  else
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
      // index.html is each institute's own page: the not-found handler below makes it.
      allowedPath: (path) => path !== SHELL_PATH,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join(root, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        if (path.endsWith('.webmanifest')) {
          res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
        }
        // The worker fetches a question's images from other sites into its cache (decision 013).
        if (path === join(root, 'sw.js')) res.setHeader('content-security-policy', WORKER_CSP);
      },
    });
  const cached = ttlCache(cacheMs);
  // Pages are kept per institute: each carries its own tokens, branding and catalogue.
  const htmlOf = (page: RoutePage, site: TSite | null) =>
    cached(`html ${site?.instituteToken ?? ''} ${page.path}`, async () => {
      const html = pageOfSite(page.html, site);
      const answered = site && page.data.length > 0 ? await answerCalls(app, page.data, site) : [];
      return answered.length > 0
        ? // A function, so that a `$&` in the data is not read as a replacement pattern.
          html.replace('</body>', () => `${firstDataElement(answered)}</body>`)
        : html;
    });
  const bodyOf = (page: RoutePage, site: TSite | null, encoding: PageEncoding) =>
    cached(`${encoding ?? 'identity'} ${site?.instituteToken ?? ''} ${page.path}`, async () =>
      compressPage(await htmlOf(page, site), encoding),
    );
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v2/') &&
      !request.url.startsWith('/docs');
    // A missing asset (a path with an extension) is a plain 404 for scripts and images, but a
    // person who typed or followed such an address gets the app, which says "page not found".
    const path = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.\w+$/.test(path);
    const acceptsHtml = /text\/html/.test(request.headers.accept ?? '');
    const page = built && wantsPage && (!looksLikeFile || acceptsHtml || path === SHELL_PATH);
    if (page) {
      const host = readHost(request.host, sites.baseDomain);
      const found = await siteOfHost(host);
      if ('unknown' in found) {
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(unknownSitePage(found.unknown, stylesheets));
      }
      if ('closed' in found) {
        return reply
          .code(403)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(closedSitePage(found.closed, stylesheets));
      }
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const body = await bodyOf(pageFor(pages, request.url) as RoutePage, found.site, encoding);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    return reply
      .code(404)
      .send(
        errorBody(404, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}.`),
      );
  });
});
