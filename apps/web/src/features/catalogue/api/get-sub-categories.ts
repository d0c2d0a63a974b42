import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_API } from '@exam/contracts/api-catalogue';
import type { TExamSubCategory } from '@exam/contracts/catalogue/entities';
import { apiCall } from '@/lib/api-client';

export const getSubCategories = (categoryId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TExamSubCategory[]>(CATALOGUE_API.getSubCategories, {
    params: { id: categoryId },
    signal,
  });

export const subCategoriesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'sub-categories', categoryId],
    queryFn: ({ signal }) => getSubCategories(categoryId, { signal }),
    staleTime: 10 * 60_000,
  });

/** The sub-categories of a category; nothing is fetched while no category is chosen. */
export const useSubCategories = (categoryId: number | null) =>
  useQuery({ ...subCategoriesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
