import { AppError } from './app-error.ts';

/**
 * Expensive work (a PDF scorecard is tens of milliseconds of synchronous rendering) kept from
 * starving the event loop that serves answer saves: at most `perKey` at once for one caller
 * (more is a 429), and at most `total` at once in the process, the rest waiting their turn, each
 * started on a fresh turn of the event loop so waiting saves are served in between.
 */
export function createRenderGate(options: { perKey: number; total: number; busyMessage: string }) {
  const inFlight = new Map<string, number>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < options.total) {
        running += 1;
        resolve();
      } else waiting.push(resolve);
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const mine = inFlight.get(key) ?? 0;
    if (mine >= options.perKey) throw new AppError('TOO_MANY_REQUESTS', options.busyMessage);
    inFlight.set(key, mine + 1);
    try {
      await acquire();
      try {
        await new Promise((resolve) => setImmediate(resolve));
        return await work();
      } finally {
        release();
      }
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  };
}
