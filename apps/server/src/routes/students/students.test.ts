import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_PLACEHOLDERS } from '@exam/contracts/students/register-student';
import { organisations } from '../../db/schema.ts';
import { readEnv } from '../../env.ts';
import { createTokenService, loadTokenSecret } from '../../lib/tokens.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import {
  freshIp,
  freshUsername,
  login,
  registerAndLogin,
  studentCall,
  TEST_PASSWORD,
} from '../../../test/students.ts';

const SAVE = '/v2/api/cbt/student/save';
const AUTHENTICATE = '/v2/api/cbt/student/authenticate';
const BY_TOKEN = '/v2/api/cbt/student/get/by/token';
const LOGOUT = '/v2/api/cbt/student/logout';
const CHANGE_PASSWORD = '/v2/api/cbt/student/change/password';
const OTHER_TENANT = tenantHeaders('other-org', 'other-institute');
const INVALID = 'Invalid username or password';
const DETAIL_KEYS = [
  'blockId',
  'centerId',
  'districtId',
  'fatherName',
  'instituteId',
  'motherName',
  'name',
  'orgId',
  'rollNo',
  'stateId',
  'studentClass',
  'studentId',
  'studentSection',
  'username',
];

describeEachDatabase('student accounts', (h) => {
  let org: { test: number; other: number };

  beforeAll(async () => {
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    const idOf = async (token: string) => {
      const [row] = await h.database.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.orgToken, token));
      if (!row) throw new Error(`no organisation ${token}`);
      return row.id;
    };
    org = { test: await idOf('test-org'), other: await idOf('other-org') };
  });

  describe('POST /v2/api/cbt/student/save', () => {
    it('registers a student who can then log in', async () => {
      const username = freshUsername();
      const res = await studentCall(h, 'POST', SAVE, {
        body: { name: '  Meera Joshi ', username, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        statusCode: 200,
        status: 1,
        errors: [],
        response: 'Registration successful. You can now log in.',
      });
      const { student } = await login(h, username, TEST_PASSWORD);
      expect(student).toMatchObject({ name: 'Meera Joshi', username, orgId: org.test });
    });

    it("accepts SPEC's placeholder payload but stores none of its profile fields or ids", async () => {
      const username = freshUsername();
      const res = await studentCall(h, 'POST', SAVE, {
        body: {
          ...REGISTRATION_PLACEHOLDERS,
          fatherName: 'Claimed Father',
          rollNo: 42,
          studentClass: 10,
          centerId: 1,
          name: 'Kabir',
          username,
          password: TEST_PASSWORD,
        },
      });
      expect(res.status).toBe(200);
      const { student } = await login(h, username, TEST_PASSWORD);
      expect(student).toMatchObject({
        fatherName: 'NA',
        motherName: 'NA',
        studentClass: 0,
        studentSection: '0',
        rollNo: '123',
        centerId: null,
        stateId: null,
        districtId: null,
        blockId: null,
      });
    });

    it('refuses a taken username with 409, statusCode 0 and a message to log in instead', async () => {
      const username = freshUsername();
      const body = { name: 'First', username, password: TEST_PASSWORD };
      expect((await studentCall(h, 'POST', SAVE, { body })).status).toBe(200);
      const res = await studentCall(h, 'POST', SAVE, { body: { ...body, name: 'Second' } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        statusCode: 0,
        status: 0,
        code: 'CONFLICT',
        errors: ['This username is already registered. Please log in instead.'],
        errorList: [{ error: 'This username is already registered. Please log in instead.' }],
        response: null,
      });
    });

    it('treats usernames that differ only in case as the same, and logs in with either', async () => {
      const username = `Case.${Date.now()}@Example.TEST`;
      const first = await studentCall(h, 'POST', SAVE, {
        body: { name: 'Upper', username, password: TEST_PASSWORD },
      });
      expect(first.status).toBe(200);
      const second = await studentCall(h, 'POST', SAVE, {
        body: { name: 'Lower', username: username.toLowerCase(), password: TEST_PASSWORD },
      });
      expect(second.status).toBe(409);
      const { student } = await login(h, username.toUpperCase(), TEST_PASSWORD);
      expect(student.username).toBe(username.toLowerCase());
    });

    it('stores a mobile number as 10 digits, whether written with +91, spaces or dashes', async () => {
      const res = await studentCall(h, 'POST', SAVE, {
        body: { name: 'Mobile', username: '+91 98290-12345', password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      const { student } = await login(h, '9829012345', TEST_PASSWORD);
      expect(student.username).toBe('9829012345');
      await login(h, '09829012345', TEST_PASSWORD);
    });

    it.each([
      ['name', { name: undefined }, /required/],
      ['name', { name: '   ' }, /required/],
      ['name', { name: 'x'.repeat(101) }, /at most 100/],
      ['username', { username: undefined }, /required/],
      ['username', { username: 'not-an-address' }, /e-mail address or a 10-digit mobile/],
      ['username', { username: '5876543210' }, /starting with 6, 7, 8 or 9/],
      ['username', { username: '98765432' }, /10-digit mobile/],
      ['password', { password: undefined }, /required/],
      ['password', { password: 'abc123' }, /at least 8/],
      ['password', { password: `a1${'x'.repeat(71)}` }, /at most 72/],
      ['password', { password: 'onlyletters' }, /one letter and one digit/],
      ['password', { password: '12345678' }, /one letter and one digit/],
      ['orgId', { orgId: 'mine' }, /whole number/],
    ])('refuses a bad %s with 400 naming it (%j)', async (field, change, message) => {
      const body = { name: 'Valid', username: freshUsername(), password: TEST_PASSWORD, ...change };
      const res = await studentCall(h, 'POST', SAVE, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 0, status: 0, code: 'BAD_REQUEST' });
      expect(res.body.fieldErrors[0].field).toBe(`body.${field}`);
      expect(res.body.fieldErrors[0].message).toMatch(message);
      expect(res.body.message).toContain(`body.${field}`);
      expect(res.body.errorList[0].error).toContain(`body.${field}`);
    });

    it("refuses an orgId or instituteId that is not the caller's own with 403", async () => {
      const base = { name: 'Intruder', password: TEST_PASSWORD };
      const foreignOrg = await studentCall(h, 'POST', SAVE, {
        body: { ...base, username: freshUsername(), orgId: org.other },
      });
      expect(foreignOrg.status).toBe(403);
      expect(foreignOrg.body).toMatchObject({ statusCode: 0, status: 0, code: 'FORBIDDEN' });
      expect(foreignOrg.body.errors[0]).toMatch(/your own organisation/);
      const foreignInstitute = await studentCall(h, 'POST', SAVE, {
        body: { ...base, username: freshUsername(), instituteId: 999_999 },
      });
      expect(foreignInstitute.status).toBe(403);
      const own = await studentCall(h, 'POST', SAVE, {
        body: { ...base, username: freshUsername(), orgId: org.test },
      });
      expect(own.status).toBe(200);
    });

    it('allows the same username in another organisation', async () => {
      const username = freshUsername();
      const body = { name: 'Twin', username, password: TEST_PASSWORD };
      expect((await studentCall(h, 'POST', SAVE, { body })).status).toBe(200);
      const other = await studentCall(h, 'POST', SAVE, { body, tenant: OTHER_TENANT });
      expect(other.status).toBe(200);
      const here = await login(h, username, TEST_PASSWORD);
      const there = await login(h, username, TEST_PASSWORD, OTHER_TENANT);
      expect(there.student.orgId).toBe(org.other);
      expect(there.student.studentId).not.toBe(here.student.studentId);
    });

    it('refuses a call without tenant headers with 401', async () => {
      const res = await studentCall(h, 'POST', SAVE, {
        tenant: {},
        body: { name: 'No tenant', username: freshUsername(), password: TEST_PASSWORD },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /v2/api/cbt/student/authenticate', () => {
    it('returns a token and the student details, and never a password or hash', async () => {
      const username = freshUsername();
      await studentCall(h, 'POST', SAVE, {
        body: { name: 'Asha', username, password: TEST_PASSWORD },
      });
      const res = await studentCall(h, 'POST', AUTHENTICATE, {
        body: { username, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ statusCode: 200, status: 1, errors: [], errorList: [] });
      expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(Object.keys(res.body.response).sort()).toEqual(DETAIL_KEYS);
      expect(res.body.response).toMatchObject({
        name: 'Asha',
        username,
        orgId: org.test,
        centerId: null,
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(TEST_PASSWORD);
      expect(text).not.toMatch(/scrypt|hash/i);
    });

    it('refuses a wrong password without saying which part was wrong', async () => {
      const { username } = await registerAndLogin(h);
      const wrongPassword = await studentCall(h, 'POST', AUTHENTICATE, {
        body: { username, password: 'Wrong1234' },
      });
      const unknownUser = await studentCall(h, 'POST', AUTHENTICATE, {
        body: { username: freshUsername('nobody'), password: TEST_PASSWORD },
      });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toMatchObject({
        status: 0,
        message: INVALID,
        errors: [INVALID],
        errorList: [{ error: INVALID }],
        response: null,
      });
      expect(unknownUser.status).toBe(401);
      expect(unknownUser.body).toEqual(wrongPassword.body);
    });

    it("does not log into another organisation's account with the same username", async () => {
      const { username } = await registerAndLogin(h);
      const res = await studentCall(h, 'POST', AUTHENTICATE, {
        tenant: OTHER_TENANT,
        body: { username, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(401);
      expect(res.body.errorList).toEqual([{ error: INVALID }]);
    });

    it.each([
      ['username', { password: TEST_PASSWORD }],
      ['username', { username: '  ', password: TEST_PASSWORD }],
      ['password', { username: 'someone@example.test' }],
      ['password', { username: 'someone@example.test', password: '' }],
    ])('refuses a login without a %s with 400 naming it', async (field, body) => {
      const res = await studentCall(h, 'POST', AUTHENTICATE, { body });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe(`body.${field}`);
      expect(res.body.errorList[0].error).toMatch(/required/);
    });

    it('allows 10 attempts a minute per username and address, then answers 429', async () => {
      const { username } = await registerAndLogin(h);
      const ip = freshIp();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const res = await studentCall(h, 'POST', AUTHENTICATE, {
          ip,
          body: { username, password: `Wrong${attempt}x` },
        });
        expect(res.status).toBe(401);
      }
      const limited = await studentCall(h, 'POST', AUTHENTICATE, {
        ip,
        body: { username: username.toUpperCase(), password: TEST_PASSWORD },
      });
      const message = 'Too many login attempts. Please wait a minute and try again.';
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        statusCode: 429,
        status: 0,
        code: 'TOO_MANY_REQUESTS',
        message,
        errors: [message],
        errorList: [{ error: message }],
        response: null,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address, or another username from this address, is not held up.
      await login(h, username, TEST_PASSWORD);
      const other = await studentCall(h, 'POST', AUTHENTICATE, {
        ip,
        body: { username: freshUsername(), password: TEST_PASSWORD },
      });
      expect(other.status).toBe(401);
    });

    it('allows 50 attempts a minute from one address across usernames, then answers 429', async () => {
      const ip = freshIp();
      const attempts = await Promise.all(
        Array.from({ length: 50 }, () =>
          studentCall(h, 'POST', AUTHENTICATE, {
            ip,
            body: { username: freshUsername('spray'), password: TEST_PASSWORD },
          }),
        ),
      );
      expect(attempts.map((res) => res.status)).toEqual(Array(50).fill(401));
      const limited = await studentCall(h, 'POST', AUTHENTICATE, {
        ip,
        body: { username: freshUsername('spray'), password: TEST_PASSWORD },
      });
      expect(limited.status).toBe(429);
      expect(limited.body.errorList[0].error).toMatch(/Too many login attempts/);
    });
  });

  describe('POST /v2/api/cbt/student/get/by/token', () => {
    it("returns the logged-in student's details, with or without 'Bearer '", async () => {
      const { token, student } = await registerAndLogin(h, { name: 'Ishaan' });
      const bearer = await studentCall(h, 'POST', BY_TOKEN, { token });
      expect(bearer.status).toBe(200);
      expect(bearer.body).toMatchObject({ statusCode: 200, status: 1, errors: [] });
      expect(bearer.body.response).toEqual(student);
      const bare = await studentCall(h, 'POST', BY_TOKEN, { headers: { authorization: token } });
      expect(bare.status).toBe(200);
      expect(bare.body.response.name).toBe('Ishaan');
      const withStudentToken = await studentCall(h, 'POST', BY_TOKEN, {
        token,
        headers: { 'x-student-token': token },
      });
      expect(withStudentToken.status).toBe(200);
    });

    it.each([[undefined], [''], ['null'], ['Bearer undefined']])(
      'refuses a call without a token (Authorization %j): 401 Please log in.',
      async (authorization) => {
        const res = await studentCall(h, 'POST', BY_TOKEN, {
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({
          code: 'UNAUTHENTICATED',
          message: 'Please log in.',
          errorList: [{ error: 'Please log in.' }],
        });
      },
    );

    it('refuses a forged token, signed with another secret: 401 SESSION_EXPIRED', async () => {
      const { student } = await registerAndLogin(h);
      const forger = createTokenService('a-secret-that-is-not-the-servers-0123456789', 12);
      const { token } = await forger.issue({ ...student, tokenVersion: 0 });
      const res = await studentCall(h, 'POST', BY_TOKEN, { token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'SESSION_EXPIRED', status: 0 });
      expect(res.body.message).toMatch(/log in again/);
      const garbage = await studentCall(h, 'POST', BY_TOKEN, { token: 'not.a.token' });
      expect(garbage.status).toBe(401);
      expect(garbage.body.code).toBe('SESSION_EXPIRED');
    });

    it('refuses an expired token signed with the real secret: 401 SESSION_EXPIRED', async () => {
      const { student } = await registerAndLogin(h);
      const secret = await loadTokenSecret(h.database.db, readEnv().TOKEN_SECRET);
      const expired = createTokenService(secret, -1 / 60); // expired a minute ago
      const { token } = await expired.issue({ ...student, tokenVersion: 0 });
      const res = await studentCall(h, 'POST', BY_TOKEN, { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SESSION_EXPIRED');
      const fresh = createTokenService(secret, 1);
      const valid = await fresh.issue({ ...student, tokenVersion: 0 });
      expect((await studentCall(h, 'POST', BY_TOKEN, { token: valid.token })).status).toBe(200);
    });

    it('refuses a token of another organisation than the tenant headers: 401', async () => {
      const { token } = await registerAndLogin(h);
      const res = await studentCall(h, 'POST', BY_TOKEN, { token, tenant: OTHER_TENANT });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SESSION_EXPIRED');
    });

    it('refuses an X-Student-Token of another student: 401 SESSION_EXPIRED', async () => {
      const me = await registerAndLogin(h);
      const someoneElse = await registerAndLogin(h);
      const res = await studentCall(h, 'POST', BY_TOKEN, {
        token: me.token,
        headers: { 'x-student-token': someoneElse.token },
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SESSION_EXPIRED');
      const forged = await studentCall(h, 'POST', BY_TOKEN, {
        token: me.token,
        headers: { 'x-student-token': 'forged' },
      });
      expect(forged.status).toBe(401);
      const mySecondLogin = await login(h, me.username, me.password);
      const mine = await studentCall(h, 'POST', BY_TOKEN, {
        token: me.token,
        headers: { 'x-student-token': mySecondLogin.token },
      });
      expect(mine.status).toBe(200);
    });
  });

  describe('POST /v2/api/cbt/student/logout', () => {
    it('revokes the presented token, which is then refused everywhere; other logins go on', async () => {
      const first = await registerAndLogin(h);
      const second = await login(h, first.username, first.password);
      const res = await studentCall(h, 'POST', LOGOUT, { token: first.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ statusCode: 200, status: 1, response: expect.any(String) });
      for (const url of [BY_TOKEN, LOGOUT]) {
        const after = await studentCall(h, 'POST', url, { token: first.token });
        expect(after.status).toBe(401);
        expect(after.body.code).toBe('SESSION_EXPIRED');
      }
      const centre = await studentCall(h, 'GET', '/v2/api/cbt/exam/center/get/by/centreId/1', {
        token: first.token,
      });
      expect(centre.status).toBe(401);
      expect((await studentCall(h, 'POST', BY_TOKEN, { token: second.token })).status).toBe(200);
    });

    it('refuses a logout without a token with 401', async () => {
      const res = await studentCall(h, 'POST', LOGOUT);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please log in.');
    });
  });

  describe('POST /v2/api/cbt/student/change/password', () => {
    it('refuses a wrong current password with 400 naming currentPassword', async () => {
      const { token } = await registerAndLogin(h);
      const res = await studentCall(h, 'POST', CHANGE_PASSWORD, {
        token,
        body: { currentPassword: 'NotMine123', newPassword: 'Another456' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([
        { field: 'body.currentPassword', message: 'Your current password is not correct.' },
      ]);
      expect(res.body.errorList).toHaveLength(1);
    });

    it.each([
      ['weak', 'password', 'body.newPassword'],
      ['the same as the current one', TEST_PASSWORD, 'body.newPassword'],
    ])('refuses a new password that is %s with 400 naming newPassword', async (_, next, field) => {
      const { token } = await registerAndLogin(h);
      const res = await studentCall(h, 'POST', CHANGE_PASSWORD, {
        token,
        body: { currentPassword: TEST_PASSWORD, newPassword: next },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe(field);
    });

    it('sets the new password, ends every earlier token and returns a fresh one', async () => {
      const me = await registerAndLogin(h);
      const otherDevice = await login(h, me.username, me.password);
      const res = await studentCall(h, 'POST', CHANGE_PASSWORD, {
        token: me.token,
        body: { currentPassword: TEST_PASSWORD, newPassword: 'Changed789' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ statusCode: 200, status: 1, errors: [] });
      expect(res.body.response).toMatch(/password has been changed/);

      const old = await studentCall(h, 'POST', AUTHENTICATE, {
        body: { username: me.username, password: TEST_PASSWORD },
      });
      expect(old.status).toBe(401);
      await login(h, me.username, 'Changed789');

      for (const token of [me.token, otherDevice.token]) {
        const refused = await studentCall(h, 'POST', BY_TOKEN, { token });
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('SESSION_EXPIRED');
      }
      const fresh = await studentCall(h, 'POST', BY_TOKEN, { token: res.body.token });
      expect(fresh.status).toBe(200);
      expect(fresh.body.response.studentId).toBe(me.student.studentId);
    });

    it('refuses a change without a token with 401', async () => {
      const res = await studentCall(h, 'POST', CHANGE_PASSWORD, {
        body: { currentPassword: TEST_PASSWORD, newPassword: 'Another456' },
      });
      expect(res.status).toBe(401);
    });
  });
});
