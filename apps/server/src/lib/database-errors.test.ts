import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isWriteConflict } from './database-errors.ts';

const wrapped = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('x'), { code }) });

describe('database errors', () => {
  it('reads a unique violation, serialization failure or deadlock through the cause chain', () => {
    expect(isWriteConflict(wrapped('23505'))).toBe(true);
    expect(isWriteConflict(wrapped('40001'))).toBe(true);
    expect(isWriteConflict(wrapped('40P01'))).toBe(true);
    expect(isWriteConflict(wrapped('42P01'))).toBe(false);
    expect(isWriteConflict(new Error('plain'))).toBe(false);
  });

  it('tells an unreachable database from a conflict', () => {
    expect(isDatabaseUnavailable(wrapped('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('23505'))).toBe(false);
  });

  it('takes PgBouncer refusing while PostgreSQL restarts behind it as unreachable', () => {
    // What Debian's PgBouncer 1.18 answered in the shift bench's primary restart (decision 067).
    const login = 'server login has been failing, try again later (server_login_retry)';
    expect(isDatabaseUnavailable(Object.assign(new Error(login), { code: '08P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('08P01'))).toBe(true);
  });
});
