import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useFieldMessage } from '../utils/field-message';
import { ZChangePasswordForm, type TChangePasswordForm } from '../utils/schemas';
import { applyFieldErrors } from '../utils/server-errors';
import '../i18n/translations';
import { useServerText } from '../utils/server-text';
import { zodResolver } from '../utils/zod-resolver';
import { SubmitButton } from './submit-button';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
} satisfies TChangePasswordForm;

/**
 * Settings → change password: current, new and the new one again. The answer's new token replaces
 * the stored one (the server has ended every other session); a wrong current password is said on
 * that field.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const serverText = useServerText();
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(null);
    setFailure(null);
    try {
      const body = await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      setDone(body.response);
    } catch (error) {
      if (applyFieldErrors(error, FIELDS, form.setError)) return;
      setFailure(
        isApiError(error) && error.code !== NETWORK_ERROR
          ? serverText(error.errors[0] ?? error.message)
          : t('state.networkError'),
      );
    }
  });

  return (
    <form
      noValidate
      className="change-password-form"
      onSubmit={(event) => void submit(event)}
      aria-busy={change.isPending}
    >
      {done && (
        <div className="alert alert-success" role="status">
          {serverText(done)}
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        maxLength={1000}
        error={fieldMessage(serverOrKey(errors.currentPassword?.message, serverText))}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        maxLength={72}
        error={fieldMessage(serverOrKey(errors.newPassword?.message, serverText))}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        maxLength={72}
        error={fieldMessage(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <p className="small text-body-secondary">{t('settings.otherDevices')}</p>
      <SubmitButton busy={change.isPending} busyLabel={t('settings.saving')}>
        {t('settings.submit')}
      </SubmitButton>
    </form>
  );
}

/** A server's sentence about a field, in the UI language when it is a known one. */
const serverOrKey = (message: string | undefined, serverText: (text: string) => string) =>
  message && !message.startsWith('auth.') ? serverText(message) : message;
