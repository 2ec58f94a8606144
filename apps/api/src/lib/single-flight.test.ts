import { describe, expect, it } from 'vitest';
import { createJsonCache } from './json-cache.ts';
import { singleFlight } from './single-flight.ts';

/** A load the test finishes by hand, counting how often it was started. */
function handLoad<T>() {
  let started = 0;
  let finish: (value: T) => void = () => undefined;
  const load = () => {
    started += 1;
    return new Promise<T>((resolve) => (finish = resolve));
  };
  return { load, finish: (value: T) => finish(value), started: () => started };
}

describe('singleFlight', () => {
  it('gives callers that ask while a load runs that load, then loads anew', async () => {
    const flights = singleFlight<string, number>();
    const hand = handLoad<number>();
    const a = flights.run('k', hand.load);
    const b = flights.run('k', hand.load);
    expect(hand.started()).toBe(1);
    hand.finish(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    const c = flights.run('k', hand.load);
    expect(hand.started()).toBe(2);
    hand.finish(8);
    expect(await c).toBe(8);
  });

  it('after forget, starts a new load and tells the old one it is no longer current', async () => {
    const flights = singleFlight<string, boolean>();
    let oldCurrent: () => boolean = () => true;
    let release: () => void = () => undefined;
    const old = flights.run('k', async (isCurrent) => {
      oldCurrent = isCurrent;
      await new Promise<void>((r) => (release = r));
      return isCurrent();
    });
    flights.forget('k');
    const fresh = flights.run('k', async (isCurrent) => isCurrent());
    expect(await fresh).toBe(true);
    release();
    expect(await old).toBe(false);
    expect(oldCurrent()).toBe(false);
  });
});

describe('the JSON cache under concurrent requests', () => {
  it('loads an expired entry once for everyone who asks meanwhile', async () => {
    let now = 0;
    const cache = createJsonCache(5, () => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { n: loads };
    };
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.get('t1:faqs', load)));
    expect(loads).toBe(1);
    expect(new Set(first.map((v) => v.body))).toEqual(new Set(['{"n":1}']));
    now += 5_000;
    await Promise.all(Array.from({ length: 20 }, () => cache.get('t1:faqs', load)));
    expect(loads).toBe(2);
  });

  it('does not keep what a load read before the tenant was invalidated', async () => {
    const cache = createJsonCache(60);
    let value = 'before';
    let release: () => void = () => undefined;
    const slow = cache.get('t1:about', async () => {
      const read = value;
      await new Promise<void>((r) => (release = r));
      return read;
    });
    value = 'after';
    cache.invalidateTenant('t1');
    release();
    expect((await slow).body).toBe('"before"');
    expect((await cache.get('t1:about', async () => value)).body).toBe('"after"');
  });
});
