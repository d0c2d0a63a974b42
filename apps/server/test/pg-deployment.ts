import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * PgBouncer (Debian's package) and a streaming replica started on loopback for one test file, as
 * a deployment puts them in front of and behind PostgreSQL (decision 048). Both refuse to run as
 * root: as root they run as the postgres user. Anything missing throws: these tests fail, never skip.
 */

const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path));
const asRoot = process.getuid?.() === 0;

/** Spawn options that run a program as the postgres user when we are root. */
function asPostgres() {
  if (!asRoot) return {};
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A folder the postgres user owns (mode 0700, as PostgreSQL requires for its data). */
function ownFolder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  const { uid, gid } = asPostgres();
  if (uid !== undefined && gid !== undefined) chownSync(dir, uid, gid);
  return dir;
}

async function answers(url: string, within = 20_000) {
  const until = Date.now() + within;
  let last: unknown;
  while (Date.now() < until) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`Nothing answered at ${url} within ${within} ms: ${String(last)}`);
}

export interface PgBouncer {
  /** The url of `database` through PgBouncer. */
  url: string;
  stop(): Promise<void>;
}

/** PgBouncer in transaction mode in front of `target` (postgres://user@host:port/database). */
export async function startPgBouncer(target: string, poolSize = 4): Promise<PgBouncer> {
  if (!PGBOUNCER)
    throw new Error(
      'pgbouncer is not installed (Debian: apt-get install pgbouncer; .ci/run does).',
    );
  const { hostname, port, pathname, username } = new URL(target);
  const database = pathname.slice(1);
  const dir = ownFolder('exam-pgbouncer-');
  const listen = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${username}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // What the server no longer sends as startup parameters behind a pooler (decision 048).
      `${database} = host=${hostname} port=${port} dbname=${database} ` +
        `connect_query='set statement_timeout = 15000; set idle_in_transaction_session_timeout = 15000'`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${listen}`,
      `unix_socket_dir =`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 200',
      // As deploy/pgbouncer/pgbouncer.ini: after a primary restart, log in again within a second.
      'server_login_retry = 1',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const child = spawn(PGBOUNCER, [join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...asPostgres(),
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `postgres://${username}@127.0.0.1:${listen}/${database}`;
  try {
    await answers(url, 10_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`PgBouncer did not start: ${stderr} ${String(error)}`);
  }
  return {
    url,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

export interface Replica {
  /** The url of `database` on the replica. */
  url: string;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

async function checkpoint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/**
 * The settings a hot standby must hold at least as high as its primary (else its recovery stops:
 * "insufficient parameter settings"): the primary's own values, e.g. a bench cluster's
 * max_connections = 200 against the default 100.
 */
async function standbyMinimums(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('max_connections',
         'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions',
         'max_locks_per_transaction')`,
    );
    return rows.map((row) => `${row.name} = ${row.setting}\n`).join('');
  } finally {
    await client.end();
  }
}

/** A standby runs the primary's major version: Debian's binaries of it (PG_BIN overrides). */
async function majorVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** A streaming replica of `primary`'s cluster (pg_basebackup -R), on a free port. */
export async function startReplica(primary: string): Promise<Replica> {
  const { hostname, port, pathname, username } = new URL(primary);
  const dir = ownFolder('exam-replica-');
  const data = join(dir, 'data');
  const listen = await freePort();
  const bin = process.env.PG_BIN ?? `/usr/lib/postgresql/${await majorVersion(primary)}/bin`;
  const run = (binary: string, args: string[]) => {
    const result = spawnSync(join(bin, binary), args, {
      encoding: 'utf8',
      timeout: 60_000,
      ...asPostgres(),
    });
    if (result.status !== 0)
      throw new Error(`${binary} failed: ${result.stderr || result.error?.message || ''}`);
  };
  const options = `-p ${listen} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on`;
  // Without blocking this process: a bench's simulated students keep running while it stops.
  const pgCtl = (action: string, wait = '-w') =>
    new Promise<void>((resolve, reject) => {
      const args = ['-D', data, '-l', join(dir, 'log'), '-o', options, wait, '-t', '60', action];
      const child = spawn(join(bin, 'pg_ctl'), args, { stdio: 'ignore', ...asPostgres() });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl ${action} failed (${code})`)),
      );
    });
  const url = `postgres://${username}@127.0.0.1:${listen}${pathname}`;
  const start = async () => {
    await pgCtl('start', '-W');
    // A standby answers once it has a snapshot of the primary's running transactions; the primary
    // logs one at each checkpoint (else every 15 s): ask for one rather than wait.
    await checkpoint(primary);
    await answers(url);
  };
  try {
    // 'host replication postgres 127.0.0.1/32 trust' in the primary's pg_hba.conf (.ci/run adds it).
    // Another test file may restart the primary meanwhile (database-faults): one more try.
    const basebackup = () =>
      run('pg_basebackup', [
        '-h',
        hostname,
        '-p',
        port,
        '-U',
        username,
        '-D',
        data,
        '-R',
        '-X',
        'stream',
        // An immediate checkpoint: a spread one can keep the copy waiting for minutes.
        '--checkpoint=fast',
        // A copy thrown away after the test: nothing to gain from flushing it to disk.
        '--no-sync',
      ]);
    try {
      basebackup();
    } catch {
      rmSync(data, { recursive: true, force: true });
      basebackup();
    }
    // Debian keeps the configuration outside the data folder: the copy gets its own, minimal one.
    writeFileSync(
      join(data, 'postgresql.conf'),
      `hot_standby = on\nfsync = off\n${await standbyMinimums(primary)}`,
    );
    writeFileSync(
      join(data, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\n',
    );
    if (asRoot)
      spawnSync('chown', [
        'postgres:postgres',
        join(data, 'postgresql.conf'),
        join(data, 'pg_hba.conf'),
      ]);
    await start();
  } catch (error) {
    // What the standby said (an insufficient setting, a port taken) goes with the error.
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    if (!log) throw error;
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${log.slice(-2_000)}`,
    );
  }
  return {
    url,
    async caughtUp() {
      const client = new pg.Client({ connectionString: primary });
      const standby = new pg.Client({ connectionString: url });
      await Promise.all([client.connect(), standby.connect()]);
      try {
        const { rows } = await client.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
        const lsn = rows[0]?.lsn;
        for (let tries = 0; tries < 200; tries++) {
          const replayed = await standby.query<{ done: boolean }>(
            'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
            [lsn],
          );
          if (replayed.rows[0]?.done) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`The replica did not replay up to ${lsn} within 10 s.`);
      } finally {
        await Promise.all([client.end(), standby.end()]);
      }
    },
    stop: () => pgCtl('stop'),
    start,
    async remove() {
      if (existsSync(join(data, 'postmaster.pid'))) await pgCtl('stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
