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

/** The slots a hold occupies (store keys); freed when the hold becomes a booking or is released. */
export type HoldSlots = string[];

/**
 * Active holds counted as slots in the shared store (Redis across instances, else this process):
 * slot i of a user is the key `hold-slot:user:<id>:<i>`, taken by whoever increments it to 1 first
 * (atomic in both stores), freed by deleting it, and freed anyway when its window, the hold's
 * lifetime, ends. So two parallel holds never take the same slot, and an expired hold frees its
 * slot without a sweep.
 */
export function createHoldLimiter(store: KeyValueStore, holdMinutes: number, limits: HoldLimits = HOLD_LIMITS) {
  // A little longer than the hold: a slot never frees while its hold can still be booked.
  const windowSeconds = holdMinutes * 60 + 30;

  async function take(prefix: string, cap: number): Promise<string | null> {
    for (let i = 0; i < cap; i++) {
      const key = `${prefix}:${i}`;
      if ((await store.incr(key, windowSeconds)) === 1) return key;
    }
    return null;
  }

  async function release(slots: HoldSlots | undefined): Promise<void> {
    await Promise.all((slots ?? []).map((key) => store.del(key)));
  }

  return {
    limits,
    release,
    /** The slots for a new hold by this user from this address, or which limit it would pass. */
    async acquire(userId: string, ip: string): Promise<{ ok: true; slots: HoldSlots } | { ok: false; limit: 'user' | 'ip' }> {
      const user = await take(`hold-slot:user:${userId}`, limits.perUser);
      if (!user) return { ok: false, limit: 'user' };
      const address = await take(`hold-slot:ip:${ip}`, limits.perIp);
      if (!address) {
        await release([user]);
        return { ok: false, limit: 'ip' };
      }
      return { ok: true, slots: [user, address] };
    },
  };
}
export type HoldLimiter = ReturnType<typeof createHoldLimiter>;
