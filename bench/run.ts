import { adminResultScenarios } from './scenarios/admin-results.ts';
import { catalogueScenarios } from './scenarios/catalogue.ts';
import { districtScenarios } from './scenarios/district.ts';
import { workerScenarios } from './scenarios/district-workers.ts';
import { paperPerCandidateScenarios, paperScenarios } from './scenarios/papers.ts';
import { resultScenarios } from './scenarios/results.ts';
import { saveScenarios } from './scenarios/saves.ts';
import { startBurstScenarios } from './scenarios/start-burst.ts';
import { rosterImportScenarios } from './scenarios/roster-import.ts';
import { shiftScenarios } from './scenarios/shift.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import {
  budgetMet,
  budgetText,
  type BenchDatabase,
  type Measurement,
  type ScenarioGroup,
} from './scenario.ts';
import { questionStatsScenarios } from './scenarios/question-stats.ts';
import { adminQuery, startServer } from './server.ts';
import { runLighthouse, type LighthouseRow } from './lighthouse.ts';

const benchStarted = performance.now();

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
  paperPerCandidateScenarios,
  saveScenarios,
  resultScenarios,
  rosterImportScenarios,
  adminResultScenarios,
  questionStatsScenarios,
  startBurstScenarios,
  districtScenarios,
  workerScenarios,
  shiftScenarios,
].filter((group) => !filter || group.name.toLowerCase().includes(filter));
/** A database gets a server only if a chosen scenario runs on it. */
const runsOn = (database: BenchDatabase) =>
  groups.some((group) =>
    group.scenarios.some(
      (scenario) => !scenario.databases || scenario.databases.includes(database),
    ),
  );

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
/** The simulations' counts (students, saves acknowledged, found, lost…), one row per run. */
const counted: Record<string, string | number>[] = [];
const notes: string[] = [];
/** Where the run's time goes (issue 13: the whole run under 15 minutes). */
const groupSeconds: Record<string, number> = {};
const budgets = new Map<string, string>();

// `npm run bench -- lighthouse` starts no autocannon server.
for (const [index, database] of databases.entries()) {
  if (!runsOn(database)) continue;
  const server = await startServer(database, basePort + index, pgAdminUrl);
  try {
    for (const group of groups) {
      const groupStarted = performance.now();
      const rowsBefore = rows.length;
      let baseline: number | undefined;
      for (const scenario of group.scenarios) {
        if (scenario.databases && !scenario.databases.includes(database)) continue;
        const scenarioStarted = performance.now();
        process.stderr.write(`${group.name} (${database}): ${scenario.name} …`);
        // A scenario that fails is a row with an error, not the end of the whole run.
        const result = await scenario.run(server).catch((error: unknown): Measurement => ({
          rps: 0,
          p50: 0,
          p99: 0,
          errors: 1,
          note: `${scenario.name}: failed: ${error instanceof Error ? error.message : String(error)}`,
        }));
        process.stderr.write(` ${Math.round((performance.now() - scenarioStarted) / 1000)} s\n`);
        if (scenario.baseline) baseline = result.rps;
        if (result.note) notes.push(result.note);
        if (result.counts) {
          counted.push({
            scenario: scenario.name,
            ...result.counts,
            'p50 ms': result.p50,
            'p99 ms': result.p99,
          });
        }
        const against = result.baselineRps ?? baseline;
        const ratio = against ? result.rps / against : undefined;
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
      if (rows.length > rowsBefore) {
        const seconds = Math.round((performance.now() - groupStarted) / 1000);
        groupSeconds[`${group.name} (${database})`] = seconds;
      }
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
if (counted.length > 0) console.table(counted);
for (const note of notes) console.log(note);

// Lighthouse (issue 10, DESIGN.md §8): its own table, the pages a student meets first.
let lighthouse: LighthouseRow[] = [];
if (!filter || 'lighthouse'.includes(filter)) {
  const lighthouseStarted = performance.now();
  lighthouse = await runLighthouse(basePort);
  groupSeconds.lighthouse = Math.round((performance.now() - lighthouseStarted) / 1000);
  console.log(
    'Lighthouse (budgets: accessibility, best practices, SEO 100; mobile performance >= 90; CLS < 0.1)',
  );
  console.table(lighthouse);
}

// Issue 13: the whole run must stay under 15 minutes on the 2-core machine.
const totalS = Math.round((performance.now() - benchStarted) / 1000);

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
      totalSeconds: totalS,
      groupSeconds,
      rows: rows.map((row) => ({
        ...row,
        met: row.met === '-' ? null : row.met === 'yes',
        source: row.met === '-' ? null : (budgets.get(row.scenario) ?? null),
      })),
      simulations: counted,
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
const perGroup = Object.entries(groupSeconds).map(([group, s]) => `${group} ${s} s`);
console.log(`Total: ${Math.floor(totalS / 60)} min ${totalS % 60} s (${perGroup.join(', ')})`);
