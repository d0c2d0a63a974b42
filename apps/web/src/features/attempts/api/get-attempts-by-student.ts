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

export const useAttempts = () => useQuery(attemptsQueryOptions());
