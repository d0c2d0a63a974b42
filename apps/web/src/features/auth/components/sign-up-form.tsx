import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-client';
import { useRegisterStudent } from '../api/register-student';
import { ZSignUpForm, type TSignUpForm } from '../utils/schemas';
import { AccountForm, type FailureWords } from './account-form';
import { UsernameField } from './username-field';

interface SignUpFormProps {
  /** Registration succeeded: the username as stored and the server's message. */
  onRegistered: (username: string, message: string) => void;
}

const FIELDS = ['name', 'username', 'password'] as const;

/** SPEC §2/§3: name, username (e-mail or mobile number) and password; nothing else is asked. */
export function SignUpForm({ onRegistered }: SignUpFormProps) {
  const { t } = useTranslation();
  const registration = useRegisterStudent();
  const form = useForm({
    resolver: zodResolver(ZSignUpForm, formParseOptions),
    defaultValues: { name: '', username: '', password: '' } satisfies TSignUpForm,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    registration.reset();
    try {
      const body = await registration.mutateAsync(values);
      onRegistered(values.username, body.response);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <AccountForm
      onSubmit={(event) => void submit(event)}
      pending={registration.isPending}
      submitLabel={t('nav.signUp')}
      pendingLabel={t('auth.signingUp')}
      failure={registration.error}
      describeFailure={registrationError}
    >
      <TextField
        label={t('auth.name')}
        // The dialog opens on its first field (react-bootstrap's modal leaves the focus there).
        autoFocus
        autoComplete="name"
        maxLength={100}
        error={errors.name}
        {...form.register('name')}
      />
      <UsernameField
        hint={t('auth.usernameHint')}
        error={errors.username}
        {...form.register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        maxLength={72}
        error={errors.password}
        {...form.register('password')}
      />
    </AccountForm>
  );
}

/** SPEC §8: a registration error (statusCode 0 in the body) shows the first of its errors. */
function registrationError(error: unknown, { t, serverText }: FailureWords) {
  if (!isApiError(error)) return t('state.errorTitle');
  const field = error.fieldErrors[0];
  const name = field?.field.replace(/^body\./, '');
  if (field && name && (FIELDS as readonly string[]).includes(name))
    return `${t(`auth.${name}`)}: ${field.message}`;
  return serverText(error.errors[0] ?? error.message);
}
