import { describe, expect, it } from 'vitest';
import type { HotelAvailability, HotelAvailabilityQuery } from '../hotel-booking.ts';
import { fail, ok } from '../result.ts';
import type { HotelSupplier } from '../supplier.ts';
import { createHotelRouter, type HotelCalls } from './hotel-router.ts';
import { mergeListings, sameProperty } from './merge.ts';
import { NOT_THIS_AGENCYS } from './routing.ts';

// The hotel router (decision 0105): ids carry their account there and back; search asks every live
// account and survives one failing; archived accounts still finish their bookings.

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

const query: HotelAvailabilityQuery = {
  latitude: 38.72,
  longitude: -9.14,
  radiusKm: 5,
  checkin: '2027-03-10',
  checkout: '2027-03-13',
  rooms: [{ adults: 2, childAges: [] }],
  searchString: 'Lisbon',
};

const listing = (propertyId: string, name: string, latitude: number, longitude: number, amount = 0): HotelAvailability =>
  ({ propertyId, name, latitude, longitude, lowestRate: { publishedRate: { amount, currency: 'EUR' } } }) as unknown as HotelAvailability;

/** A supplier whose every call says which supplier and id it got. */
function fake(name: string, listings: HotelAvailability[] | 'down'): HotelSupplier & { calls: string[] } {
  const calls: string[] = [];
  const echo = (method: string, id: string) => {
    calls.push(`${method} ${id}`);
    return Promise.resolve(ok({ supplierReference: `${name}-ref-${id}`, status: 'cancelled' as const, refundShare: 1 }));
  };
  return {
    name,
    calls,
    hotelAvailability: () => Promise.resolve(listings === 'down' ? fail('Supplier timed out', true) : ok(listings)),
    hotelPropertyDetails: (q) => {
      calls.push(`details ${q.propertyId}`);
      return Promise.resolve(ok({ propertyId: q.propertyId, roomTypes: [{ rates: [{ rateId: `${q.propertyId}-rate` }] }] } as never));
    },
    hotelPriceCheck: () => Promise.resolve(fail('unused', false)),
    hotelHold: () => Promise.resolve(fail('unused', false)),
    hotelReleaseHold: () => Promise.resolve(ok(true as const)),
    hotelBook: () => Promise.resolve(fail('unused', false)),
    hotelCancel: (ref) => echo('cancel', ref) as never,
    hotelBookingByClientReference: (ref) => {
      calls.push(`lookup ${ref}`);
      return Promise.resolve(ok(null));
    },
  };
}

const sandbox = fake('sandbox', [listing('sandbox-1', 'Sandbox Inn', 38.72, -9.14, 9000)]) as HotelCalls & { calls: string[] };

