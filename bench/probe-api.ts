/**
 * Probe (not part of npm run bench): the save scenario alone, ROUNDS times on one server and one
 * set of students, printing saves/s, p99 and the server's CPU per save of each round.
 * usage: BENCH_PORT=3920 tsx bench/probe-api.ts [postgres|pglite]
 */
import { fromAutocannon } from './scenario.ts';
import { prepareExaminees, saveAnswers } from './scenarios/saves.ts';
import { cpuMsOf, startServer } from './server.ts';

const database = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
const rounds = Number(process.env.ROUNDS ?? 3);
// PROBE_URL + PROBE_PID: a server started by hand (e.g. with --cpu-prof).
const server = process.env.PROBE_URL
  ? {
      url: process.env.PROBE_URL,
      cpuMs: () => cpuMsOf(Number(process.env.PROBE_PID)),
      stop: async () => {},
    }
  : await startServer(
      database,
      Number(process.env.BENCH_PORT ?? 3920),
      'postgres://postgres@127.0.0.1:5432/test',
    );
try {
  const t = performance.now();
  const exam = await prepareExaminees(server.url, `probe-${database}`);
  console.log(`prepared in ${Math.round(performance.now() - t)} ms`);
  for (let round = 0; round < rounds; round++) {
    const { result, cpuUsPerSave } = await saveAnswers(server, exam);
    const m = fromAutocannon(result);
    console.log(
      `${database} round ${round + 1}: ${m.rps}/s p50 ${m.p50} ms p99 ${m.p99} ms errors ${m.errors} (timeouts ${result.timeouts}, non2xx ${result.non2xx}) | server CPU ${cpuUsPerSave} µs/save`,
    );
  }
} finally {
  await server.stop();
}
