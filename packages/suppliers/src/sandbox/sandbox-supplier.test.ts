import { describe, expect, it } from 'vitest';
import {
  activityOfferSchema,
  carOfferSchema,
  cruiseOfferSchema,
  flightOfferSchema,
  placeSuggestionSchema,
  resortOfferSchema,
  RESORT_THEMES,
} from '@tripfront/domain/inventory';
import { CANCELED_MESSAGE } from '../result.ts';
import { createSandboxSupplier } from './sandbox-supplier.ts';
import { makeActivityQuery, makeCarQuery, MID_ATLANTIC, valueOf } from './test-factories.ts';

const supplier = createSandboxSupplier({ today: '2026-11-21' });

describe('sandbox activities', () => {
  it('offers tours of the nearest city, the same ones every time, most reviewed first', async () => {
    const list = valueOf(await supplier.activityDeals(makeActivityQuery()));
    expect(list).toEqual(valueOf(await supplier.activityDeals(makeActivityQuery())));
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const a of list) {
      expect(activityOfferSchema.parse(a)).toEqual(a);
      expect(a.title).toContain('Paris');
      expect(a.duration).toMatch(/^(\d+ minutes|\d+ hours?( \d+ minutes)?|\d+ days?)$/);
      expect(a.rating * 10).toBe(Math.round(a.rating * 10));
      expect(a.rating).toBeGreaterThanOrEqual(1);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(a.rate.wholesaleBase.amountMinor % 100).toBe(0); // whole dollars
    }
    expect(list.map((a) => a.reviewCount)).toEqual([...list.map((a) => a.reviewCount)].sort((x, y) => y - x));
    expect(new Set(list.map((a) => a.productCode)).size).toBe(list.length);
  });

  it('finds nothing far from any city', async () => {
    expect(valueOf(await supplier.activityDeals(makeActivityQuery(MID_ATLANTIC)))).toEqual([]);
  });
});

