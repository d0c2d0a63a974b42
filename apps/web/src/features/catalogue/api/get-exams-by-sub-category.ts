import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TExam } from '@exam/contracts/catalogue/entities';
import { apiCall } from '@/lib/api-client';

export const getExamsBySubCategory = (
  subCategoryId: number,
  { signal }: { signal?: AbortSignal } = {},
) => apiCall<TExam[]>(API.getExamsBySubCategory, { params: { id: subCategoryId }, signal });

export const examsBySubCategoryQueryOptions = (subCategoryId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'exams', 'sub-category', subCategoryId],
    queryFn: ({ signal }) => getExamsBySubCategory(subCategoryId, { signal }),
  });

export const useExamsBySubCategory = (subCategoryId: number, { enabled = true } = {}) =>
  useQuery({ ...examsBySubCategoryQueryOptions(subCategoryId), enabled });
