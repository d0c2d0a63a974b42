import { expect, it } from 'vitest';
import { orgFixture } from '../test/fixtures.ts';
import { describeOnProductionDatabase, type Harness } from '../test/harness.ts';
import {
  hostileBodyTexts,
  HOSTILE_URL_VALUES,
  hostileValuesFor,
  jsonText,
  sampleOf,
  seededRandom,
  slotsOf,
  withValueAt,
  type JsonSchema,
} from '../test/hostile-input.ts';
import { fetchPaper, record, setIdOf, start } from '../test/attempts.ts';
import { RESUME } from '../test/student-paths.ts';
import { tenantHeaders } from '../test/requests.ts';
import { freshIp, registerAndLogin, post, type LoggedIn } from '../test/students.ts';
import { staffLogin, twoInstituteFixture } from './routes/admin/test-helpers.ts';

/**
 * Every operation of the OpenAPI document, called with hostile input — bodies nested 5,000
 * levels deep, numbers beyond the database's columns, 100 KB strings, NUL characters, wrong types,
 * lists for objects, `__proto__` keys, script and data addresses — without a token, with a
 * student's and with a staff member's. No answer may be a 5xx or carry a stack trace, no object's
 * prototype may change, and another student's answers must stay exactly as they were.
 *
 * Deterministic: the values one slot gets besides those aimed at its type come from a seeded
 * generator, so a failure repeats on every run.
 */

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };
type Caller = 'nobody' | 'student' | 'staff';

const SEED = 28;
/** Hostile bodies per operation and caller: enough to reach every kind of field, within a minute. */
const MAX_BODY_CALLS = 60;
/** Registration, logins and password changes run scrypt on every call by design (~50-100 ms). */
const HASHING = /\/(save|authenticate|login|password-reset|change\/password)$/;
const MAX_HASHING_BODY_CALLS = 12;

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const CSV_BASE64 = Buffer.from('name,key\r\nFuzz,fuzz-1\r\n').toString('base64');

/**
 * What the generated base body misses for an operation to get past its contract's refinements,
 * so that one hostile field at a time reaches the handler and the database there too.
 */
const BASE_PATCHES: Record<string, Record<string, unknown>> = {
  'POST /v2/api/admin/questions': {
    body: {
      type: 'single',
      textEn: '<p>Q</p>',
      options: [{ textEn: 'a', correct: true }, { textEn: 'b' }],
    },
  },
  'PUT /v2/api/admin/questions/{id}': {
    body: {
      type: 'single',
      textEn: '<p>Q</p>',
      options: [{ textEn: 'a', correct: true }, { textEn: 'b' }],
    },
  },
  'POST /v2/api/admin/students': { instituteId: 1 },
  'POST /v2/api/admin/schedules': { closesAt: '2026-01-02T00:00:00.000Z' },
  'PUT /v2/api/admin/schedules/{id}': { closesAt: '2026-01-02T00:00:00.000Z' },
  'POST /v2/api/admin/sets/{id}/questions/{questionId}/key': { answerOptionId: 1 },
  'POST /v2/api/cbt/student/save/response': { timeLeft: '10:00' },
  'POST /v2/api/admin/media': { dataBase64: PNG_BASE64 },
  'POST /v2/api/admin/imports/preview': { fileName: 'bank.csv', dataBase64: CSV_BASE64 },
  'POST /v2/api/admin/imports': { fileName: 'bank.csv', dataBase64: CSV_BASE64 },
  'POST /v2/api/admin/enrolment/preview': { fileName: 'roster.csv', dataBase64: CSV_BASE64 },
  'POST /v2/api/admin/enrolment': { fileName: 'roster.csv', dataBase64: CSV_BASE64 },
};

function shuffled<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|"stack"/;

interface Call {
  url: string;
  body?: string;
  what: string;
}

