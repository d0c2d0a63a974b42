import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the API tests may create databases on, or '' to run on PGlite only. */
    pgAdminUrl: string;
  }
}

/**
 * The API tests run against PGlite always, and against PostgreSQL too when one answers
 * (TEST_DATABASE_URL, else 127.0.0.1:5432 as on the CI machines). TEST_DATABASE_URL=none skips it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  project.provide('pgAdminUrl', url !== 'none' && (await answers(url)) ? url : '');
}

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
