import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressPage } from './compress-page.ts';
import { negotiateCoding, type Coding } from './http-cache.ts';
import { ttlCache } from './ttl-cache.ts';

/**
 * Answers kept as checked JSON and compressed once per content coding, as the paper is. A staff
 * answer of 30–110 KB that @fastify/compress compressed again on every request cost the question
 * statistics seven eighths of their rate (decision 032).
 *
 * The cache sends: `send(request, reply, key, json)` answers with the bytes kept under `key` in
 * the coding the request asks for; `json` writes the answer on a miss. The plain bytes are kept
 * once and are also what an identity request gets; each compressed coding lives beside them.
 * With `keepPlain: false` only the compressed bytes are kept, for an answer whose JSON is cheap
 * to write again but costly to compress on every request. The answer's route is registered with
 * ENCODED_JSON_ROUTE.
 */
export function encodedJsonCache(ttlMs: number, maxEntries: number, { keepPlain = true } = {}) {
  const plain = ttlCache(ttlMs, maxEntries);
  const compressed = ttlCache(ttlMs, maxEntries * 2);
  const plainBytes = (key: string, json: () => Promise<string>) =>
    keepPlain
      ? plain(key, async () => Buffer.from(await json()))
      : json().then((text) => Buffer.from(text));
  const bytesOf = (key: string, coding: Coding, json: () => Promise<string>) =>
    coding === 'identity'
      ? plainBytes(key, json)
      : compressed(`${key}\n${coding}`, async () =>
          compressPage(await plainBytes(key, json), coding),
        );

  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    json: () => Promise<string>,
  ): Promise<never> => {
    const coding = negotiateCoding(request.headers['accept-encoding']);
    const bytes = await bytesOf(key, coding, json);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply
      .header('vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8')
      .send(bytes) as never;
  };
}

/** Route options of a route that answers through encodedJsonCache: @fastify/compress would compress its bytes again. */
export const ENCODED_JSON_ROUTE = { config: { compress: false as const } };
