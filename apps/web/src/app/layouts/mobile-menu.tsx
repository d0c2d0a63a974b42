import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryList } from '@/features/catalogue/components/category-list';
import { useIsLoggedIn } from '@/lib/session';
import { useLoginLinkProps } from '../guard/use-login-link-props';
import { useLogout } from './use-logout';
import { SideMenu } from './side-menu';

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
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
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
            <SideMenu onNavigate={onHide} />
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => {
                onHide();
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
              onClick={onHide}
              {...loginLink}
            >
              {t('nav.login')}
            </Link>
            <Link
              to="/register"
              className="btn btn-primary flex-fill"
              onClick={onHide}
              {...loginLink}
            >
              {t('nav.signUp')}
            </Link>
          </div>
        )}
        <CategoryList onChosen={onHide} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
export default MobileMenu;
