import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TExamResult } from '@exam/contracts/results/entities';
import { apiCall, isApiError } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';
import { useQueryCallInRender } from '@/lib/use-query-in-render';

export interface AttemptRef {
  setId: number;
  attemptNo: number;
}

/** The result page's call: the stored report of one's own submitted attempt, with rank. */
export const getResult = ({ setId, attemptNo }: AttemptRef, signal?: AbortSignal) =>
  apiCall<TExamResult>(API.getResult, {
    body: { studentId: 0, setId, attemptNo },
    student: true,
    signal,
  });

export const resultQueryOptions = (ref: AttemptRef) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'result', ref.setId, ref.attemptNo],
    queryFn: ({ signal }) => getResult(ref, signal),
    // An attempt not submitted yet (409) or not found (404) will not change by retrying.
    retry: (failures, error) =>
      failures < 2 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500),
  });

export function useResult(ref: AttemptRef | null) {
  const options = resultQueryOptions(ref ?? { setId: 0, attemptNo: 0 });
  useQueryCallInRender(options, ref !== null);
  return useQuery({ ...options, enabled: ref !== null });
}
