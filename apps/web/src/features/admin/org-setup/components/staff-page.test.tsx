import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TStaffMember } from '@exam/contracts/admin/org-setup/entities';
import { i18n } from '@/lib/i18n/i18n';
import { mockApiRecording } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { signedInStaffForEachTest } from '@/testing/staff-session';
import '../../i18n/translations';
import StaffPage from './staff-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (response: unknown) =>
  json(200, { statusCode: 200, status: 1, errors: [], response });

const member = (overrides: Partial<TStaffMember>): TStaffMember => ({
  id: 1,
  name: 'Meera Rao',
  email: 'meera@board.test',
  role: 'org-admin',
  instituteId: null,
  instituteName: null,
  centreIds: [],
  centreNames: [],
  lastLoginAt: '2026-11-28T09:30:00.000Z',
  state: 'active',
  invitationExpiresAt: null,
  ...overrides,
});
const meera = member({});
const ravi = member({
  id: 2,
  name: 'Ravi Kumar',
  email: 'ravi@board.test',
  role: 'invigilator',
  instituteId: 5,
  instituteName: 'North campus',
  centreIds: [9],
  centreNames: ['Patna centre 1'],
  lastLoginAt: null,
  state: 'invited',
});
const institutes = [
  {
    id: 5,
    name: 'North campus',
    nameHi: null,
    logoSha256: null,
    slug: 'north',
    hostNames: [],
    active: true,
    orgToken: 'o',
    instituteToken: 'i',
  },
];

signedInStaffForEachTest();

const LIST = 'GET /v2/api/admin/staff';

describe('StaffPage', () => {
  it('lists each member with role, scope, last login and state, and the actions the state allows', async () => {
    mockApiRecording({
      [LIST]: envelope({ items: [meera, ravi], total: 2, page: 1, pageSize: 20 }),
    });
    renderWithApp(<StaffPage />, { route: '/admin/staff' });
    const invited = await screen.findByRole('row', { name: /Ravi Kumar/ });
    expect(invited).toHaveTextContent('Invigilator');
    expect(invited).toHaveTextContent('North campus · Patna centre 1');
    expect(invited).toHaveTextContent('Never');
    expect(invited).toHaveTextContent('Invited');
    expect(
      within(invited).getByRole('button', { name: 'Resend invitation: Ravi Kumar' }),
    ).toBeVisible();
    expect(within(invited).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    const admin = screen.getByRole('row', { name: /Meera Rao/ });
    expect(admin).toHaveTextContent('Whole organisation');
    expect(within(admin).getByRole('button', { name: 'Deactivate: Meera Rao' })).toBeVisible();
  });

  it('invites a teacher of an institute and shows the link when e-mail is not configured', async () => {
    const calls = mockApiRecording({
      [LIST]: envelope({ items: [meera], total: 1, page: 1, pageSize: 20 }),
      'GET /v2/api/admin/institutes': envelope(institutes),
      'GET /v2/api/admin/centres': envelope([]),
      'POST /v2/api/admin/staff': () =>
        envelope({
          member: member({
            id: 3,
            name: 'Asha',
            role: 'teacher',
            instituteId: 5,
            state: 'invited',
          }),
          link: 'http://localhost:3000/admin/invitation/abcdefghijklmnopqrstuvwxyz',
          expiresAt: '2026-12-05T10:00:00.000Z',
        }),
    });
    renderWithApp(<StaffPage />, { route: '/admin/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Asha');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'Asha@Board.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Institute/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('invitation-link')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'http://localhost:3000/admin/invitation/abcdefghijklmnopqrstuvwxyz',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Asha',
      email: 'asha@board.test',
      role: 'teacher',
      instituteId: 5,
      centreIds: [],
    });
  });

  it('invites an invigilator of the centres ticked', async () => {
    const calls = mockApiRecording({
      [LIST]: envelope({ items: [meera], total: 1, page: 1, pageSize: 20 }),
      'GET /v2/api/admin/institutes': envelope(institutes),
      'GET /v2/api/admin/centres': envelope([
        {
          id: 9,
          key: 'PAT-01',
          name: 'Patna centre 1',
          stateName: 'Bihar',
          districtId: 1,
          districtName: 'Patna',
          blockId: null,
          blockName: null,
        },
      ]),
      'POST /v2/api/admin/staff': () =>
        envelope({ member: ravi, link: null, expiresAt: '2026-12-05T10:00:00.000Z' }),
    });
    renderWithApp(<StaffPage />, { route: '/admin/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ravi Kumar');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'ravi@board.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'invigilator');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Institute/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose at least one centre.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Patna centre 1/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation is on its way to Ravi Kumar.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      role: 'invigilator',
      instituteId: 5,
      centreIds: [9],
    });
  });

  it("says why the last org-admin cannot be deactivated, in the server's words", async () => {
    mockApiRecording({
      [LIST]: envelope({ items: [meera], total: 1, page: 1, pageSize: 20 }),
      'POST /v2/api/admin/staff/1/deactivate': json(409, {
        statusCode: 409,
        status: 0,
        code: 'CONFLICT',
        message:
          'This is the last active org-admin of the organisation: make someone else org-admin first.',
        errors: [
          'This is the last active org-admin of the organisation: make someone else org-admin first.',
        ],
        response: null,
      }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithApp(<StaffPage />, { route: '/admin/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate: Meera Rao' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('last active org-admin');
  });

  it('resets the password of another active member and hands the one-time password over once', async () => {
    const sita = member({ id: 3, name: 'Sita Devi', email: 'sita@board.test', role: 'teacher' });
    const calls = mockApiRecording({
      [LIST]: envelope({ items: [meera, sita], total: 2, page: 1, pageSize: 20 }),
      'POST /v2/api/admin/staff/3/reset-password': envelope({ password: 'Kq7mPz4wXa' }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithApp(<StaffPage />, { route: '/admin/staff' });
    const row = await screen.findByRole('row', { name: /Sita Devi/ });
    // One's own password is changed, not reset.
    const own = screen.getByRole('row', { name: /Meera Rao/ });
    expect(within(own).queryByRole('button', { name: /Reset password/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Reset password: Sita Devi' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('one-time password'));
    const shown = await screen.findByTestId('one-time-password');
    expect(shown).toHaveTextContent('The one-time password of Sita Devi');
    expect(within(shown).getByRole('textbox', { name: 'One-time password' })).toHaveValue(
      'Kq7mPz4wXa',
    );
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/3/reset-password'))).toBe(
      true,
    );
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApiRecording({ [LIST]: envelope({ items: [ravi], total: 1, page: 1, pageSize: 20 }) });
    renderWithApp(<StaffPage />, { route: '/admin/staff' });
    const row = await screen.findByRole('row', { name: /Ravi Kumar/ });
    expect(row).toHaveTextContent('निरीक्षक');
    expect(row).toHaveTextContent('आमंत्रित');
    expect(screen.getByRole('heading', { name: 'स्टाफ़' })).toBeVisible();
  });
});
