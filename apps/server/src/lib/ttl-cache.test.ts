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
});
