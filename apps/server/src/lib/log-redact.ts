import { stdSerializers } from 'pino';

/** What pino must never write: credentials in headers and passwords in bodies (server.ts, tests). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-student-token"]',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
];

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Drizzle's message appends the statement's parameters ("params: hash,salt,…"): cut them off. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\n');

/**
 * Errors are logged without the values of their statements: a failed registration must not log
 * a password hash, nor a failed save a sessionId. The SQL text and the error codes stay.
 */
export function serializeError(error: Error): SerializedError {
  const plain: SerializedError = { ...stdSerializers.err(error) };
  delete plain.params;
  delete plain.detail;
  delete plain.parameters;
  plain.message = withoutParams(plain.message);
  plain.stack = withoutParams(plain.stack);
  if (error.cause instanceof Error) plain.cause = serializeError(error.cause);
  else delete plain.cause;
  return plain;
}

/** The logger settings every server process uses (server.ts) and the log tests check. */
export const LOGGER_HYGIENE = {
  redact: LOG_REDACT_PATHS,
  serializers: { err: serializeError },
};
