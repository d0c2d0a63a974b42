import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TExam } from '@exam/contracts/catalogue/entities';
import { apiCall } from '@/lib/api-client';
import { useQueryCallInRender } from '@/lib/use-query-in-render';

/** One exam by its id (our addition to SPEC §7: the /set page reloads from it). */
export const getExam = (examId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TExam>(API.getExamById, { params: { id: examId }, signal });

export const examQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'exam', examId],
    queryFn: ({ signal }) => getExam(examId, { signal }),
  });

export function useExam(examId: number, { enabled = true } = {}) {
  const options = examQueryOptions(examId);
  useQueryCallInRender(options, enabled);
  return useQuery({ ...options, enabled });
}
