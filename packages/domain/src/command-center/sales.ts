// What a booking counts for in the agency's sales, and so in a client's spend (issue #40): the one
// definition behind the Command Center's gross sales and the Clients list's Spend. Pure, no zod:
// the database groups, this decides what counts.

/** Bookings made: confirmed ones and cancelled ones (which may keep a non-refundable part). */
export const SALES_STATUSES = ['confirmed', 'cancelled'] as const;

/** A booking, or bookings summed with one status and currency, in minor units. */
export interface SaleRow {
  status: string;
  totalMinor: number;
  /** What was refunded; null when nothing was. */
  refundMinor: number | null;
}

/**
 * What the agency kept of a booking: its total less what was refunded, for a booking made (a
 * cancelled one counts for what it kept); 0 for one never made (pending, failed). The Command
 * Center's rollup trigger (migration 0009, 0013) states the same in SQL; the API test
 * client-spend.test.ts keeps the two equal.
 */
export function keptMinor(row: SaleRow): number {
  if (!(SALES_STATUSES as readonly string[]).includes(row.status)) return 0;
  return row.totalMinor - (row.refundMinor ?? 0);
}

/**
 * A client's spend: what they paid and the agency kept, per currency (each in its own, never
 * summed across currencies), in the order first seen; currencies with nothing kept are left out.
 */
export function spendByCurrency(rows: ReadonlyArray<SaleRow & { currency: string }>): Array<{ currency: string; totalMinor: number }> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + keptMinor(r));
  return [...sums].filter(([, total]) => total !== 0).map(([currency, totalMinor]) => ({ currency, totalMinor }));
}
