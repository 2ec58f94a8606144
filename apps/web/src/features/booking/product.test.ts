import { describe, expect, it } from 'vitest';
import { productOf } from './product.ts';

describe('productOf', () => {
  it.each<[object, string]>([
    [{ product: 'flight' }, 'flight'],
    [{ product: 'resort' }, 'resort'],
    [{}, 'hotel'],
    [{ product: undefined }, 'hotel'],
    [{ product: 'spaceship' }, 'hotel'],
    [{ product: 7 }, 'hotel'],
  ])('%j is a %s booking', (booking, product) => {
    expect(productOf(booking)).toBe(product);
  });
});
