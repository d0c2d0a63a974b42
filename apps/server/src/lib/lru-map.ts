/**
 * A map of at most `maxEntries` that, when full, forgets the entry read or written longest ago:
 * the keys in use stay however many others pass through. A Map iterates in insertion order, so
 * an entry is moved to the end on every read and the first one is the least recently used.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError(`maxEntries must be at least 1, not ${maxEntries}`);
  }

  get size() {
    return this.entries.size;
  }

  /** The entry's value, marking it as the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The entry's value, leaving its place in the order as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores the value as the most recently used, forgetting the least recently used if full. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Forgets every entry `stale` holds for, leaving the others' order as it was. */
  deleteWhere(stale: (value: V, key: K) => boolean): void {
    for (const [key, value] of this.entries) if (stale(value, key)) this.entries.delete(key);
  }
}
