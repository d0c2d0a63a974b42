import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchServer {
  url: string;
  database: 'pglite' | 'postgres';
  /** The PostgreSQL database the server uses (postgres only). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

const root = new URL('..', import.meta.url).pathname;

/** Starts the production server (seeded with the demo content) on a fresh database. */
export async function startServer(
  database: 'pglite' | 'postgres',
  port: number,
  pgAdminUrl?: string,
): Promise<BenchServer> {
  let databaseUrl = '';
  let drop = async () => {};
  if (database === 'postgres') {
    if (!pgAdminUrl) throw new Error('postgres needs an admin URL');
    const name = `exam_bench_${Date.now()}`;
    await adminQuery(pgAdminUrl, `create database ${name}`);
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      await adminQuery(pgAdminUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'bench-')), 'data'),
      // The save scenario registers and logs in hundreds of students from one address.
      LOGIN_MAX_PER_IP: '1000000',
      LOGIN_MAX_PER_USERNAME: '1000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    database,
    ...(databaseUrl && { databaseUrl }),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await drop();
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start within 2 minutes');
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
