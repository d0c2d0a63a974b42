import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type {
  TChangePasswordRequest,
  TChangePasswordResponse,
} from '@exam/contracts/students/change-password';
import { apiRequest } from '@/lib/api-client';
import { replaceToken } from '@/lib/session';

/** Changes the password and stores the new token the answer carries (every other one is void). */
export async function changePassword(input: TChangePasswordRequest) {
  const body = await apiRequest<TChangePasswordResponse>(API.changePassword, {
    body: input,
    student: true,
  });
  replaceToken(body.token);
  return body;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
