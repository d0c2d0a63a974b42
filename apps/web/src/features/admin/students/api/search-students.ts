import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TListStudentsResponse } from '@exam/contracts/admin/list-students';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export type TStudentMatches = TListStudentsResponse['response'];

/** The first page of the caller's students matching some words (a picker's search). */
export const searchStudentsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'students', 'search', q],
    queryFn: ({ signal }) =>
      adminCall<TStudentMatches>(ADMIN_API.listStudents, {
        query: { q, page: 1, pageSize: 20, active: 'true' },
        signal,
      }),
  });

export const useStudentSearch = (q: string) =>
  useQuery({ ...searchStudentsQueryOptions(q), placeholderData: keepPreviousData });
