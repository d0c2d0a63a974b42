import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCompleteStaffReset } from '../api/password-reset-api';
import { NewPasswordForm } from './new-password-form';
import { StaffAuthFrame } from '../../login/components/staff-auth-frame';

/** /admin/reset-password?token=…: the link of a staff "Forgot password?" e-mail. */
export default function StaffResetPasswordPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const complete = useCompleteStaffReset();

  return (
    <StaffAuthFrame title={t('passwordReset.title')}>
      {!token ? (
        <div className="alert alert-danger">{t('passwordReset.noToken')}</div>
      ) : complete.isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('passwordReset.done')} <Link to="/admin/login">{t('passwordReset.login')}</Link>
        </div>
      ) : (
        <NewPasswordForm
          labels={{
            newPassword: t('passwordReset.newPassword'),
            confirmPassword: t('passwordReset.confirm'),
            hint: t('passwordReset.hint'),
          }}
          submitLabel={t('passwordReset.submit')}
          pendingLabel={t('passwordReset.submit')}
          pending={complete.isPending}
          error={complete.isError ? complete.error : null}
          onSubmit={(newPassword) =>
            complete.mutateAsync({ token, newPassword }).catch(() => undefined)
          }
        />
      )}
    </StaffAuthFrame>
  );
}
