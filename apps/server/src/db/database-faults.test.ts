import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZImportFile } from '@exam/contracts/content/import-file';
import { buildApp } from '../app.ts';
import { importContent } from '../content/import.ts';
import { LOGGER_HYGIENE } from '../lib/log-redact.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { createPostgresDatabase, describeOnPostgres } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { openDatabase, type Database } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

describe('the embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'exam-data-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.lock`, { force: true });
  });

  it('refuses a second process on the same DATA_DIR, saying why and what to do', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
      const second = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', SEED_DEMO: 'never' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/in use by another process \(pid \d+\)/);
      expect(second.stderr).toMatch(/use PostgreSQL \(set DATABASE_URL\)/);
    } finally {
      await first.close();
    }
  }, 90_000);

  it('takes over the lock of a process that no longer runs', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(`${dir}.lock`, gone.stdout);
    const db = await openDatabase({ dataDir: dir });
    await db.close();
  });
});

const adminUrl = inject('pgAdminUrl');

describeOnPostgres('PostgreSQL unreachable, frozen and back', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop = async () => {};
  const logs: string[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(created.url);
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      url: viaProxy.toString(),
      poolSize: 4,
      timeouts: { connectMs: 500, statementMs: 800, idleInTransactionMs: 2_000 },
    });
    await database.migrate();
    await importContent(database.db, [ZImportFile.parse(orgFixture())]);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      database,
      catalogueCacheMs: 0,
      logger: { level: 'info', stream, ...LOGGER_HYGIENE },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await proxy?.close();
    await drop();
  });

  const categories = () =>
    app.inject({
      method: 'POST',
      url: '/v2/api/cbt/exam/category/get/all',
      headers: tenantHeaders(),
    });
  const ready = () => app.inject({ method: 'GET', url: '/health/ready' });
  const register = (username: string) =>
    app.inject({
      method: 'POST',
      url: '/v2/api/cbt/student/save',
      headers: tenantHeaders(),
      payload: { name: 'Asha', username, password: 'Secret123' },
    });

  it('answers 503 with Retry-After while the database is frozen or gone, and recovers by itself', async () => {
    expect((await categories()).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);

    proxy.freeze();
    const frozen = await categories();
    expect(frozen.statusCode).toBe(503);
    expect(frozen.headers['retry-after']).toBe('5');
    expect(frozen.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const refusedSignUp = await register('frozen.asha@example.test');
    expect(refusedSignUp.statusCode).toBe(503);

    await proxy.stop();
    expect((await categories()).statusCode).toBe(503);
    expect((await ready()).statusCode).toBe(503);

    await proxy.restart();
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200);
    await expect.poll(async () => (await categories()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await register('back.asha@example.test')).statusCode).toBe(200);
  }, 60_000);

  it("logs database failures without the statements' values", () => {
    const text = logs.join('');
    expect(text).toMatch(/database unavailable/);
    expect(text).not.toMatch(/params:/);
    expect(text).not.toContain('frozen.asha@example.test');
    expect(text).not.toMatch(/scrypt|\$[0-9a-f]{32,}/i);
  });
});
