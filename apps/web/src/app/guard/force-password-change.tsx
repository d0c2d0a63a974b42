import { Navigate, Outlet, useLocation } from 'react-router';
import { useMustChangePassword } from '@/lib/session';

export const CHANGE_PASSWORD_PATH = '/settings';

/**
 * A student whose password was set by the institute (a reset or an enrolment) chooses their own
 * before anything else: every page but Settings sends them there.
 */
export function ForcePasswordChange() {
  const mustChange = useMustChangePassword();
  const { pathname } = useLocation();
  if (mustChange && pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return <Outlet />;
}
