import { addCalendarDays } from '@tripfront/domain/calendar';
import { memoryHoldLifecycle, takesInventory, type HoldStatus } from './memory-holds.ts';
// Where the sandbox supplier keeps room allotments and holds. In the app this is a database table
// (packages/db/src/repositories/sandbox-inventory.ts): the supplier's side, not tenant data, so
// the last room cannot be sold twice across requests and instances. Unit tests use the memory
// store below, which follows the same rules.

export interface HoldRecord {
  holdId: string;
  propertyId: string;
  roomTypeId: string;
  rateId: string;
  checkin: string;
  checkout: string;
  rooms: number;
  status: HoldStatus;
  expiresAt: Date;
  clientReference: string | null;
  supplierReference: string | null;
  /** What the supplier charges, USD cents. */
  totalCents: number;
  refundable: boolean;
  freeCancellationUntil: string | null;
}

export interface NewHold extends Omit<HoldRecord, 'status' | 'clientReference' | 'supplierReference'> {
  /** Rooms of this type the hotel has per night (used the first time the room type is seen). */
  capacity: number;
}

export type BookOutcome = { ok: true; hold: HoldRecord } | { ok: false; reason: 'not_found' | 'expired' | 'taken' };

export interface SandboxInventoryStore {
  /** Rooms free on every night of [checkin, checkout) per room type; `capacity` per room type id. */
  roomsLeft(propertyId: string, capacity: ReadonlyMap<string, number>, checkin: string, checkout: string, now: Date): Promise<Map<string, number>>;
  /** Holds the rooms if every night has enough free; 'sold_out' otherwise. Atomic under concurrency. */
  hold(hold: NewHold, now: Date): Promise<'held' | 'sold_out'>;
  /**
   * Turns a live hold into a booking. Idempotent by clientReference: booking again answers the
   * same hold. 'taken' when the hold was booked under another reference.
   */
  book(input: { holdId: string; clientReference: string; supplierReference: string }, now: Date): Promise<BookOutcome>;
  /** Gives up a hold that was not booked. */
  release(holdId: string): Promise<void>;
  /** Cancels a booking; null when the reference is unknown. */
  cancel(supplierReference: string): Promise<HoldRecord | null>;
  byClientReference(clientReference: string): Promise<HoldRecord | null>;
  bySupplierReference(supplierReference: string): Promise<HoldRecord | null>;
}

/** Nights [checkin, checkout) overlap. */
export const overlaps = (a: { checkin: string; checkout: string }, b: { checkin: string; checkout: string }): boolean =>
  a.checkin < b.checkout && b.checkin < a.checkout;

/** Rooms a set of holds takes on the busiest night of [checkin, checkout). */
export function peakRoomsTaken(holds: readonly Pick<HoldRecord, 'checkin' | 'checkout' | 'rooms'>[], checkin: string, checkout: string): number {
  let peak = 0;
  for (let night = checkin; night < checkout; night = addCalendarDays(night, 1)) {
    const taken = holds.filter((h) => h.checkin <= night && night < h.checkout).reduce((n, h) => n + h.rooms, 0);
    peak = Math.max(peak, taken);
  }
  return peak;
}

/** A hold that still takes its rooms: booked, or held and not yet expired. */
export const takesRooms = takesInventory;

/** The in-memory store: one process, for unit tests and tools. */
export function createMemoryInventoryStore(): SandboxInventoryStore {
  const capacities = new Map<string, number>();
  const holds = new Map<string, HoldRecord>();
  const key = (propertyId: string, roomTypeId: string) => `${propertyId}/${roomTypeId}`;
  const active = (propertyId: string, roomTypeId: string, now: Date) =>
    [...holds.values()].filter((h) => h.propertyId === propertyId && h.roomTypeId === roomTypeId && takesRooms(h, now));
  const lifecycle = memoryHoldLifecycle(holds, (h) => ({ ...h }));

  return {
    async roomsLeft(propertyId, capacity, checkin, checkout, now) {
      const left = new Map<string, number>();
      for (const [roomTypeId, given] of capacity) {
        const cap = capacities.get(key(propertyId, roomTypeId)) ?? given;
        left.set(roomTypeId, Math.max(0, cap - peakRoomsTaken(active(propertyId, roomTypeId, now), checkin, checkout)));
      }
      return left;
    },
    async hold(h, now) {
      const k = key(h.propertyId, h.roomTypeId);
      if (!capacities.has(k)) capacities.set(k, h.capacity);
      const cap = capacities.get(k) ?? 0;
      const taken = peakRoomsTaken(
        active(h.propertyId, h.roomTypeId, now).filter((x) => overlaps(x, h)),
        h.checkin,
        h.checkout,
      );
      if (taken + h.rooms > cap) return 'sold_out';
      const { capacity: _capacity, ...rest } = h;
      holds.set(h.holdId, { ...rest, status: 'held', clientReference: null, supplierReference: null });
      return 'held';
    },
    book: async ({ holdId, clientReference, supplierReference }, now) => lifecycle.book(holdId, { clientReference, supplierReference }, now),
    release: async (holdId) => {
      lifecycle.release(holdId);
    },
    cancel: async (supplierReference) => lifecycle.cancel(supplierReference),
    byClientReference: async (clientReference) => lifecycle.find((h) => h.clientReference === clientReference),
    bySupplierReference: async (supplierReference) => lifecycle.find((h) => h.supplierReference === supplierReference),
  };
}
