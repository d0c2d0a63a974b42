import type { TStaffRole } from '@exam/contracts/questions/entities';
import { useStaff } from '../../lib/staff-session';
import { Redirect } from './redirect';

/** Where a role starts: an invigilator has only live monitoring (decision 041). */
export const homeOf = (role: TStaffRole | undefined) =>
  role === 'invigilator' ? '/admin/live' : '/admin/questions';

/** /admin and unknown console addresses: the caller's start page. */
export function StaffHome() {
  const staff = useStaff();
  return <Redirect to={homeOf(staff?.role)} />;
}
