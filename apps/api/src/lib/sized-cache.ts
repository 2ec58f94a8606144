/**
 * A map bounded by the bytes its values hold, as `sizeOf` counts them, rather than by how many it
 * holds: a count fit for one agency's pages is too few for a thousand agencies' and, with larger
 * pages, too many for the memory (decision 0133). The oldest entry leaves first; a value that grows
 * after it was put (a compressed form added) is counted again with `resize`.
 */
export function createSizedCache<V>(maxBytes: number, sizeOf: (value: V) => number) {
  const entries = new Map<string, { value: V; bytes: number }>();
  let held = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -= entry.bytes;
  };
  /** Oldest first until the bytes fit, never `keep` (the entry just put: one over the bound stays). */
  const evict = (keep: string) => {
    for (const key of entries.keys()) {
      if (held <= maxBytes) return;
      if (key !== keep) drop(key);
    }
  };
  return {
    get(key: string): V | undefined {
      return entries.get(key)?.value;
    },
    set(key: string, value: V): void {
      drop(key);
      const bytes = sizeOf(value);
      entries.set(key, { value, bytes });
      held += bytes;
      evict(key);
    },
    /** Counts `value` again if it is still the one held under `key` (it grew since it was put). */
    resize(key: string, value: V): void {
      const entry = entries.get(key);
      if (!entry || entry.value !== value) return;
      const bytes = sizeOf(value);
      held += bytes - entry.bytes;
      entry.bytes = bytes;
      evict(key);
    },
    delete: drop,
    deleteWhere(test: (key: string, value: V) => boolean): void {
      for (const [key, entry] of [...entries]) if (test(key, entry.value)) drop(key);
    },
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return held;
    },
  };
}
