import { describe, expect, it } from 'vitest';
import type { HotelAvailabilityQuery, PropertyDetails } from '../hotel-booking.ts';
import type { SupplierResult } from '../result.ts';
import { decodeRateId, PRICE_CHANGE_FACTOR } from './hotel-availability.ts';
import { supplierReferenceFor } from './hotel-reservations.ts';
import { createMemoryInventoryStore } from './inventory-store.ts';
import { createSandboxSupplier } from './sandbox-supplier.ts';
import { PARIS, valueOf } from './test-factories.ts';

const search = (o: Partial<HotelAvailabilityQuery> = {}): HotelAvailabilityQuery => ({
  ...PARIS,
  radiusKm: 15,
  checkin: '2027-02-21',
  checkout: '2027-02-24',
  rooms: [{ adults: 2, childAges: [] }],
  searchString: 'Paris',
  ...o,
});

function makeSupplier(start = '2027-01-10T12:00:00Z') {
  let now = new Date(start);
  const supplier = createSandboxSupplier({ inventory: createMemoryInventoryStore(), clock: () => now, holdMinutes: 15 });
  return { supplier, advance: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
}

const failure = <T>(r: SupplierResult<T>) => (r.ok ? null : r.error);
const total = (r: { wholesaleBase: { amountMinor: number }; taxesAndFees: { amountMinor: number } }) =>
  r.wholesaleBase.amountMinor + r.taxesAndFees.amountMinor;

async function detailsOf(
  supplier: ReturnType<typeof makeSupplier>['supplier'],
  propertyId: string,
  rooms = [{ adults: 2, childAges: [] as number[] }],
): Promise<PropertyDetails> {
  return valueOf(await supplier.hotelPropertyDetails({ propertyId, checkin: '2027-02-21', checkout: '2027-02-24', rooms }));
}

describe('sandbox hotel availability', () => {
  it('finds the same Paris hotels every time, nearest first, with a lowest price for the whole stay', async () => {
    const { supplier } = makeSupplier();
    const list = valueOf(await supplier.hotelAvailability(search()));
    expect(list).toEqual(valueOf(await supplier.hotelAvailability(search())));
    expect(list.length).toBeGreaterThan(8);
    expect(list.map((h) => h.distanceKm)).toEqual([...list.map((h) => h.distanceKm)].sort((a, b) => a - b));
    expect(new Set(list.map((h) => h.propertyId)).size).toBe(list.length);
    expect(list.some((h) => h.freeCancellation) && list.some((h) => !h.freeCancellation)).toBe(true);
    for (const h of list) {
      expect(h).toMatchObject({ city: 'Paris', countryCode: 'FR', distanceFrom: 'Paris' });
      expect(total(h.lowestRate)).toBeGreaterThan(3 * 4000); // three nights in Paris
      expect(h.reviewScore).toBeGreaterThan(5);
    }
    const longer = valueOf(await supplier.hotelAvailability(search({ checkout: '2027-02-28' })));
    expect(total(longer[0]!.lowestRate)).toBeGreaterThan(total(list[0]!.lowestRate));
  });

  it('leaves out hotels without a room for the party and finds nothing at sea', async () => {
    const { supplier } = makeSupplier();
    const two = valueOf(await supplier.hotelAvailability(search()));
    const family = valueOf(await supplier.hotelAvailability(search({ rooms: [{ adults: 2, childAges: [9, 4] }] })));
    expect(family.length).toBeGreaterThan(0);
    expect(family.length).toBeLessThan(two.length);
    expect(valueOf(await supplier.hotelAvailability(search({ latitude: 30, longitude: -40 })))).toEqual([]);
  });
});

describe('sandbox property details', () => {
  it('shows photos, description, amenities and room types that fit, each with its rate plans', async () => {
    const { supplier } = makeSupplier();
    const [first] = valueOf(await supplier.hotelAvailability(search()));
    const d = await detailsOf(supplier, first!.propertyId);
    expect(d.name).toBe(first!.name);
    expect(d.description).toContain(d.name);
    expect(d.photos.length).toBeGreaterThanOrEqual(3);
    expect(d.amenities).toContain('Free Wi-Fi');
    expect(d.roomTypes.length).toBeGreaterThanOrEqual(1);
    for (const room of d.roomTypes) {
      expect(room.roomsLeft).toBeGreaterThan(0);
      expect(room.rates.map((r) => r.name)).toEqual(
        first!.freeCancellation
          ? ['Room only, free cancellation', 'Breakfast included, free cancellation', 'Room only, non-refundable']
          : ['Room only, non-refundable'],
      );
      for (const rate of room.rates) {
        expect(decodeRateId(rate.rateId)).toMatchObject({ propertyId: d.propertyId, roomTypeId: room.roomTypeId, checkin: '2027-02-21' });
        // 23:59 at the hotel, three days before check-in (Paris in February: UTC+1).
        expect(rate.timeZone).toBe('Europe/Paris');
        expect(rate.freeCancellationUntil).toBe(rate.refundable ? '2027-02-18T22:59:00.000Z' : null);
      }
    }
    const cheapest = Math.min(...d.roomTypes.flatMap((r) => r.rates.map((x) => total(x.rate))));
    expect(cheapest).toBe(total(first!.lowestRate));
    // The result's terms are the cheapest rate's, as its details show them.
    const cheapestRate = d.roomTypes.flatMap((r) => r.rates).find((x) => total(x.rate) === cheapest)!;
    const { refundable, freeCancellationUntil, timeZone } = cheapestRate;
    expect(first!.lowestRateTerms).toEqual({ refundable, freeCancellationUntil, timeZone });
    expect(
      failure(
        await supplier.hotelPropertyDetails({ propertyId: 'sbx-h-1-1', checkin: '2027-02-21', checkout: '2027-02-24', rooms: [{ adults: 1, childAges: [] }] }),
      ),
    ).toMatchObject({ code: 'not_found' });
  });

  it('offers only rooms big enough for four', async () => {
    const { supplier } = makeSupplier();
    const [first] = valueOf(await supplier.hotelAvailability(search({ rooms: [{ adults: 4, childAges: [] }] })));
    const d = await detailsOf(supplier, first!.propertyId, [{ adults: 4, childAges: [] }]);
    expect(d.roomTypes.map((r) => r.name)).toEqual(['Family Room']);
  });
});

describe('sandbox price check', () => {
  it('keeps listed prices, except breakfast rates of every third hotel, which go up 7%', async () => {
    const { supplier } = makeSupplier();
    const list = valueOf(await supplier.hotelAvailability(search({ radiusKm: 40 })));
    const changing = list.find((h) => Number(h.propertyId.split('-').pop()) % 3 === 0 && h.freeCancellation)!;
    const steady = list.find((h) => Number(h.propertyId.split('-').pop()) % 3 !== 0 && h.freeCancellation)!;
    for (const [hotel, changes] of [
      [changing, true],
      [steady, false],
    ] as const) {
      const d = await detailsOf(supplier, hotel.propertyId);
      for (const rate of d.roomTypes[0]!.rates) {
        const q = valueOf(await supplier.hotelPriceCheck(rate.rateId));
        expect(q.listedRate).toEqual(rate.rate);
        if (changes && rate.board === 'breakfast') {
          expect(total(q.rate) / total(rate.rate)).toBeCloseTo(PRICE_CHANGE_FACTOR, 2);
        } else {
          expect(q.rate).toEqual(rate.rate);
        }
      }
    }
    expect(failure(await supplier.hotelPriceCheck('not-a-rate'))).toMatchObject({ code: 'invalid' });
  });
});

describe('sandbox holds and bookings', () => {
  async function suiteRate(supplier: ReturnType<typeof makeSupplier>['supplier']) {
    const list = valueOf(await supplier.hotelAvailability(search({ radiusKm: 40 })));
    for (const h of list.filter((x) => x.stars >= 4)) {
      const suite = (await detailsOf(supplier, h.propertyId)).roomTypes.find((r) => r.name === 'Junior Suite');
      if (suite) return suite;
    }
    throw new Error('no suite in Paris');
  }

  it('sells the last room once; an expired or released hold frees it', async () => {
    const { supplier, advance } = makeSupplier();
    const suite = await suiteRate(supplier);
    expect(suite.roomsLeft).toBe(1);
    const rateId = suite.rates[0]!.rateId;
    const first = valueOf(await supplier.hotelHold({ rateId }));
    expect(first.quote.roomsLeft).toBe(0);
    expect(failure(await supplier.hotelHold({ rateId }))).toEqual({ message: 'This room is sold out for these dates.', retryable: false, code: 'sold_out' });
    advance(16);
    const second = valueOf(await supplier.hotelHold({ rateId }));
    expect(
      failure(await supplier.hotelBook({ holdId: first.holdId, clientReference: 'c-1', leadGuest: { firstName: 'A', lastName: 'B', email: 'a@b.example' } })),
    ).toMatchObject({ code: 'hold_expired' });
    valueOf(await supplier.hotelReleaseHold(second.holdId));
    expect(valueOf(await supplier.hotelPriceCheck(rateId)).roomsLeft).toBe(1);
  });

  it('books a held room once per client reference, finds it by that reference and cancels it under its policy', async () => {
    const { supplier, advance } = makeSupplier();
    const suite = await suiteRate(supplier);
    const refundable = suite.rates.find((r) => r.refundable)!;
    const hold = valueOf(await supplier.hotelHold({ rateId: refundable.rateId }));
    const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const booked = valueOf(await supplier.hotelBook({ holdId: hold.holdId, clientReference: 'client-1', leadGuest: guest }));
    expect(booked).toMatchObject({
      status: 'confirmed',
      clientReference: 'client-1',
      supplierReference: supplierReferenceFor('client-1'),
      checkin: '2027-02-21',
      refundable: true,
    });
    expect(booked.supplierReference).toMatch(/^SBX-[A-Z2-9]{8}$/);
    expect(valueOf(await supplier.hotelBook({ holdId: hold.holdId, clientReference: 'client-1', leadGuest: guest }))).toEqual(booked);
    expect(failure(await supplier.hotelBook({ holdId: hold.holdId, clientReference: 'client-2', leadGuest: guest }))).toMatchObject({ code: 'hold_expired' });
    advance(60 * 24); // a booking does not expire with its hold
    expect(valueOf(await supplier.hotelBookingByClientReference('client-1'))).toEqual(booked);
    expect(valueOf(await supplier.hotelBookingByClientReference('never-booked'))).toBeNull();
    expect(valueOf(await supplier.hotelPriceCheck(refundable.rateId)).roomsLeft).toBe(0);

    expect(valueOf(await supplier.hotelCancel(booked.supplierReference))).toEqual({
      supplierReference: booked.supplierReference,
      status: 'cancelled',
      refundShare: 1,
    });
    expect(failure(await supplier.hotelCancel(booked.supplierReference))).toMatchObject({ code: 'not_cancellable' });
    expect(valueOf(await supplier.hotelBookingByClientReference('client-1'))).toMatchObject({ status: 'cancelled' });
    expect(valueOf(await supplier.hotelPriceCheck(refundable.rateId)).roomsLeft).toBe(1);
  });

  it('refunds nothing after the free-cancellation deadline or for a non-refundable rate', async () => {
    const { supplier } = makeSupplier('2027-02-19T08:00:00Z'); // after the 2027-02-18 23:59 deadline
    const suite = await suiteRate(supplier);
    const hold = valueOf(await supplier.hotelHold({ rateId: suite.rates[0]!.rateId }));
    const booked = valueOf(
      await supplier.hotelBook({ holdId: hold.holdId, clientReference: 'late', leadGuest: { firstName: 'A', lastName: 'B', email: 'a@b.example' } }),
    );
    expect(valueOf(await supplier.hotelCancel(booked.supplierReference)).refundShare).toBe(0);
  });
});
