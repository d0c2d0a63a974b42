import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crossedThreshold, useCountdown } from './use-countdown';

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces only when crossing 10, 5 and 1 minute left', () => {
    expect(crossedThreshold(600_500, 599_500)).toBe(10);
    expect(crossedThreshold(300_001, 300_000)).toBe(5);
    expect(crossedThreshold(60_400, 59_400)).toBe(1);
    expect(crossedThreshold(599_000, 598_000)).toBeNull();
    expect(crossedThreshold(1_000_000, 999_000)).toBeNull();
  });

  it('ticks every second, follows the server when synced and expires once at zero', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(3_000, onExpire, true));
    expect(result.current.leftMs).toBe(3_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.leftMs).toBeLessThanOrEqual(2_000);
    act(() => result.current.sync(61_000));
    expect(result.current.leftMs).toBe(61_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.announcement).toBe(1);
    act(() => result.current.sync(500));
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.leftMs).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