describe('hotel router', () => {
  it('answers the sandbox when no account is live, and every account’s listings with the account on their ids', async () => {
    const a = fake('duffel-stays', [listing('rio', 'Casa do Rio Lisboa', 38.7071, -9.1366, 54000)]);
    const b = fake('liteapi', [listing('lp1', 'Casa do Largo', 38.71, -9.13, 50000)]);
    const none = createHotelRouter({ accounts: [{ id: A, supplier: a, live: false }], sandbox });
    expect((await none.hotelAvailability(query)).ok && (await none.hotelAvailability(query))).toMatchObject({ value: [{ propertyId: 'sandbox-1' }] });

    const both = createHotelRouter({
      accounts: [
        { id: A, supplier: a, live: true },
        { id: B, supplier: b, live: true },
      ],
      sandbox,
    });
    const found = await both.hotelAvailability(query);
    expect(found.ok && found.value.map((h) => h.propertyId)).toEqual([`acc~${A}~rio`, `acc~${B}~lp1`]);
  });

  it('keeps the other account’s results when one is down, and fails only when all are', async () => {
    const up = fake('liteapi', [listing('lp1', 'Casa do Largo', 38.71, -9.13, 50000)]);
    const down = fake('duffel-stays', 'down');
    const one = createHotelRouter({
      accounts: [
        { id: A, supplier: down, live: true },
        { id: B, supplier: up, live: true },
      ],
      sandbox,
    });
    const found = await one.hotelAvailability(query);
    expect(found.ok && found.value.map((h) => h.propertyId)).toEqual([`acc~${B}~lp1`]);
    const none = createHotelRouter({ accounts: [{ id: A, supplier: down, live: true }], sandbox });
    expect(await none.hotelAvailability(query)).toMatchObject({ ok: false, error: { message: 'Supplier timed out' } });
  });

  it('sends each id back to its account without the prefix, and puts it back on the answer', async () => {
    const a = fake('duffel-stays', []);
    const router = createHotelRouter({ accounts: [{ id: A, supplier: a, live: true }], sandbox });
    const details = await router.hotelPropertyDetails({ propertyId: `acc~${A}~rio`, checkin: query.checkin, checkout: query.checkout, rooms: query.rooms });
    expect(a.calls).toEqual(['details rio']);
    expect(details).toMatchObject({ ok: true, value: { propertyId: `acc~${A}~rio`, roomTypes: [{ rates: [{ rateId: `acc~${A}~rio-rate` }] }] } });
  });

  it('refuses an id of an account this agency does not have, without calling anyone', async () => {
    const a = fake('duffel-stays', []);
    const router = createHotelRouter({ accounts: [{ id: A, supplier: a, live: true }], sandbox });
    const answer = await router.hotelPropertyDetails({ propertyId: `acc~${OTHER}~rio`, checkin: query.checkin, checkout: query.checkout, rooms: query.rooms });
    expect(answer).toMatchObject({ ok: false, error: { code: 'not_found', message: NOT_THIS_AGENCYS } });
    expect(a.calls).toEqual([]);
  });

  it('cancels through an archived account, and asks recovery’s question of the booking’s own account', async () => {
    const archived = fake('duffel-stays', []);
    const current = fake('liteapi', []);
    const router = createHotelRouter({
      accounts: [
        { id: A, supplier: archived, live: false },
        { id: B, supplier: current, live: true },
      ],
      sandbox,
      lookupAccount: A,
    });
    expect(await router.hotelCancel(`acc~${A}~bok_1`)).toMatchObject({ ok: true, value: { supplierReference: `acc~${A}~duffel-stays-ref-bok_1` } });
    await router.hotelBookingByClientReference('our-ref');
    expect(archived.calls).toEqual(['cancel bok_1', 'lookup our-ref']);
    expect(current.calls).toEqual([]);
  });

  it('answers unavailable for an account whose key is gone', async () => {
    const router = createHotelRouter({ accounts: [{ id: A, supplier: null, live: true }], sandbox });
    expect(await router.hotelCancel(`acc~${A}~bok_1`)).toMatchObject({ ok: false, error: { retryable: true } });
  });
});

describe('one property from two suppliers', () => {
  const price = (h: HotelAvailability) => (h.lowestRate as unknown as { publishedRate: { amount: number } }).publishedRate.amount;
  const cheaper = (a: HotelAvailability, b: HotelAvailability) => price(a) < price(b);

  it('is the same name, accents and punctuation aside, within 150 m', () => {
    expect(sameProperty(listing('x', 'Hôtel Lumière — Montmartre', 48.8867, 2.3431), listing('y', 'Hotel Lumiere Montmartre', 48.8876, 2.3431))).toBe(true);
    expect(sameProperty(listing('x', 'Hotel Lumière', 48.8867, 2.3431), listing('y', 'Hotel Lumière', 48.8887, 2.3431))).toBe(false);
    expect(sameProperty(listing('x', 'Hotel Lumière', 48.8867, 2.3431), listing('y', 'Hotel Soleil', 48.8867, 2.3431))).toBe(false);
  });

  it('shows once, at the cheaper listing, in the order first found; one supplier’s own twins stay apart', () => {
    const duffel = [listing('d-rio', 'Casa do Rio Lisboa', 38.7071, -9.1366, 54000), listing('d-twin', 'Casa do Rio Lisboa', 38.7072, -9.1366, 60000)];
    const lite = [listing('l-alf', 'Alfama Vista', 38.7115, -9.13, 30000), listing('l-rio', 'Casa do Rio, Lisboa', 38.7075, -9.1367, 51000)];
    const merged = mergeListings([duffel, lite], cheaper);
    expect(merged.map((h) => h.propertyId)).toEqual(['l-rio', 'd-twin', 'l-alf']);
  });
});
