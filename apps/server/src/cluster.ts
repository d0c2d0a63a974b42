import cluster, { type Worker } from 'node:cluster';
import type { Env } from './env.ts';
import { demoLoginLines } from './demo-logins.ts';
import { gatherWorkerMetrics } from './metrics/cluster.ts';

/**
 * WORKERS > 1: one machine's cores serve one port (node:cluster hands connections to the
 * workers). Every process is stateless (DESIGN.md §4), so they need PostgreSQL; the embedded
 * database belongs to one process. The primary migrates and seeds once, then starts the workers,
 * replaces one that dies, and passes SIGINT/SIGTERM on for a clean stop.
 */
export async function runPrimary(env: Env, prepareDatabase: (env: Env) => Promise<void>) {
  if (!env.DATABASE_URL) {
    console.error(
      `Not started: WORKERS=${env.WORKERS} needs PostgreSQL (set DATABASE_URL); the embedded database allows one process.`,
    );
    process.exit(1);
  }
  await prepareDatabase(env);
  gatherWorkerMetrics();

  let stopping = false;
  const ready = new Set<number>();
  const start = () => cluster.fork({ SEED_DEMO: 'never' });
  cluster.on('listening', (worker: Worker, address) => {
    ready.add(worker.id);
    if (ready.size === env.WORKERS) {
      const url = `http://localhost:${address.port}`;
      console.log(
        `\nExam platform ready at ${url} with ${env.WORKERS} processes (API docs: ${url}/docs)`,
      );
      console.log(demoLoginLines(url));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`,
    );
    start();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  for (let i = 0; i < env.WORKERS; i++) start();
}
