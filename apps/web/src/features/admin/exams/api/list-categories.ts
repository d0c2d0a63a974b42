import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TCategory } from '@exam/contracts/admin/catalogue-entities';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export const CATALOGUE_KEY = [ADMIN_QUERY_KEY, 'catalogue'] as const;

export const listCategories = (signal?: AbortSignal) =>
  adminCall<TCategory[]>(ADMIN_API.listCategories, { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'categories'],
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
