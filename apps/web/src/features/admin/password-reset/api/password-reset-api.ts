import { useMutation } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { adminCall } from '../../lib/admin-client';

/** Asks for a reset link by e-mail; the same answer whether or not the account exists. */
export const useRequestStaffReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      adminCall<string>(ADMIN_API.requestStaffPasswordReset, { body: { email } }),
  });

export const useCompleteStaffReset = () =>
  useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      adminCall<string>(ADMIN_API.completeStaffPasswordReset, { body: input }),
  });
