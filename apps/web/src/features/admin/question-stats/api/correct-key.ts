import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TCorrectKeyBody, TKeyCorrectionOutcome } from '@exam/contracts/admin/key-corrections';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export type KeyCorrectionRequest =
  | { kind: 'key'; setId: number; questionId: number; body: TCorrectKeyBody }
  | { kind: 'drop'; setId: number; questionId: number; body: { reason: string } };

export const sendKeyCorrection = ({ kind, setId, questionId, body }: KeyCorrectionRequest) =>
  adminCall<TKeyCorrectionOutcome>(kind === 'key' ? ADMIN_API.correctKey : ADMIN_API.dropQuestion, {
    params: { id: setId, questionId },
    body,
  });

/** Correct key / Drop question: the statistics, results and sets shown since are refreshed. */
export function useKeyCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendKeyCorrection,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] }),
  });
}
