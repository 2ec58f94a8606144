// The life of a hold in the sandbox's in-memory stores (rooms and flight seats alike): held, then
// booked under one client reference, released, or cancelled. The database stores keep the same
// rules in SQL (packages/db/src/repositories/sandbox-*.ts).

/** Where a sandbox hold stands: every sandbox store's (rooms, seats, units), in memory and in the database. */
export type HoldStatus = 'held' | 'booked' | 'released' | 'cancelled';

export interface HoldLike {
  holdId: string;
  status: HoldStatus;
  expiresAt: Date;
  clientReference: string | null;
  supplierReference: string | null;
}

export type MemoryBookOutcome<R> = { ok: true; hold: R } | { ok: false; reason: 'not_found' | 'expired' | 'taken' };

/** A hold that still takes its inventory: booked, or held and not yet expired. */
export const takesInventory = (h: Pick<HoldLike, 'status' | 'expiresAt'>, now: Date): boolean =>
  h.status === 'booked' || (h.status === 'held' && h.expiresAt.getTime() > now.getTime());

/** Book, release, cancel and look up over `holds`; `copy` keeps callers from changing the stored records. */
export function memoryHoldLifecycle<R extends HoldLike>(holds: Map<string, R>, copy: (h: R) => R) {
  const find = (match: (h: R) => boolean): R | null => {
    const h = [...holds.values()].find(match);
    return h ? copy(h) : null;
  };
  return {
    find,
    /** Idempotent by clientReference: booking again answers the same hold; 'taken' when booked under another reference. */
    book(holdId: string, booked: Partial<R> & { clientReference: string; supplierReference: string }, now: Date): MemoryBookOutcome<R> {
      const earlier = find((h) => h.clientReference === booked.clientReference);
      if (earlier) return { ok: true, hold: earlier };
      const h = holds.get(holdId);
      if (!h) return { ok: false, reason: 'not_found' };
      if (h.status === 'booked' || h.status === 'cancelled') return { ok: false, reason: 'taken' };
      if (h.status !== 'held' || h.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      Object.assign(h, booked, { status: 'booked' });
      return { ok: true, hold: copy(h) };
    },
    /** True when this call released the hold (it was held): two releases that race release it once. */
    release(holdId: string): boolean {
      const h = holds.get(holdId);
      if (h?.status !== 'held') return false;
      h.status = 'released';
      return true;
    },
    cancel(supplierReference: string): R | null {
      const h = [...holds.values()].find((x) => x.supplierReference === supplierReference);
      if (!h) return null;
      if (h.status === 'booked') h.status = 'cancelled';
      return copy(h);
    },
  };
}
