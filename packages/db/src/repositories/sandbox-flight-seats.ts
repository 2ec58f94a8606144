import { and, arrayOverlaps, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FlightHoldRecord, SandboxFlightSeatStore } from '@tripfront/suppliers';
import { countSeats } from '@tripfront/suppliers';
import type { Database, Db } from '../client.ts';
import { sandboxFlightHolds, sandboxFlightSeats } from '../schema.ts';

// The sandbox supplier's flight seats and holds in the database (issue #17). Like its rooms
// (sandbox-inventory.ts) these are the supplier's side: no tenant, no RLS, the app's own
// connection. A hold locks the seat row of every fare bucket it takes (SELECT … FOR UPDATE, in
// bucket order so two holds sharing flights cannot deadlock), then counts the live holds on them:
// concurrent holds on the last seat are serialised and only one gets it.

type HoldRow = typeof sandboxFlightHolds.$inferSelect;

const toRecord = (r: HoldRow): FlightHoldRecord => ({
  holdId: r.holdId,
  offerId: r.offerId,
  buckets: r.buckets,
  seats: r.seats,
  status: r.status,
  expiresAt: r.expiresAt,
  departsAt: r.departsAt,
  clientReference: r.clientReference,
  supplierReference: r.supplierReference,
  recordLocator: r.recordLocator,
  totalCents: r.totalCents,
  refundable: r.refundable,
  refundFeeCents: r.refundFeeCents,
});

/** Holds that take seats in any of `buckets`: ordered, or held and not expired. */
const liveOn = (buckets: string[], now: Date) =>
  and(
    arrayOverlaps(sandboxFlightHolds.buckets, buckets),
    or(eq(sandboxFlightHolds.status, 'booked'), and(eq(sandboxFlightHolds.status, 'held'), gt(sandboxFlightHolds.expiresAt, now))),
  );

export function createDbFlightSeatStore(db: Database): SandboxFlightSeatStore {
  const owner: Db = db.unscoped;
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await owner.select().from(sandboxFlightHolds).where(where).limit(1);
    return row ? toRecord(row) : null;
  };
  const taken = async (tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], buckets: string[], now: Date) =>
    countSeats(
      await tx.select({ buckets: sandboxFlightHolds.buckets, seats: sandboxFlightHolds.seats }).from(sandboxFlightHolds).where(liveOn(buckets, now)),
      buckets,
    );

  return {
    async seatsTaken(buckets, now) {
      return buckets.length === 0 ? new Map() : taken(owner, [...buckets], now);
    },

    async hold({ capacity, ...h }, now) {
      const buckets = [...new Set(h.buckets)].sort();
      return owner.transaction(async (tx) => {
        await tx
          .insert(sandboxFlightSeats)
          .values(buckets.map((bucket) => ({ bucket, capacity: capacity[bucket] ?? 0 })))
          .onConflictDoNothing();
        // The lock: every hold on these flights waits here for the one before it to commit.
        const rows = await tx
          .select()
          .from(sandboxFlightSeats)
          .where(inArray(sandboxFlightSeats.bucket, buckets))
          .orderBy(asc(sandboxFlightSeats.bucket))
          .for('update');
        const used = await taken(tx, buckets, now);
        const full = buckets.some((b) => (used.get(b) ?? 0) + h.seats > (rows.find((r) => r.bucket === b)?.capacity ?? 0));
        if (rows.length !== buckets.length || full) return 'sold_out' as const;
        await tx.insert(sandboxFlightHolds).values({ ...h, buckets, status: 'held' });
        return 'held' as const;
      });
    },

    async book({ holdId, clientReference, supplierReference, recordLocator }, now) {
      const earlier = await one(eq(sandboxFlightHolds.clientReference, clientReference));
      if (earlier) return { ok: true, hold: earlier };
      const [row] = await owner
        .update(sandboxFlightHolds)
        .set({ status: 'booked', clientReference, supplierReference, recordLocator })
        .where(and(eq(sandboxFlightHolds.holdId, holdId), eq(sandboxFlightHolds.status, 'held'), gt(sandboxFlightHolds.expiresAt, now)))
        .returning()
        .catch(async (err: unknown) => {
          // A concurrent call with the same client reference won the unique index: answer its order.
          if (await one(eq(sandboxFlightHolds.clientReference, clientReference))) return [];
          throw err;
        });
      if (row) return { ok: true, hold: toRecord(row) };
      const raced = await one(eq(sandboxFlightHolds.clientReference, clientReference));
      if (raced) return { ok: true, hold: raced };
      const hold = await one(eq(sandboxFlightHolds.holdId, holdId));
      if (!hold) return { ok: false, reason: 'not_found' };
      return { ok: false, reason: hold.status === 'booked' || hold.status === 'cancelled' ? 'taken' : 'expired' };
    },

    async release(holdId) {
      await owner
        .update(sandboxFlightHolds)
        .set({ status: 'released' })
        .where(and(eq(sandboxFlightHolds.holdId, holdId), eq(sandboxFlightHolds.status, 'held')));
    },

    async cancel(supplierReference) {
      const [row] = await owner
        .update(sandboxFlightHolds)
        .set({ status: 'cancelled' })
        .where(and(eq(sandboxFlightHolds.supplierReference, supplierReference), eq(sandboxFlightHolds.status, 'booked')))
        .returning();
      return row ? toRecord(row) : one(eq(sandboxFlightHolds.supplierReference, supplierReference));
    },

    byHoldId: (holdId) => one(eq(sandboxFlightHolds.holdId, holdId)),
    byClientReference: (clientReference) => one(eq(sandboxFlightHolds.clientReference, clientReference)),
    bySupplierReference: (supplierReference) => one(eq(sandboxFlightHolds.supplierReference, supplierReference)),
  };
}

/** For tests and tools: the number of flight holds in each status. */
export async function countSandboxFlightHolds(db: Database): Promise<Record<string, number>> {
  const rows = await db.owner
    .select({ status: sandboxFlightHolds.status, n: sql<number>`count(*)::int` })
    .from(sandboxFlightHolds)
    .groupBy(sandboxFlightHolds.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
