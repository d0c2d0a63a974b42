import '@/styles/bootstrap/form-fields.scss';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import './settings.css';

/** /reset-password?token=…: the link of a "Forgot password?" e-mail. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="settings-page">
      <PageTitle title={t('auth.reset.title')} />
      <h1 className="h3 mb-3">{t('auth.reset.title')}</h1>
      <section className="card shadow-sm">
        <div className="card-body">
          <ResetPasswordForm token={params.get('token') ?? ''} />
        </div>
      </section>
    </div>
  );
}

export default ResetPasswordRoute;
