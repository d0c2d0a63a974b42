import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { clusterMetricsText, serveClusterRegistry } from './cluster.ts';
import { createInstruments, type MetricSources } from './instruments.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: without one, /metrics is not served at all. */
  token: string | undefined;
  sources: MetricSources;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A route's pattern, never its raw address: one series per route, whatever ids are called. */
const routeLabel = (request: FastifyRequest, reply: FastifyReply) =>
  request.routeOptions.url ?? (reply.statusCode === 404 ? 'not found' : 'app page');

/**
 * Prometheus's `/metrics` (DESIGN.md §2): the request histogram is fed by every answer; the rest is
 * read at scrape time. Behind `Authorization: Bearer <METRICS_TOKEN>`; with several processes
 * (WORKERS) one scrape returns the sum of all of them (decision 045).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token, sources }: MetricsOptions) => {
    const registry = new Registry();
    const { requests } = createInstruments(registry, sources);
    serveClusterRegistry(registry);

    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          route: routeLabel(request, reply),
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Off: an answer of its own, so that the web app does not answer the address with a page.
      if (!token)
        return reply
          .code(404)
          .send({ status: 404, message: 'Metrics are off: set METRICS_TOKEN.' });
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameToken(given, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({
          status: 401,
          message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
        });
      }
      const text = (await clusterMetricsText()) ?? (await registry.metrics());
      return reply.header('content-type', registry.contentType).send(text);
    });
  },
);
