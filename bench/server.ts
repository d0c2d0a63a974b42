import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchServer {
  url: string;
  database: 'pglite' | 'postgres';
  /** The PostgreSQL database the server uses (postgres only). */
  databaseUrl?: string;
  /** User + system CPU time of the server process in ms (Linux /proc; undefined elsewhere). */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** utime + stime of a process, fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms. */
export function cpuMsOf(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const root = new URL('..', import.meta.url).pathname;

/** Starts the production server (seeded with the demo content) on a fresh database. */
let built = false;
/** The scenarios measure the production build: the compiled server (npm run build -w @exam/server). */
function buildServerOnce() {
  if (built) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@exam/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed');
  built = true;
}

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
  buildServerOnce();
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
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
    cpuMs: () => cpuMsOf(child.pid),
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
