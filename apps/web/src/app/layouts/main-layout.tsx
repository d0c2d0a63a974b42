import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE } from '@/config/tenant';
import { useIsLoggedIn } from '@/lib/session';
import { AuthDialogHost } from '../guard/auth-dialog-host';
import { CategoryBars } from './category-bars';
import { RouteOutlet } from './route-outlet';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';
import './main-layout.css';

// The phone menu (and react-bootstrap's Offcanvas) loads when first wanted, not with the page.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
// Only a logged-in student has the side menu: a visitor's first load does without it (decision 021).
const SideMenu = lazy(() => import('./side-menu').then(({ SideMenu }) => ({ default: SideMenu })));

/** The chrome around every screen: top bar, category bars, side menu when logged in, the page. */
export function MainLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <TopBar
          onPrepareMenu={() => void loadMobileMenu()}
          onOpenMenu={() => {
            setMenuMounted(true);
            setMenuOpen(true);
          }}
        />
        <CategoryBars />
      </header>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu show={menuOpen} onHide={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <div className={`container-xxl page-body${loggedIn ? ' with-side-menu' : ''}`}>
        {loggedIn && (
          <aside className="side-column d-none d-lg-block">
            <Suspense fallback={null}>
              <SideMenu />
            </Suspense>
          </aside>
        )}
        <main id="main" tabIndex={-1} className="page-main">
          <RouteOutlet />
        </main>
      </div>
      <footer className="site-footer border-top py-3 small text-body-secondary">
        <div className="container-xxl">
          © {SITE.name} · {t('app.footer')}
        </div>
      </footer>
      <AuthDialogHost />
      <ScrollToTop />
    </>
  );
}
