import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TChallengeBoard,
  TChallengeWindowInput,
  TDecideChallengesBody,
} from '@exam/contracts/admin/challenges';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

const boardKey = (scheduleId: number) => [ADMIN_QUERY_KEY, 'challenges', scheduleId];

export const challengeBoardQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: boardKey(scheduleId),
    queryFn: ({ signal }) =>
      adminCall<TChallengeBoard>(ADMIN_API.listChallenges, { params: { id: scheduleId }, signal }),
  });

export const useChallengeBoard = (scheduleId: number) =>
  useQuery(challengeBoardQueryOptions(scheduleId));

/** Every change answers the board again: it replaces the one shown; results are read again. */
function useBoardChange<I>(scheduleId: number, send: (input: I) => Promise<TChallengeBoard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (board) => {
      queryClient.setQueryData(boardKey(scheduleId), board);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] });
    },
  });
}

export const useSetChallengeWindow = (scheduleId: number) =>
  useBoardChange(scheduleId, (body: TChallengeWindowInput) =>
    adminCall<TChallengeBoard>(ADMIN_API.setChallengeWindow, { params: { id: scheduleId }, body }),
  );

export const useDecideChallenges = (scheduleId: number) =>
  useBoardChange(
    scheduleId,
    ({ questionId, body }: { questionId: number; body: TDecideChallengesBody }) =>
      adminCall<TChallengeBoard>(ADMIN_API.decideChallenges, {
        params: { id: scheduleId, questionId },
        body,
      }),
  );

export const usePublishFinalKey = (scheduleId: number) =>
  useBoardChange(scheduleId, () =>
    adminCall<TChallengeBoard>(ADMIN_API.publishFinalKey, { params: { id: scheduleId } }),
  );
