import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CURRENCY_OPTIONS } from './countries.ts';
import { COUNTRY_CURRENCIES } from './country-currencies.ts';
import { currencyOptionSchema } from './currency-option.ts';
import { RATES_SNAPSHOT } from './rates-snapshot.ts';

const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
const byCode = (code: string) => CURRENCY_OPTIONS.find((o) => o.code === code);

describe('built-in currency options', () => {
  it('opens on United Arab Emirates, AED (spec §3 default selection)', () => {
    expect(CURRENCY_OPTIONS[0]).toMatchObject({ name: 'United Arab Emirates', code: 'AE', currency: 'AED', symbol: 'د.إ' });
  });

  it('lists about 150 countries, each once, every entry valid', () => {
    expect(CURRENCY_OPTIONS.length).toBeGreaterThanOrEqual(140);
    expect(CURRENCY_OPTIONS.length).toBeLessThanOrEqual(180);
    expect(new Set(CURRENCY_OPTIONS.map((o) => o.code)).size).toBe(CURRENCY_OPTIONS.length);
    for (const option of CURRENCY_OPTIONS) expect(currencyOptionSchema.parse(option)).toEqual(option);
  });

  it.each([
    ['US', 'United States', 'USD', '$', '🇺🇸', 'U+1F1FA U+1F1F8'],
    ['MX', 'Mexico', 'MXN', '$', '🇲🇽', 'U+1F1F2 U+1F1FD'],
    ['GB', 'United Kingdom', 'GBP', '£', '🇬🇧', 'U+1F1EC U+1F1E7'],
    ['DE', 'Germany', 'EUR', '€', '🇩🇪', 'U+1F1E9 U+1F1EA'],
    ['BG', 'Bulgaria', 'EUR', '€', '🇧🇬', 'U+1F1E7 U+1F1EC'],
    ['SE', 'Sweden', 'SEK', 'kr', '🇸🇪', 'U+1F1F8 U+1F1EA'],
    ['BR', 'Brazil', 'BRL', 'R$', '🇧🇷', 'U+1F1E7 U+1F1F7'],
    ['JP', 'Japan', 'JPY', '¥', '🇯🇵', 'U+1F1EF U+1F1F5'],
    ['IN', 'India', 'INR', '₹', '🇮🇳', 'U+1F1EE U+1F1F3'],
    ['EC', 'Ecuador', 'USD', '$', '🇪🇨', 'U+1F1EA U+1F1E8'],
  ])('%s is %s paying %s (%s)', (code, name, currency, symbol, emoji, unicode) => {
    expect(byCode(code)).toEqual({ name, code, currency, symbol, image: `/flags/${code.toLowerCase()}.svg`, emoji, unicode });
  });

  it('keeps the list ordered by currency code, the home country first (US before Ecuador)', () => {
    const currencies = CURRENCY_OPTIONS.map((o) => o.currency);
    expect(currencies).toEqual([...currencies].sort());
    expect(CURRENCY_OPTIONS.find((o) => o.currency === 'USD')?.code).toBe('US');
    expect(CURRENCY_OPTIONS.find((o) => o.currency === 'EUR')?.code).toBe('EU');
  });

  it('ships a flag image for every entry, and the placeholder', () => {
    const missing = CURRENCY_OPTIONS.filter((o) => !existsSync(`${publicDir}${o.image}`)).map((o) => o.image);
    expect(missing).toEqual([]);
    expect(readFileSync(`${publicDir}/flags/unknown.svg`, 'utf8')).toContain('<svg');
  });

  it('has a positive snapshot rate for every listed currency', () => {
    const withoutRate = CURRENCY_OPTIONS.filter((o) => !((RATES_SNAPSHOT.rates[o.currency] ?? 0) > 0)).map((o) => o.currency);
    expect(withoutRate).toEqual([]);
  });

  it('maps the countries of the list to the currency they are listed with', () => {
    const mismatched = CURRENCY_OPTIONS.filter((o) => COUNTRY_CURRENCIES[o.code] !== o.currency).map((o) => o.code);
    expect(mismatched).toEqual([]);
  });
});
