import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { loginErrorKey } from '../utils/login-error';

/**
 * Why a staff login failed. A member of another institute (OTHER_INSTITUTE) is told whose site
 * to use, with its console's address; one of a deactivated institute that its site is closed.
 */
export function LoginFailure({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('admin');
  if (isApiError(error) && error.code === 'INSTITUTE_CLOSED') return <>{t('login.closed')}</>;
  const site = isApiError(error) && error.code === 'OTHER_INSTITUTE' ? error.site : undefined;
  if (!site) return <>{t(loginErrorKey(error))}</>;
  const name = i18n.language.startsWith('hi') && site.nameHi ? site.nameHi : site.name;
  if (!site.url) return <>{t('login.otherSiteNone', { name })}</>;
  return (
    <>
      {t('login.otherSite', { name })}{' '}
      <a href={site.url} className="alert-link text-break" data-testid="staff-other-site-link">
        {site.url}
      </a>
    </>
  );
}
