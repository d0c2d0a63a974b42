import { catalogueScenarios } from './scenarios/catalogue.ts';
import { paperScenarios } from './scenarios/papers.ts';
import { resultScenarios } from './scenarios/results.ts';
import { saveScenarios } from './scenarios/saves.ts';
import { questionStatsScenarios } from './scenarios/question-stats.ts';
import type { BenchDatabase, ScenarioGroup } from './scenario.ts';
import { adminQuery, startServer } from './server.ts';

/**
 * npm run bench: every scenario against the production server, on PGlite and (when one answers) on
 * PostgreSQL. Figures are only compared within one run, as ratios to that run's baseline.
 * `npm run bench -- saves` runs only the groups whose name contains "saves".
 */
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases: BenchDatabase[] = ['pglite'];
if (
  await adminQuery(pgAdminUrl, 'select 1').then(
    () => true,
    () => false,
  )
)
  databases.push('postgres');

const filter = process.argv[2]?.toLowerCase();
// BENCH_PORT: another port when several runs share a machine.
const basePort = Number(process.env.BENCH_PORT ?? 3900);
const groups: ScenarioGroup[] = [
  catalogueScenarios,
  paperScenarios,
  saveScenarios,
  resultScenarios,
  questionStatsScenarios,
].filter((group) => !filter || group.name.toLowerCase().includes(filter));

interface Row {
  scenario: string;
  database: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'ratio to baseline': string;
}
const rows: Row[] = [];
const notes: string[] = [];

for (const [index, database] of databases.entries()) {
  const server = await startServer(database, basePort + index, pgAdminUrl);
  try {
    for (const group of groups) {
      let baseline: number | undefined;
      for (const scenario of group.scenarios) {
        if (scenario.databases && !scenario.databases.includes(database)) continue;
        const result = await scenario.run(server);
        if (scenario.baseline) baseline = result.rps;
        if (result.note) notes.push(result.note);
        rows.push({
          scenario: scenario.name,
          database,
          'req/s': result.rps,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          errors: result.errors,
          'ratio to baseline': baseline ? (result.rps / baseline).toFixed(2) : '-',
        });
      }
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
for (const note of notes) console.log(note);
