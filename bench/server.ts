import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverNodeFlags } from '../apps/server/scripts/node-flags.mjs';

export interface BenchServer {
  url: string;
  database: 'pglite' | 'postgres';
  /** The PostgreSQL database the server uses (postgres only). */
  databaseUrl?: string;
  /** User + system CPU time of the server process in ms (Linux /proc; undefined elsewhere). */
  cpuMs(): number | undefined;
  /** The process's id: with WORKERS > 1, the cluster primary's (its workers are its children). */
  pid(): number | undefined;
  /** Ends the process with SIGKILL, as a crash or the OOM killer would (fault runs). */
  kill(): Promise<void>;
  /** Starts the process again on the same port and database, and waits until it is ready. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Use this PostgreSQL database (kept afterwards) instead of creating and dropping one. */
  databaseUrl?: string;
  /** Extra environment of the process, e.g. WORKERS or ATTEMPT_SWEEP_INTERVAL_MS. */
  env?: Record<string, string>;
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

/** The ids of a process's children (Linux /proc: field 4 of each stat is the parent's id). */
export function childPids(pid: number) {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/**
 * CPU time (ms) of a process and its children, living and ended: its own utime + stime, the
 * cutime + cstime of the children it has reaped (fields 16 and 17), and its living children's own.
 * A cluster primary and its workers (one killed and replaced included), a postmaster and its
 * backends.
 */
export function treeCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
    return own + childPids(pid).reduce((sum, child) => sum + (treeCpuMs(child) ?? 0), 0);
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) of every PostgreSQL process of this machine (all backends and its writers): with a
 * local server, what a scenario costs the database per request, beside the application's own.
 */
export function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended meanwhile
    }
    total += cpuMsOf(Number(pid)) ?? 0;
  }
  return total;
}

const root = new URL('..', import.meta.url).pathname;

/** Servers still running: ended with the bench even when it is interrupted or fails. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on now (the fault runs start servers of their own). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * BENCH_NODE_ARGS: Node options for the server processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 * to see where a scenario's server time goes (Node refuses --cpu-prof in NODE_OPTIONS).
 */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

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

/** A fresh PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function createDatabase(adminUrl: string, prefix = 'exam_bench') {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function startServer(
  database: 'pglite' | 'postgres',
  port: number,
  pgAdminUrl?: string,
  options: ServerOptions = {},
): Promise<BenchServer> {
  let databaseUrl = options.databaseUrl ?? '';
  let drop = async () => {};
  if (database === 'postgres' && !databaseUrl) {
    if (!pgAdminUrl) throw new Error('postgres needs an admin URL');
    const created = await createDatabase(pgAdminUrl);
    databaseUrl = created.url;
    drop = created.drop;
  }
  buildServerOnce();
  const dataDir = join(mkdtempSync(join(tmpdir(), 'bench-')), 'data');
  const launch = () =>
    spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, 'apps/server/dist/server.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        // The save scenario registers and logs in hundreds of students from one address.
        LOGIN_MAX_PER_IP: '1000000',
        LOGIN_MAX_PER_USERNAME: '1000000',
        ...options.env,
      },
    });
  // stdout is read (and its tail kept) so a chatty process never blocks on a full pipe.
  let output = '';
  const watch = (process: ChildProcess) => {
    running.add(process);
    process.once('exit', () => running.delete(process));
    process.stdout?.on(
      'data',
      (chunk: Buffer) => (output = (output + String(chunk)).slice(-8_000)),
    );
    return process;
  };
  const workers = Number(options.env?.WORKERS ?? 1);
  const ready = async (process: ChildProcess) => {
    output = '';
    await waitForHealth(url, process);
    // WORKERS > 1: the primary says when every process listens.
    while (workers > 1 && !output.includes(`with ${workers} processes`)) {
      if (process.exitCode !== null) throw new Error(`server exited with ${process.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const url = `http://127.0.0.1:${port}`;
  let child = watch(launch());
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));
  try {
    await ready(child);
  } catch (error) {
    child.kill('SIGKILL');
    await drop();
    throw error;
  }
  return {
    url,
    database,
    ...(databaseUrl && { databaseUrl }),
    cpuMs: () => cpuMsOf(child.pid),
    pid: () => child.pid,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async restart() {
      child = watch(launch());
      await ready(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      await drop();
    },
  };
}

/** Ready means the database answers too (/health/ready), not only the process. */
async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start within 2 minutes');
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection ended by the server rejects the query in hand; without a listener it would crash.
  client.on('error', () => {});
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
