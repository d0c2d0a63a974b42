/** What pino must never write: credentials in headers and passwords in bodies (server.ts, tests). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-student-token"]',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
];
