import { runLoad, type Load } from '../load.ts';
import type { BenchContext, Budget, Measurement, ScenarioGroup } from '../scenario.ts';
import { paperPerCandidateSet } from '../paper-per-candidate-set.ts';
import { demoSetId, login } from '../students.ts';
import { tenantHeaders } from './catalogue.ts';

/** DESIGN.md §8: 2,000 students fetching the paper of the 100-question bilingual set at once. */
const STUDENTS = 2_000;
/**
 * Each student asks for the paper three times a second, all on the same timer: 6,000 requests a
 * second offered, above the budget's 5,000, in bursts of 2,000 at once (decision 032).
 */
const FETCHES_PER_STUDENT_PER_S = 3;
const EXAM_START_BUDGET: Budget = {
  source: 'DESIGN.md §8: exam start, >= 5,000 req/s, p99 <= 250 ms',
  minRps: 5_000,
  maxP99Ms: 250,
};
/**
 * Issue 13: the 304 costs so little that, with every connection asking as fast as it is answered,
 * it reaches at least 0.6 of /health in the same run. Measured in alternation with /health
 * (decision 033): a ratio of two runs taken a minute apart moved with the machine's other tenants.
 */
const SATURATED_304_BUDGET: Budget = {
  source: "Issue 13: the paper's 304 >= 0.6 of /health at 2,000 connections",
  minRatio: 0.6,
};
const MOCK_TEST = 'SSC CGL Tier 1 Mock Test 1';
const DEMO_STUDENT = { username: 'student@demo.test', password: 'Demo@1234' };

const prepared = new Map<string, Promise<{ path: string; headers: Record<string, string> }>>();

/** The sets whose paper is fetched: the demo mock test, or one shuffled and pooled (issue 25). */
type PaperSet = 'mock test' | 'paper per candidate';
const setIdOf = (url: string, which: PaperSet) =>
  which === 'mock test'
    ? demoSetId(url, MOCK_TEST)
    : paperPerCandidateSet(url, 'Bench: a paper per candidate', MOCK_TEST, 'open');

/** The paper's path and a logged-in student's headers (one login per server and set). */
function prepare({ url }: BenchContext, which: PaperSet) {
  let ready = prepared.get(`${url} ${which}`);
  if (!ready) {
    ready = (async () => {
      const setId = await setIdOf(url, which);
      const { token } = await login(url, DEMO_STUDENT.username, DEMO_STUDENT.password);
      return {
        path: `/v2/api/cbt/question/get/all/by/setId/${setId}`,
        headers: { ...tenantHeaders, authorization: `Bearer ${token}` },
      };
    })();
    prepared.set(`${url} ${which}`, ready);
  }
  return ready;
}

/**
 * Runs the load (h2load where installed, else autocannon: bench/load.ts) and notes the server's CPU
 * time per answered request (/proc): on a shared machine it moves far less than requests/s
 * (decision 023).
 */
async function measured(context: BenchContext, label: string, load: Load) {
  const before = context.cpuMs();
  const result = await runLoad(load);
  const cpuMs = (context.cpuMs() ?? NaN) - (before ?? NaN);
  const perRequest = Number.isFinite(cpuMs)
    ? `server CPU ${Math.round((cpuMs * 1000) / Math.max(1, result.requests))} µs a request`
    : 'server CPU not readable here';
  return {
    result,
    cpuNote: `${context.database} ${label} (load by ${result.generator}): ${perRequest}`,
  };
}

async function fetchPaper(context: BenchContext, headers: Record<string, string>, which: PaperSet) {
  const { path, headers: auth } = await prepare(context, which);
  const all = { ...auth, ...headers };
  const first = await fetch(`${context.url}${path}`, { headers: all });
  if (!first.ok) throw new Error(`paper: ${first.status}`);
  return {
    url: `${context.url}${path}`,
    headers: all,
    etag: first.headers.get('etag') ?? '',
    // fetch decodes the body: the size on the wire is the header's.
    bytes: Number(first.headers.get('content-length')),
  };
}

const healthLoad = (context: BenchContext, durationS: number): Load => ({
  url: `${context.url}/health`,
  connections: STUDENTS,
  durationS,
});

/**
 * The 304 at saturation and /health in turns of 4 s (304, /health, 304, /health): the row is the
 * 304's 8 s, its ratio that to the /health of the same minutes.
 */
