import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the API tests may create databases on, or '' to run on PGlite only. */
    pgAdminUrl: string;
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The API tests run against PGlite and PostgreSQL, as production runs on PostgreSQL: when none
 * answers (TEST_DATABASE_URL, else 127.0.0.1:5432) the run fails. TEST_PGLITE_ONLY=1 is the
 * explicit opt-out for a machine without PostgreSQL, and it is announced.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_PGLITE_ONLY === '1') {
    console.warn(pgliteOnlyBanner);
    project.provide('pgAdminUrl', '');
    return;
  }
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const problem = await unansweredBecause(url);
  if (problem) throw new Error(noPostgresMessage(url, problem));
  project.provide('pgAdminUrl', url);
}

async function unansweredBecause(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const noPostgresMessage = (url: string, problem: string) =>
  [
    `The API tests need PostgreSQL and none answers at ${redacted(url)} (${problem}).`,
    'Start one, for example on Debian:',
    '  apt-get install postgresql && pg_ctlcluster <version> main start',
    "  (with 'trust' for local connections and a database named test)",
    'or point TEST_DATABASE_URL at one (postgres://user@host:port/database).',
    'On a machine without PostgreSQL, TEST_PGLITE_ONLY=1 runs the PGlite half only.',
  ].join('\n');

const pgliteOnlyBanner = [
  '',
  '!'.repeat(78),
  '!! TEST_PGLITE_ONLY=1: the API tests run on PGlite ONLY. Production runs on PostgreSQL:',
  '!! every PostgreSQL run and suite is SKIPPED. Do not take this run as a pass for CI.',
  '!'.repeat(78),
  '',
].join('\n');

/** The URL without its password, for messages. */
export function redacted(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
