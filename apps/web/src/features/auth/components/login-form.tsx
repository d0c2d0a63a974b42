import type { TStudentDetails } from '@exam/contracts/students/entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { BAD_RESPONSE, isApiError } from '@/lib/api-client';
import { storeSession } from '@/lib/session';
import { useAuthenticateStudent } from '../api/authenticate-student';
import { ZLoginForm, type TLoginForm } from '../utils/schemas';
import { AccountForm, type FailureWords } from './account-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { OtherInstitute } from './other-institute';
import { UsernameField } from './username-field';

interface LoginFormProps {
  /** Filled in after a registration. */
  defaultUsername?: string;
  /** The session is stored; where to go is the caller's decision. */
  onLoggedIn: (details: TStudentDetails) => void;
}

const FIELDS = ['username', 'password'] as const;

/** SPEC §2/§8: username and password; on success the token and details are stored. */
export function LoginForm({ defaultUsername = '', onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useAuthenticateStudent();
  const [failure, setFailure] = useState<unknown>(null);
  const [forgot, setForgot] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZLoginForm, formParseOptions),
    defaultValues: { username: defaultUsername, password: '' } satisfies TLoginForm,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await login.mutateAsync(values);
      if (!body.token || !body.response) throw new Error('The login answer carried no token.');
      storeSession(body.token, body.response, body.mustChangePassword);
      onLoggedIn(body.response);
    } catch (error) {
      setFailure(error);
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return (
    <AccountForm
      onSubmit={(event) => void submit(event)}
      pending={login.isPending}
      submitLabel={t('nav.login')}
      pendingLabel={t('auth.loggingIn')}
      failure={failure}
      describeFailure={loginError}
      footer={
        <button type="button" className="btn btn-link w-100 mt-2" onClick={() => setForgot(true)}>
          {t('auth.reset.forgot')}
        </button>
      }
    >
      <UsernameField
        // Focus starts on the first field to fill: the password once the username is known.
        autoFocus={!defaultUsername}
        error={errors.username}
        {...form.register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        autoFocus={Boolean(defaultUsername)}
        autoComplete="current-password"
        maxLength={1000}
        error={errors.password}
        {...form.register('password')}
      />
    </AccountForm>
  );
}

/**
 * SPEC §8 Login: a 503 shows its status text; an error answer (status 0) the first entry of its
 * errorList; anything else 'Invalid username or password'.
 */
function loginError(error: unknown, { t, serverText }: FailureWords) {
  if (!isApiError(error)) return t('auth.invalidLogin');
  if (error.httpStatus === 503) return error.statusText || serverText(error.message);
  if (error.code === BAD_RESPONSE) return t('auth.invalidLogin');
  if (error.code === 'OTHER_INSTITUTE' && error.site) return <OtherInstitute site={error.site} />;
  if (error.code === 'INSTITUTE_CLOSED') return t('auth.instituteClosed');
  return serverText(error.errorList[0] ?? error.errors[0] ?? t('auth.invalidLogin'));
}
