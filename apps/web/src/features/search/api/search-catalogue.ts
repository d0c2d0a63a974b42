import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TSearchResult } from '@exam/contracts/search/search';
import { apiCall } from '@/lib/api-client';

export const searchCatalogue = (q: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TSearchResult>(API.search, { query: { q }, signal });

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchCatalogue(q, { signal }),
  });

export const useSearchCatalogue = (q: string, { enabled = true } = {}) =>
  useQuery({ ...searchQueryOptions(q), enabled, placeholderData: keepPreviousData });
