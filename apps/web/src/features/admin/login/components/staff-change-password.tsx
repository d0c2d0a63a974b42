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
import { BRAND_NAME } from '@/config/app';
import { clearStaffSession, storeStaffSession } from '../../lib/staff-session';
import { useErrorText } from '../../shell/components/action-message';
import { LanguageSwitch } from '../../shell/components/language-switch';
import { useChangeStaffPassword } from '../api/staff-change-password';
import { staffLogout } from '../api/staff-logout';
import './staff-login-page.css';

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
    <main id="main" className="staff-login container py-5">
      <div className="d-flex justify-content-between align-items-center mb-4">
        <span className="fw-semibold">
          {BRAND_NAME} {t('shell.console')}
        </span>
        <LanguageSwitch on="light" />
      </div>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-3">{t('changePassword.title')}</h1>
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
        </div>
      </div>
    </main>
  );
}
