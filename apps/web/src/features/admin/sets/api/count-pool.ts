import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import {
  ZCountPoolRequest,
  type TCountPoolRequest,
  type TCountPoolResponse,
} from '@exam/contracts/admin/count-pool';
import { adminCall } from '../../lib/admin-client';
import { SETS_KEY } from './list-sets';

type Counts = TCountPoolResponse['response'];

export const countPool = (body: TCountPoolRequest, signal?: AbortSignal) =>
  adminCall<Counts>(ADMIN_API.countPool, { body, signal });

/** The request as typed, once typing has paused (a keystroke is not a request). */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * How many bank questions each rule of the set's drawn sections can draw from, live while the
 * builder is typed in; asked only when there is a drawn section and every rule is well formed.
 */
export function usePoolCounts(request: TCountPoolRequest) {
  const key = JSON.stringify(request);
  const settled = useSettled(key);
  const valid = ZCountPoolRequest.safeParse(JSON.parse(settled) as unknown);
  const wanted = valid.success && valid.data.sections.some((rules) => rules !== null);
  return useQuery({
    queryKey: [...SETS_KEY, 'pool-counts', settled],
    queryFn: ({ signal }) => countPool(JSON.parse(settled) as TCountPoolRequest, signal),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
}
