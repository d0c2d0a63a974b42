import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/ui/form/password-field';
import { useErrorText } from '../shell/action-message';
import { useCompleteStaffReset } from './password-reset-api';

/** /admin/reset-password?token=…: the link of a staff "Forgot password?" e-mail. */
export default function StaffResetPasswordPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const complete = useCompleteStaffReset();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    if (password !== again) {
      setFailure(t('passwordReset.mismatch'));
      return;
    }
    complete.mutateAsync({ token, newPassword: password }).then(
      () => setDone(true),
      (error: unknown) => setFailure(errorText(error)),
    );
  };

  return (
    <main id="main" className="staff-login container py-5">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-4">{t('passwordReset.title')}</h1>
          {!token ? (
            <div className="alert alert-danger">{t('passwordReset.noToken')}</div>
          ) : done ? (
            <div className="alert alert-success" role="status">
              {t('passwordReset.done')} <Link to="/admin/login">{t('passwordReset.login')}</Link>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              {failure && (
                <div className="alert alert-danger" role="alert">
                  {failure}
                </div>
              )}
              <PasswordField
                label={t('passwordReset.newPassword')}
                hint={t('passwordReset.hint')}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <PasswordField
                label={t('passwordReset.confirm')}
                autoComplete="new-password"
                value={again}
                onChange={(event) => setAgain(event.target.value)}
              />
              <button type="submit" className="btn btn-primary w-100" disabled={complete.isPending}>
                {t('passwordReset.submit')}
              </button>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
