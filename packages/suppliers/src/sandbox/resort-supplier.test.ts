import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@tripfront/domain/calendar';
import type { ResortSupplier } from '../resort-booking.ts';
import { DEMO_HOLDS } from './resort-holds.ts';
import { roomCapacity } from './resort-content.ts';
import { createSandboxResortSupplier, decodeResortOfferId, RESORT_NOT_HELD_MESSAGE } from './resort-supplier.ts';
import { createMemoryUnitStore } from './unit-store.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const checkIn = addCalendarDays('2026-11-21', 30);
const checkOut = addCalendarDays(checkIn, 3);
const party = { adults: 2, children: 1 };

function make(clock: { now: Date } = { now: NOW }): ResortSupplier {
  let n = 0;
  return createSandboxResortSupplier({
    units: createMemoryUnitStore(),
    clock: () => clock.now,
    holdMinutes: 15,
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  });
}
const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

async function suiteRoom(s: ResortSupplier) {
  const list = valueOf(await s.resortAvailability({ where: { subregionId: 101 }, checkIn, checkOut, party }));
  const resort = list[0]!;
  return { resort, room: resort.rooms.find((r) => r.roomType === 'suite')! };
}

describe('sandbox resorts', () => {
  it('lists the rooms of an area for the stay, priced for the party per night times nights, with rooms left', async () => {
    const s = make();
    const list = valueOf(await s.resortAvailability({ where: { regionId: 1 }, checkIn, checkOut, party }));
    expect(list.length).toBeGreaterThan(6);
    expect(new Set(list.map((x) => x.resort.regionId))).toEqual(new Set([1]));
    const { resort, room } = await suiteRoom(s);
    expect(room.unitsLeft).toBe(roomCapacity(resort.resort.resortId, 'suite'));
    expect(decodeResortOfferId(room.offerId!)).toEqual({ resortId: resort.resort.resortId, roomType: 'suite', checkIn, checkOut, party });
    const oneNight = valueOf(
      await s.resortAvailability({ where: { resortId: resort.resort.resortId }, checkIn, checkOut: addCalendarDays(checkIn, 1), party }),
    );
    const perNight = oneNight[0]!.rooms.find((r) => r.roomType === 'suite')!.rate.wholesaleBase.amountMinor;
    expect(room.rate.wholesaleBase.amountMinor).toBe(perNight * 3);
    // A party of 5 fits only the villa.
    const big = valueOf(await s.resortAvailability({ where: { resortId: resort.resort.resortId }, checkIn, checkOut, party: { adults: 3, children: 2 } }));
    expect(big[0]!.rooms.filter((r) => r.offerId).map((r) => r.roomType)).toEqual(['villa']);
  });

  it('holds a room under a reference number, shows it held, and releases it exactly once so the room is back', async () => {
    const s = make();
    const { room } = await suiteRoom(s);
    const held = valueOf(await s.resortHold(room.offerId!, { tenantId: 't1', userId: 'u1' }));
    expect(held.referenceNumber).toMatch(/^RH-[A-Z0-9]{10}$/);
    expect((await suiteRoom(s)).room.unitsLeft).toBe(room.unitsLeft - 1);
    expect(valueOf(await s.resortHoldCheck(held.referenceNumber))).toMatchObject({
      status: 'HELD',
      roomType: 'suite',
      checkIn,
      checkOut,
      guests: 3,
      owner: { userId: 'u1' },
    });
    const [a, b] = await Promise.all([s.resortRelease(held.referenceNumber), s.resortRelease(held.referenceNumber)]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a, b].find((r) => !r.ok)).toMatchObject({ error: { code: 'not_cancellable', message: RESORT_NOT_HELD_MESSAGE } });
    expect(valueOf(await s.resortHoldCheck(held.referenceNumber)).status).toBe('RELEASED');
    expect((await suiteRoom(s)).room.unitsLeft).toBe(room.unitsLeft);
    expect(await s.resortHoldCheck('RH-NOPE000000')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await s.resortRelease('garbage')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('cannot sell the last room of a night twice, and an expired hold cannot be booked', async () => {
    const clock = { now: NOW };
    const s = make(clock);
    const { room } = await suiteRoom(s);
    const holds = await Promise.all(Array.from({ length: room.unitsLeft + 2 }, () => s.resortHold(room.offerId!, null)));
    expect(holds.filter((h) => h.ok)).toHaveLength(room.unitsLeft);
    expect(holds.filter((h) => !h.ok).map((h) => !h.ok && h.error.code)).toEqual(['sold_out', 'sold_out']);
    const first = valueOf(holds[0]!);
    clock.now = new Date(NOW.getTime() + 16 * 60_000);
    expect(valueOf(await s.resortHoldCheck(first.referenceNumber)).status).toBe('EXPIRED');
    expect(await s.resortBook({ referenceNumber: first.referenceNumber, clientReference: 'c1', guestName: 'Ada L' })).toMatchObject({
      ok: false,
      error: { code: 'hold_expired' },
    });
    // Expired holds give their rooms back.
    expect((await suiteRoom(s)).room.unitsLeft).toBe(room.unitsLeft);
  });

  it('books a live hold once per client reference; a booked hold cannot be released; cancelling early refunds in full', async () => {
    const s = make();
    const { room } = await suiteRoom(s);
    const held = valueOf(await s.resortHold(room.offerId!, null));
    const [x, y] = await Promise.all([
      s.resortBook({ referenceNumber: held.referenceNumber, clientReference: 'c1', guestName: 'Ada L' }),
      s.resortBook({ referenceNumber: held.referenceNumber, clientReference: 'c1', guestName: 'Ada L' }),
    ]);
    expect(valueOf(x)).toEqual(valueOf(y));
    expect(await s.resortRelease(held.referenceNumber)).toMatchObject({ ok: false, error: { code: 'not_cancellable' } });
    expect(valueOf(await s.resortHoldCheck(held.referenceNumber)).status).toBe('BOOKED');
    expect(valueOf(await s.resortBookingByClientReference('c1'))).toEqual(valueOf(x));
    expect(valueOf(await s.resortCancel(valueOf(x).supplierReference))).toMatchObject({ refundShare: 1 });
    expect(await s.resortCancel(valueOf(x).supplierReference)).toMatchObject({ ok: false, error: { code: 'not_cancellable' } });
  });

  it("keeps the desk's demo holds: made on first ask, released once", async () => {
    const s = make();
    const ref = DEMO_HOLDS[0].reference;
    expect(valueOf(await s.resortHoldCheck(ref))).toMatchObject({ referenceNumber: ref, status: 'HELD', checkIn: '2026-12-21', owner: null });
    expect(valueOf(await s.resortRelease(ref)).status).toBe('RELEASED');
    expect(await s.resortRelease(ref)).toMatchObject({ ok: false, error: { code: 'not_cancellable' } });
  });
});
