import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSetResults, TSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { adminCall } from '../../lib/admin-client';
import { SETS_KEY } from '../../sets/api/list-sets';

export const getSetResults = (id: number, query: TSetResultsQuery, signal?: AbortSignal) =>
  adminCall<TSetResults>(ADMIN_API.getSetResults, { params: { id }, query, signal });

export const setResultsQueryOptions = (id: number, query: TSetResultsQuery) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'results', id, query],
    queryFn: ({ signal }) => getSetResults(id, query, signal),
  });

/** A set's results table: a page of rows, the figures of the filtered rows, the filter choices. */
export const useSetResults = (id: number | null, query: TSetResultsQuery) =>
  useQuery({
    ...setResultsQueryOptions(id ?? 0, query),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
