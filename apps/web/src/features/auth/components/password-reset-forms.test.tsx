import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { mustChangePassword, replaceToken, storeSession } from '@/lib/session';
import { aStudent } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const REQUEST = 'POST /v2/api/cbt/student/password-reset/request';
const COMPLETE = 'POST /v2/api/cbt/student/password-reset';
const ok = (response: string) =>
  jsonResponse({ statusCode: 200, status: 1, errors: [], response }, 200);

describe('ForgotPasswordForm', () => {
  it('sends the address and says a link is on its way', async () => {
    let sent: unknown;
    mockApi({
      [REQUEST]: ({ init }: { init: RequestInit }) => {
        sent = JSON.parse(String(init.body));
        return ok('sent');
      },
    });
    renderWithApp(<ForgotPasswordForm onBack={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a link to choose a new password');
    expect(sent).toEqual({ email: 'asha@example.test' });
  });
});

describe('ResetPasswordForm', () => {
  it('refuses two different passwords without a call, then sets the new one with the token', async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      [COMPLETE]: ({ init }: { init: RequestInit }) => {
        sent = JSON.parse(String(init.body));
        return ok('changed');
      },
    });
    renderWithApp(<ResetPasswordForm token="tok-123456789012345678901" />);
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh4321');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh4322');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}1');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sent).toEqual({ token: 'tok-123456789012345678901', newPassword: 'Fresh4321' });
  });

  it('shows why a used or expired link is refused', async () => {
    const message = 'This password reset link is not valid any more: it was used, it expired.';
    mockApi({
      [COMPLETE]: jsonResponse(
        {
          statusCode: 400,
          status: 0,
          code: 'BAD_REQUEST',
          message,
          errors: [message],
          errorList: [{ error: message }],
          response: null,
        },
        400,
      ),
    });
    renderWithApp(<ResetPasswordForm token="tok-123456789012345678901" />);
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh4321');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh4321');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid any more');
  });
});

describe('the must-change flag of a session', () => {
  it('is set by a login that says so and cleared by a password change', () => {
    storeSession('t1', aStudent(), true);
    expect(mustChangePassword()).toBe(true);
    replaceToken('t2');
    expect(mustChangePassword()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.mustChangePassword)).toBeNull();
  });
});
