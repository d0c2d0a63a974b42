import autocannon from 'autocannon';
import pg from 'pg';
import {
  fromAutocannon,
  percentile,
  type BenchContext,
  type Measurement,
  type ScenarioGroup,
} from '../scenario.ts';
import {
  mockTestPaper,
  startAttempt,
  type Paper,
  type PaperQuestion,
  type StartedAttempt,
} from '../mock-test.ts';
import { registerStudents, type BenchStudent } from '../students.ts';
import { tenantHeaders } from './catalogue.ts';
import { record } from './district-student.ts';
import { postgresCpuMs } from '../server.ts';

/** DESIGN.md §8: 200 connections, one student per connection. */
const CONNECTIONS = 200;
const DURATION_S = 10;
/**
 * The budget's load (decision 033): each student saves 17 times a second, 3,400 saves a second
 * offered, above the 3,000 the budget asks for. As fast as answered, the closed loop's latency is
 * the queue of 200 at whatever rate the machine reaches (Little's law), not the latency at 3,000/s.
 */
const OFFERED_PER_CONNECTION = 17;

/** Each connection's student: their attempt, and the seq of their next save. */
interface Examinee {
  student: BenchStudent;
  attempt: StartedAttempt;
  seq: number;
}

/** A SPEC §3 response record as the exam panel sends it, with the next seq of the examinee. */
function nextSave(examinee: Examinee, paper: Paper) {
  examinee.seq += 1;
  const question = paper.questions[examinee.seq % paper.questions.length] as PaperQuestion;
  const option = question.options[examinee.seq % question.options.length];
  const { student, attempt, seq } = examinee;
  return JSON.stringify(record(student, paper, attempt, question, option, seq, 2_530_000));
}

/** Students registered, logged in and started on the mock test: one per connection. */
export async function prepareExaminees(url: string, prefix: string) {
  const students = await registerStudents(url, CONNECTIONS, prefix);
  const { setId, paper } = await mockTestPaper(url, students[0]?.token);
  const examinees: Examinee[] = [];
  for (const student of students) {
    examinees.push({ student, attempt: await startAttempt(url, setId, student), seq: 0 });
  }
  return { setId, paper, examinees };
}

/**
 * Every connection saves its student's next answer as soon as the last one is acknowledged, or,
 * with `perConnection`, that many times a second (never two of one student at once).
 */
export async function saveAnswers(
  context: Pick<BenchContext, 'url' | 'cpuMs'>,
  exam: Awaited<ReturnType<typeof prepareExaminees>>,
  perConnection?: number,
) {
  const { examinees, paper } = exam;
  const body = (examinee: Examinee) => nextSave(examinee, paper);
  let connection = 0;
  const cpuBefore = context.cpuMs();
  const postgresBefore = postgresCpuMs();
  const result = await autocannon({
    url: `${context.url}/v2/api/cbt/student/save/response`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(perConnection && { connectionRate: perConnection }),
    setupClient(client) {
      const examinee = examinees[connection++ % examinees.length] as Examinee;
      client.setHeaders({ ...tenantHeaders, authorization: `Bearer ${examinee.student.token}` });
      client.setBody(body(examinee));
      // Each answer is the student's next one: a new seq per request on this connection.
      client.on('response', () => client.setBody(body(examinee)));
    },
  });
  const cpuMs = (context.cpuMs() ?? NaN) - (cpuBefore ?? NaN);
  const saved = Math.max(1, result['2xx']);
  // Server CPU per save: steadier than latency on a shared machine.
  const cpuUsPerSave = Math.round((cpuMs * 1000) / saved);
  const postgresUsPerSave = Math.round(((postgresCpuMs() - postgresBefore) * 1000) / saved);
  return { result, cpuUsPerSave, postgresUsPerSave };
}

