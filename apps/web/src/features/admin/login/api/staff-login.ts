import { useMutation } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TStaffLoginRequest, TStaffLoginResponse } from '@exam/contracts/admin/auth-login';
import { adminCall } from '../../lib/admin-client';

type TStaffSession = TStaffLoginResponse['response'];

/** Resolves to the token and the staff member; a wrong password (401) or 429 throws. */
export const staffLogin = (input: TStaffLoginRequest) =>
  adminCall<TStaffSession>(ADMIN_API.login, { body: input });

export const useStaffLogin = () => useMutation({ mutationFn: staffLogin });
