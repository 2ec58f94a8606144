import { randomUUID } from 'node:crypto';
import type { OpenHold } from '@tripfront/domain/booking/bookings';
import type { Product } from '@tripfront/domain/booking/products';
import type { KeyValueStore } from '../lib/store.ts';

/**
 * Offers (of any product) one traveller, and one client address, may hold at once (issue #13: one
 * traveller held the last room of 8 hotels). A traveller pays for one room at a time; three leave room for going back
 * to compare. An address is shared by households and offices, so it gets more.
 */
export const HOLD_LIMITS = { perUser: 3, perIp: 10 } as const;
export type HoldLimits = { perUser: number; perIp: number };

// The traveller's own cap is worded with the product being held (domain bookingMessages().tooManyHolds).
export const TOO_MANY_HOLDS_IP = 'Too many holds are open from your network right now. Please try again in a few minutes.';

/**
 * The slots a hold occupies (store keys), each holding `owner`, a value of this hold alone; freed
 * when the hold becomes a booking or is released.
 */
export type HoldSlots = { owner: string; keys: string[] };

/**
 * What the server remembers of a traveller's open hold, beside its slot (decision 0096): what the
 * list of open holds shows, the answer the hold was made with (its token included) so that coming
 * back to the same offer gets the same hold, and the slots that releasing it frees.
 */
export interface RememberedHold extends OpenHold {
  tenantId: string;
  userId: string;
  slots: HoldSlots;
  /** The car extras held with it, as a key: another choice of extras is another hold. */
  extras: string;
  /** The hold's 201 answer, `holdToken` included. */
  answer: Record<string, unknown> & { holdToken: string };
}

/**
 * Active holds counted as slots in the shared store (Redis across instances, else this process):
 * slot i of a user is the key `hold-slot:user:<id>:<i>`, taken by whoever sets it first (set if
 * absent, atomic in both stores) to its hold's owner value, freed by deleting it only while it
 * still holds that value, and freed anyway when its window, the hold's lifetime, ends. So two
 * parallel holds never take the same slot, an expired hold frees its slot without a sweep, and a
 * hold released twice frees nothing the second time: its slot may be another hold's by then
 * (decision 0075).
 */
export function createHoldLimiter(store: KeyValueStore, holdMinutes: number, limits: HoldLimits = HOLD_LIMITS) {
  // A little longer than the hold: a slot never frees while its hold can still be booked.
  const windowSeconds = holdMinutes * 60 + 30;

  const userSlot = (userId: string, i: number) => `hold-slot:user:${userId}:${i}`;
  // Beside the traveller's slot it describes, per agency: a record whose slot holds another owner (or none) is stale.
  const recordKey = (tenantId: string, slotKey: string) => `hold-open:${tenantId}:${slotKey}`;

  const offerKey = (tenantId: string, userId: string, product: Product, offerId: string) => `hold-offer:${tenantId}:${userId}:${product}:${offerId}`;

  /** The record beside a traveller's slot while the slot still holds its hold and the hold's time is not up. */
  async function liveRecord(tenantId: string, slot: string, now: number): Promise<RememberedHold | null> {
    const [owner, raw] = await Promise.all([store.get(slot), store.get(recordKey(tenantId, slot))]);
    if (!owner || !raw) return null;
    const hold = parseRecord(raw);
    if (!hold || hold.slots.owner !== owner || hold.tenantId !== tenantId || Date.parse(hold.expiresAt) <= now) return null;
    return hold;
  }

  async function take(prefix: string, cap: number, owner: string): Promise<string | null> {
    for (let i = 0; i < cap; i++) {
      const key = `${prefix}:${i}`;
      if (await store.claim(key, owner, windowSeconds)) return key;
    }
    return null;
  }

  async function release(slots: HoldSlots | undefined): Promise<void> {
    // A token signed before slots had owners (a list of keys) frees nothing: its slots end with their window.
    if (!slots || typeof slots.owner !== 'string' || !Array.isArray(slots.keys)) return;
    await Promise.all(slots.keys.map((key) => store.unclaim(key, slots.owner)));
  }

  /**
   * The traveller's open holds on this agency, soonest to end first: those whose slot is still
   * their own and whose time is not up. Booked or released holds freed their slot, so they are gone.
   */
  async function openOf(tenantId: string, userId: string, now = Date.now()): Promise<RememberedHold[]> {
    const found = await Promise.all(Array.from({ length: limits.perUser }, (_, i) => liveRecord(tenantId, userSlot(userId, i), now)));
    return found.filter((h): h is RememberedHold => h !== null).sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  }

  return {
    limits,
    release,
    /** The slots for a new hold by this user from this address, or which limit it would pass. */
    async acquire(userId: string, ip: string): Promise<{ ok: true; slots: HoldSlots } | { ok: false; limit: 'user' | 'ip' }> {
      const owner = randomUUID();
      const user = await take(`hold-slot:user:${userId}`, limits.perUser, owner);
      if (!user) return { ok: false, limit: 'user' };
      const address = await take(`hold-slot:ip:${ip}`, limits.perIp, owner);
      if (!address) {
        await release({ owner, keys: [user] });
        return { ok: false, limit: 'ip' };
      }
      return { ok: true, slots: { owner, keys: [user, address] } };
    },
    /** Remembers a hold just made under `hold.slots` (its first key is the traveller's slot), found again by its offer. */
    async remember(hold: RememberedHold): Promise<void> {
      const slot = hold.slots.keys[0];
      if (!slot) return;
      await store.set(recordKey(hold.tenantId, slot), JSON.stringify(hold), windowSeconds);
      await store.set(offerKey(hold.tenantId, hold.userId, hold.product, hold.offerId), slot, windowSeconds);
    },
    /** The traveller's open hold of this offer, if any: one key to its slot, whatever the cap. */
    async ownOf(tenantId: string, userId: string, product: Product, offerId: string, now = Date.now()): Promise<RememberedHold | null> {
      const slot = await store.get(offerKey(tenantId, userId, product, offerId));
      const hold = slot ? await liveRecord(tenantId, slot, now) : null;
      return hold && hold.product === product && hold.offerId === offerId ? hold : null;
    },
    openOf,
    /**
     * Frees the slots of the traveller's open hold `holdId` once it was released another way (the
     * resort API's release): it is no longer listed, nor given again when they come back to its offer.
     */
    async forget(tenantId: string, userId: string, holdId: string): Promise<void> {
      const hold = (await openOf(tenantId, userId)).find((h) => h.holdId === holdId);
      if (hold) await release(hold.slots);
    },
  };
}
export type HoldLimiter = ReturnType<typeof createHoldLimiter>;

function parseRecord(raw: string): RememberedHold | null {
  try {
    const hold = JSON.parse(raw) as RememberedHold;
    return typeof hold.slots?.owner === 'string' && typeof hold.answer?.holdToken === 'string' ? hold : null;
  } catch {
    return null;
  }
}

/** What the traveller sees of a remembered hold (no token, no slots). */
export const openHoldOf = ({ holdId, product, offerId, label, expiresAt, total }: RememberedHold): OpenHold => ({
  holdId,
  product,
  offerId,
  label,
  expiresAt,
  total,
});
