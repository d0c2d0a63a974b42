import { adminResultScenarios } from './scenarios/admin-results.ts';
import { catalogueScenarios } from './scenarios/catalogue.ts';
import { paperScenarios } from './scenarios/papers.ts';
import { resultScenarios } from './scenarios/results.ts';
import { saveScenarios } from './scenarios/saves.ts';
import { startBurstScenarios } from './scenarios/start-burst.ts';
import { rosterImportScenarios } from './scenarios/roster-import.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { budgetMet, budgetText, type BenchDatabase, type ScenarioGroup } from './scenario.ts';
import { questionStatsScenarios } from './scenarios/question-stats.ts';
import { adminQuery, startServer } from './server.ts';
import { runLighthouse, type LighthouseRow } from './lighthouse.ts';

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
  rosterImportScenarios,
  adminResultScenarios,
  questionStatsScenarios,
  startBurstScenarios,
].filter((group) => !filter || group.name.toLowerCase().includes(filter));

interface Row {
  scenario: string;
  database: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'ratio to baseline': string;
  budget: string;
  met: 'yes' | 'no' | '-';
}
const rows: Row[] = [];
const notes: string[] = [];
const budgets = new Map<string, string>();

// `npm run bench -- lighthouse` starts no autocannon server.
for (const [index, database] of (groups.length > 0 ? databases : []).entries()) {
  const server = await startServer(database, basePort + index, pgAdminUrl);
  try {
    for (const group of groups) {
      let baseline: number | undefined;
      for (const scenario of group.scenarios) {
        if (scenario.databases && !scenario.databases.includes(database)) continue;
        const result = await scenario.run(server);
        if (scenario.baseline) baseline = result.rps;
        if (result.note) notes.push(result.note);
        const ratio = baseline ? result.rps / baseline : undefined;
        rows.push({
          scenario: scenario.name,
          database,
          'req/s': result.rps,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          errors: result.errors,
          'ratio to baseline': ratio !== undefined ? ratio.toFixed(2) : '-',
          budget: budgetText(scenario.budget, database),
          met: budgetMet(scenario.budget, database, result, ratio),
        });
        if (scenario.budget) budgets.set(scenario.name, scenario.budget.source);
      }
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
for (const note of notes) console.log(note);

// Lighthouse (issue 10, DESIGN.md §8): its own table, the pages a student meets first.
let lighthouse: LighthouseRow[] = [];
if (!filter || 'lighthouse'.includes(filter)) {
  lighthouse = await runLighthouse();
  console.log(
    'Lighthouse (budgets: accessibility, best practices, SEO 100; mobile performance >= 90; CLS < 0.1)',
  );
  console.table(lighthouse);
}

// The same table as JSON, kept beside the code so runs on different days can be read side by side.
const at = new Date().toISOString();
const file = `bench/results/${at.replace(/[:.]/g, '-')}.json`;
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  file,
  JSON.stringify(
    {
      at,
      machine: { cores: cpus().length, node: process.version },
      filter: filter ?? null,
      rows: rows.map((row) => ({
        ...row,
        met: row.met === '-' ? null : row.met === 'yes',
        source: row.met === '-' ? null : (budgets.get(row.scenario) ?? null),
      })),
      notes,
      lighthouse: lighthouse.map((row) => ({ ...row, met: row.met === 'yes' })),
    },
    null,
    2,
  ) + '\n',
);
console.log(`Written to ${file}`);
const missed = rows.filter((row) => row.met === 'no');
if (missed.length > 0)
  console.log(`Budgets missed: ${missed.map((row) => row.scenario).join('; ')}`);
