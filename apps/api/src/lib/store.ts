/**
 * Shared short-lived state (cache entries, rate-limit counters, hold slots). Redis when REDIS_URL
 * is set, so every instance sees the same counters, with this process standing in while Redis is
 * down (redis-store.ts); an in-process map otherwise.
 */
export interface KeyValueStore {
  kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Increments a counter, starting its time window on first use; returns the new count. */
  incr(key: string, windowSeconds: number): Promise<number>;
  /** Takes one back from a live counter (keeping its window); nothing when the counter is gone. */
  decr(key: string): Promise<void>;
  del(key: string): Promise<void>;
  /** Takes `key` for `owner` for `ttlSeconds` unless someone holds it; true when this call took it. */
  claim(key: string, owner: string, ttlSeconds: number): Promise<boolean>;
  /** Frees `key` only while `owner` holds it (compare-and-delete); true when it did. */
  unclaim(key: string, owner: string): Promise<boolean>;
  /** Whether the shared store answers (`none`: this process is the store). */
  health(): StoreHealth;
  /** Called on each change of health (Redis lost, Redis back). */
  onHealthChange(listener: (health: StoreHealth, cause?: Error) => void): void;
  close(): Promise<void>;
}

/** `down`: Redis failed or timed out at `since`; this process answers for it until a probe succeeds. */
export type StoreHealth = { redis: 'none' } | { redis: 'up' } | { redis: 'down'; since: string };

export interface MemoryStoreLimits {
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
  /** Characters of keys and values kept at most (~2 bytes each in memory). */
  maxChars: number;
}

/**
 * The limits for a cache of `mb` MB (MEMORY_CACHE_MB): characters take one or two bytes in V8
 * (two with any character beyond Latin-1), so it holds half as many characters, whatever clients send.
 */
export const memoryLimits = (mb: number): MemoryStoreLimits => ({ maxEntries: 50_000, maxChars: Math.floor((mb * 1024 * 1024) / 2) });

/** 32 MB: ~1,000 hotel deal answers (decision 0062). */
export const DEFAULT_MEMORY_LIMITS: MemoryStoreLimits = memoryLimits(32);

/** A least-recently-used map of expiring strings, bounded by entries and characters. */
function lruMap(limits: MemoryStoreLimits, now: () => number) {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let chars = 0;
  const size = (key: string, value: string) => key.length + value.length;
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    chars -= size(key, e.value);
  };
  return {
    remove,
    put(key: string, value: string, expiresAt: number): void {
      remove(key);
      entries.set(key, { value, expiresAt });
      chars += size(key, value);
      // Map iteration is insertion order: the first keys are the least recently used.
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        remove(oldest);
      }
    },
    live(key: string) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      // Used now: move it to the young end.
      entries.delete(key);
      entries.set(key, e);
      return e;
    },
    sweep(): void {
      const t = now();
      for (const [k, e] of entries) if (e.expiresAt <= t) remove(k);
    },
  };
}

/**
 * The in-process store, bounded so that a client varying its searches (each query is a cache
 * entry) cannot grow the server without limit. Counters (incr: login throttling; claim: hold slots) live apart from
 * cache entries, so flooding the cache cannot evict a throttle and reopen guessing. Redis bounds
 * itself with maxmemory and an eviction policy.
 */
export function createMemoryStore(now: () => number = Date.now, limits: MemoryStoreLimits = DEFAULT_MEMORY_LIMITS): KeyValueStore {
  const cache = lruMap(limits, now);
  const counters = lruMap({ maxEntries: 200_000, maxChars: 16 * 1024 * 1024 }, now);
  const sweep = setInterval(() => {
    cache.sweep();
    counters.sweep();
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    get: async (key) => (counters.live(key) ?? cache.live(key))?.value ?? null,
    set: async (key, value, ttl) => {
      counters.remove(key);
      cache.put(key, value, now() + ttl * 1000);
    },
    incr: async (key, windowSeconds) => {
      const e = counters.live(key);
      const n = e ? Number(e.value) + 1 : 1;
      counters.put(key, String(n), e?.expiresAt ?? now() + windowSeconds * 1000);
      return n;
    },
    decr: async (key) => {
      const e = counters.live(key);
      if (e) counters.put(key, String(Math.max(0, Number(e.value) - 1)), e.expiresAt);
    },
    del: async (key) => {
      counters.remove(key);
      cache.remove(key);
    },
    claim: async (key, owner, ttl) => {
      if (counters.live(key)) return false;
      counters.put(key, owner, now() + ttl * 1000);
      return true;
    },
    unclaim: async (key, owner) => {
      if (counters.live(key)?.value !== owner) return false;
      counters.remove(key);
      return true;
    },
    health: () => ({ redis: 'none' }),
    onHealthChange: () => undefined,
    close: async () => clearInterval(sweep),
  };
}
