import { Writable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createHs256 } from '../lib/jwt.ts';
import { LOG_REDACT_PATHS } from '../lib/log-redact.ts';
import { loadTokenSecret } from '../lib/tokens.ts';
import { readEnv } from '../env.ts';
import { staffLogin } from '../routes/admin/test-helpers.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase, type Harness } from '../../test/harness.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { freshUsername, registerAndLogin } from '../../test/students.ts';
import { assertOwn, authPlugin, requireStudent } from './auth.ts';
import { tenancyPlugin } from './tenancy.ts';

describeEachDatabase('auth', (h) => {
  beforeAll(async () => {
    await h.importContent(orgFixture());
  });

  it("assertOwn refuses another student's, organisation's or institute's id with 403", async () => {
    // A later feature's route (answer saves, results) guarded the same way.
    const app = await buildApp({ database: h.database });
    await app.register(async (api) => {
      await api.register(tenancyPlugin);
      await api.register(authPlugin);
      await api.register(async (scope) => {
        scope.addHook('onRequest', requireStudent);
        scope.post('/v2/api/cbt/probe/own', async (request) => {
          assertOwn(request, request.body as Parameters<typeof assertOwn>[1]);
          return { ok: true };
        });
      });
    });
    try {
      const me = await registerAndLogin(h);
      const someoneElse = await registerAndLogin(h);
      const probe = async (body: object) => {
        const res = await app.inject({
          method: 'POST',
          url: '/v2/api/cbt/probe/own',
          headers: { ...tenantHeaders(), authorization: `Bearer ${me.token}` },
          payload: body,
        });
        return { status: res.statusCode, body: res.json() };
      };
      const other = await probe({ studentId: someoneElse.student.studentId });
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ status: 0, code: 'FORBIDDEN' });
      expect(other.body.message).toMatch(/^You can only use your own student account/);
      expect((await probe({ orgId: me.student.orgId + 1000 })).status).toBe(403);
      expect((await probe({ instituteId: me.student.instituteId + 1000 })).status).toBe(403);
      const own = await probe({
        studentId: me.student.studentId,
        orgId: me.student.orgId,
        instituteId: me.student.instituteId,
      });
      expect(own.status).toBe(200);
      expect((await probe({ studentId: 0, orgId: 0 })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 401, never 500, to tampered, wrong-algorithm, expired, wrong-audience and malformed tokens', async () => {
    const me = await registerAndLogin(h);
    const teacher = await staffLogin(h, 'teacher');
    // Signed with the server's own secret, so only the named defect makes each token wrong.
    const jwt = createHs256(await loadTokenSecret(h.database.db, readEnv().TOKEN_SECRET), {
      issuer: 'exam-platform',
      audience: 'student',
    });
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
        string,
        unknown
      > & { iss: string; aud: string; sub: string; jti: string; iat: number; exp: number };
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const headed = (token: string, header: object) =>
      `${b64(header)}.${token.split('.').slice(1).join('.')}`;
    const variants = (token: string) => {
      const claims = claimsOf(token);
      const [header, payload, signature = ''] = token.split('.');
      return {
        resigned: jwt.sign(claims),
        tampered: `${header}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`,
        'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        'alg RS256': headed(token, { alg: 'RS256', typ: 'JWT' }),
        expired: jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }),
        'wrong audience': jwt.sign({
          ...claims,
          aud: claims.aud === 'staff' ? 'student' : 'staff',
        }),
        'bad base64': `${header}.${payload}*.${signature}`,
        'bad JSON': `${header}.${Buffer.from('{"sub":').toString('base64url')}.${signature}`,
        'no dots': 'eyJhbGciOiJIUzI1NiJ9',
      };
    };
    const studentStatus = async (token: string) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/v2/api/cbt/student/get/by/token',
          headers: { ...tenantHeaders(), authorization: `Bearer ${token}` },
        })
      ).statusCode;
    const staffStatus = async (token: string) =>
      (
        await h.app.inject({
          method: 'GET',
          url: '/v2/api/admin/auth/me',
          headers: { ...teacher.tenant, authorization: `Bearer ${token}` },
        })
      ).statusCode;
    const students: Record<string, number> = {};
    for (const [name, token] of Object.entries(variants(me.token))) {
      students[name] = await studentStatus(token);
    }
    const staff: Record<string, number> = {};
    for (const [name, token] of Object.entries(variants(teacher.token))) {
      staff[name] = await staffStatus(token);
    }
    const refused = {
      resigned: 200,
      tampered: 401,
      'alg none': 401,
      'alg RS256': 401,
      expired: 401,
      'wrong audience': 401,
      'bad base64': 401,
      'bad JSON': 401,
      'no dots': 401,
    };
    expect(students).toEqual(refused);
    expect(staff).toEqual(refused);
  });

  it('never writes a password or a token to the log, even at trace level', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = await buildApp({
      database: h.database,
      logger: { level: 'trace', stream, redact: LOG_REDACT_PATHS },
    });
    const logged: Harness = { ...h, app } as Harness;
    try {
      const password = 'Unlogged987';
      const { token } = await registerAndLogin(logged, { username: freshUsername(), password });
      const res = await app.inject({
        method: 'POST',
        url: '/v2/api/cbt/student/get/by/token',
        headers: { ...tenantHeaders(), authorization: `Bearer ${token}`, 'x-student-token': token },
      });
      expect(res.statusCode).toBe(200);
      expect(log).toContain('/v2/api/cbt/student/authenticate');
      expect(log).toContain('/v2/api/cbt/student/get/by/token');
      expect(log).not.toContain(password);
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]);
    } finally {
      await app.close();
    }
  });
});
