import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('forgets the entry used longest ago, one at a time', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1); // a is now the most recent; b the oldest
    map.set('d', 4);
    expect([map.peek('a'), map.peek('b'), map.peek('c'), map.peek('d')]).toEqual([
      1,
      undefined,
      3,
      4,
    ]);
  });

  it('replaces a value in place without forgetting another, and peek leaves the order', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    expect(map.size).toBe(2);
    expect(map.peek('b')).toBe(2); // still the oldest
    map.set('c', 3);
    expect([map.peek('a'), map.peek('b'), map.peek('c')]).toEqual([10, undefined, 3]);
  });

  it('deletes the entries a test holds for', () => {
    const map = new LruMap<string, number>(10);
    for (let n = 0; n < 6; n++) map.set(`k${n}`, n);
    map.deleteWhere((value) => value % 2 === 0);
    expect(map.size).toBe(3);
    expect(map.peek('k1')).toBe(1);
    expect(map.peek('k2')).toBeUndefined();
  });

  it('refuses a size below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
