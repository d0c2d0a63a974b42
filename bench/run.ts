import type autocannon from 'autocannon';
import { catalogueScenarios } from './scenarios/catalogue.ts';
import { adminQuery, startServer } from './server.ts';

/**
 * npm run bench: every scenario against the production server, on PGlite and (when one answers) on
 * PostgreSQL. Figures are only compared within one run, as ratios to that run's baseline.
 */
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases: ('pglite' | 'postgres')[] = ['pglite'];
if (await adminQuery(pgAdminUrl, 'select 1').then(() => true, () => false)) databases.push('postgres');

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

for (const [index, database] of databases.entries()) {
  const server = await startServer(database, 3900 + index, pgAdminUrl);
  try {
    let baseline: number | undefined;
    for (const scenario of catalogueScenarios) {
      const result: autocannon.Result = await scenario.run(server.url);
      const rps = Math.round(result.requests.average);
      if (scenario.baseline) baseline = rps;
      rows.push({
        scenario: scenario.name,
        database,
        'req/s': rps,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
        'ratio to baseline': baseline ? (rps / baseline).toFixed(2) : '-',
      });
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
