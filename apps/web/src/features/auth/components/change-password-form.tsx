import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { applyServerErrors, serverFieldErrors } from '@/components/ui/form/server-errors';
import { useChangePassword } from '../api/change-password';
import '../i18n/translations';
import { newPasswordLabels, ZChangePasswordForm, type TChangePasswordForm } from '../utils/schemas';
import { useServerText } from '../utils/server-text';
import { AccountForm } from './account-form';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';

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
  const serverText = useServerText();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ZChangePasswordForm, formParseOptions),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    change.reset();
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const failure = change.error;
  const named = serverFieldErrors(failure, FIELDS).length > 0;

  return (
    <AccountForm
      className="change-password-form"
      onSubmit={(event) => void submit(event)}
      pending={change.isPending}
      submitLabel={t('settings.submit')}
      pendingLabel={t('settings.saving')}
      done={change.data && serverText(change.data.response)}
      failure={!named && failure}
    >
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        maxLength={1000}
        error={form.formState.errors.currentPassword}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields form={form} labels={newPasswordLabels(t)} />
      <p className="small text-body-secondary">{t('settings.otherDevices')}</p>
    </AccountForm>
  );
}