async function saturated304BesideHealth(context: BenchContext): Promise<Measurement> {
  const turns: Measurement[] = [];
  const health: Measurement[] = [];
  for (let turn = 0; turn < 2; turn++) {
    turns.push(await paperLoad(context, '304', { durationS: 4 }));
    health.push((await measured(context, '/health', healthLoad(context, 4))).result.measurement);
  }
  const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const baselineRps = mean(health.map((m) => m.rps));
  return {
    rps: mean(turns.map((m) => m.rps)),
    p50: mean(turns.map((m) => m.p50)),
    p99: Math.max(...turns.map((m) => m.p99)),
    errors: turns.reduce((sum, m) => sum + m.errors, 0),
    baselineRps,
    note: `${turns.map((m) => m.note).join('; ')}; /health in the turns between: ${health
      .map((m) => m.rps)
      .join(' and ')} req/s`,
  };
}

/** The paper fetched by 2,000 connections for 8 s: br, gzip, or br with its ETag (304). */
async function paperLoad(
  context: BenchContext,
  answer: 'br' | 'gzip' | '304',
  {
    ratePerConnection,
    durationS = 8,
    which = 'mock test',
  }: { ratePerConnection?: number; durationS?: number; which?: PaperSet } = {},
): Promise<Measurement> {
  const coding = answer === 'gzip' ? 'gzip' : 'br';
  const { url, headers, bytes, etag } = await fetchPaper(
    context,
    { 'accept-encoding': coding },
    which,
  );
  const conditional: Record<string, string> = answer === '304' ? { 'if-none-match': etag } : {};
  if (answer === '304') {
    const check = await fetch(url, { headers: { ...headers, ...conditional } });
    if (check.status !== 304) throw new Error(`the paper's ETag answered ${check.status}`);
  }
  const paced = ratePerConnection ? `, ${ratePerConnection}/s a connection` : '';
  const label = `${which === 'mock test' ? '' : 'shuffled, pooled '}${answer} paper${paced}`;
  const { result, cpuNote } = await measured(context, label, {
    url,
    headers: { ...headers, ...conditional },
    connections: STUDENTS,
    durationS,
    ...(ratePerConnection && { ratePerConnection }),
    // For the 304 that is the answer wanted; anything else counts as an error.
    ...(answer === '304' && { expectStatus: 304 }),
  });
  const size = answer === '304' ? '' : `, ${bytes} bytes a paper`;
  return { ...result.measurement, note: `${cpuNote}${size}` };
}

export const paperScenarios: ScenarioGroup = {
  name: 'exam start',
  scenarios: [
    {
      // The same 2,000 connections as the papers: at 100, /health measured the machine at another
      // load, not the route's own cost (decision 030).
      name: `health (baseline), ${STUDENTS} conns`,
      baseline: true,
      run: async (context) => {
        const { result, cpuNote } = await measured(context, '/health', healthLoad(context, 8));
        return { ...result.measurement, note: cpuNote };
      },
    },
    // At saturation: every connection asks again as soon as it is answered. What the server can
    // serve, and what the 304 costs beside /health; the latency here is the queue of 2,000.
    {
      name: `paper at saturation, br, ${STUDENTS} conns`,
      run: (context) => paperLoad(context, 'br'),
    },
    {
      name: `paper at saturation, 304, ${STUDENTS} conns`,
      budget: SATURATED_304_BUDGET,
      run: saturated304BesideHealth,
    },
    // The budget's load: 2,000 students at once, 6,000 requests a second offered.
    ...(['br', 'gzip', '304'] as const).map((answer) => ({
      name: `exam start: 100-q paper, ${answer}, ${STUDENTS} students, ${STUDENTS * FETCHES_PER_STUDENT_PER_S}/s offered`,
      budget: EXAM_START_BUDGET,
      run: (context: BenchContext) =>
        paperLoad(context, answer, { ratePerConnection: FETCHES_PER_STUDENT_PER_S }),
    })),
  ],
};

/**
 * Issue 25: the same budget for a set whose questions and options are shuffled per candidate and
 * whose second section is drawn per candidate: its paper is one cached document all the same (the
 * pool rides in it, so it is larger), as the order and the draw belong to the attempt.
 */
export const paperPerCandidateScenarios: ScenarioGroup = {
  name: 'exam start, a paper per candidate',
  scenarios: (['br', '304'] as const).map((answer) => ({
    name: `exam start: shuffled, pooled 100-q paper, ${answer}, ${STUDENTS} students, ${STUDENTS * FETCHES_PER_STUDENT_PER_S}/s offered`,
    budget: EXAM_START_BUDGET,
    run: (context: BenchContext) =>
      paperLoad(context, answer, {
        ratePerConnection: FETCHES_PER_STUDENT_PER_S,
        which: 'paper per candidate',
      }),
  })),
};
