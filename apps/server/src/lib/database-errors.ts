/**
 * Which failures mean "the database cannot be reached right now" (a 503 the client retries, its
 * answer kept in the exam panel's outbox) rather than a bug (a 500). Drizzle wraps driver errors,
 * so the whole cause chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57014', // query_canceled: statement_timeout fired
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // PgBouncer's answer while PostgreSQL behind it restarts: "server conn crashed?", "server login
  // has been failing, try again later (server_login_retry)" (decision 067).
  '08P01',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Client was closed|Cannot use a pool after calling end|Connection closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a write that lost a race to another (two creates with one key at the same moment). */
const CONFLICT_CODES = new Set(['23505', '40001', '40P01']);

/** A unique violation, serialization failure or deadlock: the caller may simply try again. */
export function isWriteConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
    e = cause;
  }
  return false;
}
