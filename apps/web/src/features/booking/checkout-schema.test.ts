import { describe, expect, it } from 'vitest';
import { detectBrand, formatCardNumber, formatExpiry, parseExpiry } from './checkout-schema.ts';

describe('card entry helpers', () => {
  it.each([
    ['4242', 'visa'],
    ['5555 5555', 'mastercard'],
    ['2223', 'mastercard'],
    ['3782', 'amex'],
    ['6011', 'discover'],
    ['9', 'unknown'],
    ['', 'unknown'],
  ])('brand of %s is %s', (number, brand) => expect(detectBrand(number)).toBe(brand));

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242', '4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
  ])('groups %s as %s', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));

  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['123', '12/', '12/3'],
    ['12/30', '12/3', '12/30'],
    ['12', '12/', '12'],
  ])('expiry typed %s after %s shows %s', (typed, previous, shown) => expect(formatExpiry(typed, previous)).toBe(shown));

  it.each([
    ['12/30', { month: 12, year: 30 }],
    ['01 / 29', { month: 1, year: 29 }],
    ['1230', null],
  ])('parses %s', (text, expected) => expect(parseExpiry(text)).toEqual(expected));
});
