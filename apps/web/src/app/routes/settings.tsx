import '@/styles/bootstrap/form-fields.scss';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useMustChangePassword } from '@/lib/session';
import './settings.css';

/** /settings (My Account → Settings): the student changes the password. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const mustChange = useMustChangePassword();
  return (
    <div className="settings-page">
      <PageTitle title={t('settings.title')} />
      <h1 className="h3 mb-3">{t('settings.title')}</h1>
      {mustChange && (
        <div className="alert alert-warning" role="alert">
          {t('settings.mustChange')}
        </div>
      )}
      <section className="card shadow-sm" aria-labelledby="change-password-title">
        <div className="card-body">
          <h2 id="change-password-title" className="h5 mb-3">
            {t('settings.changePassword')}
          </h2>
          <ChangePasswordForm />
        </div>
      </section>
    </div>
  );
}

export default SettingsRoute;
