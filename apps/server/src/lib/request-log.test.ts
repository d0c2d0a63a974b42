import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { LOG_REDACT_PATHS } from './log-redact.ts';
import { tenantHeaders } from '../../test/requests.ts';

/** The app with its log written to an array of parsed lines. */
async function appLogging(database: Database, level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ database, logger: { level, stream, redact: LOG_REDACT_PATHS } });
  return { app, lines };
}

describe('request log', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes one line per answered request, with its method, URL, status and time, and no headers', async () => {
    const { app, lines } = await appLogging(database, 'info');
    try {
      await app.inject({ url: '/health' });
      const missing = await app.inject({
        url: '/v2/api/cbt/question/get/all/by/setId/99',
        headers: { ...tenantHeaders(), authorization: 'Bearer not-a-token' },
      });
      expect(missing.statusCode).toBe(401);
      const requests = lines.filter((line) => line.msg === 'request completed');
      expect(requests.map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
        { method: 'GET', url: '/health', statusCode: 200 },
        { method: 'GET', url: '/v2/api/cbt/question/get/all/by/setId/99', statusCode: 401 },
      ]);
      expect(requests.every((line) => typeof line.ms === 'number')).toBe(true);
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
      expect(JSON.stringify(lines)).not.toContain('not-a-token');
    } finally {
      await app.close();
    }
  });

  it('writes no line for an answered request at level warn', async () => {
    const { app, lines } = await appLogging(database, 'warn');
    try {
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      // Start-up warnings (e-mail not configured) may be there; no line of the request is.
      expect(lines.filter((line) => 'url' in line || 'req' in line)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
