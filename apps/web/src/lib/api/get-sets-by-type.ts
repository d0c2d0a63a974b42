import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';

/** Every active set of one type across all exams (SPEC §7, examId 0). */
export const getSetsByType = (setTypeId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TQuestionSet[]>(API.getSetsByExamAndType, {
    params: { examId: 0, setTypeId },
    signal,
  });

export const setsByTypeQueryOptions = (setTypeId: number) =>
  queryOptions({
    queryKey: ['sets', 'type', setTypeId],
    queryFn: ({ signal }) => getSetsByType(setTypeId, { signal }),
  });

export const useSetsByType = (setTypeId: number) => useQuery(setsByTypeQueryOptions(setTypeId));
