import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TAdminExam } from '@exam/contracts/admin/catalogue-entities';
import { adminCall } from '../../lib/admin-client';
import { CATALOGUE_KEY } from './list-categories';

export interface ExamFilter {
  categoryId?: number;
  subCategoryId?: number;
}

export const listExams = (filter: ExamFilter, signal?: AbortSignal) =>
  adminCall<TAdminExam[]>(ADMIN_API.listExams, { query: { ...filter }, signal });

export const examsQueryOptions = (filter: ExamFilter) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'exams', filter],
    queryFn: ({ signal }) => listExams(filter, signal),
    staleTime: 60_000,
  });

export const useExams = (filter: ExamFilter = {}) => useQuery(examsQueryOptions(filter));
