import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import { apiCall } from '@/lib/api-client';
import { getStoredStudentDetails, STUDENT_QUERY_KEY, storeStudentDetails } from '@/lib/session';

/** The logged-in student's details (SPEC §7 get/by/token); they are kept as studentDetails too. */
export async function getStudentByToken({ signal }: { signal?: AbortSignal } = {}) {
  const details = await apiCall<TStudentDetails>(API.getStudentByToken, { student: true, signal });
  storeStudentDetails(details);
  return details;
}

export const studentDetailsQueryOptions = () =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'details'],
    queryFn: ({ signal }) => getStudentByToken({ signal }),
    // A school may correct a profile; the page shows the stored copy meanwhile.
    staleTime: 0,
  });

/** Fresh details, with the stored studentDetails shown while they load. */
export const useStudentDetails = () =>
  useQuery({
    ...studentDetailsQueryOptions(),
    placeholderData: () => getStoredStudentDetails<TStudentDetails>() ?? undefined,
  });
