import pg from 'pg';
import { enrolStudents, loginAll } from '../enrol.ts';
import {
  percentile,
  type BenchContext,
  type Measurement,
  type ScenarioGroup,
} from '../scenario.ts';
import { freePort, startServer, type BenchServer } from '../server.ts';
import { checkDistrict, waitForSweep } from './district-check.ts';
import {
  startThrowAwayPostgres,
  throwAwayPostgresMissing,
  type ThrowAwayPostgres,
} from './district-postgres.ts';
import { importDistrictSet } from './district-set.ts';
import { newTally, simulateStudent, type DistrictPlan, type Route } from './district-student.ts';

/**
 * The whole district (DESIGN.md §8, issue 13) on PostgreSQL against the production build, and its
 * fault runs. Each run has a server (or two) and a database of its own.
 */
const STUDENTS = Number(process.env.BENCH_DISTRICT_STUDENTS ?? 5_000);
const FAULT_STUDENTS = Number(process.env.BENCH_DISTRICT_FAULT_STUDENTS ?? 500);
/** The set's duration: a one-minute exam is the exam compressed into the run. */
export const MINUTES = 1;
export const SWEEP_MS = 5_000;
/** How the district's students behave; the shift (shift.ts) saves at the same rhythm. */
export const PLAN: Omit<DistrictPlan, 'setId'> = {
  startSpreadMs: 5_000,
  // 5–30 s of exam time, compressed by 2.5.
  saveEveryMs: [2_000, 12_000],
  reloadShare: 0.1,
  offlineShare: 0.1,
  offlineMs: [3_000, 15_000],
  submitShare: 0.7,
  leaveShare: 0.15,
};

