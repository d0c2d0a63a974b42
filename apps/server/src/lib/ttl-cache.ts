/**
 * A small in-process cache for read-mostly data (the catalogue changes only when content is
 * imported). Entries live `ttlMs`, so every process of a deployment serves an import within that
 * time; concurrent misses for one key share a single load.
 */
export function ttlCache(ttlMs: number, maxEntries = 5_000) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    if (entries.size >= maxEntries) entries.clear();
    const value = load();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  }
  /** Forgets every entry: the next call of each key loads again. */
  cached.clear = () => entries.clear();
  return cached;
}
