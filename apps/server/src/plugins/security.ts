import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** A CSP that allows no inline script (login limits: routes/students/rate-limit.ts). */
const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes for OPTIONS, taken from helmet once at start. None of them depends on
 * the request, and @fastify/helmet built helmet's middleware (parsing the CSP again) for every
 * request: ~15 % of the CPU of a cached paper (decision 023).
 */
export function securityHeaders(options: Readonly<HelmetOptions> = OPTIONS): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Security headers on every response, set where helmet set them: on the raw response, first. */
export const securityPlugin = fp(async (app) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
