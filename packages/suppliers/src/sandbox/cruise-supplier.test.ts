import { describe, expect, it } from 'vitest';
import type { CruiseGuest, CruiseGuestCounts } from '@tripfront/domain/booking/cruise-api';
import type { SupplierResult } from '../result.ts';
import { cabinCapacity, LAST_CABIN_CATEGORY } from './cruise-content.ts';
import { createSandboxCruiseSupplier, decodeCruiseOfferId, encodeCruiseOfferId, sailingById } from './cruise-supplier.ts';
import { generateCruises } from './cruises.ts';
import { reshapeCruise } from './reshape.ts';
import { createMemoryUnitStore } from './unit-store.ts';

const NOW = new Date('2027-01-01T10:00:00Z');
const MONTH = '2027-03';
const couple: CruiseGuestCounts = { adult: 2, child: 0, infant: 0 };
const names = (g: CruiseGuestCounts): CruiseGuest[] =>
  (['adult', 'child', 'infant'] as const).flatMap((type) =>
    Array.from({ length: g[type] }, (_, i) => ({ type, firstName: `${type}${i}`, lastName: 'Silva', age: type === 'adult' ? 40 : type === 'child' ? 8 : 1 })),
  );

function setup() {
  let now = NOW;
  let n = 0;
  const supplier = createSandboxCruiseSupplier({ units: createMemoryUnitStore(), clock: () => now, newId: () => `h${(n += 1)}` });
  return { supplier, setNow: (d: Date) => (now = d) };
}
function value<T>(r: SupplierResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.message}`);
  return r.value;
}

describe('sandbox cruise supplier', () => {
  it('finds the sailings behind the cruise deals, six per line, with the deal’s inside price for an adult', async () => {
    const { supplier } = setup();
    const found = value(await supplier.cruiseSearch({ month: MONTH }));
    const deals = generateCruises(MONTH).map(reshapeCruise);
    expect(found.length).toBe(14 * 6);
    for (const deal of deals) {
      const item = found.find((s) => s.sailingId === deal.id)!;
      expect(item.title).toBe(deal.itineraryName);
      expect(item.cabins.find((c) => c.category === 'inside')!.typeRates.adult).toEqual(deal.rate);
    }
    const only = value(await supplier.cruiseSearch({ month: MONTH, lineIds: ['disney', 'carnival'] }));
    expect(new Set(only.map((s) => s.line.id))).toEqual(new Set(['disney', 'carnival']));
  });

  it('describes a sailing day by day with its ship and four cabin categories', async () => {
    const { supplier } = setup();
    const id = generateCruises(MONTH, 'royal-caribbean')[1]!.sailing_id;
    const d = value(await supplier.cruiseSailing(id));
    expect(d.itinerary).toHaveLength(d.nights + 1);
    expect(d.itinerary[0]!.port).toBe(d.departurePort);
    expect(d.itinerary.some((day) => day.atSea)).toBe(true);
    expect(d.shipFacts.passengers).toBeGreaterThan(1000);
    expect(d.cabins.map((c) => c.category)).toEqual(['inside', 'oceanView', 'balcony', 'suite']);
    const [inside, , balcony] = d.cabins;
    expect(balcony!.typeRates.adult.publishedRate.amountMinor).toBeGreaterThan(inside!.typeRates.adult.publishedRate.amountMinor);
    expect(d.cabins[0]!.typeRates.child.publishedRate.amountMinor).toBeLessThan(d.cabins[0]!.typeRates.adult.publishedRate.amountMinor);
    expect(d.line.cancellationPolicy).toBe('royal-caribbean');
    expect((await supplier.cruiseSailing('sbx-s-nope-20270301-1')).ok).toBe(false);
    expect(sailingById('sbx-s-disney-20271301-1')).toBeNull();
  });

  it('round-trips offer ids and refuses a party that does not fit the cabin', async () => {
    const { supplier } = setup();
    const id = generateCruises(MONTH, 'carnival')[0]!.sailing_id;
    const offerId = encodeCruiseOfferId(id, 'balcony', couple);
    expect(decodeCruiseOfferId(offerId)).toEqual({ sailingId: id, category: 'balcony', guests: couple });
    expect(decodeCruiseOfferId('C1.x.balcony.2-0-0')).toBeNull();
    const five = await supplier.cruiseOffer(encodeCruiseOfferId(id, 'balcony', { adult: 3, child: 2, infant: 0 }));
    expect(five.ok || five.error.code).toBe('invalid');
    expect(value(await supplier.cruiseOffer(encodeCruiseOfferId(id, 'suite', { adult: 3, child: 2, infant: 0 }))).guests.adult).toBe(3);
  });

  it('sells the last suite once, gives it back on release, and books idempotently', async () => {
    const { supplier } = setup();
    const id = generateCruises(MONTH, 'celebrity').find((c) => c.sailing_id.endsWith('-1'))!.sailing_id;
    expect(cabinCapacity(id, LAST_CABIN_CATEGORY)).toBe(1);
    const offerId = encodeCruiseOfferId(id, 'suite', couple);
    const first = value(await supplier.cruiseHold(offerId));
    expect(first.offer.cabinsLeft).toBe(0);
    const second = await supplier.cruiseHold(offerId);
    expect(second.ok || second.error.code).toBe('sold_out');
    value(await supplier.cruiseReleaseHold(first.holdId));
    const again = value(await supplier.cruiseHold(offerId));
    const request = { holdId: again.holdId, clientReference: 'TF-1', guests: names(couple), contact: { email: 'a@b.co' } };
    const booked = value(await supplier.cruiseBook(request));
    expect(value(await supplier.cruiseBook(request))).toEqual(booked);
    expect(booked.supplierReference).toMatch(/^SBXC-/);
    expect(value(await supplier.cruiseBookingByClientReference('TF-1'))).toEqual(booked);
    const d = value(await supplier.cruiseSailing(id));
    expect(d.cabins.find((c) => c.category === 'suite')!.cabinsLeft).toBe(0);
  });

  it('refuses guests that do not match the held cabin', async () => {
    const { supplier } = setup();
    const id = generateCruises(MONTH, 'msc')[0]!.sailing_id;
    const held = value(await supplier.cruiseHold(encodeCruiseOfferId(id, 'inside', couple)));
    const r = await supplier.cruiseBook({
      holdId: held.holdId,
      clientReference: 'TF-2',
      guests: names({ adult: 1, child: 0, infant: 0 }),
      contact: { email: 'a@b.co' },
    });
    expect(r.ok || r.error.code).toBe('invalid');
  });

  it('refunds under the line’s policy by days before sailing', async () => {
    const { supplier, setNow } = setup();
    const sailing = generateCruises(MONTH, 'royal-caribbean')[0]!;
    const book = async (ref: string) => {
      const held = value(await supplier.cruiseHold(encodeCruiseOfferId(sailing.sailing_id, 'inside', couple)));
      return value(await supplier.cruiseBook({ holdId: held.holdId, clientReference: ref, guests: names(couple), contact: { email: 'a@b.co' } }));
    };
    const at = (days: number) => new Date(Date.parse(`${sailing.sails_on}T12:00:00Z`) - days * 86_400_000);
    setNow(at(100));
    const early = await book('TF-early');
    expect(value(await supplier.cruiseCancel(early.supplierReference)).refundShare).toBe(1);
    const late = await book('TF-late');
    setNow(at(40));
    expect(value(await supplier.cruiseCancel(late.supplierReference)).refundShare).toBe(0.5);
    const again = await supplier.cruiseCancel(late.supplierReference);
    expect(again.ok || again.error.code).toBe('not_cancellable');
  });
});
