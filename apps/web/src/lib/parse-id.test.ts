import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads a positive whole number', () => {
    expect(parseId('42')).toBe(42);
  });

  it.each([null, undefined, '', '0', '-3', '4.5', 'abc', '1e3', '99999999999'])(
    'refuses %s',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});
