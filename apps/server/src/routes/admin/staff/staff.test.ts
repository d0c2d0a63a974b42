import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { institutes, staffInvitations } from '../../../db/schema.ts';
import { invitationMail } from '../../../org-setup/invitations.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { tenantHeaders } from '../../../../test/requests.ts';
import { registerAndLogin } from '../../../../test/students.ts';
import { adminCall, staffLogin, type StaffSession } from '../test-helpers.ts';

const STAFF = '/v2/api/admin/staff';
const INVITATION = '/v2/api/admin/auth/invitation';
const ME = '/v2/api/admin/auth/me';
const PASSWORD = 'Chosen4321';

const tokenOf = (link: string) => link.replace(/.*\/admin\/invitation\//, '');

describeEachDatabase('staff: invitations, roles and deactivation', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');
  let instituteA: number;
  let instituteB: number;

  beforeAll(async () => {
    const list = await adminCall(h, 'GET', '/v2/api/admin/institutes', { as: staff.orgAdmin });
    const ids = list.body.response as { id: number; name: string }[];
    instituteA = ids.find((i) => i.name === 'Main institute')?.id ?? 0;
    instituteB = ids.find((i) => i.name === 'Second institute')?.id ?? 0;
  });

  let emails = 0;
  const invite = async (as: StaffSession, scope: Record<string, unknown>) => {
    emails += 1;
    return adminCall(h, 'POST', STAFF, {
      as,
      body: { name: `Invitee ${emails}`, email: `invitee.${emails}@staff.test`, ...scope },
    });
  };
  /** Invites and accepts: the new member's session and id. */
  const member = async (scope: Record<string, unknown>, as = staff.orgAdmin) => {
    const sent = await invite(as, scope);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const accepted = await adminCall(
      h,
      'POST',
      `${INVITATION}/${tokenOf(sent.body.response.link)}`,
      {
        body: { newPassword: PASSWORD },
      },
    );
    expect(accepted.status).toBe(200);
    return {
      id: sent.body.response.member.id as number,
      token: accepted.body.response.token as string,
      tenant: staff.orgAdmin.tenant,
    };
  };

  it('refuses staff calls without a token (401), to a student (403) and to a teacher (403)', async () => {
    const student = await registerAndLogin(h);
    expect((await adminCall(h, 'GET', STAFF)).status).toBe(401);
    expect((await adminCall(h, 'GET', STAFF, { token: student.token })).status).toBe(403);
    expect((await adminCall(h, 'GET', STAFF, { as: staff.teacher })).status).toBe(403);
    expect((await invite(staff.teacher, { role: 'teacher', instituteId: instituteA })).status).toBe(
      403,
    );
  });

  it('invites a teacher: the link sets the password once and logs in', async () => {
    const sent = await invite(staff.orgAdmin, { role: 'teacher', instituteId: instituteB });
    expect(sent.status).toBe(200);
    expect(sent.body.response.member).toMatchObject({
      role: 'teacher',
      state: 'invited',
      instituteName: 'Second institute',
    });
    const token = tokenOf(sent.body.response.link);
    const shown = await adminCall(h, 'GET', `${INVITATION}/${token}`);
    expect(shown.body.response).toMatchObject({
      name: sent.body.response.member.name,
      role: 'teacher',
    });

    const accepted = await adminCall(h, 'POST', `${INVITATION}/${token}`, {
      body: { newPassword: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    const me = await adminCall(h, 'GET', ME, { token: accepted.body.response.token });
    expect(me.body.response).toMatchObject({ role: 'teacher', instituteId: instituteB });

    const again = await adminCall(h, 'POST', `${INVITATION}/${token}`, {
      body: { newPassword: 'Other4321' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already been used');
    // A teacher of B logs in on B's site; on A's they are told where to go (OTHER_INSTITUTE).
    const credentials = { email: sent.body.response.member.email, password: PASSWORD };
    const elsewhere = await adminCall(h, 'POST', '/v2/api/admin/auth/login', { body: credentials });
    expect(elsewhere.body.code).toBe('OTHER_INSTITUTE');
    const login = await adminCall(h, 'POST', '/v2/api/admin/auth/login', {
      tenant: tenantHeaders('test-org', 'test-institute-b'),
      body: credentials,
    });
    expect(login.status).toBe(200);
    const listed = await adminCall(
      h,
      'GET',
      `${STAFF}?q=${encodeURIComponent(sent.body.response.member.email)}`,
      { as: staff.orgAdmin },
    );
    expect(listed.body.response.items[0]).toMatchObject({ state: 'active' });
    expect(listed.body.response.items[0].lastLoginAt).not.toBeNull();
  });

  it("invites a member of an institute on that institute's site, and the e-mail names it", async () => {
    const db = h.database.db;
    await db.update(institutes).set({ slug: 'second' }).where(eq(institutes.id, instituteB));
    try {
      const teacher = await invite(staff.orgAdmin, { role: 'teacher', instituteId: instituteB });
      expect(teacher.status).toBe(200);
      expect(teacher.body.response.link).toMatch(
        /^http:\/\/second\.localhost(:\d+)?\/admin\/invitation\/[\w-]+$/,
      );
      // An org-admin belongs to no institute: PUBLIC_URL's console.
      const admin = await invite(staff.orgAdmin, { role: 'org-admin' });
      expect(admin.body.response.link).not.toContain('second.');
    } finally {
      await db.update(institutes).set({ slug: null }).where(eq(institutes.id, instituteB));
    }
    const mail = invitationMail({
      to: 'a@b.test',
      name: 'Asha',
      organisationName: 'Test org',
      instituteName: 'Second institute',
      link: 'http://second.localhost/admin/invitation/x',
    });
    expect(mail.subject).toBe('Your staff account at Second institute');
    expect(mail.text).toContain('the exam console of Second institute (Test org)');
  });

  it('says an expired link has expired, and an e-mail in use is a conflict', async () => {
    const sent = await invite(staff.orgAdmin, { role: 'teacher', instituteId: instituteA });
    await h.database.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.staffId, sent.body.response.member.id));
    const late = await adminCall(h, 'GET', `${INVITATION}/${tokenOf(sent.body.response.link)}`);
    expect(late.status).toBe(410);
    expect(late.body.message).toContain('expired');
    const listed = await adminCall(h, 'GET', `${STAFF}?state=invitation-expired`, {
      as: staff.orgAdmin,
    });
    expect(listed.body.response.items.map((m: { id: number }) => m.id)).toContain(
      sent.body.response.member.id,
    );

    const twice = await adminCall(h, 'POST', STAFF, {
      as: staff.orgAdmin,
      body: {
        name: 'Twice',
        email: sent.body.response.member.email.toUpperCase(),
        role: 'teacher',
        instituteId: instituteA,
      },
    });
    expect(twice.status).toBe(409);
  });

  it('resends (the older link stops working) and revokes an invitation', async () => {
    const sent = await invite(staff.orgAdmin, { role: 'teacher', instituteId: instituteA });
    const id = sent.body.response.member.id;
    const resent = await adminCall(h, 'POST', `${STAFF}/${id}/invitation`, { as: staff.orgAdmin });
    expect(resent.status).toBe(200);
    expect(
      (await adminCall(h, 'GET', `${INVITATION}/${tokenOf(sent.body.response.link)}`)).status,
    ).toBe(404);
    const revoked = await adminCall(h, 'DELETE', `${STAFF}/${id}/invitation`, {
      as: staff.orgAdmin,
    });
    expect(revoked.body.response.state).toBe('invitation-expired');
    const dead = await adminCall(h, 'GET', `${INVITATION}/${tokenOf(resent.body.response.link)}`);
    expect(dead.status).toBe(404);
    expect(dead.body.message).toContain('not valid');
  });

  it('deactivating a member ends their session at once; reactivating lets them log in again', async () => {
    const invited = await member({ role: 'teacher', instituteId: instituteA });
    expect((await adminCall(h, 'GET', ME, { as: invited })).status).toBe(200);
    const off = await adminCall(h, 'POST', `${STAFF}/${invited.id}/deactivate`, {
      as: staff.orgAdmin,
    });
    expect(off.body.response.state).toBe('deactivated');
    expect((await adminCall(h, 'GET', ME, { as: invited })).status).toBe(401);
    const on = await adminCall(h, 'POST', `${STAFF}/${invited.id}/reactivate`, {
      as: staff.orgAdmin,
    });
    expect(on.body.response.state).toBe('active');
    expect((await adminCall(h, 'GET', ME, { as: invited })).status).toBe(401);
  });

  it('keeps the last active org-admin: not deactivated, not demoted (409)', async () => {
    const { id } = (await adminCall(h, 'GET', ME, { as: staff.orgAdmin })).body.response;
    const off = await adminCall(h, 'POST', `${STAFF}/${id}/deactivate`, { as: staff.orgAdmin });
    expect(off.status).toBe(409);
    expect(off.body.message).toContain('last active org-admin');
    const demoted = await adminCall(h, 'PUT', `${STAFF}/${id}/role`, {
      as: staff.orgAdmin,
      body: { role: 'teacher', instituteId: instituteA },
    });
    expect(demoted.status).toBe(409);

    const second = await member({ role: 'org-admin' });
    const now = await adminCall(h, 'PUT', `${STAFF}/${second.id}/role`, {
      as: staff.orgAdmin,
      body: { role: 'institute-admin', instituteId: instituteA },
    });
    expect(now.body.response).toMatchObject({ role: 'institute-admin', instituteId: instituteA });
    const me = await adminCall(h, 'GET', ME, { as: second });
    expect(me.body.response.role).toBe('institute-admin');
  });

  it("an institute-admin manages its own institute's teachers and invigilators only", async () => {
    const own = await invite(staff.otherInstitute, { role: 'teacher', instituteId: instituteB });
    expect(own.status).toBe(200);
    expect(
      (await invite(staff.otherInstitute, { role: 'teacher', instituteId: instituteA })).status,
    ).toBe(403);
    expect((await invite(staff.otherInstitute, { role: 'org-admin' })).status).toBe(403);
    expect(
      (await invite(staff.otherInstitute, { role: 'institute-admin', instituteId: instituteB }))
        .status,
    ).toBe(403);

    const listed = await adminCall(h, 'GET', `${STAFF}?pageSize=100`, { as: staff.otherInstitute });
    const items = listed.body.response.items as { instituteId: number; role: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every(
        (m) => m.instituteId === instituteB && ['teacher', 'invigilator'].includes(m.role),
      ),
    ).toBe(true);

    const { id: adminId } = (await adminCall(h, 'GET', ME, { as: staff.orgAdmin })).body.response;
    const { id: teacherA } = (await adminCall(h, 'GET', ME, { as: staff.teacher })).body.response;
    expect(
      (await adminCall(h, 'POST', `${STAFF}/${adminId}/deactivate`, { as: staff.otherInstitute }))
        .status,
    ).toBe(404);
    expect(
      (await adminCall(h, 'POST', `${STAFF}/${teacherA}/deactivate`, { as: staff.otherInstitute }))
        .status,
    ).toBe(404);
    const promote = await adminCall(h, 'PUT', `${STAFF}/${own.body.response.member.id}/role`, {
      as: staff.otherInstitute,
      body: { role: 'org-admin' },
    });
    expect(promote.status).toBe(403);
  });

  it("answers another organisation's members 404", async () => {
    const { id } = (await adminCall(h, 'GET', ME, { as: staff.teacher })).body.response;
    for (const [method, url, body] of [
      ['POST', `${STAFF}/${id}/deactivate`, undefined],
      ['POST', `${STAFF}/${id}/reactivate`, undefined],
      ['POST', `${STAFF}/${id}/invitation`, undefined],
      ['DELETE', `${STAFF}/${id}/invitation`, undefined],
      ['PUT', `${STAFF}/${id}/role`, { role: 'org-admin' }],
    ] as const) {
      expect((await adminCall(h, method, url, { as: staff.otherOrgAdmin, body })).status, url).toBe(
        404,
      );
    }
    const theirs = await adminCall(h, 'GET', `${STAFF}?pageSize=100`, { as: staff.otherOrgAdmin });
    expect(theirs.body.response.items.map((m: { id: number }) => m.id)).not.toContain(id);
  });

  it('audits logins, failed logins, logouts, invitations, role changes and deactivations', async () => {
    const someone = await staffLogin(h, 'teacher');
    await adminCall(h, 'POST', '/v2/api/admin/auth/login', {
      body: { email: someone.email, password: 'wrong-one1' },
    });
    await adminCall(h, 'POST', '/v2/api/admin/auth/logout', { as: someone });
    const audit = await adminCall(h, 'GET', '/v2/api/admin/audit?entity=staff&pageSize=100', {
      as: staff.orgAdmin,
    });
    const actions = new Set(
      (audit.body.response.items as { action: string }[]).map((e) => e.action),
    );
    const roleChange = (
      audit.body.response.items as { action: string; changes: { field: string }[] }[]
    ).find((e) => e.action === 'change-role');
    // Read as people read it: the role's names and the institute by name, never an id.
    expect(roleChange?.changes.map((c) => c.field)).not.toContain('instituteId');
    expect(roleChange?.changes.find((c) => c.field === 'role')).toMatchObject({
      from: expect.any(String),
      to: expect.any(String),
    });
    for (const action of [
      'login',
      'login-failed',
      'logout',
      'invite',
      'accept-invitation',
      'resend-invitation',
      'revoke-invitation',
      'change-role',
      'deactivate',
      'reactivate',
    ]) {
      expect(actions, action).toContain(action);
    }
  });
});
