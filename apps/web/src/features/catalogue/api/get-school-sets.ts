import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** SPEC §7 set/get/active/by/classId: the school exams of the logged-in student's own class. */
export const getSchoolSets = (classId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TQuestionSet[]>(API.getSetsByClass, { params: { id: classId }, student: true, signal });

export const schoolSetsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'school-sets', classId],
    queryFn: ({ signal }) => getSchoolSets(classId, { signal }),
  });

/** Asked only for a school student (class 1–12); an aspirant has class 0 and no school exams. */
export const useSchoolSets = (classId: number) =>
  useQuery({ ...schoolSetsQueryOptions(classId), enabled: classId > 0 });
