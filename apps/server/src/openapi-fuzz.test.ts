import { expect, it } from 'vitest';
import { orgFixture } from '../test/fixtures.ts';
import { describeEachDatabase, type Harness } from '../test/harness.ts';
import {
  fetchPaper,
  post,
  record,
  resumeAnswers,
  setIdOf,
  start,
  type LoggedIn,
} from '../test/attempts.ts';
import { registerAndLogin, studentCall } from '../test/students.ts';

/**
 * Every operation of the OpenAPI document, called with malformed, hostile and out-of-range input
 * by a logged-in student: no answer may be a 5xx or carry a stack trace, and another student's
 * answers must stay exactly as they were.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
const HOSTILE_IDS = ['2147483648', '-1', 'abc', '1e309', '0x10', '9'.repeat(40), `1${NUL}`, '%00'];
const HOSTILE_VALUES: unknown[] = [
  NUL,
  '\u0000',
  'x'.repeat(100_000),
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -1,
  1.5,
  true,
  null,
  {},
  [],
  ['a', NUL],
  "'; drop table students; --",
];

/** Bodies built from the operation's schema: each property in turn set to each hostile value. */
function hostileBodies(schema: Schema | undefined): unknown[] {
  const props = schema?.properties;
  if (!props) return [NUL, 2_147_483_648, [], {}, null, [NUL], [2_147_483_648]];
  const base = Object.fromEntries(Object.keys(props).map((k) => [k, 1]));
  const bodies: unknown[] = [{}, base];
  for (const key of Object.keys(props)) {
    for (const value of HOSTILE_VALUES) bodies.push({ ...base, [key]: value });
  }
  return bodies;
}

const fillPath = (path: string, value: string) =>
  path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value).replace('%2500', '%00'));

async function snapshotOf(h: Harness, who: LoggedIn, setId: number, examId: number) {
  const answers = await resumeAnswers(h, who, { setId, examId });
  return answers.map((r) => [r.questionId, r.answerId, r.seq]);
}

describeEachDatabase('OpenAPI fuzz', (h) => {
  it('answers every operation of the document without a 5xx, a stack trace or touching another student', async () => {
    await h.reset();
    await h.importContent(orgFixture());
    const attacker = await registerAndLogin(h, { name: 'Mallory' });
    const victim = await registerAndLogin(h, { name: 'Victim' });
    const setId = await setIdOf(h, 'cgl-mock-1');
    const paper = await fetchPaper(h, victim, setId);
    const attempt = await start(h, victim, setId);
    for (const no of [1, 2]) {
      const saved = await post(
        h,
        victim,
        '/v2/api/cbt/student/save/response',
        record(paper, victim, attempt, no, 1, no),
      );
      expect(saved.status).toBe(200);
    }
    const before = await snapshotOf(h, victim, setId, paper.exam.examId);

    const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
    const failures: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(verb)) continue;
        const hasPathParams = /\{\w+\}/.test(path);
        const urls = hasPathParams ? HOSTILE_IDS.map((v) => fillPath(path, v)) : [path];
        const queryNames = (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name);
        for (const name of queryNames) {
          urls.push(`${fillPath(path, '1')}?${name}=${encodeURIComponent(NUL)}`);
          urls.push(`${fillPath(path, '1')}?${name}=2147483648`);
        }
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const bodies = verb === 'GET' ? [undefined] : hostileBodies(schema);
        const targets = [
          ...urls.map((url) => ({ url, body: bodies[1] ?? bodies[0] })),
          ...bodies.map((body) => ({ url: fillPath(path, '1'), body })),
        ];
        for (const { url, body } of targets) {
          calls += 1;
          const res = await studentCall(h, verb as 'GET', url, {
            token: attacker.token,
            ...(body !== undefined && {
              body: JSON.stringify(body),
              headers: { 'content-type': 'application/json' },
            }),
          });
          const text = JSON.stringify(res.body);
          if (res.status >= 500 || /\bat .+:\d+:\d+|node_modules|stack/.test(text)) {
            failures.push(
              `${verb} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 120)} → ${res.status} ${text.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    expect(await snapshotOf(h, victim, setId, paper.exam.examId)).toEqual(before);
  }, 300_000);
});
