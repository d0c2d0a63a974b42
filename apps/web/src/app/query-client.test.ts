import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { clearSession, storeSession } from '@/lib/session';
import { forgetStudentDataOnSessionChange, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not retry what the server refused (4xx)', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    // Registration errors say statusCode 0 in the body; the HTTP status decides.
    expect(shouldRetry(0, new ApiError(0, 'CONFLICT', 'taken', [], { httpStatus: 409 }))).toBe(
      false,
    );
  });

  it('retries a network failure or a server error twice', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'offline');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('forgetStudentDataOnSessionChange', () => {
  it("drops the student's cached data on logout and on another login, not the catalogue", () => {
    const client = new QueryClient();
    storeSession('token-a', { name: 'A' });
    const stop = forgetStudentDataOnSessionChange(client);
    client.setQueryData(['student', 'details'], { name: 'A' });
    client.setQueryData(['catalogue', 'categories'], []);

    clearSession();
    expect(client.getQueryData(['student', 'details'])).toBeUndefined();
    expect(client.getQueryData(['catalogue', 'categories'])).toEqual([]);

    client.setQueryData(['student', 'details'], { name: 'A' });
    storeSession('token-b', { name: 'B' });
    expect(client.getQueryData(['student', 'details'])).toBeUndefined();
    stop();
  });
});
