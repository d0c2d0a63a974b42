import { ZImportFile } from '@exam/contracts/content/import-file';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { importContent } from '../../content/import.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { createPostgresDatabase, describeOnPostgres } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';

const adminUrl = inject('pgAdminUrl');

describeOnPostgres('login limits across server processes', () => {
  const databases: Database[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: created.url, poolSize: 2 });
      await database.migrate();
      databases.push(database);
      apps.push(await buildApp({ database, auth: { loginMaxPerUsername: 4 } }));
    }
    const [first] = databases;
    if (first) await importContent(first.db, [ZImportFile.parse(orgFixture())]);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
  });

  it('counts the attempts of every process against one limit', async () => {
    const [one, two] = apps;
    if (!one || !two) throw new Error('two processes expected');
    const attempt = (n: number) =>
      (n % 2 ? two : one).inject({
        method: 'POST',
        url: '/v2/api/cbt/student/authenticate',
        remoteAddress: '10.9.9.9',
        headers: tenantHeaders(),
        payload: { username: 'nobody@example.test', password: 'Wrong123' },
      });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await attempt(n)).statusCode);
    // Four wrong passwords in all are allowed (two on each process); the fifth is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
