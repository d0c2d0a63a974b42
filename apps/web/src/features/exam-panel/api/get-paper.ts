import { queryOptions } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TPaper } from '@exam/contracts/papers/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** SPEC §7: the set's questions, sections, exam and template (no answer key for a CBT set). */
export const getPaper = (setId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TPaper>(API.getPaperBySet, { params: { id: setId }, student: true, signal });

export const paperQueryOptions = (setId: number) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'paper', setId],
    queryFn: ({ signal }) => getPaper(setId, { signal }),
    // The browser revalidates with the paper's ETag; within one sitting it does not change.
    staleTime: Infinity,
    // Fetched even offline: the service worker answers from its cache (decision 013).
    networkMode: 'offlineFirst',
  });
