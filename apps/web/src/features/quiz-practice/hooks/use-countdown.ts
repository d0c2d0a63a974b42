import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * SPEC §9: a countdown ticking every second from `durationMs` while `running`; `onExpire` runs once
 * when it reaches zero. Measured against the clock, so a slow tab does not stretch the time.
 */
export function useCountdown(durationMs: number, running: boolean, onExpire: () => void) {
  const [leftMs, setLeftMs] = useState(durationMs);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + durationMs;
    setLeftMs(durationMs);
    let expired = false;
    const id = window.setInterval(() => {
      const left = Math.max(0, endsAt - Date.now());
      setLeftMs(left);
      if (left <= 0 && !expired) {
        expired = true;
        window.clearInterval(id);
        expire.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [durationMs, running]);

  return leftMs;
}
