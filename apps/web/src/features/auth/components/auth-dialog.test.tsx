import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { aLoginAnswer, aStudent } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { AuthDialog } from './auth-dialog';

const REGISTER = 'POST /v2/api/cbt/student/save';
const AUTHENTICATE = 'POST /v2/api/cbt/student/authenticate';

const registrationError = (status: number, message: string) =>
  jsonResponse(
    {
      statusCode: 0,
      status: 0,
      code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST',
      message,
      errors: [message],
      errorList: [{ error: message }],
      response: null,
    },
    status,
  );

const loginAnswer = () => jsonResponse(aLoginAnswer(), 200);

function renderDialog(props: Partial<Parameters<typeof AuthDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onLoggedIn = vi.fn();
  renderWithApp(<AuthDialog onClose={onClose} onLoggedIn={onLoggedIn} {...props} />);
  return { onClose, onLoggedIn, dialog: screen.getByRole('dialog') };
}

describe('AuthDialog', () => {
  it('opens on Sign Up with the first field focused, and toggles to Login and back', async () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Sign Up');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('E-mail or mobile number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    expect(within(dialog).getByLabelText('E-mail or mobile number')).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('says what is missing when Sign Up is pressed with empty fields', async () => {
    const fetchMock = mockApi({});
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(within(dialog).getByLabelText('E-mail or mobile number')).toHaveAccessibleDescription(
      /^Enter your e-mail address or mobile number\./,
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a malformed username or a weak password with the server's rules", async () => {
    mockApi({});
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha');
    await userEvent.type(within(dialog).getByLabelText('E-mail or mobile number'), '12345');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short1');
    await userEvent.keyboard('{Enter}');
    expect(
      within(dialog).getByText(
        'Enter a valid e-mail address, or a 10-digit mobile number starting with 6, 7, 8 or 9.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Use at least 8 characters.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'longenough');
    expect(within(dialog).getByText('Use at least one letter and one digit.')).toBeInTheDocument();
  });

  it('shows a refused registration in a red alert with the first error', async () => {
    const message = 'This username is already registered. Please log in instead.';
    mockApi({ [REGISTER]: registrationError(409, message) });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha');
    await userEvent.type(
      within(dialog).getByLabelText('E-mail or mobile number'),
      'student@demo.test',
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('alert-danger');
    expect(within(dialog).getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('sends only name, username and password with SPEC placeholders, then turns to Login in green', async () => {
    let sent: Record<string, unknown> = {};
    mockApi({
      [REGISTER]: ({ init }: { init: RequestInit }) => {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return 'Registration successful. You can now log in.';
      },
    });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha Verma');
    await userEvent.type(
      within(dialog).getByLabelText('E-mail or mobile number'),
      '+91 98765-00001',
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    const success = await within(dialog).findByRole('status');
    expect(success).toHaveTextContent('Registration successful. You can now log in.');
    expect(success).toHaveClass('alert-success');
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail or mobile number')).toHaveValue('9876500001');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(sent).toMatchObject({
      name: 'Asha Verma',
      username: '9876500001',
      password: 'Secret123',
      centerId: 99_999_999_999,
      fatherName: 'NA',
      studentClass: 0,
    });
  });

  it('shows a spinner and refuses a second press while the registration is in flight', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha');
    await userEvent.type(within(dialog).getByLabelText('E-mail or mobile number'), 'a@b.in');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123{Enter}');
    const busy = await within(dialog).findByRole('button', { name: 'Signing up...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.spinner-border')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs in: stores the token under studToken and Authorization and the details as JSON', async () => {
    mockApi({ [AUTHENTICATE]: loginAnswer() });
    const { dialog, onLoggedIn } = renderDialog({ initialView: 'login' });
    await userEvent.type(within(dialog).getByLabelText('E-mail or mobile number'), '9876543210');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'School@123{Enter}');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(aStudent()));
    expect(localStorage.getItem(STORAGE_KEYS.studToken)).toBe('jwt-1');
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.studentDetails) ?? '')).toEqual(aStudent());
  });

  it("says 'Invalid username or password' for a wrong login and stores nothing", async () => {
    mockApi({
      [AUTHENTICATE]: jsonResponse(
        {
          statusCode: 401,
          status: 0,
          code: 'UNAUTHENTICATED',
          message: 'Invalid username or password',
          errors: ['Invalid username or password'],
          errorList: [{ error: 'Invalid username or password' }],
          response: null,
        },
        401,
      ),
    });
    const { dialog, onLoggedIn } = renderDialog({ initialView: 'login' });
    await userEvent.type(within(dialog).getByLabelText('E-mail or mobile number'), 'a@b.in');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid username or password',
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
  });

  it('sends a student of another institute to its own site, in English and Hindi', async () => {
    const message =
      'Your account belongs to Second institute. Log in on its site: http://b.localhost:4303';
    const { dialog, onLoggedIn } = await logInRefused('OTHER_INSTITUTE', message, {
      site: { name: 'Second institute', nameHi: 'दूसरा संस्थान', url: 'http://b.localhost:4303' },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your account belongs to Second institute. Log in on its own site: http://b.localhost:4303',
    );
    expect(within(alert).getByRole('link')).toHaveAttribute('href', 'http://b.localhost:4303');
    await act(() => i18n.changeLanguage('hi'));
    expect(alert).toHaveTextContent('आपका खाता दूसरा संस्थान का है। उसकी अपनी साइट पर लॉग इन करें:');
    await act(() => i18n.changeLanguage('en'));
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
  });

  it('tells a student of a deactivated institute that its site is closed, in English and Hindi', async () => {
    const message = "This institute's site is closed: the organisation has deactivated it.";
    const { dialog, onLoggedIn } = await logInRefused('INSTITUTE_CLOSED', message);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Your institute's site is closed");
    await act(() => i18n.changeLanguage('hi'));
    expect(alert).toHaveTextContent('आपके संस्थान की साइट बंद है');
    await act(() => i18n.changeLanguage('en'));
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows the status text of a 503 and asks for both fields on Login', async () => {
    mockApi({
      [AUTHENTICATE]: new Response('busy', { status: 503, statusText: 'Service Unavailable' }),
    });
    const { dialog } = renderDialog({ initialView: 'login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(
      within(dialog).getByText('Enter your e-mail address or mobile number.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('E-mail or mobile number'), 'a@b.in');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'x{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service Unavailable');
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    renderWithApp(
      <>
        <button type="button">Outside</button>
        <AuthDialog onClose={vi.fn()} onLoggedIn={vi.fn()} />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const toggle = within(dialog).getByRole('button', { name: 'Login' });
    toggle.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(toggle).toHaveFocus();
  });

  it('closes with × and with Escape', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says why when the server ended the session', async () => {
    const { endSession } = await import('@/lib/session');
    act(() => endSession('expired'));
    const { dialog } = renderDialog({ initialView: 'login' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
  });

  it('speaks Hindi: every label, message and button', async () => {
    await i18n.changeLanguage('hi');
    mockApi({});
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'साइन अप' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('नाम')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ई-मेल या मोबाइल नंबर')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('पासवर्ड')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'साइन अप' }));
    expect(within(dialog).getByText('अपना नाम लिखें।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'लॉग इन' }));
    expect(within(dialog).getByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
  });
});

/** The login dialog, sent a login the server refuses with 403 `code` (and `extra` fields). */
async function logInRefused(code: string, message: string, extra: Record<string, unknown> = {}) {
  mockApi({
    [AUTHENTICATE]: jsonResponse(
      {
        statusCode: 403,
        status: 0,
        code,
        message,
        errors: [message],
        errorList: [{ error: message }],
        ...extra,
        response: null,
      },
      403,
    ),
  });
  const rendered = renderDialog({ initialView: 'login' });
  await userEvent.type(within(rendered.dialog).getByLabelText('E-mail or mobile number'), 'a@b.in');
  await userEvent.type(within(rendered.dialog).getByLabelText('Password'), 'Secret123{Enter}');
  return rendered;
}
