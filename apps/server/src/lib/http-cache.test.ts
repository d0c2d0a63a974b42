import { describe, expect, it } from 'vitest';
import { etagOf, holdsCurrent, negotiateCoding } from './http-cache.ts';

describe('content negotiation of the pre-compressed paper', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP;Q=1', 'gzip'],
  ] as const)('Accept-Encoding %j → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  it('gives each coding its own strong ETag', () => {
    expect(etagOf('abc', 'identity')).toBe('"abc"');
    expect(etagOf('abc', 'br')).toBe('"abc-br"');
    expect(etagOf('abc', 'gzip')).toBe('"abc-gz"');
  });

  it('matches If-None-Match against the JSON whatever coding the client holds', () => {
    expect(holdsCurrent('"abc-br"', 'abc')).toBe(true);
    expect(holdsCurrent('W/"abc-gz"', 'abc')).toBe(true);
    expect(holdsCurrent('"x", "abc"', 'abc')).toBe(true);
    expect(holdsCurrent('*', 'abc')).toBe(true);
    expect(holdsCurrent('"abcd"', 'abc')).toBe(false);
    expect(holdsCurrent(undefined, 'abc')).toBe(false);
  });
});
