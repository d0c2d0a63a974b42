import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { PasswordField } from '@/components/ui/form/password-field';
import { useChangePasswordForm } from '@/components/ui/form/use-change-password-form';
import { useChangePassword } from '../api/change-password';
import '../i18n/translations';
import { newPasswordLabels } from '../utils/schemas';
import { useServerText } from '../utils/server-text';
import { AccountForm } from './account-form';

/**
 * Settings → change password: current, new and the new one again. The answer's new token replaces
 * the stored one (the server has ended every other session); a wrong current password is said on
 * that field.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const change = useChangePassword();
  const { form, submit, failure } = useChangePasswordForm(change);

  return (
    <AccountForm
      className="change-password-form"
      onSubmit={(event) => void submit(event)}
      pending={change.isPending}
      submitLabel={t('settings.submit')}
      pendingLabel={t('settings.saving')}
      done={change.data && serverText(change.data.response)}
      failure={failure}
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
