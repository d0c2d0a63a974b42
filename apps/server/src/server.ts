import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { isEmpty, seedDemo } from './db/seed.ts';
import { readEnv, type Env } from './env.ts';
import { LOGGER_HYGIENE } from './lib/log-redact.ts';
import { startAttemptSweeper } from './routes/attempts/sweep.ts';
import { demoLoginLines } from './demo-logins.ts';

/** Connections waiting to be accepted; the kernel caps it at net.core.somaxconn (decision 030). */
const LISTEN_BACKLOG = 4_096;

const env = readEnv();
if (env.WORKERS > 1 && cluster.isPrimary) {
  await runPrimary(env, prepareDatabase);
} else {
  await serve(env);
}

async function open(env: Env) {
  return openDatabase({
    url: env.DATABASE_URL,
    pooler: env.DATABASE_POOLER,
    directUrl: env.DATABASE_DIRECT_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`Not started: ${error.message}`);
    process.exit(1);
  });
}

/** Migrates, and loads the demo content into an empty database (SEED_DEMO). */
async function migrateAndSeed(database: Awaited<ReturnType<typeof open>>, env: Env) {
  await database.migrate();
  if (env.SEED_DEMO === 'always' || (env.SEED_DEMO === 'auto' && (await isEmpty(database.db)))) {
    const summary = await seedDemo(database.db);
    console.log(
      `Seeded the demo organisation: ${summary.exams} exams, ${summary.sets} sets, ${summary.questions} questions.`,
    );
  }
}

/** The cluster's primary prepares the database once, before its workers start. */
async function prepareDatabase(env: Env) {
  const database = await open(env);
  await migrateAndSeed(database, env);
  await database.close();
}

async function serve(env: Env) {
  const database = await open(env);
  await migrateAndSeed(database, env);
  const app = await buildApp({
    trustProxyHops: env.TRUST_PROXY_HOPS,
    database,
    webDist: env.WEB_DIST,
    logger: { level: env.LOG_LEVEL, ...LOGGER_HYGIENE },
  });

  // Attempts whose time ran out while nobody was there are closed and scored by every process.
  startAttemptSweeper(app, env.ATTEMPT_SWEEP_INTERVAL_MS);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      await app.close();
      await database.close();
      process.exit(0);
    });
  }

  // A test centre's students connect in the same second: Node's default queue of 511 pending
  // connections overflows and the rest wait a SYN retry (1 s and more) before they are even seen.
  await app.listen({ host: env.HOST, port: env.PORT, backlog: LISTEN_BACKLOG });
  if (cluster.isWorker) return; // the primary says where it is
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(
    `\nExam platform ready at ${url}  (API docs: ${url}/docs, database: ${database.kind})`,
  );
  console.log(demoLoginLines(url));
}
