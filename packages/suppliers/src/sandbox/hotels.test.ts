import { describe, expect, it } from 'vitest';
import { hotelOfferSchema } from '@tripfront/domain/inventory';
import type { HotelOffer } from '@tripfront/domain/inventory';
import { createSandboxSupplier } from './sandbox-supplier.ts';
import { makeHotelQuery, MID_ATLANTIC, NEW_DELHI, valueOf } from './test-factories.ts';

const supplier = createSandboxSupplier({ today: '2026-11-21' });
const hotels = async (o: Parameters<typeof makeHotelQuery>[0] = {}) => valueOf(await supplier.hotelDeals(makeHotelQuery(o)));
const usdPerNight = (h: HotelOffer) => h.nightlyRate.amountMinor / 100;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('sandbox hotels', () => {
  it('answers the same hotels and prices to the same question', async () => {
    expect(await hotels()).toEqual(await hotels());
    expect(await createSandboxSupplier({ today: '2030-01-01' }).hotelDeals(makeHotelQuery())).toEqual(await supplier.hotelDeals(makeHotelQuery()));
  });

  it('keeps the same hotels on other dates, at other prices', async () => {
    const feb = await hotels();
    const jul = await hotels({ stayPeriod: { start: '2027-07-16T11:00:00', end: '2027-07-17T11:00:00' } });
    expect(jul.map((h) => [h.id, h.name])).toEqual(feb.map((h) => [h.id, h.name]));
    expect(jul.map((h) => h.rate.wholesaleBase.amountMinor)).not.toEqual(feb.map((h) => h.rate.wholesaleBase.amountMinor));
    // Summer costs more than February in Paris.
    expect(mean(jul.map(usdPerNight))).toBeGreaterThan(mean(feb.map(usdPerNight)));
  });

  it('answers offers the domain schema accepts, within the radius, nearest first', async () => {
    const list = await hotels({ radius: 5 });
    expect(list.length).toBeGreaterThan(3);
    for (const h of list) expect(hotelOfferSchema.parse(h)).toEqual(h);
    expect(list.every((h) => h.distanceKm <= 5)).toBe(true);
    expect(list.map((h) => h.distanceKm)).toEqual([...list.map((h) => h.distanceKm)].sort((a, b) => a - b));
    expect(list[0]).toMatchObject({ city: 'Paris', countryCode: 'FR', distanceFrom: 'Paris', checkIn: '2027-02-21', checkOut: '2027-02-22', nights: 1 });
    expect(list[0]?.address).toMatch(/, Paris, France$/);
  });

  it('names hotels in the manner of the country and never twice in one city', async () => {
    const list = await hotels({ radius: 40 });
    expect(new Set(list.map((h) => h.name)).size).toBe(list.length);
    expect(list.some((h) => /^(Hôtel|La Maison|Les Jardins) /.test(h.name))).toBe(true);
  });

  it('prices realistically: 2–5 stars, more stars cost more, retail above wholesale', async () => {
    const list = await hotels({ radius: 40 });
    for (const h of list) {
      const r = h.rate;
      expect(h.stars).toBeGreaterThanOrEqual(2);
      expect(h.stars).toBeLessThanOrEqual(5);
      expect(usdPerNight(h)).toBeGreaterThan(40);
      expect(usdPerNight(h)).toBeLessThan(1500);
      expect(r.taxesAndFees.amountMinor).toBeGreaterThan(0);
      expect(r.publishedRate.amountMinor).toBeGreaterThan(r.wholesaleBase.amountMinor + r.taxesAndFees.amountMinor);
      expect(r.recommendedSellingPrice.amountMinor).toBeLessThanOrEqual(r.publishedRate.amountMinor);
      expect(Number.isInteger(r.wholesaleBase.amountMinor)).toBe(true);
    }
    const byStars = (s: number) => mean(list.filter((h) => h.stars === s).map(usdPerNight));
    expect(byStars(5)).toBeGreaterThan(byStars(3));
  });

  it('charges more in Paris than in New Delhi, and for longer stays and more rooms', async () => {
    const paris = await hotels();
    const delhi = await hotels({ ...NEW_DELHI });
    expect(mean(paris.map(usdPerNight))).toBeGreaterThan(mean(delhi.map(usdPerNight)));
    const [one] = paris;
    const [week] = await hotels({ stayPeriod: { start: '2027-02-21T11:00:00', end: '2027-02-28T11:00:00' } });
    const [two] = await hotels({ occupancies: [{ numOfRoom: 2, numOfAdults: 4, numOfChildren: 0, childAges: [] }] });
    expect(week?.nights).toBe(7);
    expect(week?.rate.wholesaleBase.amountMinor).toBeGreaterThan(5 * (one?.rate.wholesaleBase.amountMinor ?? 0));
    expect(two?.rooms).toBe(2);
    expect(two?.rate.wholesaleBase.amountMinor).toBeGreaterThan(1.5 * (one?.rate.wholesaleBase.amountMinor ?? 0));
  });

  it('measures from the named point when the search names one', async () => {
    expect((await hotels({ searchString: 'Eiffel Tower' }))[0]?.distanceFrom).toBe('Eiffel Tower');
  });

  it('finds nothing in the middle of the ocean', async () => {
    expect(await hotels({ ...MID_ATLANTIC })).toEqual([]);
  });

  it('draws its own pictures: small inline SVGs, nothing from the internet', async () => {
    for (const h of await hotels()) {
      expect(h.heroImage).toMatch(/^data:image\/svg\+xml,/);
      expect(h.heroImage.length).toBeLessThan(1500);
      expect(h.heroImage).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});
