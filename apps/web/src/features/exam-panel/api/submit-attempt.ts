import { API } from '@exam/contracts/api';
import type {
  TSubmitAttemptRequest,
  TSubmitAttemptResult,
} from '@exam/contracts/attempts/submit-attempt';
import { apiCall } from '@/lib/api-client';

/** Closes the attempt; the server scores it. Submitting again answers the same. */
export const submitAttempt = (body: TSubmitAttemptRequest) =>
  apiCall<TSubmitAttemptResult>(API.submitAttempt, { body, student: true });
