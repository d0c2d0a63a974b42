import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { tenantHeaders } from '../../test/requests.ts';

/** What helmet 8 writes for our options (the headers @fastify/helmet sent before decision 023). */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data: https:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    app = await buildApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['the health check', { method: 'GET', url: '/health' }],
    ['an API call refused before any route runs', { method: 'GET', url: '/v2/api/cbt/exam/x' }],
    [
      'an API call without a login',
      { method: 'GET', url: '/v2/api/cbt/question/get/all/by/setId/1', headers: tenantHeaders() },
    ],
    ['an unknown API route', { method: 'POST', url: '/v2/api/cbt/nothing/here' }],
  ] as const)('are all sent on %s', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBeLessThan(500);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name]).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
