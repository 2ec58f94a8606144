import { describe, expect, it } from 'vitest';
import type { ActivityParticipant, ParticipantCounts } from '@tripfront/domain/booking/activity-api';
import { reshapeActivity } from './reshape.ts';
import type { SupplierResult } from '../result.ts';
import { generateActivities } from './activities.ts';
import { FULL_SLOT_DAY_OF_MONTH, LAST_PLACE_DAY_OF_MONTH, fullSlotDateFrom, lastPlaceDateFrom } from './activity-slots.ts';
import { createSandboxActivitySupplier, decodeActivityOfferId, encodeActivityOfferId } from './activity-supplier.ts';
import { createMemoryUnitStore } from './unit-store.ts';

const NOW = new Date('2027-01-01T10:00:00Z');
const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const party = (over: Partial<ParticipantCounts> = {}): ParticipantCounts => ({ adult: 2, child: 1, infant: 0, senior: 0, ...over });
const names = (p: ParticipantCounts): ActivityParticipant[] =>
  (['adult', 'child', 'infant', 'senior'] as const).flatMap((type) =>
    Array.from({ length: p[type] }, (_, i) => ({ type, firstName: `${type}${i}`, lastName: 'Silva' })),
  );

function setup() {
  let now = NOW;
  let n = 0;
  const units = createMemoryUnitStore();
  const supplier = createSandboxActivitySupplier({ units, clock: () => now, newId: () => `h${(n += 1)}` });
  return { supplier, setNow: (d: Date) => (now = d) };
}
function value<T>(r: SupplierResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.message}`);
  return r.value;
}
const code = generateActivities(LISBON)[0]!.product_code;

async function firstOpenSlot(supplier: ReturnType<typeof setup>['supplier'], p = party(), from = '2027-02-01', to = '2027-02-10') {
  const days = value(await supplier.activityAvailability(code, from, to, p));
  const day = days.find((d) => d.slots.some((s) => s.offerId))!;
  return { day, slot: day.slots.find((s) => s.offerId)! };
}

describe('sandbox activity supplier', () => {
  it('finds the tours behind the home deals, with the same adult price', async () => {
    const { supplier } = setup();
    const found = value(await supplier.activitySearch({ ...LISBON, from: '2027-02-01', to: '2027-02-05' }));
    const deals = generateActivities(LISBON).map(reshapeActivity);
    expect(found.length).toBeGreaterThan(5);
    for (const deal of deals) {
      const item = found.find((f) => f.productCode === deal.productCode);
      if (item) expect(item.rate).toEqual(deal.rate);
    }
    const details = value(await supplier.activityDetails(deals[0]!.productCode));
    expect(details.title).toBe(deals[0]!.title);
    expect(details.rate).toEqual(deals[0]!.rate);
    expect(details.itinerary.length).toBeGreaterThan(1);
    expect(details.inclusions.length).toBeGreaterThan(0);
    expect(details.languages).toContain('en');
    expect(details.meetingPoint.address).toContain('Lisbon');
    expect(details.typeRates.infant.publishedRate.amountMinor).toBe(0);
    expect(details.typeRates.child.publishedRate.amountMinor).toBeLessThan(details.typeRates.adult.publishedRate.amountMinor);
  });

  it('answers not_found for an unknown product code', async () => {
    const { supplier } = setup();
    for (const c of ['nope', '999999999P1', `${code.split('P')[0]}P99`]) {
      const r = await supplier.activityDetails(c);
      expect(r.ok ? null : r.error.code).toBe('not_found');
    }
  });

  it('lists every day, closed ones without slots, and prices the party', async () => {
    const { supplier } = setup();
    const days = value(await supplier.activityAvailability(code, '2027-02-01', '2027-02-28', party()));
    expect(days).toHaveLength(28);
    expect(days.some((d) => d.closed && d.slots.length === 0)).toBe(true);
    const open = days.find((d) => d.slots.length > 0)!;
    const slot = open.slots[0]!;
    const details = value(await supplier.activityDetails(code));
    expect(slot.rate.publishedRate.amountMinor).toBe(details.typeRates.adult.publishedRate.amountMinor * 2 + details.typeRates.child.publishedRate.amountMinor);
    expect(decodeActivityOfferId(slot.offerId!)).toEqual({ productCode: code, date: open.date, time: slot.time, participants: party() });
  });

  it('refuses a party without an adult or with more infants than adults', async () => {
    const { supplier } = setup();
    for (const p of [party({ adult: 0 }), party({ adult: 1, infant: 2 }), party({ adult: 0, child: 0 })]) {
      const r = await supplier.activityAvailability(code, '2027-02-01', '2027-02-02', p);
      expect(r.ok ? null : r.error.code).toBe('invalid');
    }
    const r = await supplier.activityHold(encodeActivityOfferId(code, '2027-02-03', '09:00', party({ adult: 0 })));
    expect(r.ok ? null : r.error.code).toBe('invalid');
  });

  it('holds take the party’s places (infants none) and books once per client reference', async () => {
    const { supplier } = setup();
    const p = party({ infant: 1 });
    const { day, slot } = await firstOpenSlot(supplier, p);
    const held = value(await supplier.activityHold(slot.offerId!));
    expect(held.offer.placesLeft).toBe(slot.placesLeft - 3);
    const again = value(await supplier.activityAvailability(code, day.date, day.date, p));
    expect(again[0]!.slots.find((s) => s.time === slot.time)!.placesLeft).toBe(slot.placesLeft - 3);
    const booked = value(await supplier.activityBook({ holdId: held.holdId, clientReference: 'r1', participants: names(p), contact: { email: 'a@b.co' } }));
    expect(booked.status).toBe('confirmed');
    const twice = value(await supplier.activityBook({ holdId: held.holdId, clientReference: 'r1', participants: names(p), contact: { email: 'a@b.co' } }));
    expect(twice.supplierReference).toBe(booked.supplierReference);
    expect(value(await supplier.activityBookingByClientReference('r1'))?.supplierReference).toBe(booked.supplierReference);
  });

  it('refuses participants that do not match the held party', async () => {
    const { supplier } = setup();
    const { slot } = await firstOpenSlot(supplier);
    const held = value(await supplier.activityHold(slot.offerId!));
    const r = await supplier.activityBook({
      holdId: held.holdId,
      clientReference: 'r2',
      participants: names(party({ child: 0 })),
      contact: { email: 'a@b.co' },
    });
    expect(r.ok ? null : r.error.code).toBe('invalid');
  });

  it('has a last-place slot only one hold gets, and a full slot with no offer', async () => {
    const { supplier } = setup();
    const last = lastPlaceDateFrom('2027-02-01');
    expect(Number(last.slice(8))).toBe(LAST_PLACE_DAY_OF_MONTH);
    const one = party({ adult: 1, child: 0 });
    const [day] = value(await supplier.activityAvailability(code, last, last, one));
    expect(day!.slots[0]!.placesLeft).toBe(1);
    const first = await supplier.activityHold(day!.slots[0]!.offerId!);
    const second = await supplier.activityHold(day!.slots[0]!.offerId!);
    expect(first.ok).toBe(true);
    expect(second.ok ? null : second.error.code).toBe('sold_out');
    const [after] = value(await supplier.activityAvailability(code, last, last, one));
    expect(after!.slots[0]).toMatchObject({ placesLeft: 0, offerId: null });

    const full = fullSlotDateFrom('2027-02-01');
    expect(Number(full.slice(8))).toBe(FULL_SLOT_DAY_OF_MONTH);
    const [fullDay] = value(await supplier.activityAvailability(code, full, full, one));
    expect(fullDay!.slots[0]).toMatchObject({ placesLeft: 0, offerId: null });
    const r = await supplier.activityHold(encodeActivityOfferId(code, full, fullDay!.slots[0]!.time, one));
    expect(r.ok ? null : r.error.code).toBe('sold_out');
  });

  it('a released or cancelled booking gives its places back; free cancellation refunds in full until 24 hours before', async () => {
    const { supplier, setNow } = setup();
    const free = generateActivities(LISBON).find((a) => a.free_cancellation)!.product_code;
    const days = value(await supplier.activityAvailability(free, '2027-02-01', '2027-02-10', party()));
    const day = days.find((d) => d.slots.some((s) => s.offerId))!;
    const slot = day.slots[0]!;
    const held = value(await supplier.activityHold(slot.offerId!));
    value(await supplier.activityReleaseHold(held.holdId));
    const held2 = value(await supplier.activityHold(slot.offerId!));
    expect(held2.offer.placesLeft).toBe(slot.placesLeft - 3);
    const booked = value(
      await supplier.activityBook({ holdId: held2.holdId, clientReference: 'c1', participants: names(party()), contact: { email: 'a@b.co' } }),
    );
    const cancelled = value(await supplier.activityCancel(booked.supplierReference));
    expect(cancelled.refundShare).toBe(1);
    const [after] = value(await supplier.activityAvailability(free, day.date, day.date, party()));
    expect(after!.slots[0]!.placesLeft).toBe(slot.placesLeft);
    const twice = await supplier.activityCancel(booked.supplierReference);
    expect(twice.ok ? null : twice.error.code).toBe('not_cancellable');

    // Late: inside 24 hours of the start nothing comes back.
    const held3 = value(await supplier.activityHold(slot.offerId!));
    const late = value(
      await supplier.activityBook({ holdId: held3.holdId, clientReference: 'c2', participants: names(party()), contact: { email: 'a@b.co' } }),
    );
    setNow(new Date(Date.parse(held3.offer.freeCancellationUntil!) + 60_000));
    expect(value(await supplier.activityCancel(late.supplierReference)).refundShare).toBe(0);
  });
});
