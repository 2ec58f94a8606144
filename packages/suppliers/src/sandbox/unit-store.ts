import type { HoldStatus } from './memory-holds.ts';
import { memoryHoldLifecycle, takesInventory } from './memory-holds.ts';

// Where the sandbox keeps the inventory of its products counted in units (issue #18, decision
// 0047): flight seats, rental cars, activity places, and next cruise cabins and resort units. Every product
// names its inventory as buckets with a capacity, and a hold takes `units` in each of its buckets,
// all or none:
//   - a car rental takes 1 unit of `car:{location}:{class}:{day}` for every day it covers, so two
//     rentals of the last car of a class whose days overlap cannot both be held;
//   - an activity booking takes the party's places in `activity:{productCode}:{date}:{time}`.
// In the app this is the database (packages/db/src/repositories/sandbox-units.ts), so the last
// unit cannot be sold twice across requests and instances; unit tests use the memory store below,
// which follows the same rules. Flight seats (flight-seat-store.ts) are units with `flight:` buckets.

export const UNIT_PRODUCTS = ['flight', 'car', 'activity', 'cruise', 'resort'] as const;
export type UnitProduct = (typeof UNIT_PRODUCTS)[number];

export interface UnitHoldRecord {
  holdId: string;
  product: UnitProduct;
  /** The supplier's offer id the hold was made from. */
  offerId: string;
  /** Every bucket the hold takes units in. */
  buckets: string[];
  /** Units taken in each bucket: 1 car, the party's places on a time slot. */
  units: number;
  status: HoldStatus;
  expiresAt: Date;
  /** When the service starts (pick-up, the time slot): nothing can be cancelled after it. */
  startsAt: Date;
  clientReference: string | null;
  supplierReference: string | null;
  /** What the supplier charges, USD cents. */
  totalCents: number;
  /** Cancelling until then refunds in full; null when the booking is not refundable. */
  freeCancellationUntil: Date | null;
  /** The product's own facts the supplier keeps (a car's extras and driver, an activity's participants), JSON. */
  details: Record<string, unknown>;
}

export interface NewUnitHold extends Omit<UnitHoldRecord, 'status' | 'clientReference' | 'supplierReference'> {
  /** Units each bucket has (used the first time a bucket is seen). */
  capacity: Readonly<Record<string, number>>;
}

export type UnitBookOutcome = { ok: true; hold: UnitHoldRecord } | { ok: false; reason: 'not_found' | 'expired' | 'taken' };

export interface SandboxUnitStore {
  /** Units held or booked now in each bucket asked (absent: none). One query. */
  unitsTaken(buckets: readonly string[], now: Date): Promise<Map<string, number>>;
  /** Holds `units` in every bucket if each has that many free; 'sold_out' otherwise. Atomic under concurrency. */
  hold(hold: NewUnitHold, now: Date): Promise<'held' | 'sold_out'>;
  /**
   * Turns a live hold into a booking, merging `details` into the hold's. Idempotent by
   * clientReference; 'taken' when the hold was booked under another reference.
   */
  book(input: { holdId: string; clientReference: string; supplierReference: string; details?: Record<string, unknown> }, now: Date): Promise<UnitBookOutcome>;
  /**
   * Gives up a hold that was not booked. True when this call released it; false when it was not
   * held (already released, booked, cancelled, or unknown): of a release and a booking that race,
   * or two releases, exactly one wins.
   */
  release(holdId: string): Promise<boolean>;
  /** Cancels a booking (its units go back); null when the reference is unknown. */
  cancel(supplierReference: string): Promise<UnitHoldRecord | null>;
  byHoldId(holdId: string): Promise<UnitHoldRecord | null>;
  byClientReference(clientReference: string): Promise<UnitHoldRecord | null>;
  bySupplierReference(supplierReference: string): Promise<UnitHoldRecord | null>;
}

/** A hold that still takes its units: booked, or held and not yet expired. */
export const takesUnits = takesInventory;

/** Units the holds take in each of `buckets`. */
export function countUnits(holds: Iterable<Pick<UnitHoldRecord, 'buckets' | 'units'>>, buckets: readonly string[]): Map<string, number> {
  const wanted = new Set(buckets);
  const taken = new Map<string, number>();
  for (const h of holds) for (const b of h.buckets) if (wanted.has(b)) taken.set(b, (taken.get(b) ?? 0) + h.units);
  return taken;
}

/** The calendar days from `first` to `last` (YYYY-MM-DD), both included. */
export function datesFromTo(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`), end = Date.parse(`${last}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The in-memory store: one process, for unit tests and tools. */
export function createMemoryUnitStore(): SandboxUnitStore {
  const capacities = new Map<string, number>();
  const holds = new Map<string, UnitHoldRecord>();
  const live = (now: Date) => [...holds.values()].filter((h) => takesUnits(h, now));
  const lifecycle = memoryHoldLifecycle(holds, (h) => ({ ...h, buckets: [...h.buckets], details: structuredClone(h.details) }));

  return {
    async unitsTaken(buckets, now) {
      return countUnits(live(now), buckets);
    },
    // No await between the check and the write: one hold at a time in a process.
    async hold({ capacity, ...h }, now) {
      for (const b of h.buckets) if (!capacities.has(b)) capacities.set(b, capacity[b] ?? 0);
      const taken = countUnits(live(now), h.buckets);
      if (h.buckets.some((b) => (taken.get(b) ?? 0) + h.units > (capacities.get(b) ?? 0))) return 'sold_out';
      holds.set(h.holdId, {
        ...h,
        buckets: [...h.buckets],
        details: structuredClone(h.details),
        status: 'held',
        clientReference: null,
        supplierReference: null,
      });
      return 'held';
    },
    book: async ({ holdId, details, ...booked }, now) => {
      const held = holds.get(holdId);
      const merged = details && held && held.clientReference === null ? { details: { ...held.details, ...details } } : {};
      return lifecycle.book(holdId, { ...booked, ...merged }, now);
    },
    release: async (holdId) => lifecycle.release(holdId),
    cancel: async (supplierReference) => lifecycle.cancel(supplierReference),
    byHoldId: async (holdId) => lifecycle.find((h) => h.holdId === holdId),
    byClientReference: async (clientReference) => lifecycle.find((h) => h.clientReference === clientReference),
    bySupplierReference: async (supplierReference) => lifecycle.find((h) => h.supplierReference === supplierReference),
  };
}
