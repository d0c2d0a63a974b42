import { useCallback, useEffect, useRef, useState } from 'react';

export const TICK_MS = 1000;
/** DESIGN.md §6: announced to screen readers at these minutes left, not every second. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

/** The threshold (in minutes) crossed going from `before` to `after` ms left, if any. */
export function crossedThreshold(before: number, after: number): number | null {
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const at = minutes * 60_000;
    if (before > at && after <= at) return minutes;
  }
  return null;
}

/**
 * SPEC §4 timer: ticks every second from the server's time left; `sync` sets it to the server's
 * figure from a save or heartbeat answer (the server's clock wins). Calls onExpire once at zero.
 */
export function useCountdown(initialMs: number, onExpire: () => void, running: boolean) {
  const deadline = useRef(performance.now() + initialMs);
  const [leftMs, setLeftMs] = useState(initialMs);
  const [announcement, setAnnouncement] = useState<number | null>(null);
  const previous = useRef(initialMs);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const show = useCallback((ms: number) => {
    const left = Math.max(0, ms);
    const crossed = crossedThreshold(previous.current, left);
    if (crossed !== null) setAnnouncement(crossed);
    previous.current = left;
    setLeftMs(left);
    if (left <= 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, []);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => show(deadline.current - performance.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [running, show]);

  const sync = useCallback(
    (serverLeftMs: number) => {
      deadline.current = performance.now() + serverLeftMs;
      show(serverLeftMs);
    },
    [show],
  );

  const readNow = useCallback(() => Math.max(0, deadline.current - performance.now()), []);

  return { leftMs, announcement, sync, readNow };
}
