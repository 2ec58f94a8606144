import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { HoldRecord, SandboxInventoryStore } from '@tripfront/suppliers';
import { peakRoomsTaken } from '@tripfront/suppliers';
import type { Database, Db } from '../client.ts';
import { sandboxHolds, sandboxRoomInventory } from '../schema.ts';

// The sandbox supplier's room allotments and holds in the database. These tables are the
// supplier's side (no tenant, no RLS) and are used through the owner connection, as a real
// supplier's own database would be. A hold locks its room type's inventory row (SELECT … FOR
// UPDATE), so concurrent holds on the last room are serialised and only one gets it.

type HoldRow = typeof sandboxHolds.$inferSelect;

const toRecord = (r: HoldRow): HoldRecord => ({
  holdId: r.holdId,
  propertyId: r.propertyId,
  roomTypeId: r.roomTypeId,
  rateId: r.rateId,
  checkin: r.checkin,
  checkout: r.checkout,
  rooms: r.rooms,
  status: r.status,
  expiresAt: r.expiresAt,
  clientReference: r.clientReference,
  supplierReference: r.supplierReference,
  totalCents: r.totalCents,
  refundable: r.refundable,
  freeCancellationUntil: r.freeCancellationUntil,
});

/** Holds that take rooms on some night of [checkin, checkout): booked, or held and not expired. */
const activeOverlapping = (propertyId: string, checkin: string, checkout: string, now: Date) =>
  and(
    eq(sandboxHolds.propertyId, propertyId),
    or(eq(sandboxHolds.status, 'booked'), and(eq(sandboxHolds.status, 'held'), gt(sandboxHolds.expiresAt, now))),
    lt(sandboxHolds.checkin, checkout),
    gt(sandboxHolds.checkout, checkin),
  );

export function createDbInventoryStore(db: Database): SandboxInventoryStore {
  // The sandbox supplier's tables carry no tenant: the app's own connection, no role switch.
  const owner: Db = db.unscoped;
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await owner.select().from(sandboxHolds).where(where).limit(1);
    return row ? toRecord(row) : null;
  };

  return {
    async roomsLeft(propertyId, capacity, checkin, checkout, now) {
      const [stored, holds] = await Promise.all([
        owner.select().from(sandboxRoomInventory).where(eq(sandboxRoomInventory.propertyId, propertyId)),
        owner
          .select()
          .from(sandboxHolds)
          .where(activeOverlapping(propertyId, checkin, checkout, now)),
      ]);
      const left = new Map<string, number>();
      for (const [roomTypeId, given] of capacity) {
        const cap = stored.find((s) => s.roomTypeId === roomTypeId)?.capacity ?? given;
        left.set(
          roomTypeId,
          Math.max(
            0,
            cap -
              peakRoomsTaken(
                holds.filter((h) => h.roomTypeId === roomTypeId),
                checkin,
                checkout,
              ),
          ),
        );
      }
      return left;
    },

    async hold(h, now) {
      return owner.transaction(async (tx) => {
        await tx.insert(sandboxRoomInventory).values({ propertyId: h.propertyId, roomTypeId: h.roomTypeId, capacity: h.capacity }).onConflictDoNothing();
        // The lock: every hold on this room type waits here for the one before it to commit.
        const [inventory] = await tx
          .select()
          .from(sandboxRoomInventory)
          .where(and(eq(sandboxRoomInventory.propertyId, h.propertyId), eq(sandboxRoomInventory.roomTypeId, h.roomTypeId)))
          .for('update');
        const taken = await tx
          .select({ checkin: sandboxHolds.checkin, checkout: sandboxHolds.checkout, rooms: sandboxHolds.rooms })
          .from(sandboxHolds)
          .where(and(activeOverlapping(h.propertyId, h.checkin, h.checkout, now), eq(sandboxHolds.roomTypeId, h.roomTypeId)));
        if (!inventory || peakRoomsTaken(taken, h.checkin, h.checkout) + h.rooms > inventory.capacity) return 'sold_out' as const;
        await tx.insert(sandboxHolds).values({
          holdId: h.holdId,
          propertyId: h.propertyId,
          roomTypeId: h.roomTypeId,
          rateId: h.rateId,
          checkin: h.checkin,
          checkout: h.checkout,
          rooms: h.rooms,
          status: 'held',
          expiresAt: h.expiresAt,
          totalCents: h.totalCents,
          refundable: h.refundable,
          freeCancellationUntil: h.freeCancellationUntil,
        });
        return 'held' as const;
      });
    },

    async book({ holdId, clientReference, supplierReference }, now) {
      const earlier = await one(eq(sandboxHolds.clientReference, clientReference));
      if (earlier) return { ok: true, hold: earlier };
      const [row] = await owner
        .update(sandboxHolds)
        .set({ status: 'booked', clientReference, supplierReference })
        .where(and(eq(sandboxHolds.holdId, holdId), eq(sandboxHolds.status, 'held'), gt(sandboxHolds.expiresAt, now)))
        .returning()
        .catch(async (err: unknown) => {
          // A concurrent call with the same client reference won the unique index: answer its booking.
          if (await one(eq(sandboxHolds.clientReference, clientReference))) return [];
          throw err;
        });
      if (row) return { ok: true, hold: toRecord(row) };
      const raced = await one(eq(sandboxHolds.clientReference, clientReference));
      if (raced) return { ok: true, hold: raced };
      const hold = await one(eq(sandboxHolds.holdId, holdId));
      if (!hold) return { ok: false, reason: 'not_found' };
      return { ok: false, reason: hold.status === 'booked' || hold.status === 'cancelled' ? 'taken' : 'expired' };
    },

    async release(holdId) {
      await owner
        .update(sandboxHolds)
        .set({ status: 'released' })
        .where(and(eq(sandboxHolds.holdId, holdId), eq(sandboxHolds.status, 'held')));
    },

    async cancel(supplierReference) {
      const [row] = await owner
        .update(sandboxHolds)
        .set({ status: 'cancelled' })
        .where(and(eq(sandboxHolds.supplierReference, supplierReference), eq(sandboxHolds.status, 'booked')))
        .returning();
      return row ? toRecord(row) : one(eq(sandboxHolds.supplierReference, supplierReference));
    },

    byClientReference: (clientReference) => one(eq(sandboxHolds.clientReference, clientReference)),
    bySupplierReference: (supplierReference) => one(eq(sandboxHolds.supplierReference, supplierReference)),
  };
}

/** For tests and tools: the number of holds in each status. */
export async function countSandboxHolds(db: Database): Promise<Record<string, number>> {
  const rows = await db.owner
    .select({ status: sandboxHolds.status, n: sql<number>`count(*)::int` })
    .from(sandboxHolds)
    .groupBy(sandboxHolds.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
