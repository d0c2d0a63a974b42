import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/**
 * SPEC §7 set/get/active/by/classId: the school exams of the logged-in student's own class and the
 * sets scheduled for them.
 */
export const getSchoolSets = (classId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TQuestionSet[]>(API.getSetsByClass, { params: { id: classId }, student: true, signal });

export const schoolSetsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'school-sets', classId],
    queryFn: ({ signal }) => getSchoolSets(classId, { signal }),
  });

/** Of an aspirant (class 0), only the sets scheduled for them (decision 051). */
export const useSchoolSets = (classId: number) => useQuery(schoolSetsQueryOptions(classId));
