import { ATTEMPT_CODES as ATTEMPT_ERROR } from './attempt-codes';
import { FORCE_SUBMITTED_MESSAGE } from '@exam/contracts/attempts/messages';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';

/**
 * What a failed save, heartbeat or submit means for the panel (SPEC §8, decision 006):
 * - retry: the answer stays in the outbox and the panel does not advance; `message` is a label key
 *   or, for HTTP 500, the status text the server sent;
 * - takenOver: 409 SESSION_TAKEN_OVER, another tab or device has the exam: stop saving;
 * - closed: 410 ATTEMPT_CLOSED, submitted or time over: go to the result; `forced` when the
 *   invigilator submitted it (the contract's message says so), so the student is told first;
 * - rejected: refused for good (a bad record): dropped from the outbox, so it is not re-sent forever.
 */
export type SaveFailure =
  | { kind: 'retry'; message: SaveMessage }
  | { kind: 'rejected'; message: SaveMessage }
  | { kind: 'takenOver' }
  | { kind: 'closed'; forced?: boolean };

/** `offline`: the connection dropped (SPEC's 'Please check internet connection'), a calm notice. */
export type SaveMessage = { key: 'checkConnection' | 'oops' | 'offline' } | { text: string };

const OOPS: SaveMessage = { key: 'oops' };

const OFFLINE: SaveMessage = { key: 'offline' };

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function classifySaveError(error: unknown): SaveFailure {
  // fetch rejects with a TypeError when the connection drops; the api client wraps it as status 0.
  if (error instanceof TypeError) return { kind: 'retry', message: OFFLINE };
  if (!isApiError(error)) return { kind: 'retry', message: browserOffline() ? OFFLINE : OOPS };
  if (error.httpStatus === 0 && error.code === NETWORK_ERROR)
    return { kind: 'retry', message: OFFLINE };
  if (error.code === ATTEMPT_ERROR.sessionTakenOver) return { kind: 'takenOver' };
  if (error.code === ATTEMPT_ERROR.attemptClosed || error.httpStatus === 410)
    return error.message === FORCE_SUBMITTED_MESSAGE
      ? { kind: 'closed', forced: true }
      : { kind: 'closed' };
  const http = error.httpStatus;
  if (http === 503) return { kind: 'retry', message: { key: 'checkConnection' } };
  if (http === 500) {
    return { kind: 'retry', message: error.statusText ? { text: error.statusText } : OOPS };
  }
  // A body with status 0, a gateway error, an ended login, a rate limit: try again later.
  if (http === 0 || http >= 500 || http === 401 || http === 408 || http === 429)
    return { kind: 'retry', message: OOPS };
  return { kind: 'rejected', message: OOPS };
}
