type Slot<V> = { value: V; stamp: number };

/**
 * A Map that keeps at most `maxEntries`, dropping the least recently used first, approximately:
 * an entry read or written within the last `maxEntries / 2` writes and moves is never the one
 * dropped. A read moves its entry to the young end only once it has aged past that, so an entry
 * read on every request (a signed-in client's token, its unread state) costs one lookup instead of
 * a delete and an insert each time, which for a small map also kept rebuilding its hash table.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, Slot<V>>();
  private clock = 0;

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    if (this.clock - slot.stamp > this.maxEntries / 2) {
      // Map keeps insertion order: the first key is the one used longest ago.
      this.entries.delete(key);
      slot.stamp = ++this.clock;
      this.entries.set(key, slot);
    }
    return slot.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, stamp: ++this.clock });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
