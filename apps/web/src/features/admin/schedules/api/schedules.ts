import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TListSchedulesQuery,
  TListSchedulesResponse,
} from '@exam/contracts/admin/list-schedules';
import type { TSchedule, TScheduleInput } from '@exam/contracts/admin/schedule-entities';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

export type TSchedulePage = TListSchedulesResponse['response'];
export const SCHEDULES_KEY = [ADMIN_QUERY_KEY, 'schedules'] as const;

export const listSchedules = (query: TListSchedulesQuery, signal?: AbortSignal) =>
  adminCall<TSchedulePage>(ADMIN_API.listSchedules, { query, signal });

/**
 * Windows and their attempts change while exams run (students start, time runs out): read again
 * whenever the page shows them, not after the app's five-minute default meant for the catalogue.
 */
export const LIVE_STALE_MS = 0;

export const schedulesQueryOptions = (query: TListSchedulesQuery) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'list', query],
    queryFn: ({ signal }) => listSchedules(query, signal),
    staleTime: LIVE_STALE_MS,
  });

export const useSchedules = (query: TListSchedulesQuery) =>
  useQuery({ ...schedulesQueryOptions(query), placeholderData: keepPreviousData });

/** Creates (no id) or changes a window. */
export const saveSchedule = ({ id, body }: { id?: number; body: TScheduleInput }) =>
  id === undefined
    ? adminCall<TSchedule>(ADMIN_API.createSchedule, { body })
    : adminCall<TSchedule>(ADMIN_API.updateSchedule, { params: { id }, body });

export const deleteSchedule = (id: number) =>
  adminCall<{ ok: true }>(ADMIN_API.deleteSchedule, { params: { id } });

/** A change of windows: every list is read again. */
const useScheduleMutation = <A, R>(fn: (arg: A) => Promise<R>) =>
  useRefreshingMutation(fn, SCHEDULES_KEY, 'settled');

export const useSaveSchedule = () => useScheduleMutation(saveSchedule);
export const useDeleteSchedule = () => useScheduleMutation(deleteSchedule);
