import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin } from '../../../test/students.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { adminCall, STAFF_PASSWORD, staffLogin, twoInstituteFixture } from './test-helpers.ts';

const LOGIN = '/v2/api/admin/auth/login';
const ME = '/v2/api/admin/auth/me';
const LOGOUT = '/v2/api/admin/auth/logout';

describeEachDatabase('staff accounts', (h) => {
  beforeAll(async () => {
    await h.importContent(twoInstituteFixture(), orgFixture('other-org', 'other-institute'));
  });

  describe('POST /v2/api/admin/auth/login', () => {
    it('logs a teacher in and tells who they are', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const me = await adminCall(h, 'GET', ME, { as: teacher });
      expect(me.status).toBe(200);
      expect(me.body.response).toMatchObject({
        id: teacher.id,
        email: teacher.email,
        role: 'teacher',
      });
      expect(me.body.response.instituteId).toEqual(expect.any(Number));
    });

    it('gives an org-admin no institute: the whole organisation', async () => {
      const admin = await staffLogin(h, 'org-admin');
      const me = await adminCall(h, 'GET', ME, { as: admin });
      expect(me.body.response).toMatchObject({ role: 'org-admin', instituteId: null });
    });

    it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const wrong = await adminCall(h, 'POST', LOGIN, {
        body: { email: teacher.email, password: 'Wrong@1234' },
      });
      const unknown = await adminCall(h, 'POST', LOGIN, {
        body: { email: 'nobody@staff.test', password: STAFF_PASSWORD },
      });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Invalid e-mail or password');
        expect(res.body.response).toBeNull();
      }
    });

    it('accepts the e-mail in any case and with spaces', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const res = await adminCall(h, 'POST', LOGIN, {
        body: { email: `  ${teacher.email.toUpperCase()} `, password: STAFF_PASSWORD },
      });
      expect(res.status).toBe(200);
    });

    it("does not log a staff member into another organisation's tenant", async () => {
      const teacher = await staffLogin(h, 'teacher');
      const res = await adminCall(h, 'POST', LOGIN, {
        tenant: tenantHeaders('other-org', 'other-institute'),
        body: { email: teacher.email, password: STAFF_PASSWORD },
      });
      expect(res.status).toBe(401);
    });

    it('refuses a deactivated account', async () => {
      const teacher = await staffLogin(h, 'teacher');
      await h.database.db.update(staff).set({ active: false }).where(eq(staff.id, teacher.id));
      const login = await adminCall(h, 'POST', LOGIN, {
        body: { email: teacher.email, password: STAFF_PASSWORD },
      });
      expect(login.status).toBe(401);
      const me = await adminCall(h, 'GET', ME, { as: teacher });
      expect(me.status).toBe(401);
    });

    it('refuses a teacher without an institute rather than showing the whole organisation', async () => {
      const teacher = await staffLogin(h, 'teacher');
      await h.database.db.update(staff).set({ instituteId: null }).where(eq(staff.id, teacher.id));
      const me = await adminCall(h, 'GET', '/v2/api/admin/questions', { as: teacher });
      expect(me.status).toBe(403);
      const login = await adminCall(h, 'POST', LOGIN, {
        body: { email: teacher.email, password: STAFF_PASSWORD },
      });
      expect(login.status).toBe(403);
    });

    it('names the missing field with 400', async () => {
      const res = await adminCall(h, 'POST', LOGIN, { body: { password: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe('body.email');
    });

    it('limits login attempts per e-mail and address with 429, counted in the database', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const ip = '10.200.0.1';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await adminCall(h, 'POST', LOGIN, {
          ip,
          body: { email: teacher.email, password: 'Wrong@1234' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const last = await adminCall(h, 'POST', LOGIN, {
        ip,
        body: { email: teacher.email, password: STAFF_PASSWORD },
      });
      expect(last.status).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
    });
  });

  describe('the staff guard', () => {
    it('answers 401 without a token', async () => {
      const res = await adminCall(h, 'GET', ME);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });

    it("answers 403 to a student's genuine token", async () => {
      const { token } = await registerAndLogin(h);
      const res = await adminCall(h, 'GET', ME, { token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    });

    it('never lets a staff token pass as a student', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const res = await h.app.inject({
        method: 'POST',
        url: '/v2/api/cbt/student/get/by/token',
        headers: { ...tenantHeaders(), authorization: `Bearer ${teacher.token}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401 to a forged token', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const forged = `${teacher.token.slice(0, -4)}AAAA`;
      const res = await adminCall(h, 'GET', ME, { token: forged });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /v2/api/admin/auth/logout', () => {
    it('revokes the token at once', async () => {
      const teacher = await staffLogin(h, 'teacher');
      const out = await adminCall(h, 'POST', LOGOUT, { as: teacher });
      expect(out.status).toBe(200);
      const me = await adminCall(h, 'GET', ME, { as: teacher });
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('SESSION_EXPIRED');
    });
  });
});
