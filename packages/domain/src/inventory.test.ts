import { describe, expect, it } from 'vitest';
import { RESORT_THEMES, resortOfferSchema, supplierRateSchema } from './inventory.ts';
import { wallClockMs } from './payload-fields.ts';

describe('inventory items', () => {
  it('lists the resort themes of spec §9 in order', () => {
    expect(RESORT_THEMES).toEqual([
      'All',
      'Adventure sport',
      'Beach',
      'Boutique',
      'Business',
      'Casino',
      'City',
      'Eco-certified',
      'Family',
      'Golf',
      'Historic',
      'Hot springs',
      'Luxury',
      'Natural',
      'Pet-friendly',
      'Romantic',
      'Shopping',
      'Ski',
      'Spa',
      'Winery',
    ]);
  });

  it('refuses a resort tagged with the All filter', () => {
    const usd = { amountMinor: 100, currency: 'USD' };
    const resort = {
      id: 'r1',
      name: 'Coral Cancún Resort & Spa',
      stars: 4,
      image: '/img.svg',
      regionId: 1,
      subregionId: 101,
      subregionName: 'Cancún',
      themes: ['Beach'],
      latitude: 21,
      longitude: -86.8,
      distanceKm: 3,
      rate: { wholesaleBase: usd, taxesAndFees: usd, publishedRate: usd, recommendedSellingPrice: usd },
    };
    expect(resortOfferSchema.safeParse(resort).success).toBe(true);
    expect(resortOfferSchema.safeParse({ ...resort, themes: ['All'] }).success).toBe(false);
  });

  it('refuses a rate that mixes currencies', () => {
    const usd = { amountMinor: 100, currency: 'USD' };
    expect(
      supplierRateSchema.safeParse({ wholesaleBase: usd, taxesAndFees: usd, publishedRate: usd, recommendedSellingPrice: { amountMinor: 90, currency: 'EUR' } })
        .success,
    ).toBe(false);
  });

  it.each([
    ['2027-02-21', '2027-02-22', 86_400_000],
    ['2027-02-21T11:00:00', '2027-02-23T11:00', 2 * 86_400_000],
    ['2027-02-21 11:00', '2027-02-21T12:30', 5_400_000],
  ])('reads %s to %s as %i ms apart', (from, to, ms) => {
    expect(wallClockMs(to) - wallClockMs(from)).toBe(ms);
  });
});
