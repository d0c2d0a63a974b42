import type { BenchContext, Measurement, ScenarioGroup } from '../scenario.ts';
import { rosterFile, staffPost, staffToken } from '../enrol.ts';

/** Issue 12: a 10,000-row roster, previewed and imported in one transaction through the staff API. */
const ROWS = 10_000;
async function timed(url: string, path: string, token: string, body: unknown) {
  const started = performance.now();
  const { status, text } = await staffPost(`${url}${path}`, token, body);
  const json = JSON.parse(text) as { response: Record<string, unknown> | null };
  if (status !== 200) console.error(`${path}: ${status} ${text.slice(0, 400)}`);
  return {
    ms: Math.round(performance.now() - started),
    ok: status === 200,
    response: json.response ?? {},
  };
}

async function run(context: BenchContext): Promise<Measurement> {
  const token = await staffToken(context.url);
  const prefix = `bench-${context.database}-${Date.now()}`;
  const file = rosterFile(prefix, ROWS);
  const preview = await timed(context.url, '/v2/api/admin/enrolment/preview', token, file);
  const imported = await timed(context.url, '/v2/api/admin/enrolment', token, {
    ...file,
    confirm: true,
  });
  const created = Number(imported.response.created ?? 0);
  return {
    rps: Math.round((created / Math.max(1, imported.ms)) * 1000),
    p50: preview.ms,
    p99: imported.ms,
    errors: (preview.ok ? 0 : 1) + (imported.ok && created === ROWS ? 0 : 1),
    note:
      `roster import [${context.database}]: ${ROWS} rows previewed in ${preview.ms} ms, ` +
      `imported in ${imported.ms} ms (${created} created; req/s column: rows per second). ` +
      'One-time passwords are hashed with the light parameters of decision 022.',
  };
}

export const rosterImportScenarios: ScenarioGroup = {
  name: 'roster-import',
  scenarios: [
    {
      name: 'roster import of 10,000 rows (p50: preview, p99: import)',
      budget: {
        source: 'DESIGN.md §8: a 10,000-row roster import in seconds (held to 10 s)',
        maxP99Ms: 10_000,
      },
      run,
    },
  ],
};
