import http from 'node:http';
import pg from 'pg';
import {
  startPgBouncer,
  startReplica,
  type PgBouncer,
  type Replica,
} from '../../apps/server/test/pg-deployment.ts';
import { DEMO_ADMIN, enrolStudents, loginAll, staffPost, staffToken } from '../enrol.ts';
import { percentile, type Measurement, type ScenarioGroup } from '../scenario.ts';
import {
  childPids,
  createDatabase,
  freePort,
  startServer,
  treeCpuMs,
  type BenchServer,
} from '../server.ts';
import type { BenchStudent } from '../students.ts';
import { MINUTES, PLAN, SWEEP_MS } from './district.ts';
import { checkDistrict, waitForSweep } from './district-check.ts';
import {
  startThrowAwayPostgres,
  throwAwayPostgresMissing,
  type ThrowAwayPostgres,
} from './district-postgres.ts';
import { importDistrictSet } from './district-set.ts';
import { newTally, simulateStudent, type DistrictPlan } from './district-student.ts';

/**
 * A state's shift (issue 26, decision 067): the district simulation behind the deployment a shift
 * of this size has — a primary PostgreSQL cluster of its own, a streaming replica of it, PgBouncer
 * in transaction mode in front of the primary, the production server with two workers — and a
 * window with a lobby: every student enters (attempt created, paper fetched) while it is open, and
 * every clock starts at the opening with no request. Then the district's exam, sweep and checks.
 */
const STUDENTS = Number(process.env.BENCH_SHIFT_STUDENTS ?? 20_000);
const FAULT_STUDENTS = Number(process.env.BENCH_SHIFT_FAULT_STUDENTS ?? 20_000);
/** From the window's scheduling to its opening; students enter over the first two thirds. */
const LOBBY_MS = Number(process.env.BENCH_SHIFT_LOBBY_S ?? 45) * 1_000;
/** The test centre's keep-alive connections to the server, shared by every student's calls. */
const SOCKETS = 500;
/** Students enrolled per roster import (each one transaction through PgBouncer). */
const ROSTER_CHUNK = 5_000;
/** PgBouncer's server connections to the primary (the two workers have 20 each to PgBouncer). */
const POOL_SIZE = 20;

type Fault = 'worker' | 'postgres' | 'replica';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The deployment of one run, each part on free loopback ports and thrown away afterwards. */
interface Topology {
  cluster: ThrowAwayPostgres;
  /** The server's database on the primary, reached directly (migrations, the checks). */
  directUrl: string;
  bouncer: PgBouncer;
  replica: Replica;
  server: BenchServer;
}

async function withTopology<T>(use: (topology: Topology) => Promise<T>): Promise<T> {
  const missing = throwAwayPostgresMissing();
  if (missing) throw new Error(`no throw-away PostgreSQL: ${missing}`);
  const cluster = await startThrowAwayPostgres();
  let bouncer: PgBouncer | undefined;
  let replica: Replica | undefined;
  let server: BenchServer | undefined;
  try {
    const database = await createDatabase(cluster.adminUrl, 'exam_shift');
    bouncer = await startPgBouncer(database.url, POOL_SIZE);
    replica = await startReplica(database.url);
    server = await startServer('postgres', await freePort(), undefined, {
      databaseUrl: bouncer.url,
      env: {
        WORKERS: '2',
        DATABASE_POOLER: 'transaction',
        DATABASE_DIRECT_URL: database.url,
        DATABASE_REPLICA_URL: replica.url,
        ATTEMPT_SWEEP_INTERVAL_MS: String(SWEEP_MS),
      },
    });
    return await use({ cluster, directUrl: database.url, bouncer, replica, server });
  } finally {
    await server?.stop().catch(() => {});
    await bouncer?.stop().catch(() => {});
    await replica?.remove().catch(() => {});
    cluster.remove();
  }
}

/** The roster in imports of ROSTER_CHUNK: a test centre's lists, each a transaction of its own. */
async function enrolShift(url: string, count: number) {
  const enrolled = [];
  for (let from = 0; from < count; from += ROSTER_CHUNK)
    enrolled.push(...(await enrolStudents(url, Math.min(ROSTER_CHUNK, count - from), 'shift')));
  return enrolled;
}

/** A window of the set for the roster's class 10 A, opening in `lobbyMs`, its lobby open now. */
async function scheduleShift(url: string, setId: number, lobbyMs: number) {
  const opensAt = Date.now() + lobbyMs;
  const { status, text } = await staffPost(
    `${url}/v2/api/admin/schedules`,
    await staffToken(url, DEMO_ADMIN),
    {
      setId,
      opensAt: new Date(opensAt).toISOString(),
      closesAt: new Date(opensAt + 3 * 3_600_000).toISOString(),
      audience: { kind: 'classes', classes: [{ studentClass: 10, sections: ['A'] }] },
      attemptsAllowed: 1,
      lobbyMinutes: Math.max(1, Math.ceil(lobbyMs / 60_000)),
    },
  );
  if (status !== 200) throw new Error(`schedule: ${status} ${text.slice(0, 300)}`);
  return { scheduleId: (JSON.parse(text) as { response: { id: number } }).response.id, opensAt };
}

