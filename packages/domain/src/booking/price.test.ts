import { describe, expect, it } from 'vitest';
import { priceBreakdown, sameMoney, travellerView } from './price.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const rate = { wholesaleBase: usd(30_000), taxesAndFees: usd(3_600), publishedRate: usd(45_000), recommendedSellingPrice: usd(40_000) };
const ctx = { markupBasisPoints: 1200, currency: 'USD', rates: { USD: 1, EUR: 0.5 }, forAgent: false };

describe('priceBreakdown', () => {
  it('marks up the pre-tax price, passes taxes through and averages per room and night', () => {
    expect(priceBreakdown(rate, ctx, 3, 1)).toEqual({
      base: { amount: 33_600, currency: 'USD' },
      taxesAndFees: { amount: 3_600, currency: 'USD' },
      total: { amount: 37_200, currency: 'USD' },
      perNight: { amount: 12_400, currency: 'USD' },
    });
  });

  it('adds markup and wholesale for agents, converts first', () => {
    const p = priceBreakdown(rate, { ...ctx, forAgent: true, currency: 'EUR' }, 2, 2);
    expect(p).toMatchObject({
      base: { amount: 16_800, currency: 'EUR' },
      markup: { amount: 1_800 },
      wholesale: { amount: 16_800 },
      total: { amount: 18_600 },
      perNight: { amount: 4_650 },
    });
    expect(travellerView(p)).not.toHaveProperty('markup');
    expect(sameMoney(p.total, { amount: 18_600, currency: 'EUR' })).toBe(true);
    expect(sameMoney(p.total, { amount: 18_600, currency: 'USD' })).toBe(false);
  });
});
