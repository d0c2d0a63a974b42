import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { StaffLoginPage } from './staff-login-page';

const STAFF = {
  id: 2,
  name: 'Demo Teacher',
  email: 'teacher@demo.test',
  role: 'teacher',
  instituteId: 1,
  orgId: 1,
};

async function logIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'Teacher@Demo.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/admin/login', () => {
  it('says a wrong email or password plainly and stores nothing', async () => {
    mockApi({
      'POST /v2/api/admin/auth/login': jsonResponse(
        errorEnvelope(401, 'INVALID_LOGIN', 'Wrong e-mail or password.'),
        401,
      ),
    });
    renderWithApp(<StaffLoginPage />, { route: '/admin/login' });
    await logIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(localStorage.getItem('staffToken')).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    mockApi({
      'POST /v2/api/admin/auth/login': jsonResponse(
        errorEnvelope(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts.'),
        429,
      ),
    });
    renderWithApp(<StaffLoginPage />, { route: '/admin/login' });
    await logIn('Teacher@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Wait a few minutes and try again.',
    );
  });

  it("keeps the staff token apart from the student's and returns to the page that was asked for", async () => {
    const fetch = mockApi({
      'POST /v2/api/admin/auth/login': {
        token: 'staff-token',
        expiresAt: '2026-11-25T08:00:00.000Z',
        staff: STAFF,
        mustChangePassword: false,
      },
    });
    renderWithApp(<StaffLoginPage />, {
      route: '/admin/login',
      state: { from: '/admin/sets/3' },
    });
    await logIn('Teacher@1234');
    await waitFor(() =>
      expect(currentLocation(screen.getByTestId('location')).path).toBe('/admin/sets/3'),
    );
    expect(localStorage.getItem('staffToken')).toBe('staff-token');
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(localStorage.getItem('studToken')).toBeNull();
    // The contract's schema trims and lower-cases the e-mail before it is sent.
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'teacher@demo.test',
      password: 'Teacher@1234',
    });
  });

  it('tells a member of another institute where its console is, with a link', async () => {
    const message =
      'Your account belongs to North campus. Log in on its site: http://north.localhost/admin/login';
    mockApi({
      'POST /v2/api/admin/auth/login': jsonResponse(
        {
          ...errorEnvelope(403, 'OTHER_INSTITUTE', message),
          site: {
            name: 'North campus',
            nameHi: 'उत्तर परिसर',
            url: 'http://north.localhost/admin/login',
          },
        },
        403,
      ),
    });
    renderWithApp(<StaffLoginPage />, { route: '/admin/login' });
    await logIn('Teacher@1234');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your account belongs to North campus. Log in on its own site:',
    );
    expect(
      screen.getByRole('link', { name: 'http://north.localhost/admin/login' }),
    ).toHaveAttribute('href', 'http://north.localhost/admin/login');
    expect(localStorage.getItem('staffToken')).toBeNull();
  });

  it("says a deactivated institute's site is closed", async () => {
    mockApi({
      'POST /v2/api/admin/auth/login': jsonResponse(
        errorEnvelope(403, 'INSTITUTE_CLOSED', "This institute's site is closed."),
        403,
      ),
    });
    renderWithApp(<StaffLoginPage />, { route: '/admin/login' });
    await logIn('Teacher@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This institute's site is closed: the organisation has deactivated it.",
    );
  });
});
