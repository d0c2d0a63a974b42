import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeOnPostgres, ownPostgresDatabase } from '../../test/harness.ts';
import { rowsOf } from './rows.ts';
import { openDatabase, type Database } from './client.ts';

const adminUrl = inject('pgAdminUrl');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('a PostgreSQL connection ended in the middle of a transaction', () => {
  let database: Database;
  const postgres = ownPostgresDatabase(adminUrl);
  beforeAll(async () => {
    database = await openDatabase({ url: postgres.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('fails that transaction, keeps the process, and serves the next call', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      // As a restart or an idle-in-transaction timeout does, while no statement of it runs.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await admin.end();
      await pause(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    const [row] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });
});
