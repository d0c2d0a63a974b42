import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { aStudent } from '@/testing/fixtures';
import { jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';

const CHANGE = 'POST /v2/api/cbt/student/change/password';

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('asks for every field and for two matching new passwords', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<ChangePasswordForm />);
    await fill('', '');
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Choose a new password.')).toBeInTheDocument();

    await fill('Demo@1234', 'Better123', 'Better124');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the new token the answer carries and says the password changed', async () => {
    logIn(aStudent(), 'old-token');
    let sent: unknown;
    mockApi({
      [CHANGE]: ({ init }: { init: RequestInit }) => {
        sent = JSON.parse(String(init.body));
        return jsonResponse(
          {
            statusCode: 200,
            status: 1,
            errors: [],
            response:
              'Your password has been changed. You have been logged out on your other devices.',
            token: 'new-token',
          },
          200,
        );
      },
    });
    renderWithApp(<ChangePasswordForm />);
    await fill('Demo@1234', 'Better123');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sent).toEqual({ currentPassword: 'Demo@1234', newPassword: 'Better123' });
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.studToken)).toBe('new-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows a wrong current password's message on that field", async () => {
    logIn(aStudent(), 'old-token');
    const message = 'Your current password is not correct.';
    mockApi({
      [CHANGE]: jsonResponse(
        {
          statusCode: 400,
          status: 0,
          code: 'BAD_REQUEST',
          message,
          errors: [`body.currentPassword: ${message}`],
          fieldErrors: [{ field: 'body.currentPassword', message }],
          response: null,
        },
        400,
      ),
    });
    renderWithApp(<ChangePasswordForm />);
    await fill('Wrong1234', 'Better123');
    const current = screen.getByLabelText('Current password');
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(current).toHaveAccessibleDescription(message);
    expect(current).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('old-token');
  });
});
