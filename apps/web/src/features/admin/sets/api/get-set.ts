import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { adminCall } from '../../lib/admin-client';
import { SETS_KEY } from './list-sets';

export const getSet = (id: number, signal?: AbortSignal) =>
  adminCall<TSetDetail>(ADMIN_API.getSet, { params: { id }, signal });

export const setQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'detail', id],
    queryFn: ({ signal }) => getSet(id, signal),
  });

export const useSet = (id: number | null) =>
  useQuery({ ...setQueryOptions(id ?? 0), enabled: id !== null });
