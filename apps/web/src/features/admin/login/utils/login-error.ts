import { isApiError, NETWORK_ERROR } from '@/lib/api-client';

/** The message key of a failed staff login: wrong details, too many attempts, or no connection. */
export function loginErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'login.failed';
  if (error.code === NETWORK_ERROR) return 'state.network';
  if (error.httpStatus === 401 || error.httpStatus === 400) return 'login.wrong';
  if (error.httpStatus === 429) return 'login.tooMany';
  return 'login.failed';
}
