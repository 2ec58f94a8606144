/**
 * One load at a time per key: callers that ask while a load runs share its answer instead of
 * starting their own. On embedded PGlite, whose queries run one after another, every request that
 * found a cache entry expired used to start its own reload: at 2,000 req/s a 5 s entry's expiry
 * queued tens of transactions, and the requests behind them waited 20 ms and more (decision 0063).
 *
 * `forget` makes the next call load anew (an edit invalidated what the running load reads); the
 * running load still answers its callers, and its `isCurrent()` turns false so that it does not
 * store what it read.
 */
export function singleFlight<K, V>() {
  const running = new Map<K, { promise: Promise<V> | null }>();
  return {
    run(key: K, load: (isCurrent: () => boolean) => Promise<V>): Promise<V> {
      const existing = running.get(key)?.promise;
      if (existing) return existing;
      // In the map before the load starts, so that it is current from its first line.
      const flight: { promise: Promise<V> | null } = { promise: null };
      running.set(key, flight);
      flight.promise = load(() => running.get(key) === flight).finally(() => {
        if (running.get(key) === flight) running.delete(key);
      });
      return flight.promise;
    },
    forget(key: K): void {
      running.delete(key);
    },
    forgetWhere(test: (key: K) => boolean): void {
      for (const key of running.keys()) if (test(key)) running.delete(key);
    },
  };
}
