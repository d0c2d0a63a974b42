import autocannon from 'autocannon';
import pg from 'pg';
import {
  fromAutocannon,
  type BenchContext,
  type Measurement,
  type ScenarioGroup,
} from '../scenario.ts';
import {
  healthBaseline,
  mockTestPaper,
  oncePerServer,
  startAttempt,
  submitAttempt,
} from '../mock-test.ts';
import { api, registerStudents } from '../students.ts';
import { browserAcceptEncoding, tenantHeaders } from './catalogue.ts';
import { record } from './district-student.ts';

/** DESIGN.md §8: the result with rank and percentile for a set with 10,000 submitted attempts. */
const CANDIDATES = 10_000;
const CONNECTIONS = 20;
const DURATION_S = 10;

/**
 * CONNECTIONS students take the 100-question mock through the API (start, 10 answers, submit);
 * the other candidates are written straight into PostgreSQL as submitted first attempts with the
 * same stored report and scores spread over 0–100 in half marks (so there are many ties). Then
 * each connection asks for its own result, again and again.
 */
async function seed(context: BenchContext) {
  const { url, databaseUrl } = context;
  if (!databaseUrl) throw new Error('the result scenario needs PostgreSQL');
  const students = await registerStudents(url, CONNECTIONS, `results-${context.database}`);
  const { setId, paper } = await mockTestPaper(url, students[0]?.token);
  for (const student of students) {
    const attempt = await startAttempt(url, setId, student);
    for (const [index, question] of paper.questions.slice(0, 10).entries()) {
      const option = question.options[(student.studentId + index) % question.options.length];
      const save = record(student, paper, attempt, question, option, index + 1, 3_540_000);
      await api(url, '/v2/api/cbt/student/save/response', save, student.token);
    }
    await submitAttempt(url, setId, attempt, student);
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const template = students[0]?.studentId ?? 0;
    await client.query(
      `insert into students (org_id, institute_id, username, password_hash, name)
       select s.org_id, s.institute_id, 'rank-' || g || '@bench.test', s.password_hash, 'Candidate ' || g
       from students s, generate_series(1, $2::int) g where s.id = $1`,
      [template, CANDIDATES - CONNECTIONS],
    );
    await client.query(
      `insert into attempts (org_id, student_id, set_id, attempt_no, status, duration_ms,
         time_left_ms, clock_at, hard_end_at, submitted_at, submit_reason, result, score)
       select s.org_id, s.id, a.set_id, 1, 'submitted', a.duration_ms, a.time_left_ms, now(), now(),
         now(), 'submitted', a.result, floor(random() * 201) / 2
       from students s, attempts a
       where s.username like 'rank-%@bench.test' and a.student_id = $1 and a.set_id = $2`,
      [template, setId],
    );
    await client.query('vacuum analyze attempts');
  } finally {
    await client.end();
  }

  return { setId, students };
}

/** The candidates are seeded once per server; both measurements use them. */
const seedOnce = oncePerServer(seed);

async function resultWithRank(context: BenchContext, connections: number): Promise<Measurement> {
  const { url } = context;
  const { setId, students } = await seedOnce(context);
  const check = await api<{ rank: { rank: number; total: number; percentile: number } }>(
    url,
    '/v2/api/cbt/student/result',
    { setId, attemptNo: 1 },
    students[0]?.token,
  );
  let connection = 0;
  const cpuBefore = context.cpuMs();
  const result = await autocannon({
    url: `${url}/v2/api/cbt/student/result`,
    method: 'POST',
    connections,
    duration: DURATION_S,
    body: JSON.stringify({ studentId: 0, setId, attemptNo: 1 }),
    setupClient(client) {
      const student = students[connection++ % students.length];
      // As the result page asks: the answer is compressed for it.
      client.setHeaders({
        ...tenantHeaders,
        ...browserAcceptEncoding,
        authorization: `Bearer ${student?.token ?? ''}`,
      });
    },
  });
  const cpu = (context.cpuMs() ?? NaN) - (cpuBefore ?? NaN);
  return {
    ...fromAutocannon(result),
    note:
      `${context.database} result, ${connections} conn${connections > 1 ? 's' : ''}: rank ` +
      `${check.rank.rank} of ${check.rank.total} candidates, percentile ` +
      `${check.rank.percentile}; server CPU ${(cpu / result.requests.total).toFixed(2)} ms a request`,
  };
}

export const resultScenarios: ScenarioGroup = {
  name: 'results',
  scenarios: [
    healthBaseline(CONNECTIONS),
    ...[CONNECTIONS, 1].map((connections) => ({
      name: `result with rank, ${CANDIDATES.toLocaleString('en')} submitted attempts, ${connections} conn${connections > 1 ? 's' : ''}`,
      databases: ['postgres' as const],
      budget: {
        source: 'DESIGN.md §8: result with rank, 10,000 submitted attempts, p99 <= 50 ms',
        maxP99Ms: 50,
      },
      run: (context: BenchContext) => resultWithRank(context, connections),
    })),
  ],
};
