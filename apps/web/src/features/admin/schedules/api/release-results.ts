import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TReleaseCheck } from '@exam/contracts/admin/edit-schedule';
import type { TSchedule } from '@exam/contracts/admin/schedule-entities';
import { adminCall } from '../../lib/admin-client';
import { LIVE_STALE_MS, SCHEDULES_KEY } from './schedules';

export const releaseCheckQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'release-check', scheduleId],
    queryFn: ({ signal }) =>
      adminCall<TReleaseCheck>(ADMIN_API.getReleaseCheck, { params: { id: scheduleId }, signal }),
    staleTime: LIVE_STALE_MS,
  });

/** Who may still sit the window, read when the Release dialog opens. */
export const useReleaseCheck = (scheduleId: number, enabled: boolean) =>
  useQuery({ ...releaseCheckQueryOptions(scheduleId), enabled });

export const releaseResults = ({ id, override }: { id: number; override: boolean }) =>
  adminCall<TSchedule>(ADMIN_API.releaseScheduleResults, { params: { id }, body: { override } });

export const withdrawResults = (id: number) =>
  adminCall<TSchedule>(ADMIN_API.withdrawScheduleResults, { params: { id } });

function useWindowChange<A>(fn: (arg: A) => Promise<TSchedule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}

export const useReleaseResults = () => useWindowChange(releaseResults);
export const useWithdrawResults = () => useWindowChange(withdrawResults);
