import { describe, expect, it } from 'vitest';
import { snapshotRateProvider } from './exchange.ts';
import { exchangeRatesSchema } from './exchange-rates.ts';

describe('snapshotRateProvider', () => {
  it('serves USD-based rates with a date and a source that says they are approximate', async () => {
    const snapshot = exchangeRatesSchema.parse(await snapshotRateProvider.getRates());
    expect(snapshot.base).toBe('USD');
    expect(snapshot.date).toBe('2025-06-30');
    expect(snapshot.source).toMatch(/approximate/i);
    expect(snapshot.source).toMatch(/not for settlement/i);
    expect(snapshot.rates.USD).toBe(1);
  });

  it.each([
    ['AED', 3.6725, 3.6725], // pegged
    ['SAR', 3.75, 3.75], // pegged
    ['EUR', 0.8, 0.95],
    ['GBP', 0.7, 0.85],
    ['JPY', 130, 165],
    ['MXN', 16, 22],
    ['SEK', 9, 11.5],
  ])('1 USD buys a plausible amount of %s', async (currency, low, high) => {
    const { rates } = await snapshotRateProvider.getRates();
    expect(rates[currency]).toBeGreaterThanOrEqual(low);
    expect(rates[currency]).toBeLessThanOrEqual(high);
  });

  it('hands each caller its own copy', async () => {
    const first = await snapshotRateProvider.getRates();
    first.rates.EUR = 99;
    expect((await snapshotRateProvider.getRates()).rates.EUR).not.toBe(99);
  });
});
