import { describe, expect, it } from 'vitest';
import { createSizedCache } from './sized-cache.ts';

describe('a cache bounded by bytes', () => {
  const text = (n: number) => 'x'.repeat(n);

  it('lets the oldest entries go once the bytes held pass the bound, however few the entries', () => {
    const cache = createSizedCache<string>(100, (v) => v.length);
    cache.set('a', text(40));
    cache.set('b', text(40));
    expect(cache.bytes).toBe(80);
    cache.set('c', text(40));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(text(40));
    expect(cache.get('c')).toBe(text(40));
    expect(cache.bytes).toBe(80);
  });

  it('holds many small entries under the same bound', () => {
    const cache = createSizedCache<string>(100, (v) => v.length);
    for (let i = 0; i < 50; i++) cache.set(`k${i}`, text(2));
    expect(cache.size).toBe(50);
  });

  it('keeps an entry larger than the bound alone rather than nothing', () => {
    const cache = createSizedCache<string>(100, (v) => v.length);
    cache.set('a', text(10));
    cache.set('big', text(150));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('big')).toBe(text(150));
  });

  it('counts a value that grew again, and lets older entries go for it', () => {
    const cache = createSizedCache<{ body: string; extra: string }>(100, (v) => v.body.length + v.extra.length);
    const first = { body: text(30), extra: '' };
    const second = { body: text(30), extra: '' };
    cache.set('a', first);
    cache.set('b', second);
    second.extra = text(50);
    cache.resize('b', second);
    expect(cache.bytes).toBe(80);
    second.extra = text(60);
    cache.resize('b', second);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(90);
    // A value no longer held under its key is not counted.
    cache.resize('a', first);
    expect(cache.bytes).toBe(90);
  });

  it('forgets entries by key and gives their bytes back', () => {
    const cache = createSizedCache<string>(100, (v) => v.length);
    cache.set('t1|a', text(10));
    cache.set('t1|b', text(10));
    cache.set('t2|a', text(10));
    cache.deleteWhere((k) => k.startsWith('t1|'));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
    cache.delete('t2|a');
    expect(cache.bytes).toBe(0);
  });
});
