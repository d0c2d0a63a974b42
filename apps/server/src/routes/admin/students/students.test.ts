import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations } from '../../../db/schema.ts';
import { ensureCentre, ensurePlace } from '../../../db/seed-students.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { tenantHeaders } from '../../../../test/requests.ts';
import { freshUsername, studentCall } from '../../../../test/students.ts';
import { adminCall, type StaffSession } from '../test-helpers.ts';

const STUDENTS = '/v2/api/admin/students';
const LOGIN = '/v2/api/cbt/student/authenticate';
const ME = '/v2/api/cbt/student/get/by/token';
const CHANGE = '/v2/api/cbt/student/change/password';
const START = '/v2/api/cbt/student/attempt/start';
const HISTORY = '/v2/api/cbt/student/get/all/response/by/studentId/0';
const LOGOUT = '/v2/api/cbt/student/logout';

describeEachDatabase('staff manage students', (h) => {
  const staff = withStaffOfTwoInstitutes(h);
  let centreId: number;
  let districtId: number;

  beforeAll(async () => {
    const place = await ensurePlace(h.database.db, {
      state: { name: 'Rajasthan', nameHi: 'राजस्थान' },
      district: { name: 'Jaipur', nameHi: 'जयपुर' },
      block: { name: 'Sanganer', nameHi: 'सांगानेर' },
    });
    districtId = place.districtId;
    const [org] = await h.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.orgToken, 'test-org'));
    centreId = await ensureCentre(h.database.db, {
      orgId: org?.id ?? 0,
      key: 'GSSS-01',
      name: 'Government Senior Secondary School',
      ...place,
    });
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Asha Verma',
    fatherName: 'Ramesh Verma',
    motherName: 'Sunita Verma',
    username: freshUsername('asha'),
    rollNo: `R${Math.floor(Math.random() * 1e9)}`,
    studentClass: 10,
    studentSection: 'A',
    centreId,
    extraTimePercent: 25,
    ...overrides,
  });

  const create = async (as: StaffSession, overrides: Record<string, unknown> = {}) => {
    const body = input(overrides);
    const res = await adminCall(h, 'POST', STUDENTS, { as, body });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return { ...(res.body.response as { student: { id: number }; password: string }), body };
  };

  const studentLogin = (username: string, password: string) =>
    studentCall(h, 'POST', LOGIN, { body: { username, password } });

  describe('POST /v2/api/admin/students', () => {
    it('enrols a student with a one-time password that must be changed', async () => {
      const { student, password, body } = await create(staff.teacher);
      expect(student).toMatchObject({
        name: 'Asha Verma',
        studentClass: 10,
        studentSection: 'A',
        centreName: 'Government Senior Secondary School',
        districtId,
        extraTimePercent: 25,
        active: true,
        mustChangePassword: true,
      });
      expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
      const login = await studentLogin(body.username, password);
      expect(login.status).toBe(200);
      expect(login.body.mustChangePassword).toBe(true);
      const audit = await adminCall(h, 'GET', '/v2/api/admin/audit?entity=student', {
        as: staff.orgAdmin,
      });
      expect(JSON.stringify(audit.body)).toContain(String(student.id));
      expect(JSON.stringify(audit.body)).not.toContain(password);
    });

    it('refuses a bad username and class naming the field', async () => {
      const res = await adminCall(h, 'POST', STUDENTS, {
        as: staff.teacher,
        body: input({ username: 'not-a-username', studentClass: 13 }),
      });
      expect(res.status).toBe(400);
      const fields = res.body.fieldErrors.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['body.username', 'body.studentClass']));
    });

    it('answers 409 for a username taken in the organisation', async () => {
      const { body } = await create(staff.teacher);
      const res = await adminCall(h, 'POST', STUDENTS, {
        as: staff.otherInstitute,
        body: input({ username: body.username.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(res.body.fieldErrors[0].field).toBe('body.username');
    });

    it('asks an org-admin which institute', async () => {
      const res = await adminCall(h, 'POST', STUDENTS, { as: staff.orgAdmin, body: input() });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('body.instituteId');
    });
  });

  describe('scopes', () => {
    it("hides institute A's students from a teacher of institute B (404) and lists only its own", async () => {
      const { student } = await create(staff.teacher);
      for (const [method, url, body] of [
        ['GET', `${STUDENTS}/${student.id}`, undefined],
        ['PUT', `${STUDENTS}/${student.id}`, input()],
        ['POST', `${STUDENTS}/${student.id}/deactivate`, undefined],
        ['POST', `${STUDENTS}/${student.id}/reset-password`, undefined],
      ] as const) {
        const res = await adminCall(h, method, url, { as: staff.otherInstitute, body });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
      const listB = await adminCall(h, 'GET', `${STUDENTS}?pageSize=100`, {
        as: staff.otherInstitute,
      });
      expect(listB.body.response.items.map((s: { id: number }) => s.id)).not.toContain(student.id);
      const other = await adminCall(h, 'GET', `${STUDENTS}/${student.id}`, {
        as: staff.otherOrgAdmin,
      });
      expect(other.status).toBe(404);
      const org = await adminCall(h, 'GET', `${STUDENTS}/${student.id}`, { as: staff.orgAdmin });
      expect(org.status).toBe(200);
    });

    it('refuses a call without a staff token (401)', async () => {
      const none = await adminCall(h, 'GET', STUDENTS, { tenant: tenantHeaders() });
      expect(none.status).toBe(401);
    });
  });

  describe('GET /v2/api/admin/students filters', () => {
    it('filters by centre, class, section, district and active', async () => {
      const { student } = await create(staff.teacher, { studentClass: 7, studentSection: 'Z' });
      const query = `centreId=${centreId}&studentClass=7&studentSection=Z&districtId=${districtId}&active=true`;
      const res = await adminCall(h, 'GET', `${STUDENTS}?${query}`, { as: staff.teacher });
      expect(res.status).toBe(200);
      expect(res.body.response.items.map((s: { id: number }) => s.id)).toEqual([student.id]);
      const inactive = await adminCall(
        h,
        'GET',
        `${STUDENTS}?${query.replace('active=true', 'active=false')}`,
        {
          as: staff.teacher,
        },
      );
      expect(inactive.body.response.total).toBe(0);
      const bad = await adminCall(h, 'GET', `${STUDENTS}?active=maybe`, { as: staff.teacher });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('active');
    });

    it('lists the filter values of the scope', async () => {
      await create(staff.teacher, { studentClass: 9, studentSection: 'C' });
      const res = await adminCall(h, 'GET', '/v2/api/admin/student-filters', { as: staff.teacher });
      expect(res.status).toBe(200);
      expect(res.body.response.centres.map((c: { key: string }) => c.key)).toContain('GSSS-01');
      expect(res.body.response.classes).toContain(9);
      expect(res.body.response.sections).toContain('C');
      expect(res.body.response.districts.map((d: { name: string }) => d.name)).toContain('Jaipur');
      expect(res.body.response.institutes).toHaveLength(1);
    });
  });

  describe('PUT /v2/api/admin/students/:id', () => {
    it('edits the details and extra time, audited with before and after', async () => {
      const { student } = await create(staff.teacher);
      const res = await adminCall(h, 'PUT', `${STUDENTS}/${student.id}`, {
        as: staff.teacher,
        body: input({ name: 'आशा वर्मा', extraTimePercent: 50, centreId: null }),
      });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        name: 'आशा वर्मा',
        extraTimePercent: 50,
        centreId: null,
        districtId: null,
      });
    });
  });

  describe('deactivate and reactivate', () => {
    it('refuses the login of a deactivated student and ends their sessions', async () => {
      const { student, password, body } = await create(staff.teacher);
      const login = await studentLogin(body.username, password);
      const token = login.body.token as string;
      const off = await adminCall(h, 'POST', `${STUDENTS}/${student.id}/deactivate`, {
        as: staff.teacher,
      });
      expect(off.status).toBe(200);
      expect(off.body.response.active).toBe(false);
      expect((await studentCall(h, 'POST', ME, { token })).status).toBe(401);
      const refused = await studentLogin(body.username, password);
      expect(refused.status).toBe(403);
      expect(refused.body.errorList[0].error).toContain('deactivated');
      const wrong = await studentLogin(body.username, 'wrong-password1');
      expect(wrong.status).toBe(401);
      await adminCall(h, 'POST', `${STUDENTS}/${student.id}/reactivate`, { as: staff.teacher });
      expect((await studentLogin(body.username, password)).status).toBe(200);
    });
  });

  describe('POST /v2/api/admin/students/:id/reset-password', () => {
    it('gives a new password once; the old one and old tokens stop; the student must change it', async () => {
      const { student, password, body } = await create(staff.teacher);
      const first = await studentLogin(body.username, password);
      const changed = await studentCall(h, 'POST', CHANGE, {
        token: first.body.token,
        body: { currentPassword: password, newPassword: 'MyOwnPass9' },
      });
      expect(changed.status).toBe(200);
      const afterChange = await studentLogin(body.username, 'MyOwnPass9');
      expect(afterChange.body.mustChangePassword).toBe(false);

      const reset = await adminCall(h, 'POST', `${STUDENTS}/${student.id}/reset-password`, {
        as: staff.teacher,
      });
      expect(reset.status).toBe(200);
      const fresh = reset.body.response.password as string;
      expect((await studentCall(h, 'POST', ME, { token: afterChange.body.token })).status).toBe(
        401,
      );
      expect((await studentLogin(body.username, 'MyOwnPass9')).status).toBe(401);
      const again = await studentLogin(body.username, fresh);
      expect(again.status).toBe(200);
      expect(again.body.mustChangePassword).toBe(true);
    });

    it('holds every call of a one-time password but me, logout and the change (403 PASSWORD_CHANGE_REQUIRED)', async () => {
      const { password, body } = await create(staff.teacher);
      const login = await studentLogin(body.username, password);
      const token = login.body.token as string;
      const held = await studentCall(h, 'POST', START, { token, body: { setId: 1 } });
      expect(held.status).toBe(403);
      expect(held.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(held.body.message).toContain('choose your own password');
      const history = await studentCall(h, 'POST', HISTORY, { token });
      expect(history.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
      expect((await studentCall(h, 'POST', ME, { token })).status).toBe(200);

      const changed = await studentCall(h, 'POST', CHANGE, {
        token,
        body: { currentPassword: password, newPassword: 'MyOwnPass9' },
      });
      expect(changed.status).toBe(200);
      const fresh = changed.body.token as string;
      const after = await studentCall(h, 'POST', HISTORY, { token: fresh });
      expect(after.status).toBe(200);
      const logout = await studentCall(h, 'POST', LOGOUT, { token: fresh });
      expect(logout.status).toBe(200);
    });
  });
});
