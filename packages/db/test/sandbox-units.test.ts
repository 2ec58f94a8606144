import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryUnitStore, datesFromTo, type NewUnitHold, type SandboxUnitStore } from '@tripfront/suppliers';
import { countSandboxUnitHolds, createDbUnitStore, schema, type Database } from '../src/index.ts';
import { createTestDatabase } from './test-database.ts';

// Issue #18: the sandbox's units (rental cars per day, activity places per time slot) in the
// database. The last unit cannot be sold twice, even when many requests hold it at once; the memory
// store of unit tests follows the same rules.

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const NOW = new Date('2027-01-01T10:00:00Z');
const LATER = new Date(NOW.getTime() + 15 * 60_000);
let n = 0;
const newHold = (buckets: string[], over: Partial<NewUnitHold> = {}): NewUnitHold => ({
  holdId: `unit-hold-${(n += 1)}`,
  product: 'car',
  offerId: 'offer',
  buckets,
  units: 1,
  expiresAt: LATER,
  startsAt: new Date('2027-02-01T10:00:00Z'),
  totalCents: 120_00,
  freeCancellationUntil: new Date('2027-01-31T10:00:00Z'),
  details: { extras: ['childSeat'] },
  capacity: Object.fromEntries(buckets.map((b) => [b, 1])),
  ...over,
});
const carDays = (first: string, last: string) => datesFromTo(first, last).map((d) => `car:LIS:compact:${d}`);

describe.each([
  ['database', () => createDbUnitStore(db)],
  ['memory', () => createMemoryUnitStore()],
])('the %s unit store', (_name, make: () => SandboxUnitStore) => {
  let store: SandboxUnitStore;
  beforeAll(() => {
    store = make();
  });

  it('rents the last car of a class once for overlapping days, and again for days that do not overlap', async () => {
    const tag = `${_name}-${(n += 1)}`;
    const days = (a: string, b: string) => carDays(a, b).map((d) => `${tag}:${d}`);
    const racing = Array.from({ length: 20 }, (_, i) => newHold(i % 2 === 0 ? days('2027-02-01', '2027-02-04') : days('2027-02-03', '2027-02-06')));
    const outcomes = await Promise.all(racing.map((h) => store.hold(h, NOW)));
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(await store.hold(newHold(days('2027-02-10', '2027-02-12')), NOW)).toBe('held');
  });

  it('counts booked units and live holds only, and gives them back on release, expiry and cancel', async () => {
    const slot = `activity:${_name}:P1:2027-02-01:09:00`;
    const cap = { [slot]: 5 };
    const [a, b, c] = [newHold([slot], { units: 3, capacity: cap }), newHold([slot], { units: 2, capacity: cap }), newHold([slot], { capacity: cap })];
    expect(await store.hold(a, NOW)).toBe('held');
    expect(await store.hold(b, NOW)).toBe('held');
    expect(await store.hold(c, NOW)).toBe('sold_out');
    await store.release(b.holdId);
    expect((await store.unitsTaken([slot], NOW)).get(slot)).toBe(3);
    const ref = `${_name}-life-ref`;
    const booked = await store.book({ holdId: a.holdId, clientReference: ref, supplierReference: `SBXA-${ref}`, details: { lead: 'Ada' } }, NOW);
    expect(booked).toMatchObject({ ok: true, hold: { status: 'booked', units: 3, details: { extras: ['childSeat'], lead: 'Ada' } } });
    // A held unit lapses when its hold expires; a booked one does not.
    expect(await store.hold(newHold([slot], { units: 2, capacity: cap }), NOW)).toBe('held');
    expect((await store.unitsTaken([slot], new Date(LATER.getTime() + 1))).get(slot)).toBe(3);
    expect(await store.cancel(`SBXA-${ref}`)).toMatchObject({ status: 'cancelled' });
    expect((await store.unitsTaken([slot], new Date(LATER.getTime() + 1))).get(slot)).toBeUndefined();
    expect(await store.cancel('SBXA-NONE')).toBeNull();
  });

  it('books a hold once, whatever number of concurrent calls carry its client reference', async () => {
    const bucket = `idem:${_name}`;
    const h = newHold([bucket]);
    const ref = `${_name}-idem-ref`;
    expect(await store.hold(h, NOW)).toBe('held');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => store.book({ holdId: h.holdId, clientReference: ref, supplierReference: `SBX-${ref}` }, NOW)),
    );
    expect(outcomes.every((o) => o.ok && o.hold.supplierReference === `SBX-${ref}`)).toBe(true);
    expect(await store.book({ holdId: h.holdId, clientReference: `${ref}-other`, supplierReference: `SBX-${ref}-other` }, NOW)).toEqual({
      ok: false,
      reason: 'taken',
    });
    const late = newHold([`${bucket}:late`]);
    await store.hold(late, NOW);
    expect(await store.book({ holdId: late.holdId, clientReference: `${ref}-late`, supplierReference: `SBX-${ref}-late` }, LATER)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await store.byClientReference(ref))?.holdId).toBe(h.holdId);
  });
});

describe('the database unit store', () => {
  it("counts another instance's new hold within a second, and its own at once", async () => {
    const store = createDbUnitStore(db);
    const [theirs, mine] = ['unit-elsewhere:P9:2027-03-01', 'unit-here:P9:2027-03-01'];
    expect(await store.unitsTaken([theirs, mine], NOW)).toEqual(new Map());
    // Another instance's hold: a row this process did not write (as a second server would).
    const other = newHold([theirs], { units: 2 });
    await db.owner.insert(schema.sandboxUnitHolds).values({ ...other, status: 'held' });
    expect(await store.hold(newHold([mine], { capacity: { [mine]: 4 } }), NOW)).toBe('held');
    expect((await store.unitsTaken([mine], NOW)).get(mine)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.unitsTaken([theirs, mine], NOW)).get(theirs)).toBe(2);
  });

  it('counts holds per product and status', async () => {
    const counts = await countSandboxUnitHolds(db, 'car');
    expect(counts.booked).toBeGreaterThanOrEqual(1);
    expect(counts.held).toBeGreaterThanOrEqual(1);
  });
});

describe('releasing and booking a unit hold that race', () => {
  it.each([
    ['database', () => createDbUnitStore(db)],
    ['memory', () => createMemoryUnitStore()],
  ])('on the %s store, ends in exactly one of a release and a booking, and releases once when releases race', async (name, make: () => SandboxUnitStore) => {
    const store = make();
    for (let round = 0; round < 5; round += 1) {
      const h = newHold([`race-release:${name}:${round}`], { product: 'resort' });
      expect(await store.hold(h, NOW)).toBe('held');
      const ref = `race-${name}-${round}`;
      const [released, booked, releasedAgain] = await Promise.all([
        store.release(h.holdId),
        store.book({ holdId: h.holdId, clientReference: ref, supplierReference: `SBX-${ref}` }, NOW),
        store.release(h.holdId),
      ]);
      const releases = [released, releasedAgain].filter(Boolean).length;
      expect(releases + (booked.ok ? 1 : 0), `round ${round}`).toBe(1);
      expect((await store.byHoldId(h.holdId))?.status).toBe(booked.ok ? 'booked' : 'released');
    }
  });
});
