import { useMutation } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { adminCall } from '../../lib/admin-client';

/** Revokes the staff token on the server. */
export const staffLogout = () => adminCall<unknown>(ADMIN_API.logout);

export const useStaffLogout = () => useMutation({ mutationFn: staffLogout });
