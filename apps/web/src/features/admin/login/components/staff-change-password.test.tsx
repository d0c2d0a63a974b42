import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { clearStaffSession, storeStaffSession } from '../../lib/staff-session';
import { adminCall } from '../../lib/admin-client';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { RequireStaff } from '../../shell/components/require-staff';
import '../../i18n/translations';

const STAFF = {
  id: 2,
  name: 'Demo Teacher',
  email: 'teacher@demo.test',
  role: 'teacher' as const,
  instituteId: 1,
  orgId: 1,
};

const consoleRoutes = (
  <Routes>
    <Route element={<RequireStaff />}>
      <Route path="*" element={<p>The console</p>} />
    </Route>
  </Routes>
);

afterEach(async () => {
  clearStaffSession();
  await i18n.changeLanguage('en');
});

describe('a one-time staff password', () => {
  it('shows only the change screen, and the console once the member has chosen their own', async () => {
    storeStaffSession('held-token', STAFF, true);
    const fetch = mockApi({
      'POST /v2/api/admin/auth/change-password': ({ init }: { init: RequestInit }) => {
        const body = JSON.parse(String(init.body)) as { currentPassword: string };
        return body.currentPassword === 'Kq7mPz4wXa'
          ? {
              token: 'new-token',
              expiresAt: '2026-11-30T08:00:00.000Z',
              staff: STAFF,
              mustChangePassword: false,
            }
          : jsonResponse(
              {
                ...errorEnvelope(400, 'BAD_REQUEST', 'Your current password is not correct.'),
                fieldErrors: [
                  {
                    field: 'body.currentPassword',
                    message: 'Your current password is not correct.',
                  },
                ],
              },
              400,
            );
      },
    });
    renderWithApp(consoleRoutes, { route: '/admin/questions' });
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    expect(screen.queryByText('The console')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('One-time (current) password'), 'Wrong-123');
    await user.type(screen.getByLabelText('New password'), 'MyOwn-4321');
    await user.type(screen.getByLabelText('New password again'), 'MyOwn-4321');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeVisible();

    await user.clear(screen.getByLabelText('One-time (current) password'));
    await user.type(screen.getByLabelText('One-time (current) password'), 'Kq7mPz4wXa');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The console')).toBeVisible();
    expect(localStorage.getItem('staffToken')).toBe('new-token');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('opens the change screen when the server holds a call (PASSWORD_CHANGE_REQUIRED)', async () => {
    storeStaffSession('token', STAFF);
    mockApi({
      'GET /v2/api/admin/questions': jsonResponse(
        errorEnvelope(403, 'PASSWORD_CHANGE_REQUIRED', 'Choose your own password first.'),
        403,
      ),
    });
    renderWithApp(consoleRoutes, { route: '/admin/questions' });
    expect(screen.getByText('The console')).toBeVisible();
    await adminCall(ADMIN_API.listQuestions).catch(() => null);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeVisible(),
    );
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    storeStaffSession('held-token', STAFF, true);
    renderWithApp(consoleRoutes, { route: '/admin' });
    expect(screen.getByRole('heading', { name: 'अपना पासवर्ड चुनें' })).toBeVisible();
  });
});
