import { queryOptions } from '@tanstack/react-query';
import { STUDENT_QUERY_KEY } from '@/lib/session';
import { getPaper } from './get-paper';

// Apart from get-paper.ts, which the boot script calls before React Query has loaded.
export const paperQueryOptions = (setId: number) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'paper', setId],
    queryFn: ({ signal }) => getPaper(setId, { signal }),
    // The browser revalidates with the paper's ETag; within one sitting it does not change.
    staleTime: Infinity,
    // Fetched even offline: the service worker answers from its cache (decision 013).
    networkMode: 'offlineFirst',
  });
