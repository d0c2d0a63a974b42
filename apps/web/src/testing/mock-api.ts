import { vi } from 'vitest';
import type { Endpoint } from '@exam/contracts/common/endpoint';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { contractOf, shapeProblem } from './contracts';

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
 *
 * Every key must be an endpoint of packages/contracts and every mocked body a shape its contract
 * allows (a success body its response schema, an error body the error envelope): a mock the server
 * could not send fails the test, at once for a fixed value, after the test for one made per call.
 */
export function mockApi(routes: Record<string, Handler>) {
  const contracts = new Map(
    Object.entries(routes).map(([key, handler]) => {
      const endpoint = endpointOf(key);
      if (!(typeof handler === 'function' || handler instanceof Response))
        assertShape(key, endpoint, ok(handler), true);
      return [key, endpoint] as const;
    }),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const endpoint = contracts.get(key);
    if (!endpoint) {
      return new Response(JSON.stringify(errorEnvelope(404, 'NOT_FOUND', `Nothing at ${key}.`)), {
        status: 404,
      });
    }
    const handler = routes[key];
    const value =
      typeof handler === 'function'
        ? (handler as (r: { url: string; init: RequestInit }) => unknown)({ url, init })
        : handler;
    if (value instanceof Response) {
      await recordShapeOf(key, endpoint, value);
      return value;
    }
    recordProblem(key, endpoint, ok(value), true);
    return new Response(JSON.stringify(ok(value)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (response: unknown) => ({ statusCode: 200, status: 1, errors: [], response });

function endpointOf(key: string) {
  const [method = '', path = ''] = key.split(' ');
  const endpoint = contractOf(method, path);
  if (!endpoint)
    throw new Error(`mockApi: "${key}" is no endpoint of the API (packages/contracts).`);
  return endpoint;
}

const problemText = (key: string, endpoint: Endpoint, problem: string) =>
  `mockApi: the mock of "${key}" is a body the server cannot send ` +
  `(contract ${endpoint.method} ${endpoint.path}):\n${problem}`;

function assertShape(key: string, endpoint: Endpoint, body: unknown, success: boolean) {
  const problem = shapeProblem(endpoint, body, success);
  if (problem) throw new Error(problemText(key, endpoint, problem));
}

const problemsSeen: string[] = [];

function recordProblem(key: string, endpoint: Endpoint, body: unknown, success: boolean) {
  const problem = shapeProblem(endpoint, body, success);
  if (problem) problemsSeen.push(problemText(key, endpoint, problem));
}

const offContractAnswers = new WeakSet<Response>();

/**
 * Marks an answer our server never sends but the client must still survive (an older server's
 * error with HTTP 200, a proxy's page): the one kind of mock not checked against the contract.
 */
export function offContract(why: string, response: Response) {
  if (why.trim() === '') throw new Error('offContract: say why the client meets this answer.');
  offContractAnswers.add(response);
  return response;
}

async function recordShapeOf(key: string, endpoint: Endpoint, response: Response) {
  if (offContractAnswers.has(response)) return;
  if (!response.headers.get('Content-Type')?.includes('json')) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body !== undefined) recordProblem(key, endpoint, body, response.ok);
}

/** The shape problems met in calls since the last time, emptied (the web setup fails a test on them). */
export function takeMockProblems() {
  return problemsSeen.splice(0);
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

/** A call a recording mock received. */
export interface MockCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * mockApi with each answer a Response or made from the request's JSON body (checked against the
 * contracts all the same); the calls it received, in order, filled as they come.
 */
export function mockApiRecording(
  answers: Record<string, Response | ((body: unknown) => Response)>,
) {
  const calls: MockCall[] = [];
  const record = ({ url, init }: { url: string; init: RequestInit }) => {
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    return body;
  };
  mockApi(
    Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [
        key,
        (request: { url: string; init: RequestInit }) => {
          const body = record(request);
          return typeof answer === 'function' ? answer(body) : answer.clone();
        },
      ]),
    ),
  );
  return calls;
}
