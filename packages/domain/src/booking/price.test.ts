import { describe, expect, it } from 'vitest';
import { priceBreakdown, sameMoney, travellerView } from './price.ts';
import type { PricingSettings } from '../agency.ts';
import type { PricingContext } from '../pricing.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const rate = { wholesaleBase: usd(30_000), taxesAndFees: usd(3_600), publishedRate: usd(45_000), recommendedSellingPrice: usd(40_000) };
const ctx: PricingContext = { pricing: { markupBasisPoints: 1200, rules: [] }, currency: 'USD', rates: { USD: 1, EUR: 0.5 }, forAgent: false };
const hotelInFrance = { product: 'hotel', country: 'FR' } as const;

describe('priceBreakdown', () => {
  it('marks up the pre-tax price, passes taxes through and averages per room and night', () => {
    expect(priceBreakdown(rate, ctx, { ...hotelInFrance, nights: 3, rooms: 1 })).toEqual({
      base: { amount: 33_600, currency: 'USD' },
      taxesAndFees: { amount: 3_600, currency: 'USD' },
      total: { amount: 37_200, currency: 'USD' },
      perNight: { amount: 12_400, currency: 'USD' },
    });
  });

  it('adds markup and wholesale for agents, converts first', () => {
    const p = priceBreakdown(rate, { ...ctx, forAgent: true, currency: 'EUR' }, { ...hotelInFrance, nights: 2, rooms: 2 });
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

  it("applies the agency's rule for the product and country: a fixed amount once per stay, not per night", () => {
    const pricing: PricingSettings = { markupBasisPoints: 1200, rules: [{ product: 'hotel', country: 'FR', kind: 'fixed', amounts: { USD: 2_500 } }] };
    const p = priceBreakdown(rate, { ...ctx, pricing, forAgent: true }, { ...hotelInFrance, nights: 3, rooms: 2 });
    expect(p.markup).toEqual({ amount: 2_500, currency: 'USD' });
    expect(p.total).toEqual({ amount: 30_000 + 2_500 + 3_600, currency: 'USD' });
  });
});
