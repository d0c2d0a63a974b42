import { API } from '@exam/contracts/api';
import type {
  TAttemptResponses,
  TGetAttemptResponsesRequest,
} from '@exam/contracts/attempts/get-attempt-responses';
import { apiCall } from '@/lib/api-client';

/** SPEC §7 resume query: the attempt's clock and the latest stored answer of every question. */
export const getAttemptResponses = (
  body: TGetAttemptResponsesRequest,
  { signal }: { signal?: AbortSignal } = {},
) => apiCall<TAttemptResponses>(API.getAttemptResponses, { body, student: true, signal });
