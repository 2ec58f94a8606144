import { describe, expect, it } from 'vitest';
import { keptMinor, spendByCurrency } from './sales.ts';

describe('keptMinor', () => {
  it.each([
    ['confirmed', 100_00, null, 100_00],
    ['confirmed', 100_00, 20_00, 80_00], // partly refunded after confirming
    ['cancelled', 80_00, 60_00, 20_00], // the non-refundable part kept
    ['cancelled', 80_00, 80_00, 0], // refunded in full
    ['cancelled', 80_00, null, 80_00], // nothing refunded: all kept
    ['pending', 999_00, null, 0],
    ['failed', 999_00, null, 0],
  ] as const)('%s %i refunded %s keeps %i', (status, totalMinor, refundMinor, kept) => expect(keptMinor({ status, totalMinor, refundMinor })).toBe(kept));
});

describe('spendByCurrency', () => {
  it('sums what was kept per currency, leaving out currencies with nothing kept', () => {
    expect(
      spendByCurrency([
        { status: 'confirmed', currency: 'USD', totalMinor: 100_00, refundMinor: null },
        { status: 'cancelled', currency: 'USD', totalMinor: 80_00, refundMinor: 60_00 },
        { status: 'confirmed', currency: 'EUR', totalMinor: 50_00, refundMinor: null },
        { status: 'cancelled', currency: 'GBP', totalMinor: 40_00, refundMinor: 40_00 },
        { status: 'failed', currency: 'JPY', totalMinor: 9_000, refundMinor: null },
      ]),
    ).toEqual([
      { currency: 'USD', totalMinor: 120_00 },
      { currency: 'EUR', totalMinor: 50_00 },
    ]);
  });

  it('is nothing for a client without bookings', () => expect(spendByCurrency([])).toEqual([]));
});
