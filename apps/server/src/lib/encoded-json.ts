import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressPage } from './compress-page.ts';
import { negotiateCoding, type Coding } from './http-cache.ts';
import { ttlCache } from './ttl-cache.ts';

/**
 * Answers kept as checked JSON and compressed once per content coding, as the paper is. A staff
 * answer of 30–110 KB that @fastify/compress compressed again on every request cost the question
 * statistics seven eighths of their rate (decision 032). `load` gives the JSON; each coding's bytes
 * live as long as it does.
 */
export function encodedJsonCache(ttlMs: number, maxEntries: number) {
  const texts = ttlCache(ttlMs, maxEntries);
  const encoded = ttlCache(ttlMs, maxEntries * 3);
  return (key: string, coding: Coding, load: () => Promise<string>): Promise<Buffer> =>
    encoded(`${key}\n${coding}`, async () =>
      compressPage(await texts(key, load), coding === 'identity' ? null : coding),
    );
}

/** The coding a request's Accept-Encoding asks for (br, else gzip, else identity). */
export const codingOf = (request: FastifyRequest) =>
  negotiateCoding(request.headers['accept-encoding']);

/**
 * Sends bytes of encodedJsonCache. Their route is registered with `config: { compress: false }`:
 * @fastify/compress would compress them again.
 */
export function sendEncodedJson(reply: FastifyReply, coding: Coding, bytes: Buffer) {
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply
    .header('vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8')
    .send(bytes) as never;
}

/** Route options of a route that answers with sendEncodedJson. */
export const ENCODED_JSON_ROUTE = { config: { compress: false as const } };