type Fault = 'kill' | 'postgres';
interface DistrictRun {
  students: number;
  processes: 1 | 2;
  fault?: Fault;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The fault, in the middle of the exam: SIGKILL and a restart, or PostgreSQL restarted. */
async function injectFault(fault: Fault, server: BenchServer, cluster?: ThrowAwayPostgres) {
  const began = Date.now();
  if (fault === 'kill') {
    await server.kill();
    // A supervisor (systemd, the cluster primary, an orchestrator) starts it again.
    await pause(1_000);
    await server.restart();
  } else await cluster?.restart();
  return Date.now() - began;
}

async function district(context: BenchContext, run: DistrictRun): Promise<Measurement> {
  let cluster: ThrowAwayPostgres | undefined;
  const servers: BenchServer[] = [];
  let client: pg.Client | undefined;
  try {
    if (run.fault === 'postgres') cluster = await startThrowAwayPostgres();
    const adminUrl = cluster?.adminUrl ?? context.databaseUrl;
    const env = { ATTEMPT_SWEEP_INTERVAL_MS: String(SWEEP_MS) };
    const first = await startServer('postgres', await freePort(), adminUrl, { env });
    servers.push(first);
    const databaseUrl = first.databaseUrl ?? '';
    if (run.processes === 2) {
      servers.push(
        await startServer('postgres', await freePort(), undefined, {
          databaseUrl,
          env: { ...env, SEED_DEMO: 'never' },
        }),
      );
    }
    const setId = await importDistrictSet(databaseUrl, MINUTES);

    let began = Date.now();
    const enrolled = await enrolStudents(first.url, run.students, 'district');
    const enrolMs = Date.now() - began;
    began = Date.now();
    // Logins spread over the time they take, before the start (never raced with it).
    const students = await loginAll(first.url, enrolled, 16);
    const loginMs = Date.now() - began;

    let turn = 0;
    const route: Route =
      servers.length === 1
        ? () => first.url
        : () => (servers[turn++ % servers.length] as BenchServer).url;
    const tally = newTally();
    const plan: DistrictPlan = { ...PLAN, setId };
    began = Date.now();
    const simulation = Promise.all(students.map((s) => simulateStudent(s, plan, route, tally)));
    const fault = run.fault
      ? pause(plan.startSpreadMs + MINUTES * 60_000 * 0.4).then(() =>
          injectFault(run.fault as Fault, first, cluster),
        )
      : Promise.resolve(0);
    const logs = await simulation;
    const faultMs = await fault;
    const examMs = Date.now() - began;

    client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    began = Date.now();
    await waitForSweep(client, setId, 4 * SWEEP_MS + 10_000);
    const sweepMs = Date.now() - began;
    const check = await checkDistrict(databaseUrl, setId, logs);

    const saves = [...tally.saveLatencies].sort((a, b) => a - b);
    const starts = [...tally.startLatencies].sort((a, b) => a - b);
    const errors = tally.errors + check.open + check.late + check.misScored + check.other.length;
    const problems = [
      ...tally.samples,
      ...check.other.slice(0, 5),
      check.open && `${check.open} attempts open after their end`,
      check.late && `${check.late} answers stored after their attempt's end`,
      check.misScored && `${check.misScored} scores differ from the recomputation`,
    ].filter(Boolean);
    return {
      rps: Math.round(tally.acknowledged / (examMs / 1000)),
      p50: Math.round(percentile(saves, 0.5)),
      p99: Math.round(percentile(saves, 0.99)),
      errors: errors + check.lost,
      counts: {
        students: run.students,
        'saves acknowledged': tally.acknowledged,
        'saves found': check.found,
        lost: check.lost,
        errors,
      },
      note:
        `district, ${run.students.toLocaleString('en')} students, ${run.processes} process` +
        `${run.processes > 1 ? 'es' : ''}${run.fault ? `, fault ${run.fault} (${seconds(faultMs)})` : ''}: ` +
        `enrolled in ${seconds(enrolMs)}, logged in over ${seconds(loginMs)}; starts p50 ` +
        `${seconds(percentile(starts, 0.5))}, p99 ${seconds(percentile(starts, 0.99))}; exam phase ` +
        `${seconds(examMs)}, sweep ${seconds(sweepMs)}; ${tally.acknowledged} saves acknowledged, ` +
        `${check.found} found, ${check.lost} lost; ${tally.retries} calls sent again, ` +
        `${tally.refusedAfterEnd} saves refused after the end, ${tally.reloads} reloads, ` +
        `${tally.offline} offline spells, ${tally.submitted} submitted, ` +
        `${check.attempts - tally.submitted} closed at their end (by a save or the sweep); ` +
        `${check.misScored} scores differ from the recomputation` +
        (problems.length > 0 ? `; errors: ${problems.join(' | ')}` : ''),
    };
  } finally {
    await client?.end();
    for (const server of servers.reverse()) await server.stop();
    cluster?.remove();
  }
}

const budget = {
  source: 'DESIGN.md §8: a whole district, zero errors, zero lost answers',
  maxErrors: 0,
};
const students = (n: number) => `${n.toLocaleString('en')} students`;

/**
 * The three fault runs go at the same time, each with its own server(s), database and students
 * (a kill or a restart touches only its own run), so together they take the time of one.
 */
let faultRuns: Record<'kill' | 'postgres' | 'two', Promise<Measurement>> | undefined;
function faultRun(context: BenchContext, which: 'kill' | 'postgres' | 'two') {
  faultRuns ??= {
    kill: district(context, { students: FAULT_STUDENTS, processes: 1, fault: 'kill' }),
    postgres: throwAwayPostgresMissing()
      ? Promise.reject(new Error(`no throw-away PostgreSQL: ${throwAwayPostgresMissing()}`))
      : district(context, { students: FAULT_STUDENTS, processes: 1, fault: 'postgres' }),
    two: district(context, { students: FAULT_STUDENTS, processes: 2 }),
  };
  // Each is awaited by its own row; a failure must not go unhandled before then.
  for (const run of Object.values(faultRuns)) run.catch(() => {});
  return faultRuns[which];
}

export const districtScenarios: ScenarioGroup = {
  name: 'district',
  scenarios: [
    {
      name: `district: ${students(STUDENTS)}, 1 process`,
      databases: ['postgres'],
      budget,
      run: (context) => district(context, { students: STUDENTS, processes: 1 }),
    },
    {
      name: `district fault: kill -9 mid-run and restart, ${students(FAULT_STUDENTS)}`,
      databases: ['postgres'],
      budget,
      run: (context) => faultRun(context, 'kill'),
    },
    {
      name: `district fault: PostgreSQL restarted mid-run (own cluster), ${students(FAULT_STUDENTS)}`,
      databases: ['postgres'],
      budget,
      run: (context) => faultRun(context, 'postgres'),
    },
    {
      name: `district fault: 2 processes, round robin per request, ${students(FAULT_STUDENTS)}`,
      databases: ['postgres'],
      budget,
      run: (context) => faultRun(context, 'two'),
    },
  ],
};
