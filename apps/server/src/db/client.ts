import { mkdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerDriver } from './driver.ts';
import { createPgListener, type Listen } from './listener.ts';
import { createPool, withPrimaryFallback, type Pooler } from './pg-pools.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * Where the read-heavy calls read (catalogue, paper, results, statistics): the replica when one
   * is configured (falling back to the primary while it is unreachable), else `db`. Never written.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Hears the NOTIFYs of a channel, from every process (delivered when their transaction commits).
   * PostgreSQL: one listening session of this process, opened at the first call and reopened when
   * lost (decision 064); PGlite: its own listen.
   */
  listen: Listen;
  close(): Promise<void>;
  /** PostgreSQL's pool as Prometheus reads it (metrics/); PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number; errors: number };
  /** Reads the replica could not answer, asked of the primary instead. */
  replicaFallbacks?(): number;
}

const migrationsFolder = MIGRATIONS_DIR;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  dataDir?: string;
  poolSize?: number;
  /** What answers at `url`: PostgreSQL, or a pooler in transaction mode (decision 048). */
  pooler?: Pooler;
  /** PostgreSQL itself, for what needs a session (migrations) when `url` is a pooler. */
  directUrl?: string;
  /** A streaming replica for the read-heavy calls; unset, they read the primary. */
  replicaUrl?: string;
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
    ? openPostgres(options.url, options, {
        ...DEFAULT_TIMEOUTS,
        ...options.timeouts,
      })
    : openPglite(options.dataDir ?? './data');
}

async function openPostgres(
  url: string,
  options: DatabaseOptions,
  timeouts: DatabaseTimeouts,
): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pooler = options.pooler ?? 'none';
  const settings = { ...timeouts, pooler, max: options.poolSize ?? 20 };
  let poolErrors = 0;
  const countError = (error: Error) => {
    poolErrors++;
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  };
  const pool = createPool({ ...settings, url }, countError);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  registerDriver(db as unknown as Db, {
    kind: 'postgres',
    query: async <T>(statement: { name: string; text: string; values: unknown[] }) =>
      (await pool.query(statement)).rows as T[],
    exec: async (text) => void (await pool.query(text)),
  });
  const replica = options.replicaUrl
    ? createPool({ ...settings, url: options.replicaUrl }, (error) =>
        console.warn(`Read replica connection lost: ${error.message}`),
      )
    : undefined;
  const replicaState = replica ? withPrimaryFallback(replica, pool) : undefined;
  const readDb = replica ? drizzle(replica, { schema, casing: 'snake_case' }) : db;
  // A session of PostgreSQL itself: a transaction pooler would not keep the LISTEN.
  const listener = createPgListener(options.directUrl ?? url, timeouts.connectMs);
  return {
    db: db as unknown as Db,
    readDb: readDb as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(url, options, timeouts.connectMs),
    listen: listener.listen,
    close: async () => {
      await Promise.all([listener.close(), pool.end(), replica?.end()]);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      errors: poolErrors,
    }),
    replicaFallbacks: () => replicaState?.fallbacks ?? 0,
  };
}

/**
 * Several processes may start at once: a session's advisory lock lets one migrate while the others
 * wait. A session is what a transaction pooler does not keep, so behind one the migrations take
 * DATABASE_DIRECT_URL, PostgreSQL itself.
 */
async function migratePostgres(url: string, options: DatabaseOptions, connectMs: number) {
  if (options.pooler === 'transaction' && !options.directUrl)
    throw new Error(
      'DATABASE_POOLER=transaction: migrations need a session of PostgreSQL itself; set DATABASE_DIRECT_URL.',
    );
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const session = new pg.Client({
    connectionString: options.directUrl ?? url,
    connectionTimeoutMillis: connectMs,
  });
  await session.connect();
  try {
    // Waiting for another process's migration is not a stuck statement.
    await session.query('set statement_timeout = 0');
    await session.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(session, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await session.query('select pg_advisory_unlock(727274)').catch(() => {});
    await session.end().catch(() => {});
  }
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
    readDb: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        // After close() there is nothing left to unlisten.
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}
