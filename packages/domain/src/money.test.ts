import { describe, expect, it } from 'vitest';
import { cachedNumberFormat, convertMinor, formatMoney, formatPrice, minorUnitExponent, roundHalfAwayFromZero, toMajor, toMinor } from './money.ts';
import type { FormatPriceOptions } from './money.ts';

/** What a person reads: any kind of space as a space, invisible direction marks dropped. */
const readable = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('minorUnitExponent', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['SEK', 2],
    ['usd', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['XOF', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['OMR', 3],
    ['JOD', 3],
    ['TND', 3],
    ['IQD', 3],
    ['LYD', 3],
  ])('%s has %i decimals', (currency, exponent) => {
    expect(minorUnitExponent(currency)).toBe(exponent);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [2.4999, 2],
    [100.49999999999999, 101],
    [-0.4, 0],
  ])('%d → %d', (value, rounded) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });
  it('refuses what is not a number', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
  });
});

describe('toMinor / toMajor', () => {
  it.each([
    [12.34, 'USD', 1234],
    [1.005, 'USD', 101],
    [-1.005, 'USD', -101],
    [0.1 + 0.2, 'USD', 30],
    [1234.5, 'JPY', 1235],
    [1.2345, 'KWD', 1235],
    [0, 'EUR', 0],
  ])('%d %s is %i minor units', (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
  });
  it.each([
    [1234, 'USD', 12.34],
    [1235, 'JPY', 1235],
    [1235, 'KWD', 1.235],
    [-50, 'EUR', -0.5],
  ])('%i minor units of %s are %d', (minor, currency, major) => {
    expect(toMajor(minor, currency)).toBe(major);
  });
  it('rejects a fractional minor amount', () => {
    expect(() => toMajor(12.5, 'USD')).toThrow(RangeError);
  });
});

describe('convertMinor (USD-based rates)', () => {
  const rates = { EUR: 0.8, JPY: 150, KWD: 0.3, SEK: 10, GBP: 0.75 };
  it.each([
    [10_000, 'USD', 'EUR', 8_000], // $100 → €80
    [8_000, 'EUR', 'USD', 10_000], // €80 → $100
    [10_000, 'EUR', 'GBP', 9_375], // €100 → $125 → £93.75
    [1_000, 'USD', 'JPY', 1_500], // $10 → ¥1500
    [1_001, 'USD', 'JPY', 1_502], // $10.01 → ¥1501.5 → ¥1502 (half away from zero)
    [-1_001, 'USD', 'JPY', -1_502],
    [1_000, 'USD', 'KWD', 3_000], // $10 → KWD 3.000
    [333, 'SEK', 'USD', 33], // kr 3.33 → $0.333 → $0.33
    [12_345, 'SEK', 'SEK', 12_345], // same currency: unchanged
  ])('%i %s → %i %s', (amount, from, to, expected) => {
    expect(convertMinor(amount, from, to, rates)).toBe(expected);
  });
  it('names a currency it has no rate for', () => {
    expect(() => convertMinor(100, 'USD', 'XYZ', rates)).toThrow(/XYZ/);
    expect(() => convertMinor(100, 'USD', 'EUR', { EUR: 0 })).toThrow(/EUR/);
  });
});

describe('formatPrice (spec §9: 0 decimals when rounded, otherwise 2)', () => {
  it.each<[number, string, FormatPriceOptions, string]>([
    [1234, 'USD', { locale: 'en' }, '$1,234'],
    [1234.5, 'USD', { locale: 'en' }, '$1,234.50'],
    [1234.004, 'USD', { locale: 'en' }, '$1,234'], // whole once rounded to cents
    [1234.005, 'USD', { locale: 'en' }, '$1,234.01'],
    [0, 'USD', { locale: 'en' }, '$0'],
    [-0.001, 'USD', { locale: 'en' }, '$0'], // never '-$0'
    [-1234.5, 'USD', { locale: 'en' }, '-$1,234.50'],
    [1234.5, 'EUR', { locale: 'de' }, '1.234,50 €'],
    [1234, 'EUR', { locale: 'de' }, '1.234 €'],
    [1234.5, 'EUR', { locale: 'fr' }, '1 234,50 €'],
    [1234.5, 'SEK', { locale: 'sv' }, '1 234,50 kr'],
    [-1234.5, 'SEK', { locale: 'sv' }, '−1 234,50 kr'],
    [1234.5, 'AED', { locale: 'ar' }, '1,234.50 د.إ.'],
    [1234.5, 'JPY', { locale: 'en' }, '¥1,235'], // yen has no cents
    [1234.567, 'KWD', { locale: 'en' }, 'KWD 1,234.57'], // never more than 2 decimals
    [1234.5, 'EUR', { locale: 'de', forceEnglish: true }, '€1,234.50'],
    [99.999, 'USD', { locale: 'not a locale!' }, '$100'], // unknown locale: English
    [1234, 'USD', { locale: 'en', symbol: '$' }, '$1,234'],
    [1234.5, 'SEK', { locale: 'sv', symbol: 'kr' }, 'kr 1 234,50'],
    [-1234.5, 'SEK', { locale: 'sv', symbol: 'kr' }, '−kr 1 234,50'],
    [1234.5, 'BRL', { locale: 'pt', symbol: 'R$' }, 'R$ 1.234,50'],
    [1234.5, 'EUR', { locale: 'de', symbol: '€' }, '€1.234,50'],
    [1234.5, 'EUR', { locale: 'de', symbol: '€', forceEnglish: true }, '€1,234.50'],
    [1234.5, 'AED', { locale: 'ar', symbol: 'د.إ' }, 'د.إ 1,234.50'],
    [-5, 'USD', { locale: 'ar', symbol: '$' }, '-$5'],
    [0, 'MXN', { locale: 'es', symbol: '$' }, '$0'],
    [1234.5, 'JPY', { locale: 'en', symbol: '¥' }, '¥1,235'],
  ])('%d %s %j reads %s', (amount, currency, options, expected) => {
    expect(readable(formatPrice(amount, currency, options))).toBe(expected);
  });

  it('puts a no-break space after a multi-letter symbol so it never wraps apart', () => {
    expect(formatPrice(5, 'SEK', { locale: 'en', symbol: 'kr' })).toBe('kr\u00a05');
  });

  it('refuses a price that is not a number', () => {
    expect(() => formatPrice(Number.NaN, 'USD', { locale: 'en' })).toThrow(RangeError);
  });

  it('formats Money in minor units', () => {
    expect(formatMoney({ amountMinor: 123_450, currency: 'USD' }, { locale: 'en' })).toBe('$1,234.50');
    expect(formatMoney({ amountMinor: 1_235, currency: 'KWD' }, { locale: 'en', symbol: 'د.ك' })).toBe('د.ك\u00a01.24');
  });
});

describe('cachedNumberFormat', () => {
  it('formats by locale and options, and makes each format once', () => {
    expect(cachedNumberFormat('de', { maximumFractionDigits: 1 }).format(4.25)).toBe('4,3');
    expect(cachedNumberFormat('en', { maximumFractionDigits: 1 }).format(4.25)).toBe('4.3');
    expect(cachedNumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4)).toBe('4.0');
    expect(cachedNumberFormat('de', { maximumFractionDigits: 1 })).toBe(cachedNumberFormat('de', { maximumFractionDigits: 1 }));
  });
});
