import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './store.ts';

describe('in-process store', () => {
  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const store = createMemoryStore(Date.now, { maxEntries: 3, maxChars: 1_000 });
    await store.set('a', '1', 60);
    await store.set('b', '2', 60);
    await store.set('c', '3', 60);
    expect(await store.get('a')).toBe('1'); // a is now the most recently used
    await store.set('d', '4', 60);
    expect(await store.get('b')).toBeNull();
    expect([await store.get('a'), await store.get('c'), await store.get('d')]).toEqual(['1', '3', '4']);
    await store.close();
  });

  it('keeps at most maxChars of keys and values', async () => {
    const store = createMemoryStore(Date.now, { maxEntries: 100, maxChars: 25 });
    await store.set('k1', 'x'.repeat(10), 60);
    await store.set('k2', 'y'.repeat(10), 60);
    expect(await store.get('k1')).toBe('x'.repeat(10));
    await store.set('k3', 'z'.repeat(10), 60);
    expect(await store.get('k2')).toBeNull();
    expect(await store.get('k3')).toBe('z'.repeat(10));
    await store.close();
  });

  it('does not let cache entries evict counters (login throttling survives a flood of searches)', async () => {
    const store = createMemoryStore(Date.now, { maxEntries: 2, maxChars: 1_000 });
    for (let i = 0; i < 5; i++) await store.incr('login:ip:t:1.2.3.4', 900);
    for (let i = 0; i < 50; i++) await store.set(`search:t:${i}`, 'answer', 60);
    expect(await store.get('login:ip:t:1.2.3.4')).toBe('5');
    await store.close();
  });

  it('forgets entries after their time to live', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    await store.set('a', '1', 10);
    expect(await store.incr('n', 5)).toBe(1);
    t = 5_000;
    expect(await store.get('n')).toBeNull();
    expect(await store.get('a')).toBe('1');
    t = 10_000;
    expect(await store.get('a')).toBeNull();
    await store.close();
  });
  it('decr takes one back from a live counter, keeps its window, and leaves a missing one missing', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    await store.incr('n', 5);
    await store.incr('n', 5);
    await store.decr('n');
    expect(await store.get('n')).toBe('1');
    await store.decr('gone');
    expect(await store.get('gone')).toBeNull();
    t = 5_000;
    expect(await store.get('n')).toBeNull();
    await store.close();
  });
  it('claim takes a free key for its owner once; unclaim frees it only for that owner, and the window frees it anyway', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    expect(await store.claim('slot', 'a', 5)).toBe(true);
    expect(await store.claim('slot', 'b', 5)).toBe(false);
    expect(await store.unclaim('slot', 'b')).toBe(false);
    expect(await store.unclaim('slot', 'a')).toBe(true);
    expect(await store.claim('slot', 'b', 5)).toBe(true);
    // a's second release must not free b's slot.
    expect(await store.unclaim('slot', 'a')).toBe(false);
    expect(await store.claim('slot', 'c', 5)).toBe(false);
    t = 5_000;
    expect(await store.claim('slot', 'c', 5)).toBe(true);
    await store.close();
  });
});
