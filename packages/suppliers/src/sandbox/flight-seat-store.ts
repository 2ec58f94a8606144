import type { HoldStatus } from './inventory-store.ts';
import { memoryHoldLifecycle, takesInventory } from './memory-holds.ts';

// Where the sandbox keeps flight seats and holds (issue #17). Seats are counted per fare bucket
// of a flight (bucketOf in flight-fares.ts); a hold takes the party's seats in the bucket of every
// flight of the offer, all or none. In the app this is the database
// (packages/db/src/repositories/sandbox-flight-seats.ts), so the last seat cannot be sold twice
// across requests and instances; unit tests use the memory store below, which follows the same rules.

export interface FlightHoldRecord {
  holdId: string;
  offerId: string;
  /** The fare bucket of every flight of the offer. */
  buckets: string[];
  /** Seats taken in each bucket: adults and children (infants sit on a lap). */
  seats: number;
  status: HoldStatus;
  expiresAt: Date;
  /** The first flight's departure: nothing can be cancelled after it. */
  departsAt: Date;
  clientReference: string | null;
  supplierReference: string | null;
  recordLocator: string | null;
  /** What the airline charges, USD cents. */
  totalCents: number;
  refundable: boolean;
  /** Kept on a refund, USD cents; null when the refund is whole. */
  refundFeeCents: number | null;
}

export interface NewFlightHold extends Omit<FlightHoldRecord, 'status' | 'clientReference' | 'supplierReference' | 'recordLocator'> {
  /** Seats each bucket has (used the first time a bucket is seen). */
  capacity: Readonly<Record<string, number>>;
}

export type FlightBookOutcome = { ok: true; hold: FlightHoldRecord } | { ok: false; reason: 'not_found' | 'expired' | 'taken' };

export interface SandboxFlightSeatStore {
  /** Seats held or booked now in each bucket asked (absent: none). One query. */
  seatsTaken(buckets: readonly string[], now: Date): Promise<Map<string, number>>;
  /** Holds `seats` in every bucket if each has that many free; 'sold_out' otherwise. Atomic under concurrency. */
  hold(hold: NewFlightHold, now: Date): Promise<'held' | 'sold_out'>;
  /** Turns a live hold into an order. Idempotent by clientReference; 'taken' when the hold was ordered under another reference. */
  book(input: { holdId: string; clientReference: string; supplierReference: string; recordLocator: string }, now: Date): Promise<FlightBookOutcome>;
  /** Gives up a hold that was not ordered. */
  release(holdId: string): Promise<void>;
  /** Cancels an order (its seats go back); null when the reference is unknown. */
  cancel(supplierReference: string): Promise<FlightHoldRecord | null>;
  byHoldId(holdId: string): Promise<FlightHoldRecord | null>;
  byClientReference(clientReference: string): Promise<FlightHoldRecord | null>;
  bySupplierReference(supplierReference: string): Promise<FlightHoldRecord | null>;
}

/** A hold that still takes its seats: ordered, or held and not yet expired. */
export const takesSeats = takesInventory;

/** Seats the holds take in each of `buckets`. */
export function countSeats(holds: Iterable<Pick<FlightHoldRecord, 'buckets' | 'seats'>>, buckets: readonly string[]): Map<string, number> {
  const wanted = new Set(buckets);
  const taken = new Map<string, number>();
  for (const h of holds) for (const b of h.buckets) if (wanted.has(b)) taken.set(b, (taken.get(b) ?? 0) + h.seats);
  return taken;
}

/** The in-memory store: one process, for unit tests and tools. */
export function createMemoryFlightSeatStore(): SandboxFlightSeatStore {
  const capacities = new Map<string, number>();
  const holds = new Map<string, FlightHoldRecord>();
  const live = (now: Date) => [...holds.values()].filter((h) => takesSeats(h, now));
  const lifecycle = memoryHoldLifecycle(holds, (h) => ({ ...h, buckets: [...h.buckets] }));

  return {
    async seatsTaken(buckets, now) {
      return countSeats(live(now), buckets);
    },
    // No await between the check and the write: one hold at a time in a process.
    async hold({ capacity, ...h }, now) {
      for (const b of h.buckets) if (!capacities.has(b)) capacities.set(b, capacity[b] ?? 0);
      const taken = countSeats(live(now), h.buckets);
      if (h.buckets.some((b) => (taken.get(b) ?? 0) + h.seats > (capacities.get(b) ?? 0))) return 'sold_out';
      holds.set(h.holdId, { ...h, buckets: [...h.buckets], status: 'held', clientReference: null, supplierReference: null, recordLocator: null });
      return 'held';
    },
    book: async ({ holdId, ...booked }, now) => lifecycle.book(holdId, booked, now),
    release: async (holdId) => lifecycle.release(holdId),
    cancel: async (supplierReference) => lifecycle.cancel(supplierReference),
    byHoldId: async (holdId) => lifecycle.find((h) => h.holdId === holdId),
    byClientReference: async (clientReference) => lifecycle.find((h) => h.clientReference === clientReference),
    bySupplierReference: async (supplierReference) => lifecycle.find((h) => h.supplierReference === supplierReference),
  };
}
