import { useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TAttemptsBySet } from '@exam/contracts/results/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** SPEC §7: the logged-in student's submitted attempts keyed by setId (studentId 0 = me). */
export const getAttemptsByStudent = (signal?: AbortSignal) =>
  apiCall<TAttemptsBySet>(API.getAttemptsByStudent, {
    params: { id: 0 },
    body: {},
    student: true,
    signal,
  });

/** Always read afresh on entering the flow: an attempt may have been submitted a moment ago. */
export const useSubmittedAttempts = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [STUDENT_QUERY_KEY, 'attempts'],
    queryFn: ({ signal }) => getAttemptsByStudent(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled,
  });
