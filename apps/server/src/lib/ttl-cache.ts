import { LruMap } from './lru-map.ts';

/** A key read in the last tenth of its life is loaded again in the background. */
const REFRESH_AFTER = 0.9;

interface Entry {
  /** When its load started: the value is never served once `ttlMs` have passed since. */
  at: number;
  value: Promise<unknown>;
  settled: boolean;
  /** The reload started ahead of expiry, served once it has resolved. */
  next?: Entry;
}

/**
 * A small in-process cache for read-mostly data (the catalogue changes only when content is
 * imported). Entries live `ttlMs`, so every process of a deployment serves an import within that
 * time; concurrent misses for one key share a single load.
 *
 * A key still read near the end of its life is reloaded while its current value goes on being
 * served, so the callers of a hot key (a set's paper at an exam's start, a session checked on
 * every call) never all wait for its reload at once (decision 031). No value older than `ttlMs`
 * is served, as before.
 *
 * At `maxEntries` the key read longest ago is forgotten, so a full cache keeps the keys in use;
 * expired keys nobody reads again are swept out once per `ttlMs` (decision 034).
 */
export function ttlCache(ttlMs: number, maxEntries = 5_000) {
  const entries = new LruMap<string, Entry>(maxEntries);
  let sweptAt = Date.now();

  const expired = (entry: Entry, now: number) => now - entry.at >= ttlMs;

  function sweep(now: number) {
    sweptAt = now;
    // A reload under way that is still young keeps its key: the next read will serve it.
    entries.deleteWhere(
      (entry) => expired(entry, now) && (!entry.next || expired(entry.next, now)),
    );
  }

  function load(key: string, loader: () => Promise<unknown>, now: number): Entry {
    const entry: Entry = { at: now, value: loader(), settled: false };
    entry.value.then(
      () => {
        entry.settled = true;
        const current = entries.peek(key);
        if (current?.next === entry) entries.set(key, entry);
      },
      () => {
        const current = entries.peek(key);
        if (current === entry) entries.delete(key);
        else if (current?.next === entry) current.next = undefined;
      },
    );
    return entry;
  }

  async function cached<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const now = Date.now();
    if (now - sweptAt >= ttlMs) sweep(now);
    let entry = entries.get(key);
    if (entry && expired(entry, now)) {
      // Expired: a reload already under way is shared rather than started again.
      entry = entry.next && !expired(entry.next, now) ? entry.next : undefined;
      if (entry) entries.set(key, entry);
    }
    if (!entry) {
      entry = load(key, loader, now);
      entries.set(key, entry);
    } else if (entry.settled && !entry.next && now - entry.at >= ttlMs * REFRESH_AFTER) {
      entry.next = load(key, loader, now);
    }
    return entry.value as Promise<T>;
  }
  /** Forgets every entry: the next call of each key loads again. */
  cached.clear = () => entries.clear();
  /** How many keys are kept now (loaded, loading or not yet swept). */
  cached.size = () => entries.size;
  return cached;
}
