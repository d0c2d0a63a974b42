import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TListStudentsResponse } from '@exam/contracts/admin/list-students';
import { ADMIN_QUERY_KEY, adminCall } from '../lib/admin-client';

export type TStudentPage = TListStudentsResponse['response'];
export interface StudentQuery {
  q?: string;
  page: number;
}

export const listStudents = (query: StudentQuery, signal?: AbortSignal) =>
  adminCall<TStudentPage>(ADMIN_API.listStudents, { query: { ...query }, signal });

export const studentsQueryOptions = (query: StudentQuery) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'students', query],
    queryFn: ({ signal }) => listStudents(query, signal),
  });

export const useStudents = (query: StudentQuery) =>
  useQuery({ ...studentsQueryOptions(query), placeholderData: keepPreviousData });
