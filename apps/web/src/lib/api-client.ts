import type { API } from '@exam/contracts/api';
import type { TOtherSite } from '@exam/contracts/common/site';
import { INSTITUTE_TOKEN, ORG_TOKEN } from '@/config/tenant';
import { endSession, getAuthorization, getStudentToken, requirePasswordChange } from './session';

type Endpoint = (typeof API)[keyof typeof API];
type PathValue = string | number;

export interface CallOptions {
  /** Values of the path's `:name` placeholders. */
  params?: Record<string, PathValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, PathValue | undefined>;
  /** Student-scoped calls also send X-Student-Token (DESIGN.md §5). */
  student?: boolean;
  signal?: AbortSignal;
}

export interface FieldError {
  /** Where the bad value is, e.g. 'body.password'. */
  field: string;
  message: string;
}

interface ApiErrorDetails {
  /** The HTTP status (the body's statusCode may differ: registration errors say 0 there). */
  httpStatus?: number;
  statusText?: string;
  fieldErrors?: FieldError[];
  /** The student calls' `errorList: [{ error }]`, as text. */
  errorList?: string[];
  /** The exam window a refusal is about (a start outside it, a result not released yet). */
  window?: ExamWindowOfError;
  /** OTHER_INSTITUTE: the student's own institute and its site. */
  site?: TOtherSite;
}

export interface ExamWindowOfError {
  opensAt: string;
  closesAt: string;
  timeZone: string;
  releaseAt: string | null;
}

/** A failed call: the server's status, stable code and message, or a network failure (status 0). */
export class ApiError extends Error {
  /** The body's statusCode, else the HTTP status; 0 for a network failure. */
  readonly statusCode: number;
  readonly code: string;
  readonly errors: string[];
  readonly httpStatus: number;
  readonly statusText: string;
  readonly fieldErrors: FieldError[];
  readonly errorList: string[];
  readonly window: ExamWindowOfError | undefined;
  readonly site: TOtherSite | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    errors: string[] = [],
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
    this.httpStatus = details.httpStatus ?? statusCode;
    this.statusText = details.statusText ?? '';
    this.fieldErrors = details.fieldErrors ?? [];
    this.errorList = details.errorList ?? [];
    this.window = details.window;
    this.site = details.site;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const BAD_RESPONSE = 'BAD_RESPONSE';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export function fillPath(path: string, params: Record<string, PathValue> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: CallOptions['query']) {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const bareToken = (value: string) => value.replace(/^Bearer\s+/i, '');

/** The tenant, login and student headers every call sends (also a file download's). */
export function headersFor(options: CallOptions) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'X-Org-Token': ORG_TOKEN,
    'X-Institute-Token': INSTITUTE_TOKEN,
  };
  const authorization = getAuthorization();
  // SPEC stores the bare token under Authorization; the header carries the Bearer scheme.
  if (authorization) headers.Authorization = `Bearer ${bareToken(authorization)}`;
  if (options.student) {
    const studentToken = getStudentToken();
    if (studentToken) headers['X-Student-Token'] = studentToken;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

interface Envelope {
  statusCode?: number;
  status?: number;
  code?: string;
  message?: string;
  errors?: string[];
  errorList?: { error?: string }[];
  fieldErrors?: FieldError[];
  window?: ExamWindowOfError;
  site?: TOtherSite;
  response?: unknown;
}

/** fetch, a network failure thrown as an ApiError (NETWORK_ERROR); an abort stays an abort. */
export async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      NETWORK_ERROR,
      'Could not reach the server. Check your internet connection.',
    );
  }
}

/**
 * Calls one endpoint of the API and returns its whole success body (the envelope
 * `{ statusCode, status: 1, errors: [], response }` and anything beside it, such as a login's
 * token); an error envelope, a network failure or a body that is not the envelope throws an
 * ApiError.
 */
export async function apiRequest<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
  const url = fillPath(endpoint.path, options.params) + queryString(options.query);
  const headers = headersFor(options);
  const res = await fetchOrNetworkError(url, {
    method: endpoint.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  let body: Envelope | null = null;
  try {
    body = (await res.json()) as Envelope;
  } catch {
    body = null;
  }

  if (body && body.status === 1 && res.ok) return body as T;

  const statusCode = body?.statusCode ?? res.status;
  const message =
    body?.message ??
    body?.errors?.[0] ??
    `The server answered ${res.status} ${res.statusText}.`.trim();
  const error = new ApiError(statusCode, body?.code ?? BAD_RESPONSE, message, body?.errors ?? [], {
    httpStatus: res.status,
    statusText: res.statusText,
    fieldErrors: Array.isArray(body?.fieldErrors) ? body.fieldErrors : [],
    errorList: Array.isArray(body?.errorList)
      ? body.errorList.flatMap((item) => (typeof item?.error === 'string' ? [item.error] : []))
      : [],
    window: body?.window,
    site: body?.site,
  });
  // DESIGN.md §5: a forged, expired or revoked token answers SESSION_EXPIRED; the app logs out and
  // says why. Only if the refused token is still the stored one: a late answer to a call of an
  // earlier session (before a new login or a password change) must not end the current one.
  if (error.code === 'SESSION_EXPIRED' && headers.Authorization) {
    const stored = getAuthorization();
    if (stored && bareToken(stored) === bareToken(headers.Authorization)) endSession('expired');
  }
  if (error.code === 'PASSWORD_CHANGE_REQUIRED') requirePasswordChange();
  throw error;
}

/** Calls one endpoint of the API and returns the `response` of its envelope (see apiRequest). */
export async function apiCall<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
  const body = await apiRequest<{ response: T }>(endpoint, options);
  return body.response;
}
