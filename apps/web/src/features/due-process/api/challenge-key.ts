import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TChallengeKeyRequest } from '@exam/contracts/results/challenge-key';
import type { TChallengeOfMine } from '@exam/contracts/results/response-sheet';
import { apiCall } from '@/lib/api-client';
import { responseSheetQueryOptions, type SheetRef } from './get-response-sheet';

/** Sends or changes the candidate's challenge of one question's key. */
export const challengeKey = (body: TChallengeKeyRequest) =>
  apiCall<TChallengeOfMine & { questionId: number }>(API.challengeKey, { body, student: true });

export function useChallengeKey(ref: SheetRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: challengeKey,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: responseSheetQueryOptions(ref).queryKey }),
  });
}
