import { ZRequestPasswordReset } from '@exam/contracts/admin/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useErrorText } from '../../shell/components/action-message';
import { useRequestStaffReset } from '../api/password-reset-api';

/** "Forgot password?" under the staff login: an e-mail address, then the same answer always. */
export function StaffForgotPassword() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const request = useRequestStaffReset();
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZRequestPasswordReset, formParseOptions),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    await request
      .mutateAsync(email)
      .catch((error: unknown) => applyServerErrors(error, form.setError, ['email']));
  });

  if (!open)
    return (
      <button type="button" className="btn btn-link w-100 mt-2" onClick={() => setOpen(true)}>
        {t('passwordReset.forgot')}
      </button>
    );
  return (
    <form noValidate className="mt-4 border-top pt-3" onSubmit={(event) => void submit(event)}>
      <h2 className="h6">{t('passwordReset.forgot')}</h2>
      <p className="small text-body-secondary">{t('passwordReset.intro')}</p>
      {request.isSuccess && (
        <div className="alert alert-success" role="status">
          {t('passwordReset.sent')}
        </div>
      )}
      {request.isError && (
        <div className="alert alert-danger" role="alert">
          {errorText(request.error)}
        </div>
      )}
      <TextField
        label={t('passwordReset.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <SubmitButton
        pending={request.isPending}
        pendingLabel={t('passwordReset.sending')}
        className="btn btn-outline-primary w-100"
      >
        {t('passwordReset.send')}
      </SubmitButton>
    </form>
  );
}
