import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TLiveMonitor, TLiveState } from '@exam/contracts/admin/live-entities';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

/** The page polls this often (decision 019); a 304 answers while nothing changed. */
export const LIVE_POLL_MS = 5_000;

export type LiveKind = 'schedule' | 'set';

export interface LiveFilters {
  centreId?: number | undefined;
  studentClass?: number | undefined;
  section?: string | undefined;
  state?: TLiveState | undefined;
  page: number;
}

/** An answer, its ETag, and when it arrived by this browser's clock (to count time left down). */
export interface LiveSnapshot {
  monitor: TLiveMonitor;
  etag: string | null;
  receivedAt: number;
}

export const LIVE_KEY = [ADMIN_QUERY_KEY, 'live'] as const;

export const liveQueryKey = (kind: LiveKind, id: number, filters: LiveFilters) =>
  [...LIVE_KEY, kind, id, filters] as const;

export async function getLive(
  kind: LiveKind,
  id: number,
  filters: LiveFilters,
  previous: LiveSnapshot | undefined,
  signal?: AbortSignal,
): Promise<LiveSnapshot> {
  let etag: string | null = null;
  const monitor = await adminCall<TLiveMonitor>(
    kind === 'schedule' ? ADMIN_API.getScheduleLive : ADMIN_API.getSetLive,
    {
      params: { id },
      query: { ...filters },
      signal,
      ...(previous?.etag && { cached: { etag: previous.etag, data: previous.monitor } }),
      onEtag: (value) => {
        etag = value;
      },
    },
  );
  // 304: the same answer; keep when it arrived, so running clocks keep counting from there.
  if (previous && monitor === previous.monitor) return previous;
  return { monitor, etag, receivedAt: Date.now() };
}

export function useLive(kind: LiveKind, id: number, filters: LiveFilters) {
  const client = useQueryClient();
  const queryKey = liveQueryKey(kind, id, filters);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getLive(kind, id, filters, client.getQueryData<LiveSnapshot>(queryKey), signal),
    refetchInterval: LIVE_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
