import { Outlet, useLocation } from 'react-router';
import { Redirect } from './redirect';
import { useStaff, useStaffMustChangePassword } from '../../lib/staff-session';
import { StaffChangePassword } from '../../login/components/staff-change-password';

/**
 * A logged-out visit to /admin/* goes to the login page, which brings it back afterwards; a
 * member holding a one-time password sees only the change screen until they choose their own.
 */
export function RequireStaff() {
  const staff = useStaff();
  const mustChange = useStaffMustChangePassword();
  const location = useLocation();
  if (!staff) {
    return (
      <Redirect to="/admin/login" state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  if (mustChange) return <StaffChangePassword />;
  return <Outlet />;
}
