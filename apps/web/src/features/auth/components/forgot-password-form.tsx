import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/password-reset';
import { SubmitButton } from './submit-button';

/** "Forgot password?": an e-mail address, then the same answer whatever it is. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await request.mutateAsync(email.trim());
      setSent(true);
    } catch (error) {
      setFailure(
        isApiError(error) && error.code !== NETWORK_ERROR
          ? error.fieldErrors[0]?.message
            ? t('auth.reset.badEmail')
            : error.message
          : t('state.networkError'),
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-busy={request.isPending}
    >
      <p className="text-body-secondary">{t('auth.reset.intro')}</p>
      {sent && (
        <div className="alert alert-success" role="status">
          {t('auth.reset.sent')}
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <TextField
        label={t('auth.reset.email')}
        type="email"
        autoComplete="email"
        autoFocus
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton busy={request.isPending} busyLabel={t('auth.reset.sending')}>
        {t('auth.reset.send')}
      </SubmitButton>
      <button type="button" className="btn btn-link w-100 mt-2" onClick={onBack}>
        {t('auth.reset.back')}
      </button>
    </form>
  );
}
