import { mkdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerDriver } from './driver.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool as Prometheus reads it (metrics/); PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number; errors: number };
}

const migrationsFolder = MIGRATIONS_DIR;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL time limits (env.ts DATABASE_*_TIMEOUT_MS); each has a default. */
  timeouts?: Partial<DatabaseTimeouts>;
}

export interface DatabaseTimeouts {
  /** Waiting for a connection (a new one, or a free one of the pool). */
  connectMs: number;
  /** One statement, measured by the server; the client gives up a second later if it hears nothing. */
  statementMs: number;
  /** A transaction left idle (its process stuck) is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 15_000,
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 20, {
        ...DEFAULT_TIMEOUTS,
        ...options.timeouts,
      })
    : openPglite(options.dataDir ?? './data');
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A frozen server answers nothing, so its own statement_timeout never fires: give up here too.
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
  });
  // An idle connection closed by the server (a restart, a failover, a dropped test database) is an
  // 'error' event on the pool: without a listener it would crash the process. The pool replaces it.
  let poolErrors = 0;
  pool.on('error', (error) => {
    poolErrors++;
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // The pool listens only while a connection is idle. One checked out (in a transaction, between
  // its statements) that the server ends — a restart, an idle-in-transaction timeout on a starved
  // process — would crash the process the same way: its caller's next statement fails instead
  // (a 503), and the broken connection is dropped when released.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  registerDriver(db as unknown as Db, {
    kind: 'postgres',
    query: async <T>(statement: { name: string; text: string; values: unknown[] }) =>
      (await pool.query(statement)).rows as T[],
    exec: async (text) => void (await pool.query(text)),
  });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Several processes may start at once: an advisory lock lets one migrate while the others wait.
    async migrate() {
      const lock = await pool.connect();
      try {
        // Waiting for another process's migration is not a stuck statement.
        await lock.query('set statement_timeout = 0');
        await lock.query('select pg_advisory_lock(727274)');
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock(727274)').catch(() => {});
        await lock.query('reset statement_timeout').catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      errors: poolErrors,
    }),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const releaseLock = onDisk ? lockDataDir(dataDir) : () => {};
  let client;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzle(client, { schema, casing: 'snake_case' });
  const pglite = client;
  registerDriver(db as unknown as Db, {
    kind: 'pglite',
    query: async <T>({ text, values }: { text: string; values: unknown[] }) =>
      (await pglite.query<T>(text, values)).rows,
    exec: async (text) => void (await pglite.exec(text)),
  });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}
