import { and, arrayOverlaps, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { SandboxFlightSeatStore, SandboxUnitStore, UnitHoldRecord } from '@tripfront/suppliers';
import { countUnits, flightSeatStore } from '@tripfront/suppliers';
import { rowsOf, type Database, type Db } from '../client.ts';
import { sandboxUnitCapacity, sandboxUnitHolds } from '../schema.ts';

// The sandbox supplier's units (flight seats, cars, activity places …) and their holds in the database
// (issue #18, decision 0047). Like its rooms and flight seats these are the supplier's side: no
// tenant, no RLS, the app's own connection. A hold locks the capacity row of every bucket it takes
// (SELECT … FOR UPDATE, in bucket order so two holds sharing buckets cannot deadlock), then counts
// the live holds on them: concurrent holds on the last unit are serialised and only one gets it.

type HoldRow = typeof sandboxUnitHolds.$inferSelect;

const toRecord = (r: HoldRow): UnitHoldRecord => ({
  holdId: r.holdId,
  product: r.product,
  offerId: r.offerId,
  buckets: r.buckets,
  units: r.units,
  status: r.status,
  expiresAt: r.expiresAt,
  startsAt: r.startsAt,
  clientReference: r.clientReference,
  supplierReference: r.supplierReference,
  totalCents: r.totalCents,
  freeCancellationUntil: r.freeCancellationUntil,
  details: r.details,
});

/** Holds that take units in any of `buckets`: booked, or held and not expired. */
const liveOn = (buckets: string[], now: Date) =>
  and(
    arrayOverlaps(sandboxUnitHolds.buckets, buckets),
    or(eq(sandboxUnitHolds.status, 'booked'), and(eq(sandboxUnitHolds.status, 'held'), gt(sandboxUnitHolds.expiresAt, now))),
  );

/**
 * The buckets any hold has taken, as this instance last read them (decision 0143): a search lists
 * hundreds of buckets and almost none was ever held, so it asks the database only about those in
 * this set, usually none, instead of running an array-overlap query for every search. The set is
 * read again at most once a second (the holds made since, with a minute's overlap for
 * transactions that committed late) and whole every five minutes; this instance's own holds join
 * it at once. Another instance's new hold shows in searches here within a second, as it shows
 * within a cached search's lifetime anyway; taking the units (hold) always counts in the database.
 * One set per database, shared by every product's store of this process.
 */
const TOUCHED_FRESH_MS = 1000;
const TOUCHED_REREAD_MS = 5 * 60_000;
const TOUCHED_OVERLAP_MS = 60_000;
interface Touched {
  buckets: Set<string>;
  /** Buckets this instance's holds took since the current read began (a whole read keeps them). */
  takenDuringRead: Set<string>;
  freshUntil: number;
  rereadAt: number;
  /** The database's clock at the last read: the next one asks for holds made since (less the overlap). */
  readAt: Date | null;
  reading: Promise<void> | null;
}
const touchedByDatabase = new WeakMap<Database, Touched>();

function touchedOf(db: Database): Touched {
  let t = touchedByDatabase.get(db);
  if (!t) {
    t = { buckets: new Set(), takenDuringRead: new Set(), freshUntil: 0, rereadAt: 0, readAt: null, reading: null };
    touchedByDatabase.set(db, t);
  }
  return t;
}

/** Marks buckets this instance's hold took (at once: its own searches see them). */
function markTaken(t: Touched, buckets: readonly string[]): void {
  for (const b of buckets) {
    t.buckets.add(b);
    if (t.reading) t.takenDuringRead.add(b);
  }
}

async function freshTouched(db: Database, t: Touched): Promise<Set<string>> {
  if (Date.now() < t.freshUntil) return t.buckets;
  t.reading ??= (async () => {
    t.takenDuringRead = new Set();
    const whole = t.readAt === null || Date.now() >= t.rereadAt;
    const since = whole || !t.readAt ? null : new Date(t.readAt.getTime() - TOUCHED_OVERLAP_MS);
    const [clock] = await rowsOf<{ at: number }>(db.unscoped.execute(sql`select (extract(epoch from now()) * 1000)::float8 as at`));
    const rows = await db.unscoped
      .select({ buckets: sandboxUnitHolds.buckets })
      .from(sandboxUnitHolds)
      .where(since ? gt(sandboxUnitHolds.createdAt, since) : undefined);
    const next = whole ? new Set(t.takenDuringRead) : t.buckets;
    for (const r of rows) for (const b of r.buckets) next.add(b);
    t.buckets = next;
    t.readAt = new Date(Number(clock?.at ?? Date.now()));
    if (whole) t.rereadAt = Date.now() + TOUCHED_REREAD_MS;
    t.freshUntil = Date.now() + TOUCHED_FRESH_MS;
  })().finally(() => (t.reading = null));
  await t.reading;
  return t.buckets;
}

export function createDbUnitStore(db: Database): SandboxUnitStore {
  const owner: Db = db.unscoped;
  const touched = touchedOf(db);
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await owner.select().from(sandboxUnitHolds).where(where).limit(1);
    return row ? toRecord(row) : null;
  };
  const taken = async (tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], buckets: string[], now: Date) =>
    countUnits(
      await tx.select({ buckets: sandboxUnitHolds.buckets, units: sandboxUnitHolds.units }).from(sandboxUnitHolds).where(liveOn(buckets, now)),
      buckets,
    );

  return {
    async unitsTaken(buckets, now) {
      const held = await freshTouched(db, touched);
      const asked = buckets.filter((b) => held.has(b));
      return asked.length === 0 ? new Map() : taken(owner, asked, now);
    },

    async hold({ capacity, ...h }, now) {
      const buckets = [...new Set(h.buckets)].sort();
      return owner.transaction(async (tx) => {
        await tx
          .insert(sandboxUnitCapacity)
          .values(buckets.map((bucket) => ({ bucket, capacity: capacity[bucket] ?? 0 })))
          .onConflictDoNothing();
        // The lock: every hold on these buckets waits here for the one before it to commit.
        const rows = await tx
          .select()
          .from(sandboxUnitCapacity)
          .where(inArray(sandboxUnitCapacity.bucket, buckets))
          .orderBy(asc(sandboxUnitCapacity.bucket))
          .for('update');
        const used = await taken(tx, buckets, now);
        const full = buckets.some((b) => (used.get(b) ?? 0) + h.units > (rows.find((r) => r.bucket === b)?.capacity ?? 0));
        if (rows.length !== buckets.length || full) return 'sold_out' as const;
        await tx.insert(sandboxUnitHolds).values({ ...h, buckets, status: 'held' });
        markTaken(touched, buckets);
        return 'held' as const;
      });
    },

    async book({ holdId, clientReference, supplierReference, details }, now) {
      const earlier = await one(eq(sandboxUnitHolds.clientReference, clientReference));
      if (earlier) return { ok: true, hold: earlier };
      const [row] = await owner
        .update(sandboxUnitHolds)
        .set({
          status: 'booked',
          clientReference,
          supplierReference,
          ...(details ? { details: sql`${sandboxUnitHolds.details} || ${JSON.stringify(details)}::jsonb` } : {}),
        })
        .where(and(eq(sandboxUnitHolds.holdId, holdId), eq(sandboxUnitHolds.status, 'held'), gt(sandboxUnitHolds.expiresAt, now)))
        .returning()
        .catch(async (err: unknown) => {
          // A concurrent call with the same client reference won the unique index: answer its booking.
          if (await one(eq(sandboxUnitHolds.clientReference, clientReference))) return [];
          throw err;
        });
      if (row) return { ok: true, hold: toRecord(row) };
      const raced = await one(eq(sandboxUnitHolds.clientReference, clientReference));
      if (raced) return { ok: true, hold: raced };
      const hold = await one(eq(sandboxUnitHolds.holdId, holdId));
      if (!hold) return { ok: false, reason: 'not_found' };
      return { ok: false, reason: hold.status === 'booked' || hold.status === 'cancelled' ? 'taken' : 'expired' };
    },

    async release(holdId) {
      const released = await owner
        .update(sandboxUnitHolds)
        .set({ status: 'released' })
        .where(and(eq(sandboxUnitHolds.holdId, holdId), eq(sandboxUnitHolds.status, 'held')))
        .returning({ holdId: sandboxUnitHolds.holdId });
      return released.length === 1;
    },

    async cancel(supplierReference) {
      const [row] = await owner
        .update(sandboxUnitHolds)
        .set({ status: 'cancelled' })
        .where(and(eq(sandboxUnitHolds.supplierReference, supplierReference), eq(sandboxUnitHolds.status, 'booked')))
        .returning();
      return row ? toRecord(row) : one(eq(sandboxUnitHolds.supplierReference, supplierReference));
    },

    byHoldId: (holdId) => one(eq(sandboxUnitHolds.holdId, holdId)),
    byClientReference: (clientReference) => one(eq(sandboxUnitHolds.clientReference, clientReference)),
    bySupplierReference: (supplierReference) => one(eq(sandboxUnitHolds.supplierReference, supplierReference)),
  };
}

/** For tests and tools: the number of unit holds of a product in each status. */
export async function countSandboxUnitHolds(db: Database, product: UnitHoldRecord['product']): Promise<Record<string, number>> {
  const rows = await db.owner
    .select({ status: sandboxUnitHolds.status, n: sql<number>`count(*)::int` })
    .from(sandboxUnitHolds)
    .where(eq(sandboxUnitHolds.product, product))
    .groupBy(sandboxUnitHolds.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The sandbox's flight seats (issue #17): units of the same store, `flight:` buckets. */
export const createDbFlightSeatStore = (db: Database): SandboxFlightSeatStore => flightSeatStore(createDbUnitStore(db));

/** For tests and tools: the number of flight holds in each status. */
export const countSandboxFlightHolds = (db: Database) => countSandboxUnitHolds(db, 'flight');
