import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { tenantHeaders } from '../../test/requests.ts';
import { freshIp, freshUsername, registerAndLogin } from '../../test/students.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { staffLogin, STAFF_PASSWORD } from '../routes/admin/test-helpers.ts';
import { LOGO_PNG, withSlugAndLogo } from '../../test/logos.ts';

const TTL_MINUTES = 30;
const STUDENT = '/v2/api/cbt/student';
const STAFF = '/v2/api/admin/auth';

describeEachDatabase('password reset by e-mail', (h) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let now = new Date('2026-11-24T10:00:00Z');

  beforeAll(async () => {
    await h.importContent(orgFixture());
    smtp = await startTestSmtp();
    app = await buildApp({
      database: h.database,
      catalogueCacheMs: 0,
      mail: {
        smtpUrl: smtp.url,
        from: 'Exam platform <no-reply@exam.test>',
        publicUrl: 'https://exam.test',
        resetTtlMinutes: TTL_MINUTES,
        now: () => now,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const post = async (url: string, body: unknown, ip = freshIp()) => {
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: tenantHeaders(),
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const tokenOf = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  describe('students', () => {
    it('sends a one-time link that sets a new password and ends the old sessions', async () => {
      const email = freshUsername('reset');
      const { token: session } = await registerAndLogin(h, { username: email });
      const asked = await post(`${STUDENT}/password-reset/request`, { email: email.toUpperCase() });
      expect(asked.status).toBe(200);
      const mail = await smtp.next();
      expect(mail.to).toEqual([email]);
      expect(mail.text).toContain('https://exam.test/reset-password?token=');
      const token = tokenOf(mail.text);

      const done = await post(`${STUDENT}/password-reset`, { token, newPassword: 'Fresh4321' });
      expect(done.status).toBe(200);
      const login = await post(`${STUDENT}/authenticate`, {
        username: email,
        password: 'Fresh4321',
      });
      expect(login.status).toBe(200);
      const old = await app.inject({
        method: 'POST',
        url: `${STUDENT}/get/by/token`,
        headers: { ...tenantHeaders(), authorization: `Bearer ${session}` },
      });
      expect(old.statusCode).toBe(401);

      const again = await post(`${STUDENT}/password-reset`, { token, newPassword: 'Other4321' });
      expect(again.status).toBe(400);
      expect(again.body.errorList[0].error).toContain('not valid');
    });

    it('keeps one live link per account: a newer link, or using one, ends the older ones', async () => {
      const email = freshUsername('twice');
      await registerAndLogin(h, { username: email });
      const linkNo = async () => {
        await post(`${STUDENT}/password-reset/request`, { email });
        return tokenOf((await smtp.next()).text);
      };
      const first = await linkNo();
      const second = await linkNo();
      const third = await linkNo();
      const stale = await post(`${STUDENT}/password-reset`, {
        token: first,
        newPassword: 'Fresh4321',
      });
      expect(stale.status).toBe(400);
      expect(stale.body.errorList[0].error).toContain('not valid');

      // Third used: the second, still within its time, is dead too.
      const used = await post(`${STUDENT}/password-reset`, {
        token: third,
        newPassword: 'Fresh4321',
      });
      expect(used.status).toBe(200);
      const older = await post(`${STUDENT}/password-reset`, {
        token: second,
        newPassword: 'Other4321',
      });
      expect(older.status).toBe(400);
      const login = await post(`${STUDENT}/authenticate`, {
        username: email,
        password: 'Fresh4321',
      });
      expect(login.status).toBe(200);
    });

    it('refuses a link after its time', async () => {
      const email = freshUsername('late');
      await registerAndLogin(h, { username: email });
      await post(`${STUDENT}/password-reset/request`, { email });
      const token = tokenOf((await smtp.next()).text);
      now = new Date(now.getTime() + (TTL_MINUTES + 1) * 60_000);
      const late = await post(`${STUDENT}/password-reset`, { token, newPassword: 'Fresh4321' });
      expect(late.status).toBe(400);
      expect(late.body.fieldErrors[0].field).toBe('body.token');
    });

    it('answers an unknown address the same, and sends it nothing', async () => {
      const unknown = await post(`${STUDENT}/password-reset/request`, {
        email: 'nobody@nowhere.test',
      });
      const email = freshUsername('known');
      await registerAndLogin(h, { username: email });
      const known = await post(`${STUDENT}/password-reset/request`, { email });
      expect(unknown).toEqual(known);
      const mail = await smtp.next();
      expect(mail.to).toEqual([email]);
      expect(smtp.pending()).toBe(0);
    });

    it("sends a student to their own institute's site, named in the e-mail (decision 052)", async () => {
      const email = freshUsername('site');
      await registerAndLogin(h, { username: email });
      const undo = await withSlugAndLogo(h, 'test-institute', 'main', {
        on: 'institute',
        mimeType: 'image/png',
        bytes: LOGO_PNG,
      });
      try {
        const res = await app.inject({
          method: 'POST',
          url: `${STUDENT}/password-reset/request`,
          remoteAddress: freshIp(),
          headers: { ...tenantHeaders(), host: 'localhost:3000' },
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
        const mail = await smtp.next();
        expect(mail.text).toContain('http://main.localhost:3000/reset-password?token=');
        expect(mail.text).toMatch(/\nMain institute\r?\n/);
        // An HTML part headed by the name; the logo is left out: the site is plain http here
        // (an https site's logo: reset-mail.test.ts).
        expect(mail.raw).toContain('Content-Type: text/html');
        expect(mail.text).toContain('<strong>Main institute</strong>');
        expect(mail.text).not.toContain('<img');
      } finally {
        await undo();
      }
    });

    it('limits requests per address (429)', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push(
          (await post(`${STUDENT}/password-reset/request`, { email: 'x@y.test' }, ip)).status,
        );
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('staff', () => {
    it('resets a staff password through the link to /admin/reset-password', async () => {
      const member = await staffLogin(h, 'teacher');
      await post(`${STAFF}/password-reset/request`, { email: member.email });
      const mail = await smtp.next();
      expect(mail.text).toContain('https://exam.test/admin/reset-password?token=');
      const token = tokenOf(mail.text);
      const student = await post(`${STUDENT}/password-reset`, { token, newPassword: 'Staff9876x' });
      expect(student.status).toBe(400);
      const done = await post(`${STAFF}/password-reset`, { token, newPassword: 'Staff9876x' });
      expect(done.status).toBe(200);
      const oldLogin = await post(`${STAFF}/login`, {
        email: member.email,
        password: STAFF_PASSWORD,
      });
      expect(oldLogin.status).toBe(401);
      const login = await post(`${STAFF}/login`, { email: member.email, password: 'Staff9876x' });
      expect(login.status).toBe(200);
    });
  });
});
