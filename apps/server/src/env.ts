import { z } from 'zod';

/** The only reader of process.env: parsed once, with a clear message for each bad value. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  /** 'transaction': DATABASE_URL is PgBouncer in transaction mode (decision 048). */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** PostgreSQL itself, for migrations, when DATABASE_URL is a pooler. */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** A streaming replica for catalogue, paper, results and statistics reads. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  DATA_DIR: z.string().default('./data'),
  /** Server processes on this machine (node:cluster, one port); above 1 needs PostgreSQL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Time limits towards PostgreSQL: a stuck database gives quick 503s, never hung requests. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(720, 'must be at most 720 (30 days)')
    .default(12),
  /** Login attempts per minute for one username from one address, and for one address. */
  LOGIN_MAX_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  /** Hops of reverse proxies whose X-Forwarded-For to believe (0: none, the client's address is used). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  // Both CLOCK_* apply to 'pause-on-silence' sets only; the default 'strict' clock never pauses (decision 012).
  CLOCK_PAUSE_AFTER_MS: z.coerce.number().int().positive().default(60_000),
  CLOCK_MAX_PAUSE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60_000),
  /** How often each process closes the attempts whose time is over (their students gone). */
  ATTEMPT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).default(30_000),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  /** E-mail (password reset links): smtp://user:pass@host:port; unset, no e-mail is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Exam platform <no-reply@localhost>'),
  /** The address of the web app as students reach it, for links in e-mails. */
  PUBLIC_URL: z.string().url().optional(),
  /** Student sites: `<slug>.<BASE_DOMAIN>` is the site of the institute with that slug (decision 052). */
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as exams.example.org')
    .optional(),
  /** The institute (slug or institute token) a plain host serves; unset: the first one created. */
  DEFAULT_INSTITUTE: z.string().max(200).optional(),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Test only (playwright.config.ts sets it): registers POST /v2/api/test/clock. Never in a deployment. */
  /** Bearer token of Prometheus's /metrics; without it /metrics is not served. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TEST_CLOCK: z.enum(['0', '1']).default('0'),
});
export type Env = z.infer<typeof ZEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (DATABASE_URL=) means unset, as in most tools.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
