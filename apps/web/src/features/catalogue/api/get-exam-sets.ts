import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';

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

export const useExamSets = (examId: number, { enabled = true } = {}) =>
  useQuery({ ...examSetsQueryOptions(examId), enabled });