/** From the database: when each attempt's clock started, against the window's opening. */
async function clocksOf(directUrl: string, setId: number, scheduleId: number) {
  const client = new pg.Client({ connectionString: directUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{
      attempts: string;
      off: string;
      apart_ms: number | null;
    }>(
      `select count(*) as attempts,
              count(*) filter (where a.schedule_id is distinct from $2
                               or a.created_at is distinct from s.opens_at) as off,
              extract(epoch from max(a.created_at) - min(a.created_at)) * 1000 as apart_ms
       from attempts a left join exam_schedules s on s.id = $2
       where a.set_id = $1`,
      [setId, scheduleId],
    );
    const row = rows[0];
    return {
      attempts: Number(row?.attempts ?? 0),
      off: Number(row?.off ?? 0),
      apartMs: Math.round(Number(row?.apart_ms ?? 0)),
    };
  } finally {
    await client.end();
  }
}

/** The fault, 40 % into the exam as in the district's runs; how long it took to recover. */
async function injectFault(fault: Fault, topology: Topology) {
  const began = Date.now();
  if (fault === 'worker') {
    const primary = topology.server.pid();
    const [worker] = primary === undefined ? [] : childPids(primary);
    if (worker === undefined) throw new Error('no worker process to kill');
    process.kill(worker, 'SIGKILL');
    // The cluster primary starts another (apps/server/src/cluster.ts); until it reaps the killed
    // one, that one is still listed as its child.
    while (childPids(primary as number).filter((pid) => pid !== worker).length < 2) await pause(50);
  } else if (fault === 'postgres') await topology.cluster.restart();
  // Left stopped: the replica's reads go to the primary for the rest of the run.
  else await topology.replica.stop();
  return Date.now() - began;
}

async function shift(students: number, fault?: Fault): Promise<Measurement> {
  const wallBegan = Date.now();
  return withTopology(async (topology) => {
    const { server, directUrl } = topology;
    const setId = await importDistrictSet(directUrl, MINUTES);

    let began = Date.now();
    const enrolled = await enrolShift(server.url, students);
    const enrolMs = Date.now() - began;
    began = Date.now();
    const loggedIn: BenchStudent[] = await loginAll(server.url, enrolled, 16);
    const loginMs = Date.now() - began;

    const { scheduleId, opensAt } = await scheduleShift(server.url, setId, LOBBY_MS);
    // The paper and the window are read from the replica: it has them before anyone enters.
    await topology.replica.caughtUp();
    const serverCpuBefore = treeCpuMs(server.pid());
    let postgresCpu = 0;
    let postgresCpuFrom = topology.cluster.cpuMs() ?? 0;

    const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
    const tally = newTally();
    const plan: DistrictPlan = {
      ...PLAN,
      setId,
      // Everyone enters while the lobby is open, well before the opening.
      startSpreadMs: Math.max(0, opensAt - Date.now()) * (2 / 3),
      agent,
      paperOnReload: true,
    };
    began = Date.now();
    let faultMs = 0;
    try {
      const simulation = Promise.all(
        loggedIn.map((student) => simulateStudent(student, plan, () => server.url, tally)),
      );
      const faulted = fault
        ? pause(opensAt + MINUTES * 60_000 * 0.4 - Date.now()).then(async () => {
            // A restarted postmaster counts its CPU afresh: keep what the first one used.
            if (fault === 'postgres')
              postgresCpu += (topology.cluster.cpuMs() ?? 0) - postgresCpuFrom;
            const ms = await injectFault(fault, topology);
            if (fault === 'postgres') postgresCpuFrom = 0;
            return ms;
          })
        : Promise.resolve(0);
      // Caught at once: a failed fault must not go unhandled while the students run.
      faulted.catch(() => {});
      const logs = await simulation;
      faultMs = await faulted;
      const examMs = Date.now() - began;

      const client = new pg.Client({ connectionString: directUrl });
      client.on('error', () => {});
      await client.connect();
      began = Date.now();
      try {
        await waitForSweep(client, setId, 4 * SWEEP_MS + 10_000);
      } finally {
        await client.end();
      }
      const sweepMs = Date.now() - began;
      const check = await checkDistrict(directUrl, setId, logs);
      const clocks = await clocksOf(directUrl, setId, scheduleId);
      const serverCpuAfter = treeCpuMs(server.pid());
      postgresCpu += (topology.cluster.cpuMs() ?? 0) - postgresCpuFrom;
      const wallMs = Date.now() - wallBegan;

      const entries = [...tally.entryLatencies].sort((a, b) => a - b);
      const saves = [...tally.saveLatencies].sort((a, b) => a - b);
      const missing = students - clocks.attempts;
      const errors =
        tally.errors +
        check.open +
        check.late +
        check.misScored +
        check.other.length +
        clocks.off +
        Math.max(0, missing);
      const problems = [
        ...tally.samples,
        ...check.other.slice(0, 5),
        check.open && `${check.open} attempts open after their end`,
        check.late && `${check.late} answers stored after their attempt's end`,
        check.misScored && `${check.misScored} scores differ from the recomputation`,
        clocks.off && `${clocks.off} clocks not started at the window's opening`,
        missing > 0 && `${missing} students without an attempt`,
      ].filter(Boolean);
      const serverCpuMs =
        serverCpuBefore !== undefined && serverCpuAfter !== undefined
          ? serverCpuAfter - serverCpuBefore
          : undefined;
      const perSave = (ms: number | undefined) =>
        ms === undefined || tally.acknowledged === 0
          ? '?'
          : `${Math.round((ms * 1000) / tally.acknowledged)} µs`;
      return {
        rps: Math.round(tally.acknowledged / (examMs / 1000)),
        p50: Math.round(percentile(saves, 0.5)),
        p99: Math.round(percentile(saves, 0.99)),
        errors: errors + check.lost,
        wallMs,
        counts: {
          students,
          'lobby entry p50 ms': Math.round(percentile(entries, 0.5)),
          'lobby entry p99 ms': Math.round(percentile(entries, 0.99)),
          'clocks apart ms': clocks.apartMs,
          'clocks off the opening': clocks.off,
          'saves acknowledged': tally.acknowledged,
          'saves found': check.found,
          lost: check.lost,
          errors,
          'wall s': Math.round(wallMs / 1000),
          'server CPU s': Math.round((serverCpuMs ?? 0) / 100) / 10,
          'PostgreSQL CPU s': Math.round(postgresCpu / 100) / 10,
        },
        note:
          `shift, ${students.toLocaleString('en')} students, WORKERS=2 through PgBouncer ` +
          `(transaction mode) with a streaming replica` +
          `${fault ? `, fault ${fault} (${seconds(faultMs)})` : ''}: enrolled in ${seconds(enrolMs)}, ` +
          `logged in over ${seconds(loginMs)}; lobby entries (start + paper) p50 ` +
          `${seconds(percentile(entries, 0.5))}, p99 ${seconds(percentile(entries, 0.99))}; ` +
          `${clocks.attempts} attempts, clocks ${clocks.apartMs} ms apart, ${clocks.off} off the ` +
          `opening; from the lobby's first entry to the last answer ${seconds(examMs)}, sweep ` +
          `${seconds(sweepMs)}; ${tally.acknowledged} saves acknowledged, ${check.found} found, ` +
          `${check.lost} lost; ${tally.retries} calls sent again, ${tally.refusedAfterEnd} saves ` +
          `refused after the end, ${tally.reloads} reloads (paper fetched again), ` +
          `${tally.offline} offline spells, ${tally.submitted} submitted, ` +
          `${check.attempts - tally.submitted} closed at their end; ${check.misScored} scores ` +
          `differ from the recomputation; CPU from the lobby to the checks: server ` +
          `${seconds(serverCpuMs ?? 0)} (${perSave(serverCpuMs)} a save acknowledged, all calls ` +
          `included), PostgreSQL primary ${seconds(postgresCpu)} (${perSave(postgresCpu)}); ` +
          `wall ${seconds(wallMs)}` +
          (problems.length > 0 ? `; errors: ${problems.join(' | ')}` : ''),
      };
    } finally {
      agent.destroy();
    }
  });
}

const budget = {
  source:
    'Issue 26: a shift, 0 acknowledged saves lost, every score equal, no attempt open, every clock starting at the opening',
  maxErrors: 0,
};
const count = (n: number) => `${n.toLocaleString('en')} students`;
const through = 'WORKERS=2, PgBouncer, replica';

/**
 * One run after another: each is a whole deployment on the machine's two cores, and a lobby whose
 * students enter late would start clocks after the opening.
 */
export const shiftScenarios: ScenarioGroup = {
  name: 'shift',
  scenarios: [
    {
      name: `shift: ${count(STUDENTS)}, lobby and flat start, ${through}`,
      databases: ['postgres'],
      budget,
      run: () => shift(STUDENTS),
    },
    {
      name: `shift fault: a worker killed with SIGKILL mid-run, ${count(FAULT_STUDENTS)}`,
      databases: ['postgres'],
      budget,
      run: () => shift(FAULT_STUDENTS, 'worker'),
    },
    {
      name: `shift fault: the primary PostgreSQL restarted mid-run, ${count(FAULT_STUDENTS)}`,
      databases: ['postgres'],
      budget,
      run: () => shift(FAULT_STUDENTS, 'postgres'),
    },
    {
      name: `shift fault: the replica stopped mid-run, ${count(FAULT_STUDENTS)}`,
      databases: ['postgres'],
      budget,
      run: () => shift(FAULT_STUDENTS, 'replica'),
    },
  ],
};
