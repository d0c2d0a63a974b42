import pg from 'pg';

/** What answers at DATABASE_URL: PostgreSQL itself, or a pooler in transaction mode (decision 048). */
export type Pooler = 'none' | 'transaction';

export interface PoolSettings {
  url: string;
  max: number;
  pooler: Pooler;
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/**
 * Behind a transaction pooler a connection is another server session at every transaction, so a
 * statement prepared under a name on one may be missing, or already there, on the next. Such
 * statements are sent unnamed: parsed and planned at each call, in the same round trip.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config) {
      const { name: _name, ...unnamed } = config as Record<string, unknown>;
      args[0] = unnamed;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function createPool(settings: PoolSettings, onError: (error: Error) => void) {
  const pooled = settings.pooler === 'transaction';
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectMs,
    // Startup parameters a pooler refuses (PgBouncer: "unsupported startup parameter"): its
    // connect_query, or the role's settings, set them there (README, deployment).
    ...(pooled
      ? { Client: UnnamedStatementsClient }
      : {
          statement_timeout: settings.statementMs,
          idle_in_transaction_session_timeout: settings.idleInTransactionMs,
        }),
    // A frozen server answers nothing, so its own statement_timeout never fires: give up here too.
    query_timeout: settings.statementMs + 1_000,
    keepAlive: true,
  });
  // An idle connection closed by the server (a restart, a failover, a dropped test database) is an
  // 'error' event on the pool: without a listener it would crash the process. The pool replaces it.
  pool.on('error', onError);
  // The pool listens only while a connection is idle. One checked out (in a transaction, between
  // its statements) that the server ends — a restart, an idle-in-transaction timeout on a starved
  // process — would crash the process the same way: its caller's next statement fails instead
  // (a 503), and the broken connection is dropped when released.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  return pool;
}

/** How long reads stay on the primary after the replica failed to answer. */
export const REPLICA_RETRY_AFTER_MS = 5_000;

/** Errors of reaching a server, not of a statement: the same read may be asked elsewhere. */
function unreachable(error: unknown) {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? '';
  // 57P01-57P03: shut down, crashed, cannot connect now (a replica still starting); 08xxx: connection.
  if (/^(57P0[123]|08)/.test(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code))
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout/.test(
    error.message,
  );
}

/**
 * The replica's pool: a read it cannot answer because the replica is unreachable is asked of the
 * primary instead, and reads go to the primary for REPLICA_RETRY_AFTER_MS before the replica is
 * tried again. Only statements outside transactions (what reads send) take this path.
 */
export function withPrimaryFallback(replica: pg.Pool, primary: pg.Pool, now = () => Date.now()) {
  let downUntil = 0;
  const replicaQuery = replica.query.bind(replica) as (...a: unknown[]) => Promise<unknown>;
  const primaryQuery = primary.query.bind(primary) as (...a: unknown[]) => Promise<unknown>;
  const state = { fallbacks: 0 };
  Object.assign(replica, {
    async query(...args: unknown[]) {
      if (now() < downUntil) return primaryQuery(...args);
      try {
        return await replicaQuery(...args);
      } catch (error) {
        if (!unreachable(error)) throw error;
        downUntil = now() + REPLICA_RETRY_AFTER_MS;
        state.fallbacks++;
        console.warn(
          `Read replica unreachable (${(error as Error).message}): reading from the primary.`,
        );
        return primaryQuery(...args);
      }
    },
  });
  return state;
}
