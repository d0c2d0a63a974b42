import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TListSetsQuery, TListSetsResponse } from '@exam/contracts/admin/list-sets';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export type TSetPage = TListSetsResponse['response'];

export const SETS_KEY = [ADMIN_QUERY_KEY, 'sets'] as const;

export const listSets = (query: TListSetsQuery, signal?: AbortSignal) =>
  adminCall<TSetPage>(ADMIN_API.listSets, { query, signal });

export const setsQueryOptions = (query: TListSetsQuery) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'list', query],
    queryFn: ({ signal }) => listSets(query, signal),
  });

export const useSets = (query: TListSetsQuery, { enabled = true } = {}) =>
  useQuery({ ...setsQueryOptions(query), placeholderData: keepPreviousData, enabled });
