import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors.ts';

/** The service worker's own policy: scripts of this site only; it may fetch https images. */
const WORKER_CSP =
  "default-src 'self'; script-src 'self'; connect-src 'self' https:; object-src 'none'";

/**
 * Serves the built SPA: hashed assets cached for a year; index.html, the service worker (sw.js) and
 * the web app manifest revalidated on every use (no-cache), so a release is seen at the next start;
 * every other GET that accepts HTML answered with index.html so client-side routes survive a reload.
 */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  const built = existsSync(join(root, 'index.html'));
  if (!built) app.log.warn(`No built web app in ${root}: run npm run build. Serving the API only.`);
  else
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v2/') &&
      !request.url.startsWith('/docs');
    if (built && wantsPage && !/\.\w+$/.test(request.url.split('?')[0] ?? '')) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply
      .code(404)
      .send(
        errorBody(404, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}.`),
      );
  });
});
