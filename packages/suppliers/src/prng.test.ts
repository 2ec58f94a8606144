import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './prng.ts';

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed parts, and another for other parts', () => {
    const draw = (...parts: (string | number)[]) => {
      const rng = createRng(...parts);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw('hotel', 2988507, '2027-02-21')).toEqual(draw('hotel', 2988507, '2027-02-21'));
    expect(draw('hotel', 2988507, '2027-02-21')).not.toEqual(draw('hotel', 2988507, '2027-02-22'));
    // Parts are kept apart: ('ab', 'c') is not ('a', 'bc').
    expect(draw('ab', 'c')).not.toEqual(draw('a', 'bc'));
  });

  it('stays within the asked ranges and covers them', () => {
    const rng = createRng('ranges');
    const ints = Array.from({ length: 2000 }, () => rng.int(2, 5));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4, 5]));
    const floats = Array.from({ length: 2000 }, () => rng.float(1.2, 1.4));
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(1.2);
    expect(Math.max(...floats)).toBeLessThan(1.4);
  });

  it('samples distinct items and refuses to pick from nothing', () => {
    const rng = createRng('sample');
    const picked = rng.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample(['a'], 5)).toEqual(['a']);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('hashes strings to stable 53-bit numbers', () => {
    expect(hashString('Paris')).toBe(hashString('Paris'));
    expect(hashString('Paris')).not.toBe(hashString('paris'));
    expect(Number.isSafeInteger(hashString('Paris'))).toBe(true);
  });
});
