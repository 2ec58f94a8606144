import { describe, expect, it } from 'vitest';
import { formatDuration, reshapeRate } from './reshape.ts';

describe('reshape', () => {
  it.each([
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [180, '3 hours'],
    [150, '2 hours 30 minutes'],
    [600, '10 hours'],
    [1440, '1 day'],
    [2880, '2 days'],
  ])('%i minutes read "%s"', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it('turns sandbox cents into USD money', () => {
    expect(reshapeRate({ currency: 'USD', net_cents: 10_000, tax_cents: 1_200, public_cents: 15_000, suggested_cents: 12_500 })).toEqual({
      wholesaleBase: { amountMinor: 10_000, currency: 'USD' },
      taxesAndFees: { amountMinor: 1_200, currency: 'USD' },
      publishedRate: { amountMinor: 15_000, currency: 'USD' },
      recommendedSellingPrice: { amountMinor: 12_500, currency: 'USD' },
    });
  });
});
