import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';
import { useCompletePasswordReset } from '../api/password-reset';
import '../i18n/translations';
import { SubmitButton } from './submit-button';

/** The page an e-mailed link opens: a new password, twice; the token comes from the link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const complete = useCompletePasswordReset();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (password !== again) {
      setFailure(t('auth.reset.mismatch'));
      return;
    }
    try {
      await complete.mutateAsync({ token, newPassword: password });
      setDone(true);
    } catch (error) {
      setFailure(
        isApiError(error) && error.code !== NETWORK_ERROR
          ? (error.errorList[0] ?? error.message)
          : t('state.networkError'),
      );
    }
  };

  if (!token) return <div className="alert alert-danger">{t('auth.reset.noToken')}</div>;
  if (done)
    return (
      <div className="alert alert-success" role="status">
        {t('auth.reset.done')}
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-busy={complete.isPending}
    >
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <PasswordField
        label={t('settings.newPassword')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        maxLength={72}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        maxLength={72}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
      />
      <SubmitButton busy={complete.isPending} busyLabel={t('settings.saving')}>
        {t('auth.reset.submit')}
      </SubmitButton>
    </form>
  );
}
