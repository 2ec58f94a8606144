import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './codes.ts';
import { CURRENCY_OPTIONS } from './countries.ts';
import { RATES_SNAPSHOT } from './rates-snapshot.ts';

describe('CURRENCY_CODES', () => {
  it('are the currencies of the built-in list, each with a bundled rate', () => {
    expect([...CURRENCY_CODES]).toEqual([...new Set(CURRENCY_OPTIONS.map((o) => o.currency))].sort());
    expect([...CURRENCY_CODES]).toEqual(Object.keys(RATES_SNAPSHOT.rates).sort());
  });
});
