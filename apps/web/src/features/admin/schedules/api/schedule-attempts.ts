import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TAttemptActionInput,
  TScheduleAttempt,
} from '@exam/contracts/admin/schedule-entities';
import { adminCall } from '../../lib/admin-client';
import { LIVE_STALE_MS, SCHEDULES_KEY } from './schedules';

export const scheduleAttemptsQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'attempts', scheduleId],
    queryFn: ({ signal }) =>
      adminCall<TScheduleAttempt[]>(ADMIN_API.listScheduleAttempts, {
        params: { id: scheduleId },
        signal,
      }),
    staleTime: LIVE_STALE_MS,
  });

export const useScheduleAttempts = (scheduleId: number) =>
  useQuery(scheduleAttemptsQueryOptions(scheduleId));

export type AttemptAction = 'extra-time' | 'reopen';

export const actOnAttempt = ({
  action,
  attemptId,
  body,
}: {
  action: AttemptAction;
  attemptId: number;
  body: TAttemptActionInput;
}) =>
  adminCall<TScheduleAttempt>(
    action === 'extra-time' ? ADMIN_API.grantExtraTime : ADMIN_API.reopenAttempt,
    { params: { id: attemptId }, body },
  );

/** Extra time or reopening of one attempt; the attempt lists are read again after it. */
export function useAttemptAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnAttempt,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}
