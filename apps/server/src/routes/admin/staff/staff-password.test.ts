import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { staffOfTwoInstitutes } from '../../../../test/staff.ts';
import { registerAndLogin } from '../../../../test/students.ts';
import { adminCall, staffLogin, type StaffSession } from '../test-helpers.ts';

const STAFF = '/v2/api/admin/staff';
const ME = '/v2/api/admin/auth/me';
const LOGIN = '/v2/api/admin/auth/login';
const CHANGE = '/v2/api/admin/auth/change-password';
const LOGOUT = '/v2/api/admin/auth/logout';
const NEW_PASSWORD = 'MyOwn-4321';

describeEachDatabase(
  'staff: a one-time password from a reset, changed before anything else',
  (h) => {
    let orgAdmin: StaffSession;
    let teacher: StaffSession;
    let instituteAdminB: StaffSession;
    let otherOrgAdmin: StaffSession;

    beforeAll(async () => {
      ({
        orgAdmin,
        teacher,
        otherInstitute: instituteAdminB,
        otherOrgAdmin,
      } = await staffOfTwoInstitutes(h, 'institute-admin'));
    });

    const reset = (id: number, as?: StaffSession, token?: string) =>
      adminCall(h, 'POST', `${STAFF}/${id}/reset-password`, { as, token });

    it('refuses a reset without a token (401), to a student and a teacher (403)', async () => {
      const member = await staffLogin(h, 'teacher');
      const student = await registerAndLogin(h);
      expect((await reset(member.id)).status).toBe(401);
      expect((await reset(member.id, undefined, student.token)).status).toBe(403);
      expect((await reset(member.id, teacher)).status).toBe(403);
    });

    it("answers 404 for a member outside the caller's scope or organisation, 409 for oneself", async () => {
      const member = await staffLogin(h, 'teacher');
      expect((await reset(member.id, otherOrgAdmin)).status).toBe(404);
      // An institute-admin of B: a teacher of A, and an org-admin, are not theirs.
      expect((await reset(member.id, instituteAdminB)).status).toBe(404);
      expect((await reset(orgAdmin.id, instituteAdminB)).status).toBe(404);
      const own = await reset(orgAdmin.id, orgAdmin);
      expect(own.status).toBe(409);
      expect(own.body.message).toContain('your own password');
      // Nothing changed: the member's session still works.
      expect((await adminCall(h, 'GET', ME, { as: member })).status).toBe(200);
    });

    it('ends the sessions, and holds every call but change, me and logout until the change', async () => {
      const member = await staffLogin(h, 'teacher');
      const issued = await reset(member.id, orgAdmin);
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const password = issued.body.response.password as string;
      expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
      expect((await adminCall(h, 'GET', ME, { as: member })).status).toBe(401);

      const login = await adminCall(h, 'POST', LOGIN, {
        tenant: member.tenant,
        body: { email: member.email, password },
      });
      expect(login.status).toBe(200);
      expect(login.body.response.mustChangePassword).toBe(true);
      const held = { token: login.body.response.token as string, tenant: member.tenant };
      const refused = await adminCall(h, 'GET', '/v2/api/admin/questions', { as: held });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(refused.body.message).toContain('choose your own password');
      expect((await adminCall(h, 'GET', ME, { as: held })).status).toBe(200);

      const wrong = await adminCall(h, 'POST', CHANGE, {
        as: held,
        body: { currentPassword: 'Not-it-123', newPassword: NEW_PASSWORD },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors[0].field).toBe('body.currentPassword');
      const changed = await adminCall(h, 'POST', CHANGE, {
        as: held,
        body: { currentPassword: password, newPassword: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.response.mustChangePassword).toBe(false);
      const fresh = { token: changed.body.response.token as string, tenant: member.tenant };
      expect((await adminCall(h, 'GET', '/v2/api/admin/questions', { as: fresh })).status).toBe(
        200,
      );
      // The one-time session ends with the change; the one-time password no longer logs in.
      expect((await adminCall(h, 'GET', ME, { as: held })).status).toBe(401);
      const old = await adminCall(h, 'POST', LOGIN, {
        tenant: member.tenant,
        body: { email: member.email, password },
      });
      expect(old.status).toBe(401);
      expect((await adminCall(h, 'POST', LOGOUT, { as: fresh })).status).toBe(200);
    });

    it("lets an institute-admin reset its own institute's teacher, audited", async () => {
      const member = await staffLogin(h, 'teacher', { instituteToken: 'test-institute-b' });
      const issued = await reset(member.id, instituteAdminB);
      expect(issued.status).toBe(200);
      const audit = await adminCall(h, 'GET', '/v2/api/admin/audit?entity=staff&pageSize=100', {
        as: orgAdmin,
      });
      const actions = JSON.stringify(audit.body.response);
      expect(actions).toContain('reset-password');
      expect(actions).not.toContain(issued.body.response.password);
    });

    it('needs a logged-in member to change a password (401)', async () => {
      const res = await adminCall(h, 'POST', CHANGE, {
        body: { currentPassword: 'Whatever-1', newPassword: NEW_PASSWORD },
      });
      expect(res.status).toBe(401);
    });
  },
);
