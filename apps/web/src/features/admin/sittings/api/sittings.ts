import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSitting, TSittingMerit } from '@exam/contracts/admin/sittings';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export const useSittings = () =>
  useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'sittings'],
    queryFn: ({ signal }) => adminCall<TSitting[]>(ADMIN_API.listSittings, { signal }),
  });

export interface MeritQuery {
  sitting: string;
  page: number;
}

export const useSittingMerit = (query: MeritQuery | null) =>
  useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'sittings', 'merit', query],
    queryFn: ({ signal }) =>
      adminCall<TSittingMerit>(ADMIN_API.getSittingMerit, { query: { ...query }, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
