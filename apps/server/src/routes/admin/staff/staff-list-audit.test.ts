import { beforeAll, expect, it } from 'vitest';
import type { TAuditEntry } from '@exam/contracts/admin/list-audit';
import type { TStaffMember } from '@exam/contracts/admin/org-setup/entities';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { adminCall, STAFF_PASSWORD } from '../test-helpers.ts';

const API = '/v2/api/admin';
const WRONG_PASSWORD = 'Wrong-guess-77';

/**
 * Issue 24: "the staff list shows role, scope, last login and state", and "the audit log gains
 * staff logins, failed logins, logouts, invitations, role changes" — each entry saying who and
 * what, never a password or an invitation's secret.
 */
describeEachDatabase('the staff list and the staff audit entries', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');
  let instituteA = 0;
  let centre = 0;
  let invigilator: TStaffMember;
  let link = '';

  const list = async (query = '') =>
    (await adminCall(h, 'GET', `${API}/staff?pageSize=100${query}`, { as: staff.orgAdmin })).body
      .response.items as TStaffMember[];
  const audit = async () =>
    (await adminCall(h, 'GET', `${API}/audit?entity=staff&pageSize=100`, { as: staff.orgAdmin }))
      .body.response.items as TAuditEntry[];

  beforeAll(async () => {
    const institutes = (await adminCall(h, 'GET', `${API}/institutes`, { as: staff.orgAdmin })).body
      .response as { id: number; name: string }[];
    instituteA = institutes.find((i) => i.name === 'Main institute')?.id ?? 0;
    centre = (
      await adminCall(h, 'POST', `${API}/centres`, {
        as: staff.orgAdmin,
        body: { stateName: 'Bihar', districtName: 'Gaya', name: 'Gaya centre 1', key: 'GAYA-1' },
      })
    ).body.response.id;
    const sent = await adminCall(h, 'POST', `${API}/staff`, {
      as: staff.orgAdmin,
      body: {
        name: 'Hall invigilator',
        email: 'hall@staff.test',
        role: 'invigilator',
        instituteId: instituteA,
        centreIds: [centre],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    invigilator = sent.body.response.member;
    link = sent.body.response.link;
  });

  it('shows each member with role, scope (institute, centres), last login and state', async () => {
    const rows = await list();
    expect(rows.find((m) => m.id === invigilator.id)).toMatchObject({
      role: 'invigilator',
      instituteName: 'Main institute',
      centreNames: ['Gaya centre 1'],
      lastLoginAt: null,
      state: 'invited',
      invitationExpiresAt: expect.any(String),
    });
    expect(rows.find((m) => m.id === staff.orgAdmin.id)).toMatchObject({
      role: 'org-admin',
      instituteId: null,
      instituteName: null,
      state: 'active',
      lastLoginAt: expect.any(String),
    });
    expect(rows.find((m) => m.id === staff.teacher.id)).toMatchObject({
      role: 'teacher',
      instituteName: 'Main institute',
      centreNames: [],
      state: 'active',
    });

    await adminCall(h, 'POST', `${API}/staff/${staff.teacher.id}/deactivate`, {
      as: staff.orgAdmin,
    });
    const off = await list('&state=deactivated');
    expect(off.map((m) => [m.id, m.state])).toEqual([[staff.teacher.id, 'deactivated']]);
    expect((await list('&role=invigilator')).map((m) => m.id)).toEqual([invigilator.id]);
    await adminCall(h, 'POST', `${API}/staff/${staff.teacher.id}/reactivate`, {
      as: staff.orgAdmin,
    });
  });

  it('audits a failed login with the e-mail tried and the account, never the password', async () => {
    const known = await adminCall(h, 'POST', `${API}/auth/login`, {
      body: { email: staff.orgAdmin.email, password: WRONG_PASSWORD },
    });
    expect(known.status).toBe(401);
    const unknown = await adminCall(h, 'POST', `${API}/auth/login`, {
      body: { email: 'Nobody@Staff.test', password: WRONG_PASSWORD },
    });
    expect(unknown.status).toBe(401);
    const entries = await audit();
    const failed = entries.filter((e) => e.action === 'login-failed');
    expect(failed.find((e) => e.entityId === String(staff.orgAdmin.id))?.after).toMatchObject({
      email: staff.orgAdmin.email,
    });
    expect(failed.find((e) => e.entityId === null)?.after).toMatchObject({
      email: 'nobody@staff.test',
    });
    const everything = JSON.stringify(entries);
    expect(everything).not.toContain(WRONG_PASSWORD);
    expect(everything).not.toContain(STAFF_PASSWORD);
  });

  it('audits an invitation without its secret, its acceptance, a login and a logout by whom', async () => {
    const token = link.replace(/.*\/admin\/invitation\//, '');
    const accepted = await adminCall(h, 'POST', `${API}/auth/invitation/${token}`, {
      body: { newPassword: 'Chosen4321' },
    });
    expect(accepted.status).toBe(200);
    const session = { token: accepted.body.response.token, tenant: staff.orgAdmin.tenant };
    expect((await adminCall(h, 'POST', `${API}/auth/logout`, { as: session })).status).toBe(200);

    const mine = (await audit()).filter((e) => e.entityId === String(invigilator.id));
    const by = (action: string) => mine.find((e) => e.action === action);
    expect(by('invite')).toMatchObject({ staffId: staff.orgAdmin.id });
    expect(by('invite')?.after).toMatchObject({ email: 'hall@staff.test', role: 'invigilator' });
    expect(by('accept-invitation')).toBeDefined();
    expect(by('logout')).toMatchObject({ staffId: invigilator.id });
    const everything = JSON.stringify(mine);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('Chosen4321');
  });

  it('audits a role change by whom, as people read it: role and scope by name', async () => {
    const changed = await adminCall(h, 'PUT', `${API}/staff/${invigilator.id}/role`, {
      as: staff.orgAdmin,
      body: { role: 'teacher', instituteId: instituteA },
    });
    expect(changed.status).toBe(200);
    const entry = (await audit()).find(
      (e) => e.action === 'change-role' && e.entityId === String(invigilator.id),
    );
    expect(entry?.staffId).toBe(staff.orgAdmin.id);
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', from: 'invigilator', to: 'teacher' },
        expect.objectContaining({
          field: 'centres',
          from: expect.stringContaining('Gaya centre 1'),
        }),
      ]),
    );
    const fields = entry?.changes.map((c) => c.field);
    expect(fields).not.toContain('centreIds');
    expect(fields).not.toContain('instituteId');
  });
});
