import { describe, expect, it } from 'vitest';
import { convertMinor } from '../money.ts';
import { chargedExchange, decimalOf, divideDecimal, ratesInUse, rebaseToUsd, SNAPSHOT_PUBLISHED, type PublishedRates } from './published-rates.ts';

const ecb: PublishedRates = { source: 'ecb', date: '2026-11-27', base: 'EUR', rates: { USD: '1.1720', JPY: '182.37', GBP: '0.87410', IDR: '19488.12' } };

describe('decimal rates', () => {
  it.each([
    ['1', '1.1720', '0.853242320819'],
    ['182.37', '1.1720', '155.605802048'],
    ['19488.12', '1.1720', '16628.0887372'],
    ['1', '3', '0.333333333333'],
    ['2', '3', '0.666666666667'], // half up at the 12th digit
    ['1', '8', '0.125'],
    ['123456789012345', '0.001', '123456789012000000'],
    ['0.0000012', '4', '0.0000003'],
  ])('%s ÷ %s = %s to 12 significant digits', (a, b, q) => {
    expect(divideDecimal(a, b)).toBe(q);
  });

  it('writes numbers as plain decimals, never with an exponent', () => {
    expect(decimalOf(3.6725)).toBe('3.6725');
    expect(decimalOf(1e-7)).toBe('0.0000001');
    expect(decimalOf(1.5e21)).toBe('1500000000000000000000');
  });

  it('rebases EUR-based figures to USD: USD is 1, EUR is 1 ÷ the USD figure', () => {
    expect(rebaseToUsd(ecb)).toEqual({ USD: '1', EUR: '0.853242320819', JPY: '155.605802048', GBP: '0.745819112628', IDR: '16628.0887372' });
  });
});

describe('the rates in use', () => {
  const inUse = ratesInUse(ecb, SNAPSHOT_PUBLISHED);

  it("are the live source's where it publishes, the snapshot's elsewhere, dated by the live source", () => {
    expect(inUse.answer.date).toBe('2026-11-27');
    expect(inUse.answer.rates.EUR).toBe(0.853242320819);
    expect(inUse.answer.rates.AED).toBe(3.6725);
    expect(inUse.origins.AED).toEqual({ source: 'snapshot', date: '2025-06-30' });
    expect(inUse.answer.source).toMatch(/European Central Bank .* of 2026-11-27.*snapshot .* of 2025-06-30, not for settlement/);
  });

  it('without any stored row they are the snapshot', () => {
    expect(ratesInUse(null, null).answer.date).toBe('2025-06-30');
  });

  it('a booking records the cross rate, its day and source; of mixed origins, the older day and both sources', () => {
    expect(chargedExchange(inUse, 'USD', 'EUR')).toEqual({ from: 'USD', rate: '0.853242320819', date: '2026-11-27', source: 'ecb' });
    expect(chargedExchange(inUse, 'GBP', 'JPY')).toEqual({ from: 'GBP', rate: '208.637455669', date: '2026-11-27', source: 'ecb' });
    expect(chargedExchange(inUse, 'EUR', 'AED')).toMatchObject({ from: 'EUR', date: '2025-06-30', source: 'ecb+snapshot' });
  });

  it('converting with the rates in use agrees with the recorded rate to the minor unit', () => {
    const { rate } = chargedExchange(inUse, 'GBP', 'JPY');
    for (const pence of [1, 50, 999, 123_456, 98_765_432]) {
      // JPY has no minor unit: pence ÷ 100 × rate, rounded half up.
      expect(convertMinor(pence, 'GBP', 'JPY', inUse.answer.rates), `${pence} pence`).toBe(Math.round((pence * Number(rate)) / 100));
    }
  });
});