/** The calls for one operation; `full` gives every slot every shape, else a seeded few. */
function callsFor(
  method: string,
  path: string,
  operation: Operation,
  full: boolean,
  random: () => number,
): Call[] {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const queryNames = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const sample = schema ? sampleOf(schema) : undefined;
  const patch = BASE_PATCHES[`${method} ${path}`];
  const base = patch ? { ...(sample as object), ...patch } : sample;
  const baseBody = schema ? jsonText(base) : undefined;
  // A path parameter of a few named values (a file format) gets the first; an id gets 1.
  const plainValue = (n: string) => {
    const param = operation.parameters?.find((p) => p.in === 'path' && p.name === n);
    return param?.schema?.enum ? String(sampleOf(param.schema)) : '1';
  };
  const urlWith = (name: string, value: string) =>
    path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? value : plainValue(n)));
  const requiredQuery = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema ?? {})))}`);
  const withQuery = (url: string, ...more: string[]) =>
    [...requiredQuery, ...more].length ? `${url}?${[...requiredQuery, ...more].join('&')}` : url;
  const baseUrl = withQuery(urlWith('', '1'));
  const pick = <T>(list: T[], count: number) =>
    full
      ? list
      : Array.from(
          { length: Math.min(count, list.length) },
          () => list[Math.floor(random() * list.length)] as T,
        );

  const calls: Call[] = [{ url: baseUrl, body: baseBody, what: 'base' }];
  for (const name of pathNames) {
    for (const value of pick(HOSTILE_URL_VALUES, 1)) {
      calls.push({ url: withQuery(urlWith(name, value)), body: baseBody, what: `path ${name}` });
    }
  }
  for (const name of queryNames) {
    for (const value of pick(HOSTILE_URL_VALUES, 1)) {
      calls.push({
        url: withQuery(urlWith('', '1'), `${name}=${value}`),
        body: baseBody,
        what: `query ${name}`,
      });
    }
    if (full)
      calls.push({
        url: withQuery(urlWith('', '1'), `${name}=1`, `${name}=2`),
        what: `query ${name} twice`,
      });
  }
  if (queryNames.length) {
    calls.push({
      url: `${baseUrl}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`,
      what: 'query __proto__',
    });
  }
  if (schema) {
    for (const text of hostileBodyTexts(base))
      calls.push({ url: baseUrl, body: text, what: 'body shape' });
    const bodies = pick(slotsOf(schema), 3).flatMap((slot) =>
      pick(hostileValuesFor(slot.kind, random), 2).map((value) => ({ slot, value })),
    );
    const cap = HASHING.test(path) ? MAX_HASHING_BODY_CALLS : MAX_BODY_CALLS;
    for (const { slot, value } of shuffled(bodies, random).slice(0, cap)) {
      calls.push({
        url: baseUrl,
        body: jsonText(withValueAt(base, slot.path, value)),
        what: `body.${slot.path.join('.')}`,
      });
    }
  }
  return calls;
}

/** The text of an answer read as a stream; an event stream's is not waited for (it stays open). */
async function streamedText(res: {
  headers: Record<string, unknown>;
  stream(): NodeJS.ReadableStream;
}) {
  const stream = res.stream() as NodeJS.ReadableStream & { destroy(): void };
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return '';
  }
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function answersOf(h: Harness, who: LoggedIn, setId: number, examId: number) {
  const res = await post(h, who, RESUME, {
    orgId: who.student.orgId,
    studentId: who.student.studentId,
    examId,
    setId,
    attemptNo: 1,
  });
  return res.body.response.responses.map(
    (r: { questionId: number; answerId: number; seq: number }) => [r.questionId, r.answerId, r.seq],
  );
}

describeOnProductionDatabase('OpenAPI fuzz', (h) => {
  it('answers every operation with hostile input without a 5xx, a stack trace, a polluted prototype or touching another student', async () => {
    await h.reset();
    await h.importContent(twoInstituteFixture(), orgFixture('other-org', 'other-institute'));
    const attacker = await registerAndLogin(h, { name: 'Mallory' });
    const victim = await registerAndLogin(h, { name: 'Victim' });
    const staff = await staffLogin(h, 'org-admin');
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
    const before = await answersOf(h, victim, setId, paper.exam.examId);

    const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
      )
      .filter(({ method }) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method))
      // Logging out revokes the token the later calls use.
      .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
    expect(operations.length).toBeGreaterThan(100);

    const random = seededRandom(SEED);
    const tokens: Record<Caller, string | undefined> = {
      nobody: undefined,
      student: attacker.token,
      staff: staff.token,
    };
    const failures: string[] = [];
    let calls = 0;
    for (const { path, method, op } of operations) {
      const owner: Caller = path.startsWith('/v2/api/admin/') ? 'staff' : 'student';
      const streaming = Boolean(op.responses?.['200']?.content?.['text/event-stream']);
      for (const caller of ['nobody', 'student', 'staff'] as const) {
        for (const call of callsFor(method, path, op, caller === owner, random)) {
          calls += 1;
          const token = tokens[caller];
          const res = await h.app.inject({
            method: method as 'GET',
            url: call.url,
            remoteAddress: freshIp(),
            headers: {
              ...tenantHeaders(),
              ...(token && { authorization: `Bearer ${token}` }),
              ...(call.body !== undefined && { 'content-type': 'application/json' }),
            },
            ...(call.body !== undefined && { payload: call.body }),
            // An event stream stays open (the attacker's own attempt, started above): its answer
            // is read as a stream, and an open one is let go once its status is known.
            ...(streaming && { payloadAsStream: true }),
          });
          const body = streaming ? await streamedText(res) : res.body;
          if (res.statusCode >= 500 || STACK_TRACE.test(body)) {
            failures.push(
              `${caller} ${method} ${call.url.slice(0, 100)} ${call.what} ${call.body?.slice(0, 100) ?? ''} → ${res.statusCode} ${body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(3_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await answersOf(h, victim, setId, paper.exam.examId)).toEqual(before);
  }, 120_000);
});
