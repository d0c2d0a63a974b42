import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { useCompletePasswordReset } from '../api/password-reset';
import '../i18n/translations';
import { newPasswordLabels, ZResetPasswordForm, type TResetPasswordForm } from '../utils/schemas';
import { AccountForm } from './account-form';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';

const EMPTY = { newPassword: '', confirmPassword: '' } satisfies TResetPasswordForm;

/** The page an e-mailed link opens: a new password, twice; the token comes from the link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const complete = useCompletePasswordReset();
  const form = useForm({
    resolver: zodResolver(ZResetPasswordForm, formParseOptions),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    await complete.mutateAsync({ token, newPassword }).catch(() => undefined);
  });

  if (!token) return <div className="alert alert-danger">{t('auth.reset.noToken')}</div>;
  if (complete.isSuccess)
    return (
      <div className="alert alert-success" role="status">
        {t('auth.reset.done')}
      </div>
    );
  return (
    <AccountForm
      onSubmit={(event) => void submit(event)}
      pending={complete.isPending}
      submitLabel={t('auth.reset.submit')}
      pendingLabel={t('settings.saving')}
      failure={complete.error}
    >
      <NewPasswordFields form={form} labels={newPasswordLabels(t)} />
    </AccountForm>
  );
}
