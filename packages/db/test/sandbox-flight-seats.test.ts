import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxFlightSupplier, lastSeatDateFrom, type FlightQuery, type NewFlightHold, type SandboxFlightSeatStore } from '@tripfront/suppliers';
import { countSandboxFlightHolds, createDbFlightSeatStore, type Database } from '../src/index.ts';
import { createTestDatabase } from './test-database.ts';

// Issue #17: the sandbox's flight seats in the database. The last seat cannot be sold twice, even
// when many requests (on PostgreSQL: many connections) hold it at once.

let db: Database;
let drop: () => Promise<void>;
let store: SandboxFlightSeatStore;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  store = createDbFlightSeatStore(db);
});
afterAll(() => drop());

const NOW = new Date('2027-01-01T10:00:00Z');
const LATER = new Date(NOW.getTime() + 15 * 60_000);
let n = 0;
const newHold = (buckets: string[], over: Partial<NewFlightHold> = {}): NewFlightHold => ({
  holdId: `test-hold-${(n += 1)}`,
  offerId: 'offer',
  buckets,
  seats: 1,
  expiresAt: LATER,
  departsAt: new Date('2027-02-01T10:00:00Z'),
  totalCents: 500_00,
  refundable: true,
  refundFeeCents: 100_00,
  capacity: Object.fromEntries(buckets.map((b) => [b, 3])),
  ...over,
});

describe('the database flight seat store', () => {
  it('never holds more seats on a flight than it has, when holds over shared flights race', async () => {
    // Three seats on B; holds over A+B and B+C (locked in bucket order, so no deadlock) race for them.
    const holds = Array.from({ length: 12 }, (_, i) => newHold(i % 2 === 0 ? ['race:A', 'race:B'] : ['race:C', 'race:B']));
    const outcomes = await Promise.all(holds.map((h) => store.hold(h, NOW)));
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(3);
    const taken = await store.seatsTaken(['race:A', 'race:B', 'race:C'], NOW);
    expect(taken.get('race:B')).toBe(3);
    expect((taken.get('race:A') ?? 0) + (taken.get('race:C') ?? 0)).toBe(3);
  });

  it('counts ordered seats and live holds only, and gives seats back on release, expiry and cancel', async () => {
    const [a, b, c] = [newHold(['life:X']), newHold(['life:X']), newHold(['life:X'], { seats: 2 })];
    expect(await store.hold(a, NOW)).toBe('held');
    expect(await store.hold(b, NOW)).toBe('held');
    expect(await store.hold(c, NOW)).toBe('sold_out');
    await store.release(b.holdId);
    expect((await store.seatsTaken(['life:X'], NOW)).get('life:X')).toBe(1);
    const booked = await store.book({ holdId: a.holdId, clientReference: 'life-ref', supplierReference: 'SBXF-LIFE', recordLocator: 'ABCDEF' }, NOW);
    expect(booked).toMatchObject({ ok: true, hold: { status: 'booked', recordLocator: 'ABCDEF', buckets: ['life:X'] } });
    // A held seat lapses when its hold expires; an ordered one does not.
    expect(await store.hold(newHold(['life:X']), NOW)).toBe('held');
    expect((await store.seatsTaken(['life:X'], new Date(LATER.getTime() + 1))).get('life:X')).toBe(1);
    expect(await store.cancel('SBXF-LIFE')).toMatchObject({ status: 'cancelled' });
    expect((await store.seatsTaken(['life:X'], new Date(LATER.getTime() + 1))).get('life:X')).toBeUndefined();
    expect(await store.cancel('SBXF-NONE')).toBeNull();
  });

  it('orders a hold once, whatever number of concurrent calls carry its client reference', async () => {
    const h = newHold(['idem:Y']);
    expect(await store.hold(h, NOW)).toBe('held');
    const calls = Array.from({ length: 10 }, () =>
      store.book({ holdId: h.holdId, clientReference: 'idem-ref', supplierReference: 'SBXF-IDEM', recordLocator: 'QWERTY' }, NOW),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.every((o) => o.ok && o.hold.supplierReference === 'SBXF-IDEM')).toBe(true);
    expect(await store.book({ holdId: h.holdId, clientReference: 'other-ref', supplierReference: 'SBXF-OTHER', recordLocator: 'ZXCVBN' }, NOW)).toEqual({
      ok: false,
      reason: 'taken',
    });
    const expired = newHold(['idem:Y']);
    await store.hold(expired, NOW);
    expect(await store.book({ holdId: expired.holdId, clientReference: 'late-ref', supplierReference: 'SBXF-LATE', recordLocator: 'LATEAA' }, LATER)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await store.byClientReference('idem-ref'))?.holdId).toBe(h.holdId);
  });
});

describe('the sandbox flight supplier on the database', () => {
  it('gives the last seat to exactly one of 100 concurrent holds, and books it once', async () => {
    const supplier = createSandboxFlightSupplier({ seats: store, clock: () => NOW });
    const query: FlightQuery = {
      slices: [{ origin: 'LHR', destination: 'JFK', departureDate: lastSeatDateFrom('2027-01-20') }],
      passengers: { adults: 1, children: 0, infants: 0 },
      cabin: 'economy',
    };
    const search = await supplier.flightSearch(query);
    if (!search.ok) throw new Error(search.error.message);
    const last = search.value.find((o) => o.seatsLeft === 1);
    if (!last) throw new Error('expected an offer with one seat left');
    // A first hold, released, makes the seat row exist: the race below is about the lock, not the insert.
    const first = await supplier.flightHold(last.offerId);
    if (!first.ok) throw new Error(first.error.message);
    await supplier.flightReleaseHold(first.value.holdId);
    const before = await countSandboxFlightHolds(db);
    const results = await Promise.all(Array.from({ length: 100 }, () => supplier.flightHold(last.offerId)));
    const held = results.flatMap((r) => (r.ok ? [r.value] : []));
    expect(held).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error.code === 'sold_out')).toHaveLength(99);
    expect((await countSandboxFlightHolds(db)).held).toBe((before.held ?? 0) + 1);

    const passengers = [
      {
        type: 'adult' as const,
        givenName: 'Ada',
        familyName: 'Lovelace',
        birthDate: '1980-12-10',
        gender: 'female' as const,
        nationality: 'GB',
        document: { number: 'P1234567', expiry: '2031-01-01', issuingCountry: 'GB' },
      },
    ];
    const order = await supplier.flightBook({ holdId: held[0]!.holdId, clientReference: 'db-ref-1', passengers, contact: { email: 'ada@example.com' } });
    expect(order).toMatchObject({ ok: true, value: { status: 'confirmed', recordLocator: expect.stringMatching(/^[A-Z2-9]{6}$/) } });
    expect(await supplier.flightOrderByClientReference('db-ref-1')).toEqual(order);
    const again = await supplier.flightSearch(query);
    expect(again.ok && again.value.some((o) => o.offerId === last.offerId)).toBe(false);
  });
});
