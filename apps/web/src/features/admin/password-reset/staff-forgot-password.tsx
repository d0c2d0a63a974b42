import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import { useErrorText } from '../shell/action-message';
import { useRequestStaffReset } from './password-reset-api';

/** "Forgot password?" under the staff login: an e-mail address, then the same answer always. */
export function StaffForgotPassword() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const request = useRequestStaffReset();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!open)
    return (
      <button type="button" className="btn btn-link w-100 mt-2" onClick={() => setOpen(true)}>
        {t('passwordReset.forgot')}
      </button>
    );
  return (
    <form
      noValidate
      className="mt-4 border-top pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        request.mutateAsync(email.trim()).then(
          () => setSent(true),
          (error: unknown) => setFailure(errorText(error)),
        );
      }}
    >
      <h2 className="h6">{t('passwordReset.forgot')}</h2>
      <p className="small text-body-secondary">{t('passwordReset.intro')}</p>
      {sent && (
        <div className="alert alert-success" role="status">
          {t('passwordReset.sent')}
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <TextField
        label={t('passwordReset.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="btn btn-outline-primary w-100" disabled={request.isPending}>
        {request.isPending ? t('passwordReset.sending') : t('passwordReset.send')}
      </button>
    </form>
  );
}
