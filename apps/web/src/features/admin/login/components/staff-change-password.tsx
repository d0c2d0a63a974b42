import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import {
  ZChangePasswordForm,
  type TChangePasswordForm,
} from '@/components/ui/form/new-password-schema';
import { PasswordField } from '@/components/ui/form/password-field';
import { applyServerErrors, serverFieldErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { clearStaffSession, storeStaffSession } from '../../lib/staff-session';
import { useErrorText } from '../../shell/components/action-message';
import { useChangeStaffPassword } from '../api/staff-change-password';
import { staffLogout } from '../api/staff-logout';
import { StaffAuthFrame } from './staff-auth-frame';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
} satisfies TChangePasswordForm;

/**
 * The console while the member holds a one-time password (an admin's reset): only this screen,
 * as the server refuses everything else (PASSWORD_CHANGE_REQUIRED). The answer's new session
 * replaces the held one and the console opens.
 */
export function StaffChangePassword() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const change = useChangeStaffPassword();
  const form = useForm({
    resolver: zodResolver(ZChangePasswordForm, formParseOptions),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    change.reset();
    try {
      const session = await change.mutateAsync({ currentPassword, newPassword });
      storeStaffSession(session.token, session.staff, session.mustChangePassword);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const logout = () => {
    void staffLogout()
      .catch(() => undefined)
      .finally(() => clearStaffSession());
  };
  const failure = change.error;
  const named = serverFieldErrors(failure, FIELDS).length > 0;

  return (
    <StaffAuthFrame title={t('changePassword.title')}>
      <p>{t('changePassword.intro')}</p>
      {failure != null && !named && (
        <div className="alert alert-danger" role="alert">
          {errorText(failure)}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={change.isPending}>
        <PasswordField
          label={t('changePassword.current')}
          autoComplete="current-password"
          autoFocus
          maxLength={1000}
          error={form.formState.errors.currentPassword}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          labels={{
            newPassword: t('changePassword.newPassword'),
            confirmPassword: t('changePassword.confirmPassword'),
            hint: t('changePassword.hint'),
          }}
        />
        <SubmitButton
          pending={change.isPending}
          pendingLabel={t('changePassword.busy')}
          className="btn btn-primary w-100"
        >
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
      <button type="button" className="btn btn-link px-0 mt-3" onClick={logout}>
        {t('changePassword.logout')}
      </button>
    </StaffAuthFrame>
  );
}
