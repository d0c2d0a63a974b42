import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSubCategory } from '@exam/contracts/admin/catalogue-entities';
import { adminCall } from '../../lib/admin-client';
import { CATALOGUE_KEY } from './list-categories';

export const listSubCategories = (categoryId: number | null, signal?: AbortSignal) =>
  adminCall<TSubCategory[]>(ADMIN_API.listSubCategories, {
    query: { categoryId: categoryId ?? undefined },
    signal,
  });

export const subCategoriesQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'sub-categories', categoryId],
    queryFn: ({ signal }) => listSubCategories(categoryId, signal),
    staleTime: 60_000,
  });

/** All sub-categories (null) or those of one category. */
export const useSubCategories = (categoryId: number | null) =>
  useQuery(subCategoriesQueryOptions(categoryId));
