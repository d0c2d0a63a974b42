import { API } from '@exam/contracts/api';
import type { TAttempt, TStartAttemptRequest } from '@exam/contracts/attempts/start-attempt';
import { apiCall } from '@/lib/api-client';

/**
 * Enters the exam panel: creates the attempt or continues the open one with a new session (not a
 * query: every call takes the attempt over, so it is never retried or cached).
 */
export const startAttempt = (
  body: TStartAttemptRequest,
  { signal }: { signal?: AbortSignal } = {},
) => apiCall<TAttempt>(API.startAttempt, { body, student: true, signal });
