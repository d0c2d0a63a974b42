import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TAttemptsBySet } from '@exam/contracts/results/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** SPEC §7: the student's attempts keyed by setId, called with 0 (= the logged-in student). */
export const getAttemptsByStudent = (signal?: AbortSignal) =>
  apiCall<TAttemptsBySet>(API.getAttemptsByStudent, {
    params: { id: 0 },
    body: {},
    student: true,
    signal,
  });

export const attemptsQueryOptions = () =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'attempts'],
    queryFn: ({ signal }) => getAttemptsByStudent(signal),
    staleTime: 0,
  });

/** The attempted tests page's list. */
export const useAttempts = () => useQuery(attemptsQueryOptions());

/** Always read afresh on entering the exam flow: an attempt may have been submitted a moment ago. */
export const useSubmittedAttempts = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...attemptsQueryOptions(), refetchOnMount: 'always', enabled });
