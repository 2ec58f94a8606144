import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './search-cache.ts';
import { createMemoryStore, type KeyValueStore } from './store.ts';

/** A store that forgets everything: only the in-process entries are left to count. */
const forgetful: KeyValueStore = {
  kind: 'memory',
  get: async () => null,
  set: async () => undefined,
  incr: async () => 1,
  decr: async () => undefined,
  del: async () => undefined,
  claim: async () => true,
  unclaim: async () => false,
  health: () => ({ redis: 'none' }),
  onHealthChange: () => undefined,
  close: async () => undefined,
};

const build =
  (value: unknown, cacheable = true) =>
  async () => ({ value, cacheable });

describe('answer cache', () => {
  it('keeps at most localEntries answers in process, the oldest going first', async () => {
    const cache = createAnswerCache(forgetful, 60, { localEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.answer(`t:${k}`, build({ k }));
    expect(cache.localSize).toBe(3);
    expect((await cache.answer('t:d', build({ k: 'new' }))).cached).toBe(true);
    const a = await cache.answer('t:a', build({ k: 'a again' }));
    expect(a).toMatchObject({ cached: false, body: '{"k":"a again"}' });
  });

  it('serves an answer until its time is up, then builds it again', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    const cache = createAnswerCache(store, 10, { localEntries: 10 }, () => t);
    expect((await cache.answer('t:x', build([1]))).cached).toBe(false);
    t = 9_000;
    expect(await cache.answer('t:x', build([2]))).toMatchObject({ cached: true, body: '[1]' });
    t = 10_001;
    expect(await cache.answer('t:x', build([3]))).toMatchObject({ cached: false, body: '[3]' });
    await store.close();
  });

  it('keeps no answer marked not cacheable, and none at all with a TTL of 0', async () => {
    const store = createMemoryStore();
    const cache = createAnswerCache(store, 60, { localEntries: 10 });
    await cache.answer('t:failed', build({ error: 'x' }, false));
    expect(await store.get('t:failed')).toBeNull();
    expect((await cache.answer('t:failed', build({ ok: 1 }))).cached).toBe(false);
    const off = createAnswerCache(store, 0, { localEntries: 10 });
    await off.answer('t:off', build({ ok: 1 }));
    expect((await off.answer('t:off', build({ ok: 2 }))).body).toBe('{"ok":2}');
    expect(off.localSize).toBe(0);
    await store.close();
  });
});