/** The answer saves through the API: students registered, logged in and started beforehand. */
async function answerSaves(context: BenchContext, perConnection?: number): Promise<Measurement> {
  const prefix = `saves-${perConnection ? 'offered-' : ''}${context.database}`;
  const exam = await prepareExaminees(context.url, prefix);
  const { result, cpuUsPerSave, postgresUsPerSave } = await saveAnswers(
    context,
    exam,
    perConnection,
  );
  const measured = fromAutocannon(result);
  const cpu = Number.isNaN(cpuUsPerSave) ? '' : `, server CPU ${cpuUsPerSave} µs a save`;
  // A backend that ended during the run takes its CPU out of /proc's sum: no figure then.
  const postgresCpu =
    context.databaseUrl && postgresUsPerSave >= 0
      ? `, PostgreSQL CPU ${postgresUsPerSave} µs a save`
      : '';
  if (!context.databaseUrl)
    return { ...measured, note: `${context.database} saves: ${result['2xx']} acknowledged${cpu}` };
  // Every acknowledged save must be in the database (with one log row each): this run's students'.
  const client = new pg.Client({ connectionString: context.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from response_log l join attempts a on a.id = l.attempt_id
       where a.student_id = any($1::bigint[])`,
      [exam.examinees.map(({ student }) => student.studentId)],
    );
    const offered = perConnection ? `, ${perConnection} a second per student offered` : '';
    return {
      ...measured,
      note: `${context.database} saves${offered}: ${result['2xx']} acknowledged, ${rows[0]?.n} in response_log${cpu}${postgresCpu}`,
    };
  } finally {
    await client.end();
  }
}

/**
 * The open panel's heartbeat (every 15 s a candidate, the largest stream of a shift: docs/capacity.md)
 * at saturation, one student per connection: its server and PostgreSQL CPU per heartbeat.
 */
async function heartbeats(context: BenchContext): Promise<Measurement> {
  const { setId, paper, examinees } = await prepareExaminees(
    context.url,
    `heartbeats-${context.database}`,
  );
  const visited = paper.questions.slice(0, 10).map((q) => q.questionId);
  let connection = 0;
  const cpuBefore = context.cpuMs();
  const postgresBefore = postgresCpuMs();
  const result = await autocannon({
    url: `${context.url}/v2/api/cbt/student/attempt/heartbeat`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    setupClient(client) {
      const { student, attempt } = examinees[connection++ % examinees.length] as Examinee;
      client.setHeaders({ ...tenantHeaders, authorization: `Bearer ${student.token}` });
      client.setBody(
        JSON.stringify({
          setId,
          attemptNo: attempt.attemptNo,
          sessionId: attempt.sessionId,
          currentQuestionId: visited.at(-1),
          visitedQuestionIds: visited,
        }),
      );
    },
  });
  const beats = Math.max(1, result['2xx']);
  const serverUs = Math.round((((context.cpuMs() ?? NaN) - (cpuBefore ?? NaN)) * 1000) / beats);
  const postgresUs = Math.round(((postgresCpuMs() - postgresBefore) * 1000) / beats);
  const cpu = Number.isNaN(serverUs) ? '' : `, server CPU ${serverUs} µs a heartbeat`;
  const postgres =
    context.databaseUrl && postgresUs >= 0 ? `, PostgreSQL CPU ${postgresUs} µs a heartbeat` : '';
  return {
    ...fromAutocannon(result),
    note: `${context.database} heartbeats: ${result['2xx']} answered${cpu}${postgres}`,
  };
}

/**
 * The baseline of DESIGN.md §8: the same number of callers upserting one row each through
 * node-postgres with a pool of 10 — durable commits, nothing else.
 */
async function bareUpsert({ databaseUrl }: BenchContext): Promise<Measurement> {
  if (!databaseUrl) throw new Error('the baseline needs PostgreSQL');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(`create table if not exists bench_baseline (
    attempt_id bigint not null, question_id integer not null, answer_option_id integer,
    seq integer not null, saved_at timestamptz not null default now(),
    primary key (attempt_id, question_id))`);
  const latencies: number[] = [];
  let errors = 0;
  const postgresBefore = postgresCpuMs();
  const end = performance.now() + DURATION_S * 1000;
  async function caller(id: number) {
    for (let seq = 1; performance.now() < end; seq++) {
      const started = performance.now();
      try {
        await pool.query(
          `insert into bench_baseline (attempt_id, question_id, answer_option_id, seq)
           values ($1, $2, $3, $4)
           on conflict (attempt_id, question_id) do update
           set answer_option_id = excluded.answer_option_id, seq = excluded.seq, saved_at = now()`,
          [id, seq % 100, seq % 4, seq],
        );
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => caller(i + 1)));
  const postgresUs = ((postgresCpuMs() - postgresBefore) * 1000) / Math.max(1, latencies.length);
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / DURATION_S),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
    note: `bare upsert: PostgreSQL CPU ${Math.round(postgresUs)} µs an upsert`,
  };
}

export const saveScenarios: ScenarioGroup = {
  name: 'answer saves',
  scenarios: [
    {
      name: `bare INSERT … ON CONFLICT, pg pool 10, ${CONNECTIONS} callers (baseline)`,
      baseline: true,
      databases: ['postgres'],
      run: bareUpsert,
    },
    {
      name: `answer saves at saturation, ${CONNECTIONS} students, 1 per conn`,
      budget: {
        source:
          'DESIGN.md §8: durable saves on PostgreSQL, >= 3,000/s and >= 0.5 of the bare upsert (the capacity; decision 033)',
        databases: ['postgres'],
        minRps: 3_000,
        minRatio: 0.5,
      },
      run: (context) => answerSaves(context),
    },
    {
      name: `answer save, ${CONNECTIONS} students, ${(CONNECTIONS * OFFERED_PER_CONNECTION).toLocaleString('en')}/s offered`,
      databases: ['postgres'],
      budget: {
        source:
          'DESIGN.md §8: durable saves on PostgreSQL, 200 students: >= 3,000/s with p99 <= 100 ms (decision 033)',
        minRps: 3_000,
        maxP99Ms: 100,
      },
      run: (context) => answerSaves(context, OFFERED_PER_CONNECTION),
    },
    {
      name: `heartbeats at saturation, ${CONNECTIONS} students, 1 per conn`,
      databases: ['postgres'],
      run: heartbeats,
    },
  ],
};
