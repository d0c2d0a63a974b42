import { useMutation } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TStaffSession } from '@exam/contracts/admin/auth-login';
import type { TChangePasswordRequest } from '@exam/contracts/students/change-password';
import { adminCall } from '../../lib/admin-client';

/** The member's own new password; answers a new session (every earlier token is refused). */
export const changeStaffPassword = (body: TChangePasswordRequest) =>
  adminCall<TStaffSession>(ADMIN_API.changeStaffPassword, { body });

export const useChangeStaffPassword = () => useMutation({ mutationFn: changeStaffPassword });
