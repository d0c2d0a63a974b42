import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';

/** A screen failed to render (or its code failed to load): a friendly message inside the chrome. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="py-4" role="alert">
      <PageTitle title={t('state.errorTitle')} />
      <h1 className="h3">{t('state.errorTitle')}</h1>
      <p className="text-body-secondary">{t('state.pageErrorText')}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('state.reload')}
        </button>
        <Link to="/" className="btn btn-outline-primary">
          {t('set.goHome')}
        </Link>
      </div>
    </div>
  );
}
