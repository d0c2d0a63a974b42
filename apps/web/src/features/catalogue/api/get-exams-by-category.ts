import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TExam } from '@exam/contracts/catalogue/entities';
import { apiCall } from '@/lib/api-client';

export const getExamsByCategory = (categoryId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TExam[]>(API.getExamsByCategory, { params: { id: categoryId }, signal });

export const examsByCategoryQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'exams', 'category', categoryId],
    queryFn: ({ signal }) => getExamsByCategory(categoryId, { signal }),
  });

export const useExamsByCategory = (categoryId: number, { enabled = true } = {}) =>
  useQuery({ ...examsByCategoryQueryOptions(categoryId), enabled });
