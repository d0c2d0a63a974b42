import type { TErrorResponse } from '@exam/contracts/common/envelope';

/** The one application error type: a stable code, a message a person can act on, an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** A token that is forged, expired or revoked: the client should log out and in again. */
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  /** The student's password is a one-time one (enrolment, a staff reset): change it first. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** Exam windows (decision 018): a start before the window, after it, for someone else's, or over the limit. */
  NOT_OPEN_YET: 403,
  CLOSED: 403,
  NOT_SCHEDULED_FOR_YOU: 403,
  NO_ATTEMPTS_LEFT: 403,
  /** The result of a scheduled attempt is withheld until the window's results are released. */
  RESULT_NOT_RELEASED: 403,
  /** A student of another institute of the organisation logged in on this institute's site. */
  OTHER_INSTITUTE: 403,
  /** The institute (its site, tokens or account) is deactivated by its organisation. */
  INSTITUTE_CLOSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An exam attempt opened in another tab or device since: this one must stop saving. */
  SESSION_TAKEN_OVER: 409,
  /** Another attempt of the set is still open. */
  ATTEMPT_IN_PROGRESS: 409,
  /** The attempt was entered in its window's lobby and its clock has not started (decision 060). */
  EXAM_NOT_STARTED: 409,
  /** The attempt is still open: no result, key or solutions yet. */
  ATTEMPT_NOT_SUBMITTED: 409,
  GONE: 410,
  /** The attempt is submitted (or its time is over): no more saves. */
  ATTEMPT_CLOSED: 410,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** The exam window a refusal is about, sent to the client beside the message. */
    readonly window?: TErrorResponse['window'],
    /** OTHER_INSTITUTE: where the student's own institute's site is. */
    readonly site?: TErrorResponse['site'],
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
