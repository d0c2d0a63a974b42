import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { useIsLoggedIn } from '@/lib/session';
import { useLoginLinkProps } from '../guard/use-login-link-props';
import { useLogout } from './use-logout';

/** Logged out: Login and Sign Up. Logged in: My Account with Profile, Settings and Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const loginLink = useLoginLinkProps();
  if (!loggedIn)
    return (
      <div className="d-flex gap-2">
        <Link to="/login" className="btn btn-outline-primary" {...loginLink}>
          {t('nav.login')}
        </Link>
        <Link to="/register" className="btn btn-primary" {...loginLink}>
          {t('nav.signUp')}
        </Link>
      </div>
    );
  return (
    <Dropdown label={t('nav.myAccount')} align="end">
      <li>
        <Link className="dropdown-item" to="/studentProfile">
          {t('nav.profile')}
        </Link>
      </li>
      <li>
        <Link className="dropdown-item" to="/settings">
          {t('nav.settings')}
        </Link>
      </li>
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <button type="button" className="dropdown-item" onClick={logout}>
          {t('nav.logout')}
        </button>
      </li>
    </Dropdown>
  );
}
