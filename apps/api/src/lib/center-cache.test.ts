import { describe, expect, it } from 'vitest';
import { createCenterCache } from './center-cache.ts';

describe('createCenterCache', () => {
  it('keeps an answer for its agency, version and question only', async () => {
    const cache = createCenterCache<string>();
    expect(await cache.load('a', 3, 'year', async () => 'a3')).toBe('a3');
    expect(cache.get('a', 3, 'year')).toBe('a3');
    expect(cache.get('a', 3, 'month')).toBeUndefined();
    expect(cache.get('a', 4, 'year')).toBeUndefined();
    expect(cache.get('b', 3, 'year')).toBeUndefined();
  });

  it("drops an agency's older answers once one of a newer version is kept, and never goes back", async () => {
    const cache = createCenterCache<string>();
    await cache.load('a', 1, 'year', async () => 'old year');
    await cache.load('a', 1, 'month', async () => 'old month');
    await cache.load('a', 2, 'year', async () => 'new year');
    expect(cache.get('a', 1, 'month')).toBeUndefined();
    expect(cache.get('a', 2, 'year')).toBe('new year');
    // A slow load of version 1 that ends after version 2 was kept answers its caller and keeps nothing.
    expect(await cache.load('a', 1, 'month', async () => 'late')).toBe('late');
    expect(cache.get('a', 1, 'month')).toBeUndefined();
    expect(cache.get('a', 2, 'year')).toBe('new year');
  });

  it('shares one load among the requests that miss together', async () => {
    const cache = createCenterCache<number>();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return 42;
    };
    const waiting = [cache.load('a', 1, 'q', load), cache.load('a', 1, 'q', load), cache.load('a', 1, 'q', load)];
    release();
    expect(await Promise.all(waiting)).toEqual([42, 42, 42]);
    expect(loads).toBe(1);
  });

  it('holds at most maxQuestions answers per agency and maxAgencies agencies', async () => {
    const cache = createCenterCache<string>({ maxAgencies: 2, maxQuestions: 2 });
    for (const q of ['q1', 'q2', 'q3']) await cache.load('a', 1, q, async () => q);
    expect([cache.get('a', 1, 'q1'), cache.get('a', 1, 'q2'), cache.get('a', 1, 'q3')]).toEqual([undefined, 'q2', 'q3']);
    await cache.load('b', 1, 'q', async () => 'b');
    await cache.load('c', 1, 'q', async () => 'c');
    expect([cache.get('a', 1, 'q3'), cache.get('b', 1, 'q'), cache.get('c', 1, 'q')]).toEqual([undefined, 'b', 'c']);
  });
});
