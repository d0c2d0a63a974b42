import { vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';

type Handler = unknown | ((request: { url: string; init: RequestInit }) => unknown);

/** An error envelope as the server sends it. */
export const errorEnvelope = (statusCode: number, code: string, message: string) => ({
  statusCode,
  status: 0,
  code,
  message,
  errors: [message],
  response: null,
});

/**
 * Replaces fetch: each key is "METHOD /path" (query string ignored); a value is the `response` of
 * a success envelope, or a Response for anything else. Unknown calls answer 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    if (!(key in routes)) {
      return new Response(JSON.stringify(errorEnvelope(404, 'NOT_FOUND', `Nothing at ${key}.`)), {
        status: 404,
      });
    }
    const handler = routes[key];
    const value =
      typeof handler === 'function'
        ? (handler as (r: { url: string; init: RequestInit }) => unknown)({ url, init })
        : handler;
    if (value instanceof Response) return value;
    return new Response(
      JSON.stringify({ statusCode: 200, status: 1, errors: [], response: value }),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A JSON answer with any HTTP status (and its status text), as the server or a proxy sends it. */
export const jsonResponse = (body: unknown, status: number, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stores a logged-in session as a login does. */
export function logIn(details: Record<string, unknown> = {}, token = 'token-1') {
  localStorage.setItem(STORAGE_KEYS.studToken, token);
  localStorage.setItem(STORAGE_KEYS.authorization, token);
  localStorage.setItem(STORAGE_KEYS.studentDetails, JSON.stringify(details));
}
