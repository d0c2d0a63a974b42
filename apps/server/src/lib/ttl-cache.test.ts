import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('loads once per key within the time to live, and again after it', async () => {
    vi.useFakeTimers();
    const cached = ttlCache(1_000);
    const load = vi.fn(async () => 42);
    await Promise.all([cached('a', load), cached('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cached('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not keep a failed load', async () => {
    const cached = ttlCache(1_000);
    await expect(cached('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('b', async () => 7)).toBe(7);
  });

  it('forgets everything on clear', async () => {
    const cached = ttlCache(60_000);
    await cached('c', async () => 1);
    cached.clear();
    expect(await cached('c', async () => 2)).toBe(2);
  });

  it('when full, keeps the keys in use and forgets the ones read longest ago (decision 034)', async () => {
    const cached = ttlCache(60_000, 10);
    const loads: string[] = [];
    const read = (key: string) =>
      cached(key, async () => {
        loads.push(key);
        return key;
      });
    for (let n = 0; n < 100; n++) {
      expect(await read('hot-1')).toBe('hot-1');
      expect(await read('hot-2')).toBe('hot-2');
      await read(`cold-${n}`);
    }
    expect(cached.size()).toBe(10);
    expect(loads.filter((key) => key.startsWith('hot'))).toEqual(['hot-1', 'hot-2']);
    await read('cold-0');
    await read('cold-99');
    // cold-0 was forgotten and loaded again; cold-99, among the last read, was kept.
    expect(loads.filter((key) => key === 'cold-0')).toHaveLength(2);
    expect(loads.filter((key) => key === 'cold-99')).toHaveLength(1);
  });

  it('removes expired keys that are not read again', async () => {
    vi.useFakeTimers();
    try {
      const cached = ttlCache(1_000);
      for (let n = 0; n < 50; n++) await cached(`old-${n}`, async () => n);
      expect(cached.size()).toBe(50);
      vi.advanceTimersByTime(1_000);
      await cached('new', async () => 'new');
      expect(cached.size()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('a key read near the end of its life (decision 031)', () => {
    const deferred = <T>() => {
      let resolve!: (value: T) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
      return { promise, resolve, reject };
    };

    it('is reloaded in the background while the current value is still served', async () => {
      vi.useFakeTimers();
      const cached = ttlCache(1_000);
      expect(await cached('k', async () => 'first')).toBe('first');
      vi.advanceTimersByTime(950);
      const reload = deferred<string>();
      const load = vi.fn(() => reload.promise);
      // Served at once from the current value, though a reload has started.
      expect(await cached('k', load)).toBe('first');
      expect(await cached('k', load)).toBe('first');
      expect(load).toHaveBeenCalledTimes(1);
      reload.resolve('second');
      await reload.promise;
      expect(await cached('k', load)).toBe('second');
      expect(load).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
    });

    it('never serves a value past its life: a slow reload is waited for, not started again', async () => {
      vi.useFakeTimers();
      const cached = ttlCache(1_000);
      await cached('k', async () => 'first');
      vi.advanceTimersByTime(950);
      const reload = deferred<string>();
      const load = vi.fn(() => reload.promise);
      await cached('k', load);
      vi.advanceTimersByTime(51);
      const waiting = cached('k', load);
      reload.resolve('second');
      expect(await waiting).toBe('second');
      expect(load).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
    });

    it('keeps its value when the reload fails, and loads again once it has expired', async () => {
      vi.useFakeTimers();
      const cached = ttlCache(1_000);
      await cached('k', async () => 'first');
      vi.advanceTimersByTime(950);
      const failing = vi.fn(() => Promise.reject(new Error('down')));
      expect(await cached('k', failing)).toBe('first');
      await Promise.resolve();
      expect(await cached('k', failing)).toBe('first');
      expect(failing).toHaveBeenCalledTimes(2);
      await Promise.resolve();
      vi.advanceTimersByTime(51);
      expect(await cached('k', async () => 'third')).toBe('third');
      vi.useRealTimers();
    });
  });
});
