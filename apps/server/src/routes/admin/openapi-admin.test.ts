import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../../../test/students.ts';
import { adminCall, staffLogin, twoInstituteFixture, type StaffSession } from './test-helpers.ts';

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
const HOSTILE = [NUL, 'x'.repeat(60_000), 2_147_483_648, -1, 1.5, true, null, {}, [], [NUL]];
const HOSTILE_IDS = ['2147483648', '-1', 'abc', '1e309', '0'];
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describeEachDatabase('the staff calls in the OpenAPI document', (h) => {
  let doc: Document;
  let admin: StaffSession;

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    admin = await staffLogin(h, 'org-admin');
    doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
  });

  it('lists every staff call, tagged admin', () => {
    for (const [name, { method, path }] of Object.entries(ADMIN_API)) {
      if (!path.startsWith('/v2/api/admin/')) continue;
      const operation = doc.paths[toOpenApi(path)]?.[method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation?.tags, name).toEqual(['admin']);
    }
  });

  it('answers every staff call with 401 without a token and 403 to a student token', async () => {
    const student = await registerAndLogin(h);
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      // Logging in and resetting a forgotten password are the calls made before having a token.
      const beforeLogin =
        path.endsWith('/auth/login') ||
        path.includes('/auth/password-reset') ||
        path.includes('/auth/invitation');
      if (!path.startsWith('/v2/api/admin/') || beforeLogin) continue;
      for (const method of Object.keys(methods)) {
        const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT';
        const url = path.replace(/\{\w+\}/g, '1');
        const body = verb === 'GET' ? undefined : {};
        const anonymous = await adminCall(h, verb, url, { body });
        const asStudent = await adminCall(h, verb, url, { token: student.token, body });
        expect([anonymous.status, asStudent.status], `${verb} ${path}`).toEqual([401, 403]);
        checked.push(`${verb} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(25);
  });

  describe('hostile input from a logged-in org-admin', () => {
    it('never answers 5xx or a stack trace', async () => {
      const failures: string[] = [];
      let calls = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        if (!path.startsWith('/v2/api/admin/') || path.endsWith('/logout')) continue;
        for (const [method, operation] of Object.entries(methods)) {
          const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT';
          const fill = (v: string) => path.replace(/\{\w+\}/g, encodeURIComponent(v));
          const urls = /\{\w+\}/.test(path) ? HOSTILE_IDS.map(fill) : [path];
          for (const p of operation.parameters ?? []) {
            if (p.in === 'query') urls.push(`${fill('1')}?${p.name}=${encodeURIComponent(NUL)}`);
          }
          const props = Object.keys(
            operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
          );
          const base = Object.fromEntries(props.map((k) => [k, 1]));
          const bodies: unknown[] =
            verb === 'GET'
              ? [undefined]
              : [{}, base, ...props.flatMap((k) => HOSTILE.map((v) => ({ ...base, [k]: v })))];
          const targets = [
            ...urls.map((url) => ({ url, body: bodies[0] })),
            ...bodies.map((body) => ({ url: fill('1'), body })),
          ];
          for (const { url, body } of targets) {
            calls += 1;
            const res = await adminCall(h, verb, url, { as: admin, body });
            const text = JSON.stringify(res.body ?? '');
            if (res.status >= 500 || /\bat .+:\d+:\d+|node_modules|stack/.test(text)) {
              failures.push(
                `${verb} ${url.slice(0, 100)} ${JSON.stringify(body)?.slice(0, 100)} → ${res.status} ${text.slice(0, 200)}`,
              );
            }
          }
        }
      }
      expect(calls).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    }, 240_000);
  });
});
