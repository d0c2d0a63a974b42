import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="py-4">
      <PageTitle title={t('state.notFoundTitle')} />
      {/* The server answers every page address with the app, so crawlers learn it here. */}
      <meta name="robots" content="noindex" />
      <h1 className="h3">{t('state.notFoundTitle')}</h1>
      <p className="text-body-secondary">{t('state.notFoundText')}</p>
      <Link to="/" className="btn btn-primary">
        {t('set.goHome')}
      </Link>
    </div>
  );
}
