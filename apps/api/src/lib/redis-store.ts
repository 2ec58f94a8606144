import { Redis } from 'ioredis';
import { createMemoryStore, type KeyValueStore, type StoreHealth } from './store.ts';

/** Longest a request waits on one Redis command before this process answers for it (ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 400;
/** How often a Redis marked down is tried again (ms); it is also tried as soon as it reconnects. */
export const REDIS_PROBE_MS = 1_000;

export interface RedisStoreOptions {
  timeoutMs?: number;
  probeMs?: number;
  /** Answers while Redis is down: caches, counters and hold slots of this process only. */
  fallback?: KeyValueStore;
}

/**
 * A connection that fails fast instead of queueing: no offline queue, no retry of a command whose
 * connection dropped, reconnection at most a second apart (so a Redis that returns is used again
 * within a second or two).
 */
export function fastFailingRedis(url: string, timeoutMs: number): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Only to drop what a hung Redis never answers: requests stop waiting at withinTimeout's `timeoutMs`.
    commandTimeout: Math.max(2_000, timeoutMs * 4),
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  return redis;
}

/**
 * Runs `command` once the connection is ready, rejecting after `timeoutMs` in all: a stopped Redis
 * (connection refused), a hung one (a frozen process or a black-holed network) or a connection
 * still being made all end within the timeout. A late answer or error of the command is dropped.
 * The timeout gives way to an answer already received: after the event loop was busy (a burst of
 * work on a full machine) timers run before pending I/O is read, and a Redis that did answer must
 * not count as down.
 */
export function withinTimeout<T>(redis: Redis, timeoutMs: number, command: (redis: Redis) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  const work = (
    redis.status === 'ready'
      ? command(redis)
      : new Promise<void>((resolve) => {
          onReady = resolve;
          redis.once('ready', resolve);
        }).then(() => command(redis))
  ) as Promise<T>;
  work.catch(() => undefined);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`))), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
    if (onReady) redis.off('ready', onReady);
  });
}

const UNCLAIM = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const DECR_LIVE = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/**
 * The store on Redis, shared by every instance, that a Redis outage does not take down with it:
 * every command has `timeoutMs`; the first failure marks Redis down and from then on this process's
 * own store answers (caches start empty, counters and hold slots count this instance's requests
 * with the same caps: never without a limit) until a probe every `probeMs` (or the reconnection)
 * finds Redis answering again. Decision 0075.
 */
export function createRedisStore(url: string, options: RedisStoreOptions = {}): KeyValueStore {
  const timeoutMs = options.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const probeMs = options.probeMs ?? REDIS_PROBE_MS;
  const local = options.fallback ?? createMemoryStore();
  const redis = fastFailingRedis(url, timeoutMs);
  // Connection errors are what the health state reports; without a listener ioredis prints each one.
  redis.on('error', () => undefined);

  let health: StoreHealth = { redis: 'up' };
  const listeners: ((health: StoreHealth, cause?: Error) => void)[] = [];
  const change = (next: StoreHealth, cause?: Error) => {
    health = next;
    for (const listener of listeners) listener(next, cause);
  };
  let probeTimer: NodeJS.Timeout | undefined;
  let probing = false;
  let closed = false;
  let everReady = false;

  const probe = async () => {
    if (health.redis !== 'down' || probing || closed || redis.status !== 'ready') return;
    probing = true;
    try {
      await withinTimeout(redis, timeoutMs, (r) => r.ping());
      if (closed) return;
      clearInterval(probeTimer);
      probeTimer = undefined;
      change({ redis: 'up' });
    } catch {
      // Still down: the next probe tries again.
    } finally {
      probing = false;
    }
  };
  redis.on('ready', () => {
    everReady = true;
    void probe();
  });

  const markDown = (cause: Error) => {
    if (health.redis === 'down' || closed) return;
    change({ redis: 'down', since: new Date().toISOString() }, cause);
    probeTimer = setInterval(() => void probe(), probeMs);
    probeTimer.unref();
  };

  // A dropped connection is a failure now, not at the next command's timeout.
  redis.on('close', () => {
    if (everReady) markDown(new Error('Redis closed the connection'));
  });

  /** The command on Redis while it is up; this process's answer while it is down or when the command fails. */
  async function run<T>(command: (r: Redis) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (health.redis === 'down') return fallback();
    try {
      return await withinTimeout(redis, timeoutMs, command);
    } catch (err) {
      markDown(err instanceof Error ? err : new Error(String(err)));
      return fallback();
    }
  }

  return {
    kind: 'redis',
    get: (key) =>
      run(
        (r) => r.get(key),
        () => local.get(key),
      ),
    set: (key, value, ttl) =>
      run(
        async (r) => void (await r.set(key, value, 'EX', ttl)),
        () => local.set(key, value, ttl),
      ),
    incr: (key, windowSeconds) =>
      run(
        async (r) => {
          const [[, n]] = (await r.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[null, number]];
          return n;
        },
        () => local.incr(key, windowSeconds),
      ),
    // Only an existing counter: a bare DECR would create one at -1 without a window.
    decr: (key) =>
      run(
        async (r) => void (await r.eval(DECR_LIVE, 1, key)),
        () => local.decr(key),
      ),
    // Also here: what was written here while Redis was down must not outlive a delete.
    del: async (key) => {
      await local.del(key);
      await run(
        async (r) => void (await r.del(key)),
        async () => undefined,
      );
    },
    claim: (key, owner, ttl) =>
      run(
        async (r) => (await r.set(key, owner, 'EX', ttl, 'NX')) === 'OK',
        () => local.claim(key, owner, ttl),
      ),
    // A slot taken here while Redis was down is freed here, whichever store answers now.
    unclaim: async (key, owner) => {
      const here = await local.unclaim(key, owner);
      const shared = await run(
        async (r) => (await r.eval(UNCLAIM, 1, key, owner)) === 1,
        async () => false,
      );
      return here || shared;
    },
    health: () => health,
    onHealthChange: (listener) => {
      listeners.push(listener);
    },
    close: async () => {
      closed = true;
      clearInterval(probeTimer);
      await local.close();
      if (redis.status === 'ready') await withinTimeout(redis, timeoutMs, (r) => r.quit()).catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
