import http from 'node:http';
import pg from 'pg';
import { enrolStudents, loginAll, staffToken } from '../enrol.ts';
import {
  percentile,
  type BenchContext,
  type Measurement,
  type ScenarioGroup,
} from '../scenario.ts';
import { paperPerCandidateSet } from '../paper-per-candidate-set.ts';
import { demoSetId, type BenchStudent } from '../students.ts';
import { tenantHeaders } from './catalogue.ts';

/**
 * Issue 13: a district's students press Start within the same second of a scheduled window, then
 * each fetches the paper. Their browsers reach the server over a test centre's network: a bounded
 * number of keep-alive connections, opened before the burst.
 */
const STUDENTS = Number(process.env.BENCH_BURST_STUDENTS ?? 5_000);
const SOCKETS = 500;
const PRESS_SPREAD_MS = 1_000;
const SET_NAME = 'Class 10 Mathematics Unit Test';

interface Reply {
  status: number;
  text: string;
}

function request(
  agent: http.Agent,
  url: string,
  method: 'GET' | 'POST',
  token?: string,
  body?: unknown,
  // As a browser asks: the paper comes compressed. A reply to be read here asks for 'identity'.
  acceptEncoding = 'gzip, deflate, br',
) {
  return new Promise<Reply>((resolve) => {
    const call = http.request(
      url,
      {
        agent,
        method,
        headers: {
          ...tenantHeaders,
          'accept-encoding': acceptEncoding,
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve({ status: 0, text: 'response error' }));
      },
    );
    call.on('error', (error) => resolve({ status: 0, text: error.message }));
    call.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A window of the set, open now, for the enrolled class (the roster file's class 10 A). */
async function scheduleWindow(url: string, setId: number) {
  const agent = new http.Agent();
  const now = Date.now();
  const reply = await request(
    agent,
    `${url}/v2/api/admin/schedules`,
    'POST',
    await staffToken(url),
    {
      setId,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3 * 3_600_000).toISOString(),
      audience: { kind: 'classes', classes: [{ studentClass: 10, sections: ['A'] }] },
      attemptsAllowed: 1,
    },
  );
  agent.destroy();
  if (reply.status !== 200)
    throw new Error(`schedule: ${reply.status} ${reply.text.slice(0, 300)}`);
  return (JSON.parse(reply.text) as { response: { id: number } }).response.id;
}

/** From the database afterwards: the students' open attempts of the set, and whose. */
async function openAttempts(context: BenchContext, setId: number, scheduleId: number) {
  if (context.databaseUrl) {
    const client = new pg.Client({ connectionString: context.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ student_id: number }>(
        `select student_id from attempts where set_id = $1 and schedule_id = $2 and status = 'open'`,
        [setId, scheduleId],
      );
      return rows.map((r) => r.student_id);
    } finally {
      await client.end();
    }
  }
  // PGlite allows one process: ask the server, through the window's attempts page of the staff.
  const agent = new http.Agent();
  const reply = await request(
    agent,
    `${context.url}/v2/api/admin/schedules/${scheduleId}/attempts`,
    'GET',
    await staffToken(context.url),
    undefined,
    'identity',
  );
  agent.destroy();
  if (reply.status !== 200) throw new Error(`window attempts: ${reply.status}`);
  const { response } = JSON.parse(reply.text) as {
    response: { studentId: number; status: string }[];
  };
  return response.filter((a) => a.status === 'open').map((a) => a.studentId);
}

interface Outcome {
  startMs: number;
  /** When the start was answered, from the first press. */
  answeredAt: number;
  paperMs: number;
  ok: boolean;
  error?: string;
}

/** Issue 25: the same burst on a set each candidate gets in their own order and draw. */
const PER_CANDIDATE = 'Bench: a paper per candidate, scheduled';
type BurstSet = 'unit test' | 'paper per candidate';

async function run(context: BenchContext, which: BurstSet): Promise<Measurement> {
  const { url } = context;
  const setId =
    which === 'unit test'
      ? await demoSetId(url, SET_NAME)
      : await paperPerCandidateSet(url, PER_CANDIDATE, SET_NAME, 'scheduled');
  const enrolled = await enrolStudents(
    url,
    STUDENTS,
    `burst-${which.replaceAll(' ', '-')}-${context.database}`,
  );
  const students = await loginAll(url, enrolled);
  const scheduleId = await scheduleWindow(url, setId);

  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  // The test centre's connections are open before anyone presses Start.
  await Promise.all(Array.from({ length: SOCKETS }, () => request(agent, `${url}/health`, 'GET')));
  const startUrl = `${url}/v2/api/cbt/student/attempt/start`;
  const paperUrl = `${url}/v2/api/cbt/question/get/all/by/setId/${setId}`;
  const cpuBefore = context.cpuMs();
  const t0 = performance.now() + 50;
  const press = (student: BenchStudent, index: number) =>
    new Promise<Outcome>((resolve) => {
      const pressAt = t0 + (index / students.length) * PRESS_SPREAD_MS;
      setTimeout(
        async () => {
          const pressed = performance.now();
          const start = await request(agent, startUrl, 'POST', student.token, { setId });
          const answered = performance.now();
          const outcome = { startMs: answered - pressed, answeredAt: answered - t0 };
          if (start.status !== 200) {
            resolve({
              ...outcome,
              paperMs: 0,
              ok: false,
              error: `start ${start.status} ${start.text.slice(0, 120)}`,
            });
            return;
          }
          const paper = await request(agent, paperUrl, 'GET', student.token);
          const paperMs = performance.now() - answered;
          resolve({
            ...outcome,
            paperMs,
            ok: paper.status === 200,
            ...(paper.status !== 200 && {
              error: `paper ${paper.status} ${paper.text.slice(0, 120)}`,
            }),
          });
        },
        Math.max(0, pressAt - performance.now()),
      );
    });
  const outcomes = await Promise.all(students.map(press));
  const cpuAfter = context.cpuMs();
  agent.destroy();

  const failed = outcomes.filter((o) => !o.ok);
  for (const error of new Set(failed.slice(0, 5).map((o) => o.error))) console.error(error);
  const starts = outcomes.map((o) => o.startMs).sort((a, b) => a - b);
  const papers = outcomes
    .filter((o) => o.ok)
    .map((o) => o.paperMs)
    .sort((a, b) => a - b);
  const wallMs = Math.round(Math.max(...outcomes.map((o) => o.answeredAt)));

  // Exactly one open attempt per student, and none for anyone else.
  const open = await openAttempts(context, setId, scheduleId);
  const ids = new Set(students.map((s) => s.studentId));
  const distinct = new Set(open);
  const consistent =
    open.length === students.length &&
    distinct.size === open.length &&
    open.every((id) => ids.has(id));
  const cpu =
    cpuBefore !== undefined && cpuAfter !== undefined
      ? `, server CPU ${((cpuAfter - cpuBefore) / students.length).toFixed(2)} ms a student (start + paper)`
      : '';
  return {
    rps: Math.round((students.length / Math.max(1, wallMs)) * 1000),
    p50: Math.round(percentile(starts, 0.5)),
    p99: Math.round(percentile(starts, 0.99)),
    errors: failed.length + (consistent ? 0 : 1),
    wallMs,
    note:
      `start burst [${context.database}, ${which}]: ${students.length} students pressed Start within ` +
      `${PRESS_SPREAD_MS} ms over ${SOCKETS} keep-alive connections; all starts answered in ` +
      `${wallMs} ms (req/s column: starts per second of it); start p50 ${Math.round(percentile(starts, 0.5))} ms, ` +
      `p99 ${Math.round(percentile(starts, 0.99))} ms; paper p99 ${Math.round(percentile(papers, 0.99))} ms; ` +
      `${failed.length} failed${cpu}. In the database: ${open.length} open attempts of ` +
      `${distinct.size} students${consistent ? ', one per student' : ' — NOT one per student'}.`,
  };
}

const BURST_BUDGET = {
  source: 'Issue 13: 5,000 starts served within 5 s (PostgreSQL)',
  maxWallMs: 5_000,
  databases: ['postgres' as const],
};

export const startBurstScenarios: ScenarioGroup = {
  name: 'start burst',
  scenarios: [
    {
      name: `start burst: ${STUDENTS.toLocaleString('en')} students press Start, then fetch the paper`,
      budget: BURST_BUDGET,
      run: (context) => run(context, 'unit test'),
    },
    {
      // Issue 25: each Start also draws the candidate's order and pool questions.
      name: `start burst: ${STUDENTS.toLocaleString('en')} students press Start on a shuffled, pooled set, then fetch the paper`,
      budget: BURST_BUDGET,
      run: (context) => run(context, 'paper per candidate'),
    },
  ],
};
