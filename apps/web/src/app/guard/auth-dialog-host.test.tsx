import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@exam/contracts/api';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { aLoginAnswer, aSet, aStudent } from '@/testing/fixtures';
import { jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { AuthDialogHost } from './auth-dialog-host';
import { RequireLogin } from './require-login';

const AUTHENTICATE = 'POST /v2/api/cbt/student/authenticate';

/** The routes as the app has them, with stand-in pages. */
function TestApp() {
  return (
    <>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="login" element={<h1>Home page</h1>} />
        <Route path="register" element={<h1>Home page</h1>} />
        <Route path="exam/list" element={<h1>Exam grid</h1>} />
        <Route element={<RequireLogin />}>
          <Route path="quizlist" element={<h1>Quiz list</h1>} />
          <Route path="studentProfile" element={<h1>Profile page</h1>} />
        </Route>
      </Routes>
      <AuthDialogHost />
    </>
  );
}

const location = () => currentLocation(screen.getByTestId('location'));

async function logInThroughDialog() {
  const dialog = await screen.findByRole('dialog');
  if (within(dialog).queryByRole('heading', { name: 'Sign Up' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
  await userEvent.type(within(dialog).getByLabelText('E-mail or mobile number'), '9876543210');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'School@123{Enter}');
}

describe('the guard and the login dialog', () => {
  it('shows the dialog (Sign Up) instead of a guarded page when logged out', async () => {
    mockApi({});
    renderWithApp(<TestApp />, { route: '/quizlist/' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quiz list' })).toBeNull();
  });

  it('shows a guarded page to a logged-in student, with no dialog', () => {
    logIn(aStudent());
    renderWithApp(<TestApp />, { route: '/quizlist/' });
    expect(screen.getByRole('heading', { name: 'Quiz list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the public pages alone', () => {
    renderWithApp(<TestApp />, { route: '/exam/list/' });
    expect(screen.getByRole('heading', { name: 'Exam grid' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after logging in returns to the same path, keeping setData and adding studentData', async () => {
    mockApi({
      [AUTHENTICATE]: jsonResponse(aLoginAnswer({ token: 'jwt-9' }), 200),
    });
    renderWithApp(<TestApp />, {
      route: '/studentProfile?from=set',
      state: { setData: aSet() },
    });
    await logInThroughDialog();
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location().path).toBe('/studentProfile?from=set');
    expect(location().state).toMatchObject({
      setData: { examSetId: 10 },
      studentData: { name: 'Priya Meena' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.studToken)).toBe('jwt-9');
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('jwt-9');
    expect(localStorage.getItem(STORAGE_KEYS.studentDetails)).toContain('Priya Meena');
  });

  it("closing the dialog goes to '/'", async () => {
    renderWithApp(<TestApp />, { route: '/quizlist/' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(location().path).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('/login opens on Login and /register on Sign Up, over the home page', async () => {
    renderWithApp(<TestApp />, { route: '/login' });
    expect(
      within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Login' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home page', hidden: true })).toBeInTheDocument();
  });

  it('/register opens on Sign Up; after logging in it returns to the page the link came from', async () => {
    mockApi({
      [AUTHENTICATE]: jsonResponse(aLoginAnswer({ token: 'jwt-2' }), 200),
    });
    renderWithApp(<TestApp />, { route: '/register', state: { from: '/exam/list/' } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    await logInThroughDialog();
    expect(await screen.findByRole('heading', { name: 'Exam grid' })).toBeInTheDocument();
    expect(location().path).toBe('/exam/list/');
  });

  it('shows the dialog when the student logs out in another tab', async () => {
    logIn(aStudent());
    renderWithApp(<TestApp />, { route: '/quizlist/' });
    expect(screen.getByRole('heading', { name: 'Quiz list' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.authorization);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authorization }));
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quiz list' })).toBeNull();
  });

  it('a call answered SESSION_EXPIRED logs out and the dialog says the session has ended', async () => {
    logIn(aStudent(), 'revoked-token');
    mockApi({
      'POST /v2/api/cbt/student/get/by/token': jsonResponse(
        {
          statusCode: 401,
          status: 0,
          code: 'SESSION_EXPIRED',
          message: 'Your session has ended. Please log in again.',
          errors: ['Your session has ended. Please log in again.'],
          response: null,
        },
        401,
      ),
    });
    renderWithApp(<TestApp />, { route: '/quizlist/' });
    await act(() => apiCall(API.getStudentByToken, { student: true }).catch(() => undefined));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    // The student has an account: Login first.
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studentDetails)).toBeNull();
  });
});
