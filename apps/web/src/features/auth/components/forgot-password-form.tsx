import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors, serverFieldErrors } from '@/components/ui/form/server-errors';
import { TextField } from '@/components/ui/form/text-field';
import { useRequestPasswordReset } from '../api/password-reset';
import { ZForgotPasswordForm } from '../utils/schemas';
import { AccountForm } from './account-form';

/** "Forgot password?": an e-mail address, then the same answer whatever it is. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(ZForgotPasswordForm, formParseOptions),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
    }
  });
  const failure = request.error;
  const named = serverFieldErrors(failure, ['email']).length > 0;

  return (
    <AccountForm
      onSubmit={(event) => void submit(event)}
      pending={request.isPending}
      submitLabel={t('auth.reset.send')}
      pendingLabel={t('auth.reset.sending')}
      intro={<p className="text-body-secondary">{t('auth.reset.intro')}</p>}
      done={request.isSuccess && t('auth.reset.sent')}
      failure={!named && failure}
      footer={
        <button type="button" className="btn btn-link w-100 mt-2" onClick={onBack}>
          {t('auth.reset.back')}
        </button>
      }
    >
      <TextField
        label={t('auth.reset.email')}
        type="email"
        autoComplete="email"
        autoFocus
        maxLength={254}
        error={form.formState.errors.email}
        {...form.register('email')}
      />
    </AccountForm>
  );
}
