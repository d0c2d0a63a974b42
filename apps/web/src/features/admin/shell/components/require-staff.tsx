import { Outlet, useLocation } from 'react-router';
import { Redirect } from './redirect';
import { useStaff } from '../../lib/staff-session';

/** A logged-out visit to /admin/* goes to the login page, which brings it back afterwards. */
export function RequireStaff() {
  const staff = useStaff();
  const location = useLocation();
  if (!staff) {
    return (
      <Redirect to="/admin/login" state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <Outlet />;
}
