import type { HoldStatus } from './memory-holds.ts';
import { createMemoryUnitStore, type SandboxUnitStore, type UnitHoldRecord } from './unit-store.ts';

// Where the sandbox keeps flight seats and holds (issue #17). Seats are counted per fare bucket
// of a flight (bucketOf in flight-fares.ts); a hold takes the party's seats in the bucket of every
// flight of the offer, all or none. Since issue #18 the seats are units of the sandbox's one unit
// store (unit-store.ts, decision 0047): in the app the database, so the last seat cannot be sold
// twice across requests and instances; in unit tests the memory store, which follows the same rules.

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

/** Flight buckets among the unit store's: `flight:` and the fare bucket. */
const PREFIX = 'flight:';
const toUnitBucket = (bucket: string) => `${PREFIX}${bucket}`;
const fromUnitBucket = (bucket: string) => bucket.slice(PREFIX.length);

/** What a flight hold keeps in the unit store's details. */
interface FlightDetails {
  recordLocator?: string | null;
  refundable?: boolean;
  refundFeeCents?: number | null;
}

function toFlightRecord(h: UnitHoldRecord): FlightHoldRecord {
  const d = h.details as FlightDetails;
  return {
    holdId: h.holdId,
    offerId: h.offerId,
    buckets: h.buckets.map(fromUnitBucket),
    seats: h.units,
    status: h.status,
    expiresAt: h.expiresAt,
    departsAt: h.startsAt,
    clientReference: h.clientReference,
    supplierReference: h.supplierReference,
    recordLocator: d.recordLocator ?? null,
    totalCents: h.totalCents,
    refundable: d.refundable ?? h.freeCancellationUntil !== null,
    refundFeeCents: d.refundFeeCents ?? null,
  };
}

const orNull = (h: UnitHoldRecord | null) => (h ? toFlightRecord(h) : null);

/** Flight seats as units of the sandbox's unit store (the database in the app, memory in tests). */
export function flightSeatStore(units: SandboxUnitStore): SandboxFlightSeatStore {
  return {
    async seatsTaken(buckets, now) {
      const taken = await units.unitsTaken(buckets.map(toUnitBucket), now);
      return new Map([...taken].map(([b, n]) => [fromUnitBucket(b), n]));
    },
    hold: ({ capacity, seats, departsAt, refundable, refundFeeCents, buckets, ...h }, now) =>
      units.hold(
        {
          ...h,
          product: 'flight',
          buckets: buckets.map(toUnitBucket),
          units: seats,
          startsAt: departsAt,
          freeCancellationUntil: refundable ? departsAt : null,
          details: { refundable, refundFeeCents },
          capacity: Object.fromEntries(Object.entries(capacity).map(([b, n]) => [toUnitBucket(b), n])),
        },
        now,
      ),
    async book({ recordLocator, ...input }, now) {
      const booked = await units.book({ ...input, details: { recordLocator } }, now);
      return booked.ok ? { ok: true, hold: toFlightRecord(booked.hold) } : booked;
    },
    release: async (holdId) => {
      await units.release(holdId);
    },
    cancel: async (supplierReference) => orNull(await units.cancel(supplierReference)),
    byHoldId: async (holdId) => orNull(await units.byHoldId(holdId)),
    byClientReference: async (clientReference) => orNull(await units.byClientReference(clientReference)),
    bySupplierReference: async (supplierReference) => orNull(await units.bySupplierReference(supplierReference)),
  };
}

/** The in-memory store: one process, for unit tests and tools. */
export const createMemoryFlightSeatStore = (): SandboxFlightSeatStore => flightSeatStore(createMemoryUnitStore());
