import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not retry what the server refused (4xx)', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
  });

  it('retries a network failure or a server error twice', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'offline');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
