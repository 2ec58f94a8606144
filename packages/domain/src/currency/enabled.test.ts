import { describe, expect, it } from 'vitest';
import { agencyDefaultCurrency, enabledCurrenciesProblem, enabledEntries, KNOWN_COUNTRY_CODES } from './enabled.ts';

describe('enabled countries and currencies', () => {
  it.each([
    ['US', 'USD'],
    ['SE', 'SEK'],
    ['DE', 'EUR'],
    ['se', 'SEK'],
    ['CU', 'USD'], // its currency is not in the picker
    ['', 'USD'],
    [null, 'USD'],
  ])('the default currency of an agency in %s is %s', (country, currency) => {
    expect(agencyDefaultCurrency(country)).toBe(currency);
  });

  it.each<[readonly string[] | null, string, string | null]>([
    [null, 'SE', null],
    [['SEK', 'EUR'], 'SE', null],
    [['EUR', 'USD'], 'US', null],
    [['EUR', 'USD'], 'SE', "Keep SEK enabled: it is the currency of the agency's default country, which visitors see when no other applies."],
  ])('%j with default country %s: %s', (enabled, country, problem) => {
    expect(enabledCurrenciesProblem(enabled, country)).toBe(problem);
  });

  it('keeps every entry for null, else the enabled ones in their order', () => {
    const list = [{ c: 'A' }, { c: 'B' }, { c: 'C' }];
    expect(enabledEntries(list, null, (e) => e.c)).toEqual(list);
    expect(enabledEntries(list, ['C', 'A'], (e) => e.c)).toEqual([{ c: 'A' }, { c: 'C' }]);
  });

  it('knows countries, not the euro’s own entry', () => {
    expect(KNOWN_COUNTRY_CODES.has('SE')).toBe(true);
    expect(KNOWN_COUNTRY_CODES.has('EU')).toBe(false);
  });
});
