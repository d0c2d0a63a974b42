import type { TStudentDetails } from '@exam/contracts/students/entities';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dismissSessionNotice, useIsLoggedIn, useSessionNotice } from '@/lib/session';
import { authViewOf, isGuardedPath } from './guarded-paths';
import { loadAuthDialog } from './load-auth-dialog';
import './auth-dialog-host.css';

const AuthDialog = lazy(loadAuthDialog);

/** What a page may carry in navigation state that the dialog keeps (SPEC §2). */
interface PageState {
  studentData?: unknown;
  setData?: unknown;
  /** Set by the Login / Sign Up links: the page to return to from /login or /register. */
  from?: unknown;
}

/** An in-app path only (never '//host' or a URL). */
const safeReturnPath = (value: unknown) =>
  typeof value === 'string' &&
  /^\/(?![/\\])/.test(value) &&
  !authViewOf(value.split(/[?#]/)[0] ?? '')
    ? value
    : '/';

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <>
      <div className="modal-backdrop show" />
      <div className="auth-dialog-loading" role="status">
        <span className="spinner-border text-light" aria-hidden="true" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    </>
  );
}

/**
 * The one login dialog of the app (SPEC §2), shown while logged out on a guarded route, on
 * /login and /register, and after the server ended the session (with a message saying so).
 * Closing goes to '/'; logging in returns to the same path with its navigation state, the fresh
 * studentData in it (from /login and /register: to the page the link was followed from).
 */
export function AuthDialogHost() {
  const loggedIn = useIsLoggedIn();
  const notice = useSessionNotice();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const authView = authViewOf(pathname);
  if (loggedIn || !(authView || isGuardedPath(pathname) || notice)) return null;

  const state = (location.state ?? null) as PageState | null;
  // After the server ended a session the student has an account: Login first.
  const initialView = authView ?? (notice ? 'login' : 'signUp');

  const onLoggedIn = (details: TStudentDetails) => {
    if (authView) {
      void navigate(safeReturnPath(state?.from), { replace: true });
      return;
    }
    void navigate(
      { pathname, search: location.search, hash: location.hash },
      { replace: true, state: { ...state, studentData: details, setData: state?.setData } },
    );
  };

  return (
    <Suspense fallback={<DialogLoading />}>
      <AuthDialog
        key={pathname}
        initialView={initialView}
        onClose={() => {
          dismissSessionNotice();
          void navigate('/');
        }}
        onLoggedIn={onLoggedIn}
      />
    </Suspense>
  );
}
