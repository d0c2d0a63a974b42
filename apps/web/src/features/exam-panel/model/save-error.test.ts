import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifySaveError } from './save-error';

const http = (status: number, code = 'X', statusText = '') =>
  new ApiError(status, code, 'message', [], { httpStatus: status, statusText });

describe('a failed save (SPEC §8)', () => {
  it('HTTP 503: Please check internet connection', () => {
    expect(classifySaveError(http(503))).toEqual({
      kind: 'retry',
      message: { key: 'checkConnection' },
    });
  });

  it('HTTP 500: the status text', () => {
    expect(classifySaveError(http(500, 'INTERNAL', 'Internal Server Error'))).toEqual({
      kind: 'retry',
      message: { text: 'Internal Server Error' },
    });
  });

  it('a dropped connection: the calm check-connection notice, kept to send again', () => {
    expect(classifySaveError(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toEqual({
      kind: 'retry',
      message: { key: 'offline' },
    });
    expect(classifySaveError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'retry',
      message: { key: 'offline' },
    });
  });

  it('an unexpected failure while online: Oops…, kept to send again', () => {
    expect(classifySaveError(new Error('boom'))).toEqual({
      kind: 'retry',
      message: { key: 'oops' },
    });
  });

  it('a body with status 0 for a bad record: Oops…, not sent again', () => {
    expect(classifySaveError(http(400, 'BAD_REQUEST'))).toEqual({
      kind: 'rejected',
      message: { key: 'oops' },
    });
  });

  it('409 SESSION_TAKEN_OVER and 410 ATTEMPT_CLOSED end the sitting', () => {
    expect(classifySaveError(http(409, 'SESSION_TAKEN_OVER'))).toEqual({ kind: 'takenOver' });
    expect(classifySaveError(http(410, 'ATTEMPT_CLOSED'))).toEqual({ kind: 'closed' });
  });
});
