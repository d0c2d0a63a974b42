import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useChangePasswordForm } from '@/components/ui/form/use-change-password-form';
import { clearStaffSession, storeStaffSession } from '../../lib/staff-session';
import { useErrorText } from '../../shell/components/action-message';
import { useChangeStaffPassword } from '../api/staff-change-password';
import { staffLogout } from '../api/staff-logout';
import { StaffAuthFrame } from './staff-auth-frame';

/**
 * The console while the member holds a one-time password (an admin's reset): only this screen,
 * as the server refuses everything else (PASSWORD_CHANGE_REQUIRED). The answer's new session
 * replaces the held one and the console opens.
 */
export function StaffChangePassword() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const change = useChangeStaffPassword();
  const { form, submit, failure } = useChangePasswordForm(change, (session) =>
    storeStaffSession(session.token, session.staff, session.mustChangePassword),
  );
  const logout = () => {
    void staffLogout()
      .catch(() => undefined)
      .finally(() => clearStaffSession());
  };

  return (
    <StaffAuthFrame title={t('changePassword.title')}>
      <p>{t('changePassword.intro')}</p>
      {failure != null && (
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
