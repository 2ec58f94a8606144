import { randomUUID } from 'node:crypto';
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
  };
}
export type HoldLimiter = ReturnType<typeof createHoldLimiter>;
