import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSetResults } from '@exam/contracts/admin/get-set-results';
import { adminCall } from '../lib/admin-client';
import { SETS_KEY } from './list-sets';

export const getSetResults = (id: number, page: number, signal?: AbortSignal) =>
  adminCall<TSetResults>(ADMIN_API.getSetResults, { params: { id }, query: { page }, signal });

export const setResultsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'results', id, page],
    queryFn: ({ signal }) => getSetResults(id, page, signal),
  });

export const useSetResults = (id: number | null, page: number) =>
  useQuery({
    ...setResultsQueryOptions(id ?? 0, page),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
