import { describe, expect, it } from 'vitest';
import { aQuizResult, aStudent } from './fixtures';
import {
  errorEnvelope,
  jsonResponse,
  mockApi,
  mockApiRecording,
  offContract,
  takeMockProblems,
} from './mock-api';

const FINISH = 'POST /v2/api/cbt/student/quiz/attempt/finish';
const BY_TOKEN = 'POST /v2/api/cbt/student/get/by/token';

const call = (key: string) => {
  const [method, path] = key.split(' ');
  return fetch(String(path), { method });
};

describe('mockApi checks every mocked body against its endpoint’s contract', () => {
  it('refuses a fixed body of a shape the server cannot send, naming the endpoint and the field', () => {
    expect(() => mockApi({ [FINISH]: { score: 2 } })).toThrow(
      /mock of "POST \/v2\/api\/cbt\/student\/quiz\/attempt\/finish" is a body the server cannot send[\s\S]*response\.setId: Invalid input: expected number/,
    );
  });

  it('refuses fields the contract does not have', () => {
    expect(() => mockApi({ [FINISH]: { ...aQuizResult(), bonusPoints: 3 } })).toThrow(
      'response.bonusPoints: not in the contract',
    );
  });

  it('refuses a key that is no endpoint of the API', () => {
    expect(() => mockApi({ 'GET /v2/api/cbt/no/such/call': {} })).toThrow(
      'mockApi: "GET /v2/api/cbt/no/such/call" is no endpoint of the API (packages/contracts).',
    );
  });

  it('accepts a real shape, with the path’s placeholders filled in', async () => {
    mockApi({
      [FINISH]: aQuizResult(),
      'GET /v2/api/admin/questions/7': ({ url }: { url: string }) =>
        jsonResponse(errorEnvelope(404, 'NOT_FOUND', `Nothing at ${url}.`), 404),
    });
    expect((await call(FINISH)).status).toBe(200);
    expect((await call('GET /v2/api/admin/questions/7')).status).toBe(404);
    expect(takeMockProblems()).toEqual([]);
  });

  it('records a body made per call or a Response of the wrong shape, to fail the test after it', async () => {
    mockApi({
      [BY_TOKEN]: () => ({ ...aStudent(), studentId: 'seven' }),
      [FINISH]: jsonResponse({ statusCode: 410, status: 0, errors: ['closed'] }, 410),
    });
    await call(BY_TOKEN);
    await call(FINISH);
    const problems = takeMockProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /get\/by\/token[\s\S]*response\.studentId: Invalid input: expected number/,
    );
    expect(problems[1]).toMatch(/attempt\/finish[\s\S]*code: Invalid input: expected string/);
  });

  it('leaves alone an answer marked as one our server never sends', async () => {
    mockApi({
      [FINISH]: offContract('a proxy answers before the server', jsonResponse({ oops: 1 }, 502)),
    });
    expect((await call(FINISH)).status).toBe(502);
    expect(takeMockProblems()).toEqual([]);
  });
});

describe('mockApiRecording', () => {
  it('keeps each call with its JSON body, answers it, and still checks the answer’s shape', async () => {
    const calls = mockApiRecording({
      [FINISH]: (body) =>
        jsonResponse({ statusCode: 200, status: 1, errors: [], response: { score: body } }, 200),
    });
    await fetch('/v2/api/cbt/student/quiz/attempt/finish', {
      method: 'POST',
      body: JSON.stringify({ setId: 4 }),
    });
    expect(calls).toEqual([
      { url: '/v2/api/cbt/student/quiz/attempt/finish', method: 'POST', body: { setId: 4 } },
    ]);
    expect(takeMockProblems()).toEqual([
      expect.stringMatching(
        /attempt\/finish[\s\S]*response\.setId: Invalid input: expected number/,
      ),
    ]);
  });
});