describe('sandbox cars', () => {
  it('rents real models "or similar" at named places, cheapest first', async () => {
    const list = valueOf(await supplier.carDeals(makeCarQuery()));
    expect(list.length).toBeGreaterThanOrEqual(7);
    for (const c of list) {
      expect(carOfferSchema.parse(c)).toEqual(c);
      expect(c.name).toMatch(/ or similar$/);
      expect(c.rentalDays).toBe(2);
      expect(c.pickupLocation).toMatch(/^(Charles de Gaulle \(CDG\)|Paris City Centre)$/);
      expect(c.dropOffLocation).toBe(c.pickupLocation);
    }
    const totals = list.map((c) => c.rate.wholesaleBase.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('charges young drivers and one-way rentals more', async () => {
    // The same cars (a 21-year-old is not offered the premium classes, decision 0048).
    const price = async (o: Parameters<typeof makeCarQuery>[0]) =>
      new Map(valueOf(await supplier.carDeals(makeCarQuery(o))).map((c) => [`${c.name}|${c.supplierName}`, c.rate.wholesaleBase.amountMinor]));
    const base = await price({});
    const young = await price({ age: 21 });
    expect(young.size).toBeGreaterThan(0);
    for (const [car, amount] of young) expect(amount).toBeGreaterThan(base.get(car)!);
    const lyon = valueOf(await supplier.carDeals(makeCarQuery({ returnLatitude: 45.764, returnLongitude: 4.8357 })));
    expect(lyon.some((c) => c.dropOffLocation !== c.pickupLocation)).toBe(true);
  });

  it('gives manual gearboxes to small cars in Europe, automatics in the US', async () => {
    const paris = valueOf(await supplier.carDeals(makeCarQuery()));
    const miami = valueOf(
      await supplier.carDeals(makeCarQuery({ pickupLatitude: 25.77, pickupLongitude: -80.19, returnLatitude: 25.77, returnLongitude: -80.19 })),
    );
    expect(miami.every((c) => c.transmission === 'Automatic')).toBe(true);
    expect(paris.filter((c) => ['Mini', 'Economy', 'Compact'].includes(c.category)).every((c) => c.transmission === 'Manual')).toBe(true);
  });
});

describe('sandbox flights', () => {
  it('flies real carriers between real airports with plausible times', async () => {
    const list = valueOf(await supplier.flightOffers({ origin: 'JFK', destination: 'LHR', departDate: '2027-02-21', adults: 1 }));
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const f of list) {
      expect(flightOfferSchema.parse(f)).toEqual(f);
      expect(f.durationMinutes).toBeGreaterThan(6 * 60);
      expect(f.durationMinutes).toBeLessThan(11 * 60);
      expect(['easyJet', 'Ryanair', 'Southwest Airlines']).not.toContain(f.airline.name);
    }
    expect(list[0]?.origin.name).toContain('Kennedy');
  });

  it.each([
    [{ origin: 'XXX', destination: 'LHR', departDate: '2027-02-21', adults: 1 }, 'Unknown airport XXX'],
    [{ origin: 'JFK', destination: 'LHR', departDate: '21/02/2027', adults: 1 }, 'departDate must look like 2027-02-21'],
    [{ origin: 'JFK', destination: 'LHR', departDate: '2027-02-21', adults: 0 }, 'adults must be 1 to 9'],
  ])('refuses %j', async (query, message) => {
    expect(await supplier.flightOffers(query)).toEqual({ ok: false, error: { message, retryable: false } });
  });
});

describe('sandbox cruises and lookups', () => {
  it('sails real lines on named itineraries within the month', async () => {
    const list = valueOf(await supplier.cruiseDeals({ departMonth: '2027-03' }));
    expect(new Set(list.map((c) => c.shipLine.id)).size).toBeGreaterThanOrEqual(10);
    for (const c of list) {
      expect(cruiseOfferSchema.parse(c)).toEqual(c);
      expect(c.departDate.startsWith('2027-03-')).toBe(true);
      expect(c.itineraryName).toMatch(/^\d+-Night /);
    }
    const disney = valueOf(await supplier.cruiseDeals({ departMonth: '2027-03', shipLineId: 'disney' }));
    expect(disney.every((c) => c.shipLine.name === 'Disney Cruise Line' && c.shipName.startsWith('Disney'))).toBe(true);
    expect((await supplier.cruiseDeals({ departMonth: '2027-13' })).ok).toBe(false);
  });

  it('lists ship lines, airlines and countries', async () => {
    const lines = valueOf(await supplier.cruiseShipLines());
    expect(lines.map((l) => l.id)).toEqual(
      expect.arrayContaining(['royal-caribbean', 'carnival', 'msc', 'celebrity', 'disney', 'norwegian', 'princess', 'holland-america', 'viking']),
    );
    expect(valueOf(await supplier.airlines()).length).toBeGreaterThanOrEqual(40);
    const countries = valueOf(await supplier.carCountries());
    expect(countries.find((c) => c.code === 'US')).toMatchObject({ name: 'United States', currency: 'USD' });
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('suggests places through the supplier', async () => {
    for (const list of [
      valueOf(await supplier.suggestHotelLocations('sao')),
      valueOf(await supplier.suggestActivityDestinations('sao')),
      valueOf(await supplier.suggestCarLocations('sao')),
      valueOf(await supplier.suggestAirports('gru')),
      valueOf(await supplier.resortSuggest('bali')),
    ]) {
      expect(list.length).toBeGreaterThan(0);
      for (const p of list) expect(placeSuggestionSchema.parse(p)).toEqual(p);
    }
  });
});

describe('sandbox resorts', () => {
  it('offers resorts of the nearest areas, nearest first, with spec themes', async () => {
    const list = valueOf(await supplier.resortDeals({ lat: 21.16, lon: -86.85 }));
    expect(list[0]?.subregionName).toBe('Cancún and Riviera Maya');
    for (const r of list) {
      expect(resortOfferSchema.parse(r)).toEqual(r);
      for (const t of r.themes) expect(RESORT_THEMES).toContain(t);
    }
    expect((await supplier.resortDeals({ lat: 100, lon: 0 })).ok).toBe(false);
  });

  it('lists regions and the subregions of the regions asked for', async () => {
    const regions = valueOf(await supplier.resortRegions());
    expect(regions[0]).toEqual({ id: 1, name: 'Caribbean' });
    const subs = valueOf(await supplier.resortSubregions([1, 7]));
    expect(new Set(subs.map((s) => s.parent_id))).toEqual(new Set([1, 7]));
    expect(valueOf(await supplier.resortSubregions([999]))).toEqual([]);
  });
});

describe('cancelling', () => {
  it('answers "Request was canceled" without working when the signal is already aborted', async () => {
    const signal = AbortSignal.abort();
    for (const result of [await supplier.activityDeals(makeActivityQuery(), signal), await supplier.carCountries(signal)]) {
      expect(result).toEqual({ ok: false, error: { message: CANCELED_MESSAGE, retryable: false } });
    }
  });
});
