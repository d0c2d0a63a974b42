import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { ZImportFile, type TImportFileInput } from '@exam/contracts/content/import-file';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { importContent } from '../src/content/import.ts';

export type DatabaseKind = 'pglite' | 'postgres';
type App = Awaited<ReturnType<typeof buildApp>>;

export interface Harness {
  readonly app: App;
  readonly database: Database;
  /** Imports content through the same import the demo seed uses. */
  importContent(...files: TImportFileInput[]): Promise<void>;
  /** Empties every table. */
  reset(): Promise<void>;
}

export const databaseKinds = (): DatabaseKind[] =>
  inject('pgAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Runs the same suite once per database. The suffix of each title ([pglite], [postgres]) is what
 * the database reporter counts; PostgreSQL is left out only under TEST_PGLITE_ONLY=1.
 */
export function describeEachDatabase(title: string, body: (harness: Harness) => void) {
  for (const kind of databaseKinds()) describe(`${title} [${kind}]`, () => body(useHarness(kind)));
}

/**
 * Runs a suite once, on PostgreSQL (PGlite only under TEST_PGLITE_ONLY=1): for suites whose
 * subject is the HTTP layer rather than the database (the OpenAPI fuzz), where a second run on
 * PGlite doubles the time and finds nothing new.
 */
export function describeOnProductionDatabase(title: string, body: (harness: Harness) => void) {
  const kind = databaseKinds().includes('postgres') ? 'postgres' : 'pglite';
  describe(`${title} [${kind}]`, () => body(useHarness(kind)));
}

/** A suite that needs PostgreSQL itself (a server process, pg_dump): skipped only under TEST_PGLITE_ONLY=1. */
export function describeOnPostgres(title: string, body: (adminUrl: string) => void) {
  const adminUrl = inject('pgAdminUrl');
  (adminUrl ? describe : describe.skip)(`${title} [postgres]`, () => body(adminUrl));
}

function useHarness(kind: DatabaseKind): Harness {
  let app: App | undefined;
  let database: Database | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase(inject('pgAdminUrl'));
      dropDatabase = created.drop;
      database = await openDatabase({ url: created.url, poolSize: 5 });
    } else {
      database = await openDatabase({ dataDir: 'memory://' });
    }
    await database.migrate();
    app = await buildApp({ database, catalogueCacheMs: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await dropDatabase();
  });

  const need = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('The test harness is not ready: use it inside tests or hooks.');
    return value;
  };
  return {
    get app() {
      return need(app);
    },
    get database() {
      return need(database);
    },
    async importContent(...files) {
      await importContent(
        need(database).db,
        files.map((f) => ZImportFile.parse(f)),
      );
    },
    async reset() {
      const db = need(database).db;
      const result = await db.execute(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const { rows } = result as unknown as { rows: { tablename: string }[] };
      const names = rows.map((t) => `"${t.tablename}"`).join(', ');
      if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    },
  };
}

/**
 * A PostgreSQL database of the calling describe block's own: created before its tests and dropped
 * after its other after-hooks (hooks registered later run first). Its url is read in the tests.
 */
export function ownPostgresDatabase(adminUrl: string) {
  const own = { url: '' };
  let drop = async () => {};
  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    own.url = created.url;
    drop = created.drop;
  });
  afterAll(() => drop());
  return own;
}

export async function createPostgresDatabase(adminUrl: string) {
  const name = `exam_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
