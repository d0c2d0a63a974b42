import http from 'node:http';
import type { BenchContext, Measurement, ScenarioGroup } from '../scenario.ts';
import { tenantHeaders } from './catalogue.ts';

/** Issue 12: a 10,000-row roster, previewed and imported in one transaction through the staff API. */
const ROWS = 10_000;
/** The demo seed's teacher (apps/server/src/db/seed-staff.ts DEMO_TEACHER). */
const DEMO_TEACHER = { email: 'teacher@demo.test', password: 'Teacher@1234' };

async function staffToken(url: string) {
  const res = await fetch(`${url}/v2/api/admin/auth/login`, {
    method: 'POST',
    headers: tenantHeaders,
    body: JSON.stringify({ email: DEMO_TEACHER.email, password: DEMO_TEACHER.password }),
  });
  if (!res.ok) throw new Error(`staff login: ${res.status}`);
  return ((await res.json()) as { response: { token: string } }).response.token;
}

function roster(prefix: string) {
  const lines = ['name,father_name,mother_name,mobile_or_email,roll_number,class,section'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(
      `Student ${i},Father ${i},Mother ${i},${prefix}.${i}@bench.test,R${i},10,A`,
    );
  return Buffer.from(lines.join('\n')).toString('base64');
}

/** One POST through node:http: fetch gives up on an answer that takes over 300 s. */
function post(url: string, token: string, body: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...tenantHeaders, authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function timed(url: string, path: string, token: string, body: unknown) {
  const started = performance.now();
  const { status, text } = await post(`${url}${path}`, token, body);
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
  const file = { fileName: 'district.csv', dataBase64: roster(prefix) };
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
