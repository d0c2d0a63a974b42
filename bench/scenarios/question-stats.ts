import autocannon from 'autocannon';
import pg from 'pg';
import { fromAutocannon, type BenchContext, type ScenarioGroup } from '../scenario.ts';
import { DEMO_ADMIN, staffToken } from '../enrol.ts';
import { MOCK_TEST, healthBaseline, oncePerServer } from '../mock-test.ts';
import { demoSetId, registerStudents } from '../students.ts';
import { browserAcceptEncoding, tenantHeaders } from './catalogue.ts';

/** DESIGN.md §8: question statistics of a set with 10,000 submitted attempts. */
const CANDIDATES = 10_000;
const CONNECTIONS = 10;
const DURATION_S = 10;

/**
 * 10,000 candidates written straight into PostgreSQL by generate_series: a first submitted
 * attempt each, with a score spread over 0–100, and an answer to every question of the mock —
 * the key with a chance that grows with the score, else any option — so the thirds differ.
 */
async function seed(context: BenchContext) {
  const { url, databaseUrl } = context;
  if (!databaseUrl) throw new Error('the question statistics scenario needs PostgreSQL');
  // If the results scenario seeded the mock on the same server, it has more candidates.
  const setId = await demoSetId(url, MOCK_TEST);
  const [template] = await registerStudents(url, 1, `qstats-${context.database}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into students (org_id, institute_id, username, password_hash, name)
       select s.org_id, s.institute_id, 'qstats-cand-' || g || '@bench.test', s.password_hash,
              'Candidate ' || g
         from students s, generate_series(1, $2::int) g where s.id = $1`,
      [template?.studentId ?? 0, CANDIDATES],
    );
    await client.query(
      `insert into attempts (org_id, student_id, set_id, attempt_no, status, duration_ms,
         time_left_ms, clock_at, hard_end_at, submitted_at, submit_reason, score)
       select s.org_id, s.id, $1, 1, 'submitted', 3600000, 0, now(), now(), now(), 'submitted',
              floor(random() * 201) / 2
         from students s where s.username like 'qstats-cand-%@bench.test'`,
      [setId],
    );
    await client.query(
      `with choices as (
         select q.id, q.answer_option_id as key, array_agg(o.id order by o.option_no) as ids
           from questions q join options o on o.question_id = q.id
          where q.set_id = $1 group by q.id)
       insert into responses (attempt_id, question_id, answer_option_id, action, seq, time_left_ms)
       select a.id, c.id,
              case when c.key is not null and random() < a.score / 100 then c.key
                   else c.ids[1 + floor(random() * array_length(c.ids, 1))::int] end,
              1, 1, 0
         from attempts a, choices c
        where a.set_id = $1 and a.student_id in
              (select id from students where username like 'qstats-cand-%@bench.test')`,
      [setId],
    );
    await client.query('vacuum analyze attempts');
    await client.query('vacuum analyze responses');
  } finally {
    await client.end();
  }
  return { setId, token: await staffToken(url, DEMO_ADMIN) };
}

/** The candidates are seeded once per server; both measurements use them. */
const seedOnce = oncePerServer(seed);

async function questionStatistics(context: BenchContext, connections: number) {
  const { setId, token } = await seedOnce(context);
  const target = `${context.url}/v2/api/admin/sets/${setId}/question-stats`;
  // As the staff console's browser asks: the ~110 KB answer travels compressed (decision 032).
  const headers = { ...tenantHeaders, ...browserAcceptEncoding, authorization: `Bearer ${token}` };
  const coldStart = performance.now();
  const cold = await fetch(target, { headers });
  const wireBytes = Number(cold.headers.get('content-length'));
  const coldMs = Math.round(performance.now() - coldStart);
  const text = await cold.text();
  const body = JSON.parse(text) as { response: { candidates: number; questions: unknown[] } };
  const result = await autocannon({
    url: target,
    connections,
    duration: DURATION_S,
    headers,
  });
  return {
    ...fromAutocannon(result),
    note:
      `${context.database} question statistics, ${connections} conn${connections > 1 ? 's' : ''}: ` +
      `${body.response.candidates} candidates, ${body.response.questions.length} questions; ` +
      `its first call took ${coldMs} ms (the server's first counts the answers); ` +
      `one answer: ${Buffer.byteLength(text)} bytes, ${wireBytes} on the wire (br)`,
  };
}

export const questionStatsScenarios: ScenarioGroup = {
  name: 'question-stats',
  scenarios: [
    healthBaseline(CONNECTIONS),
    ...[CONNECTIONS, 1].map((connections) => ({
      name: `question statistics, ${CANDIDATES.toLocaleString('en')} submitted attempts, ${connections} conn${connections > 1 ? 's' : ''}`,
      databases: ['postgres' as const],
      budget: {
        source:
          'DESIGN.md §8: question statistics of 10,000 submitted attempts within the result budget, p99 <= 50 ms',
        maxP99Ms: 50,
      },
      run: (context: BenchContext) => questionStatistics(context, connections),
    })),
  ],
};
