import '@/styles/bootstrap/list-group.scss';
import '@/styles/bootstrap/offcanvas.scss';
import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryList } from '@/features/catalogue/components/category-list';
import { useIsLoggedIn } from '@/lib/session';
import { useLoginLinkProps } from '../guard/use-login-link-props';
import { useLogout } from './use-logout';
import { SideMenu } from './side-menu';
import './mobile-menu.css';

interface MobileMenuProps {
  show: boolean;
  onHide: () => void;
}

/** The phone menu: Login and Sign Up (or the student's menu and Logout), then the categories. */
export function MobileMenu({ show, onHide }: MobileMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const loginLink = useLoginLinkProps();
  // Closed by choosing an entry, the menu leaves focus to where the entry leads (the login
  // dialog's first field, the new page) instead of handing it back to the menu button afterwards.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const leave = () => {
    setRestoreFocus(false);
    onHide();
  };
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onEnter={() => setRestoreFocus(true)}
      restoreFocus={restoreFocus}
      placement="start"
      aria-labelledby="mobile-menu-title"
      className="mobile-menu"
    >
      <Offcanvas.Header closeButton closeLabel={t('nav.menu')}>
        <Offcanvas.Title id="mobile-menu-title" as="h2" className="h5">
          {t('nav.menu')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-4">
        {loggedIn ? (
          <>
            <SideMenu onNavigate={leave} />
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => {
                leave();
                logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </>
        ) : (
          <div className="d-flex gap-2">
            <Link
              to="/login"
              className="btn btn-outline-primary flex-fill"
              onClick={leave}
              {...loginLink}
            >
              {t('nav.login')}
            </Link>
            <Link
              to="/register"
              className="btn btn-primary flex-fill"
              onClick={leave}
              {...loginLink}
            >
              {t('nav.signUp')}
            </Link>
          </div>
        )}
        <CategoryList onChosen={leave} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
export default MobileMenu;
