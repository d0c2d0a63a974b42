/**
 * The words and names of the attempt calls that the exam panel compares at run time. Free of zod,
 * so the panel's chunks take them without constructing a schema (a zod object checks at
 * construction whether it may compile code, which the page's CSP refuses and reports).
 */

export const SESSION_TAKEN_OVER_MESSAGE =
  'This exam was opened in another tab or device. Continue there.';
export const SUBMITTED_MESSAGE =
  'This exam has been submitted. Your answers were saved up to the end.';
export const TIME_OVER_MESSAGE =
  'Your time is over. The exam has been submitted with your answers saved up to the end.';
export const FORCE_SUBMITTED_MESSAGE =
  'Your exam was submitted by the invigilator. Your answers were saved up to then.';

/** The SSE event name the attempt's event stream sends (decision 064). */
export const ATTEMPT_CHANGED_EVENT = 'changed';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const ATTEMPT_EVENTS_KEEPALIVE_MS = 25_000;
