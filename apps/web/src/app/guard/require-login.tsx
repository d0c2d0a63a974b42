import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useIsLoggedIn } from '@/lib/session';

/**
 * The guard of SPEC §2's guarded routes: logged in, the page; logged out, a short placeholder under
 * the login dialog (AuthDialogHost opens it). The page itself is not rendered, so it sends no
 * student calls without a token.
 */
export function RequireLogin() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <Outlet />;
  return (
    <div className="py-4">
      <PageTitle title={t('guard.loginRequiredTitle')} />
      <h1 className="h3">{t('guard.loginRequiredTitle')}</h1>
      <p className="text-body-secondary">{t('guard.loginRequiredText')}</p>
    </div>
  );
}
