import { API } from '@exam/contracts/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, apiRequest, fillPath, NETWORK_ERROR } from './api-client';
import { getSessionNotice } from './session';
import { STORAGE_KEYS } from './storage-keys';

const ok = (response: unknown) =>
  new Response(JSON.stringify({ statusCode: 200, status: 1, errors: [], response }), {
    status: 200,
  });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
    string,
    string
  >;

describe('apiCall', () => {
  it('sends the tenant headers and no-cache, and returns the envelope’s response', async () => {
    const fetchMock = stubFetch(ok([{ examCategoryId: 1 }]));
    await expect(apiCall(API.getCategories)).resolves.toEqual([{ examCategoryId: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/api/cbt/exam/category/get/all');
    expect(init.method).toBe('POST');
    expect(headersOf(fetchMock)).toMatchObject({
      'X-Org-Token': 'demo-org',
      'X-Institute-Token': 'demo-institute',
      'Cache-Control': 'no-cache',
    });
    expect(headersOf(fetchMock)).not.toHaveProperty('Authorization');
  });

  it('sends the stored Authorization value, and the student token only on student calls', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer abc');
    localStorage.setItem(STORAGE_KEYS.studToken, 'stud-1');
    const fetchMock = stubFetch(ok(null));
    await apiCall(API.getCategories);
    expect(headersOf(fetchMock).Authorization).toBe('Bearer abc');
    expect(headersOf(fetchMock)).not.toHaveProperty('X-Student-Token');

    const studentFetch = stubFetch(ok(null));
    await apiCall(API.getStudentByToken, { student: true });
    expect(headersOf(studentFetch)['X-Student-Token']).toBe('stud-1');
  });

  it('sends a bare stored token with the Bearer scheme', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'jwt-1');
    const fetchMock = stubFetch(ok(null));
    await apiCall(API.getCategories);
    expect(headersOf(fetchMock).Authorization).toBe('Bearer jwt-1');
  });

  it('returns the whole success body from apiRequest (a login carries its token beside response)', async () => {
    stubFetch(
      new Response(
        JSON.stringify({ statusCode: 200, status: 1, errors: [], token: 't', response: { a: 1 } }),
      ),
    );
    await expect(apiRequest(API.authenticateStudent, { body: {} })).resolves.toMatchObject({
      token: 't',
      response: { a: 1 },
    });
  });

  it('keeps the HTTP status, status text, field errors and errorList of a failure', async () => {
    stubFetch(
      new Response(
        JSON.stringify({
          statusCode: 0,
          status: 0,
          code: 'BAD_REQUEST',
          message: 'body.password must be at least 8 characters',
          errors: ['body.password: must be at least 8 characters'],
          errorList: [{ error: 'body.password: must be at least 8 characters' }],
          fieldErrors: [{ field: 'body.password', message: 'must be at least 8 characters' }],
          response: null,
        }),
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const error = await apiRequest(API.registerStudent, { body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 0,
      httpStatus: 400,
      statusText: 'Bad Request',
      errors: ['body.password: must be at least 8 characters'],
      errorList: ['body.password: must be at least 8 characters'],
      fieldErrors: [{ field: 'body.password', message: 'must be at least 8 characters' }],
    });
  });

  it('fills path parameters, sends the body as JSON and appends the query', async () => {
    const fetchMock = stubFetch(ok({ content: [] }));
    await apiCall(API.getSetsByExamAndType, {
      params: { examId: 7, setTypeId: 0 },
      body: { a: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/api/cbt/question/set/get/all/active/by/examId/7/setTypeId/0');
    expect(init.body).toBe('{"a":1}');
    expect(headersOf(fetchMock)['Content-Type']).toBe('application/json');

    const searchFetch = stubFetch(ok({}));
    await apiCall(API.search, { query: { q: 'SSC CGL' } });
    expect(searchFetch.mock.calls[0]?.[0 as never]).toBe('/v2/api/cbt/search?q=SSC+CGL');
  });

  it('throws the server’s message, status and code on an error envelope', async () => {
    stubFetch(
      new Response(
        JSON.stringify({
          statusCode: 404,
          status: 0,
          code: 'NOT_FOUND',
          message: 'Exam category 99 was not found.',
          errors: ['Exam category 99 was not found.'],
          response: null,
        }),
        { status: 404 },
      ),
    );
    const error = await apiCall(API.getExamsByCategory, { params: { id: 99 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Exam category 99 was not found.',
    });
  });

  it('turns a network failure into an ApiError a person can act on', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiCall(API.getCategories)).rejects.toMatchObject({
      statusCode: 0,
      code: NETWORK_ERROR,
    });
  });

  it('reports a body that is not the envelope (a proxy’s error page) with its HTTP status', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiCall(API.getCategories)).rejects.toMatchObject({ statusCode: 502 });
  });

  const sessionExpired = () =>
    new Response(
      JSON.stringify({
        statusCode: 401,
        status: 0,
        code: 'SESSION_EXPIRED',
        message: 'Your session has ended.',
        errors: [],
        response: null,
      }),
      { status: 401 },
    );

  it('keeps a newer session when a call of an older one comes back SESSION_EXPIRED', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'old');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const call = apiCall(API.getStudentByToken, { student: true }).catch((e: unknown) => e);
    localStorage.setItem(STORAGE_KEYS.authorization, 'new'); // logged in again meanwhile
    answer(sessionExpired());
    await expect(call).resolves.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('new');
    expect(getSessionNotice()).toBeNull();
  });

  it('logs out when the server says the session has ended', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer old');
    localStorage.setItem(STORAGE_KEYS.studToken, 'old');
    localStorage.setItem(STORAGE_KEYS.studentDetails, '{}');
    stubFetch(sessionExpired());
    await expect(apiCall(API.getStudentByToken, { student: true })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studentDetails)).toBeNull();
    expect(getSessionNotice()).toBe('expired');
  });
});

describe('fillPath', () => {
  it('encodes values and refuses a missing one', () => {
    expect(fillPath('/a/:id/b/:name', { id: 3, name: 'x y' })).toBe('/a/3/b/x%20y');
    expect(() => fillPath('/a/:id')).toThrow(/id/);
  });
});
