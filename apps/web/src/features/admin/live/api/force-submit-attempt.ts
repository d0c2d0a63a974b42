import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TForceSubmitResult } from '@exam/contracts/admin/live-force-submit';
import { adminCall } from '../../lib/admin-client';
import { LIVE_KEY } from './get-live';

export const forceSubmit = (attemptId: number, reason: string) =>
  adminCall<TForceSubmitResult>(ADMIN_API.forceSubmitAttempt, {
    params: { id: attemptId },
    body: { reason },
  });

export function useForceSubmit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, reason }: { attemptId: number; reason: string }) =>
      forceSubmit(attemptId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: LIVE_KEY }),
  });
}
