import type { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TOtherSite } from '@exam/contracts/common/site';
import { INSTITUTE_TOKEN, ORG_TOKEN } from '@/config/tenant';
import {
  ApiError,
  BAD_RESPONSE,
  fetchOrNetworkError,
  fillPath,
  type FieldError,
} from '@/lib/api-client';
import { clearStaffSession, getStaffToken, requireStaffPasswordChange } from './staff-session';

type AdminEndpoint = (typeof ADMIN_API)[keyof typeof ADMIN_API];
type QueryValue = string | number | boolean | undefined | null;

export interface AdminCallOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  /** Empty strings, null and undefined are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** An earlier answer to revalidate: its ETag goes as If-None-Match, and a 304 resolves to it. */
  cached?: { etag: string; data: unknown };
  /** Receives the answer's ETag. */
  onEtag?: (etag: string) => void;
}

interface ErrorEnvelope {
  statusCode?: number;
  status?: number;
  code?: string;
  message?: string;
  errors?: string[];
  fieldErrors?: FieldError[];
  site?: TOtherSite;
  response?: unknown;
}

/** A failed staff call; `body` keeps what the error envelope carries beside the usual fields. */
export class AdminApiError extends ApiError {
  readonly body: unknown;

  constructor(error: ApiError, body: unknown) {
    super(error.statusCode, error.code, error.message, error.errors, {
      httpStatus: error.httpStatus,
      statusText: error.statusText,
      fieldErrors: error.fieldErrors,
      site: error.site,
    });
    this.body = body;
  }
}

function queryString(query: AdminCallOptions['query']) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One staff call (DESIGN.md §9a): the staff token, not the student's, as the Bearer; resolves to
 * the `response` of the envelope. A refused token (401) ends the staff session so the console
 * returns to its login page; every other failure throws the ApiError the student app uses too.
 */
export async function adminCall<T>(
  endpoint: AdminEndpoint,
  options: AdminCallOptions = {},
): Promise<T> {
  const token = getStaffToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Org-Token': ORG_TOKEN,
    'X-Institute-Token': INSTITUTE_TOKEN,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cached) headers['If-None-Match'] = options.cached.etag;
  const url = fillPath(endpoint.path, options.params) + queryString(options.query);
  const res = await fetchOrNetworkError(url, {
    method: endpoint.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const etag = res.headers.get('etag');
  if (etag) options.onEtag?.(etag);
  if (res.status === 304 && options.cached) return options.cached.data as T;
  let body: ErrorEnvelope | null = null;
  try {
    body = (await res.json()) as ErrorEnvelope;
  } catch {
    body = null;
  }
  if (body && body.status === 1 && res.ok) return body.response as T;
  const apiError = new ApiError(
    body?.statusCode ?? res.status,
    body?.code ?? BAD_RESPONSE,
    body?.message ?? `The server answered ${res.status} ${res.statusText}.`.trim(),
    body?.errors ?? [],
    {
      httpStatus: res.status,
      statusText: res.statusText,
      fieldErrors: Array.isArray(body?.fieldErrors) ? body.fieldErrors : [],
      site: body?.site,
    },
  );
  const error = new AdminApiError(apiError, body);
  // Only when the refused token is still the stored one (a late answer of an earlier session must
  // not end a newer one); the login call itself answers 401 for a wrong password.
  if (res.status === 401 && token && token === getStaffToken()) clearStaffSession('expired');
  if (error.code === 'PASSWORD_CHANGE_REQUIRED' && token && token === getStaffToken()) {
    requireStaffPasswordChange();
  }
  throw error;
}

/** The first key part of every staff query: dropped when the staff session changes. */
export const ADMIN_QUERY_KEY = 'admin';
