import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, treeCpuMs } from '../server.ts';

/**
 * A throw-away PostgreSQL cluster of its own (initdb + pg_ctl in a temp folder, on a free loopback
 * port) for the fault run that restarts the database: the machine's shared server is never
 * touched. As root, the tools run as the `postgres` user (initdb refuses root).
 */
export interface ThrowAwayPostgres {
  adminUrl: string;
  /** CPU time (ms) of the postmaster and its backends so far (since its last start). */
  cpuMs(): number | undefined;
  /** pg_ctl restart -m fast: every connection is cut, as in a failover or an upgrade. */
  restart(): Promise<void>;
  remove(): void;
}

const BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a throw-away cluster cannot be made here, or undefined if it can. */
export function throwAwayPostgresMissing() {
  if (!existsSync(join(BIN, 'initdb'))) return `no initdb in ${BIN} (set BENCH_PG_BIN)`;
  if (process.getuid?.() === 0 && spawnSync('runuser', ['--help']).status !== 0)
    return 'running as root without runuser';
  return undefined;
}

/** The command line of a tool, through runuser when this process is root. */
function commandOf(tool: string, args: string[]): [string, string[]] {
  const command = join(BIN, tool);
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

function run(tool: string, args: string[]) {
  const result = spawnSync(...commandOf(tool, args), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool}: ${result.stderr || result.stdout}`);
}

/** The same without blocking this process: the simulated students keep running meanwhile. */
function runAsync(tool: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(...commandOf(tool, args), { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool}: ${code}`))));
  });
}

export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'district-pg-'));
  // The postgres user must reach the folder (mkdtemp makes it 0700 for root).
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctlArgs = (action: string, ...more: string[]) => [
    action,
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    join(dir, 'log'),
    ...more,
  ];
  const ctl = (action: string, ...more: string[]) => run('pg_ctl', ctlArgs(action, ...more));
  ctl('start', '-o', options);
  // Stopped and removed even when the run is interrupted (Ctrl-C, a kill) or crashes.
  const removeNow = () => {
    try {
      ctl('stop', '-m', 'immediate');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => process.exit(130);
  process.once('exit', removeNow);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuMs() {
      try {
        return treeCpuMs(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]));
      } catch {
        return undefined;
      }
    },
    restart: () => runAsync('pg_ctl', ctlArgs('restart', '-m', 'fast', '-o', options)),
    remove() {
      process.off('exit', removeNow);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      removeNow();
    },
  };
}
