import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TResultsByPlace,
  TResultsByPlaceQuery,
} from '@exam/contracts/admin/get-results-by-place';
import { adminCall } from '../../lib/admin-client';
import { SETS_KEY } from '../../sets/api/list-sets';

export const getResultsByPlace = (id: number, query: TResultsByPlaceQuery, signal?: AbortSignal) =>
  adminCall<TResultsByPlace>(ADMIN_API.getResultsByPlace, { params: { id }, query, signal });

export const resultsByPlaceQueryOptions = (id: number, query: TResultsByPlaceQuery) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'results-by-place', id, query],
    queryFn: ({ signal }) => getResultsByPlace(id, query, signal),
  });

export const useResultsByPlace = (id: number, query: TResultsByPlaceQuery) =>
  useQuery({ ...resultsByPlaceQueryOptions(id, query), placeholderData: keepPreviousData });
