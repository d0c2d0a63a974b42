import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ENCODED_JSON_ROUTE, encodedJsonCache } from './encoded-json.ts';

describe('encodedJsonCache', () => {
  const answers = encodedJsonCache(60_000, 10);
  let writes = 0;
  const app = Fastify();
  app.get('/answer/:key', ENCODED_JSON_ROUTE, (request, reply) =>
    answers(request, reply, (request.params as { key: string }).key, async () => {
      writes += 1;
      return JSON.stringify({
        key: (request.params as { key: string }).key,
        text: 'नमस्ते '.repeat(500),
      });
    }),
  );
  afterAll(() => app.close());

  const ask = (key: string, acceptEncoding?: string) =>
    app.inject({
      url: `/answer/${key}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the same JSON in each coding asked for, writing it once', async () => {
    const plain = await ask('a');
    const br = await ask('a', 'gzip, deflate, br');
    const gzip = await ask('a', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
    const expected = plain.json() as { key: string; text: string };
    expect(expected.key).toBe('a');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(writes).toBe(1);
  });

  it('keeps each key apart', async () => {
    const before = writes;
    expect((await ask('b', 'br')).headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync((await ask('b', 'br')).rawPayload).toString()).key).toBe(
      'b',
    );
    expect(writes).toBe(before + 1);
  });
});
