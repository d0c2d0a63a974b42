import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_API } from '@exam/contracts/api-catalogue';
import type { TExamCategory } from '@exam/contracts/catalogue/entities';
import { apiCall } from '@/lib/api-client';
import { firstData } from '@/lib/first-data';

export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TExamCategory[]>(CATALOGUE_API.getCategories, { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    ...firstData<TExamCategory[]>(CATALOGUE_API.getCategories),
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
