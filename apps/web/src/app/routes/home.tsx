import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { HomeCarousels } from '@/features/catalogue/components/home-carousels';

/** / and /home (and /login, /register, under the login dialog): the two exam carousels. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('app.tagline')} />
      <div className="home-intro mb-3">
        <h1 className="h4 mb-1">{t('home.title')}</h1>
        <p className="text-body-secondary mb-0">{t('app.tagline')}</p>
      </div>
      <HomeCarousels />
    </>
  );
}
