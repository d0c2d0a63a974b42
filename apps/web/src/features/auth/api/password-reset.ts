import { useMutation } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import { apiRequest } from '@/lib/api-client';

interface Answer {
  response: string;
}

/** Asks for a reset link by e-mail; the answer is the same whether or not the account exists. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<Answer>(API.requestPasswordReset, { body: { email } }),
  });

/** Sets a new password with the token of the e-mailed link (once, before it expires). */
export const useCompletePasswordReset = () =>
  useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<Answer>(API.completePasswordReset, { body: input }),
  });
