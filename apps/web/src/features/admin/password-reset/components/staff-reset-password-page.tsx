import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { ZNewPasswordTwice } from '@/components/ui/form/new-password-schema';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useErrorText } from '../../shell/components/action-message';
import { useCompleteStaffReset } from '../api/password-reset-api';

/** /admin/reset-password?token=…: the link of a staff "Forgot password?" e-mail. */
export default function StaffResetPasswordPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const complete = useCompleteStaffReset();
  const form = useForm({
    resolver: zodResolver(ZNewPasswordTwice, formParseOptions),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ newPassword }) => {
    await complete.mutateAsync({ token, newPassword }).catch(() => undefined);
  });

  return (
    <main id="main" className="staff-login container py-5">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-4">{t('passwordReset.title')}</h1>
          {!token ? (
            <div className="alert alert-danger">{t('passwordReset.noToken')}</div>
          ) : complete.isSuccess ? (
            <div className="alert alert-success" role="status">
              {t('passwordReset.done')} <Link to="/admin/login">{t('passwordReset.login')}</Link>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)}>
              {complete.isError && (
                <div className="alert alert-danger" role="alert">
                  {errorText(complete.error)}
                </div>
              )}
              <NewPasswordFields
                form={form}
                labels={{
                  newPassword: t('passwordReset.newPassword'),
                  confirmPassword: t('passwordReset.confirm'),
                  hint: t('passwordReset.hint'),
                }}
              />
              <SubmitButton
                pending={complete.isPending}
                pendingLabel={t('passwordReset.submit')}
                className="btn btn-primary w-100"
              >
                {t('passwordReset.submit')}
              </SubmitButton>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
