import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { BRAND_NAME } from '@/config/app';
import { staffLogout } from '../../login/api/staff-logout';
import { ADMIN_QUERY_KEY } from '../../lib/admin-client';
import { clearStaffSession, useStaff } from '../../lib/staff-session';
import { AdminNav } from './admin-nav';
import { LanguageSwitch } from './language-switch';
import './admin-layout.css';

/** The console's frame: top bar, the navigation (an offcanvas menu on a phone) and the page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!staff) return null;

  const logOut = async () => {
    try {
      await staffLogout();
    } catch {
      // The token is dropped here whatever the server says; it expires on its own.
    }
    clearStaffSession();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="admin-console">
      <a className="visually-hidden-focusable" href="#main">
        {t('shell.skip')}
      </a>
      <header className="admin-topbar navbar navbar-dark bg-dark px-3">
        <div className="d-flex align-items-center gap-2">
          <button
            type="button"
            className="btn btn-outline-light btn-sm d-lg-none"
            aria-controls="admin-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            {t('shell.menu')}
          </button>
          <span className="navbar-brand mb-0 h1 fs-5">
            {BRAND_NAME} <span className="text-info">{t('shell.console')}</span>
          </span>
        </div>
        <div className="d-flex align-items-center gap-2 justify-content-end">
          <LanguageSwitch className="d-none d-sm-inline-flex" />
          <span className="text-light small d-none d-sm-inline" data-testid="staff-who">
            <span className="fw-semibold">{staff.name}</span>{' '}
            <span className="badge text-bg-secondary">{t(`roles.${staff.role}`)}</span>
          </span>
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => void logOut()}
          >
            {t('shell.logout')}
          </button>
        </div>
      </header>
      <div className="admin-body">
        <Offcanvas
          id="admin-menu"
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          responsive="lg"
          className="admin-sidebar"
          aria-label={t('nav.label')}
        >
          <Offcanvas.Header closeButton closeLabel={t('shell.closeMenu')}>
            <Offcanvas.Title>{t('shell.menuTitle')}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="flex-column p-3">
            {/* On a phone the top bar has no room for who is logged in; the menu says it. */}
            <p className="d-sm-none small mb-3">
              <span className="fw-semibold">{staff.name}</span>{' '}
              <span className="badge text-bg-secondary">{t(`roles.${staff.role}`)}</span>
            </p>
            <AdminNav staff={staff} onNavigate={() => setMenuOpen(false)} />
            <LanguageSwitch className="d-sm-none mt-3" on="light" />
          </Offcanvas.Body>
        </Offcanvas>
        <main id="main" className="admin-main" tabIndex={-1}>
          <ErrorBoundary
            key={location.pathname}
            fallback={<ErrorState error={null} title={t('state.pageError')} />}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
