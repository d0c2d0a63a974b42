import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { institutes } from '../db/schema.ts';
import { ensureStaff } from '../db/seed-staff.ts';
import { STAFF_PASSWORD, twoInstituteFixture } from '../routes/admin/test-helpers.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { registerAndLogin, TEST_PASSWORD } from '../../test/students.ts';

const SHELL = `<!doctype html><html><head><title>ExamPrep</title></head>
<body><div id="root"></div></body></html>`;
const TENANT_A = tenantHeaders();
const TENANT_B = tenantHeaders('test-org', 'test-institute-b');

function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  return dir;
}

describeEachDatabase(
  'a staff member on the wrong site; a deactivated institute (issue 24)',
  (h) => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    let instituteB = 0;
    let emails = 0;

    const call = (
      method: 'GET' | 'POST',
      url: string,
      tenant: Record<string, string>,
      options: { token?: string; body?: unknown; host?: string } = {},
    ) =>
      app.inject({
        method,
        url,
        headers: {
          ...tenant,
          host: options.host ?? 'localhost',
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(options.body !== undefined && { payload: JSON.stringify(options.body) }),
      });
    /** A staff member of an institute (by token), and the answer of their login with `tenant`. */
    const member = async (
      role: 'teacher' | 'org-admin',
      of: string,
      tenant: Record<string, string>,
    ) => {
      emails += 1;
      const email = `${role}.site.${emails}@staff.test`;
      await ensureStaff(h.database.db, {
        orgToken: 'test-org',
        instituteToken: of,
        role,
        email,
        password: STAFF_PASSWORD,
        name: `${role} ${emails}`,
      });
      return call('POST', '/v2/api/admin/auth/login', tenant, {
        host: tenant === TENANT_A ? 'a.localhost:4301' : 'b.localhost:4301',
        body: { email, password: STAFF_PASSWORD },
      });
    };
    const page = (host: string) =>
      app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });

    beforeAll(async () => {
      await h.importContent(twoInstituteFixture());
      const db = h.database.db;
      await db
        .update(institutes)
        .set({ slug: 'a' })
        .where(eq(institutes.instituteToken, 'test-institute'));
      const [b] = await db
        .update(institutes)
        .set({ slug: 'b', nameHi: 'दूसरा संस्थान' })
        .where(eq(institutes.instituteToken, 'test-institute-b'))
        .returning({ id: institutes.id });
      instituteB = b?.id ?? 0;
      app = await buildApp({ database: h.database, webDist: webDist(), catalogueCacheMs: 0 });
    });
    afterAll(async () => {
      await app.close();
    });

    it("tells a teacher of B on A's console where to log in; an org-admin uses any site", async () => {
      const wrong = await member('teacher', 'test-institute-b', TENANT_A);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({
        code: 'OTHER_INSTITUTE',
        message:
          'Your account belongs to Second institute. Log in on its site: http://b.localhost:4301/admin/login',
        site: { name: 'Second institute', nameHi: 'दूसरा संस्थान' },
      });
      expect(wrong.json().response).toBeNull();
      expect((await member('teacher', 'test-institute-b', TENANT_B)).statusCode).toBe(200);
      expect((await member('org-admin', 'test-institute', TENANT_B)).statusCode).toBe(200);
    });

    it("closes a deactivated institute's site, refuses its tokens, and reopens on reactivation", async () => {
      const admin = (await member('org-admin', 'test-institute', TENANT_A)).json().response
        .token as string;
      const teacherB = (await member('teacher', 'test-institute-b', TENANT_B)).json().response
        .token as string;
      const student = await registerAndLogin(h, { tenant: TENANT_B });
      const login = (tenant: Record<string, string>) =>
        call('POST', '/v2/api/cbt/student/authenticate', tenant, {
          body: { username: student.username, password: TEST_PASSWORD },
        });
      expect((await page('b.localhost')).statusCode).toBe(200);
      // B's student's session, presented with A's tokens, as a copied login would be.
      const me = () =>
        call('POST', '/v2/api/cbt/student/get/by/token', TENANT_A, {
          token: student.token,
          body: {},
        });
      expect((await me()).statusCode).toBe(200);

      // Not from B's own site: its next call would be refused.
      const own = await call(
        'POST',
        `/v2/api/admin/institutes/${instituteB}/deactivate`,
        TENANT_B,
        {
          token: admin,
        },
      );
      expect(own.statusCode).toBe(409);
      const off = await call(
        'POST',
        `/v2/api/admin/institutes/${instituteB}/deactivate`,
        TENANT_A,
        {
          token: admin,
        },
      );
      expect(off.statusCode, off.body).toBe(200);

      const closed = await page('b.localhost');
      expect(closed.statusCode).toBe(403);
      expect(closed.body).toContain("This institute's site is closed");
      expect(closed.body).toContain('इस संस्थान की साइट बंद है');
      expect(closed.body).toContain('दूसरा संस्थान');
      expect(closed.body).not.toContain('test-institute-b');
      expect((await page('a.localhost')).statusCode).toBe(200);

      for (const res of [
        await login(TENANT_B),
        await login(TENANT_A),
        await call('POST', '/v2/api/cbt/exam/category/get/all', TENANT_B, { body: {} }),
        await call('GET', '/v2/api/admin/auth/me', TENANT_A, { token: teacherB }),
        await me(),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('INSTITUTE_CLOSED');
        expect(res.json().message).toContain("This institute's site is closed");
      }

      const on = await call('POST', `/v2/api/admin/institutes/${instituteB}/reactivate`, TENANT_A, {
        token: admin,
      });
      expect(on.statusCode).toBe(200);
      expect((await page('b.localhost')).statusCode).toBe(200);
      expect((await login(TENANT_B)).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);
      expect(
        (await call('GET', '/v2/api/admin/auth/me', TENANT_B, { token: teacherB })).statusCode,
      ).toBe(200);
    });
  },
);
