import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';
import { useQueryCallInRender } from '@/lib/use-query-in-render';

/** Every active set of one exam (set type 0: all types, decision 001). */
export const getExamSets = (examId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TQuestionSet[]>(API.getSetsByExamAndType, {
    params: { examId, setTypeId: 0 },
    signal,
  });

export const examSetsQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: ['sets', 'exam', examId],
    queryFn: ({ signal }) => getExamSets(examId, { signal }),
  });

export function useExamSets(examId: number, { enabled = true } = {}) {
  const options = examSetsQueryOptions(examId);
  useQueryCallInRender(options, enabled);
  return useQuery({ ...options, enabled });
}
