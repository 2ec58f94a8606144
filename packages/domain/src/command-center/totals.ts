// Turning the database's grouped rows (one per group and currency) into the Command Center's figures
// in one currency (docs/decisions/0037-command-center-figures.md). Pure: the API's SQL groups, this
// converts each row once through money.ts and sums in the target currency; never sums two currencies.
import { convertMinor } from '../money.ts';
import { averageMinor, bucketStart, conversionRatio, periodBuckets, type PeriodBucket } from './figures.ts';

/** One group of bookings in one currency, as SQL sums them. */
export interface GroupRow {
  currency: string;
  /** Bookings made (confirmed or cancelled). */
  bookings: number;
  cancellations: number;
  /** Σ total − refund over bookings made, minor units of `currency`. */
  salesMinor: number;
  /** Σ markup over confirmed bookings, minor units of `currency`. */
  markupMinor: number;
}
export interface DayRow extends GroupRow {
  day: string;
}
export interface KeyedRow extends GroupRow {
  key: string | null;
}

export interface CenterTotals {
  bookings: number;
  cancellations: number;
  grossSalesMinor: number;
  markupMinor: number;
  averageMinor: number;
  conversion: { searches: number; bookings: number; ratio: number | null };
  series: Array<{ start: string; bookings: number; salesMinor: number }>;
}

type Rates = Readonly<Record<string, number>>;

/** A group's money in `currency`: each row converted once, then summed. */
function sumIn(rows: readonly GroupRow[], currency: string, rates: Rates, pick: (r: GroupRow) => number): number {
  let sum = 0;
  for (const r of rows) sum += convertMinor(pick(r), r.currency, currency, rates);
  return sum;
}

/** The headline figures and the chart's series of a period, in `currency`. */
export function centerTotals(
  days: readonly DayRow[],
  searches: number,
  period: { from: string; to: string; bucket: PeriodBucket },
  currency: string,
  rates: Rates,
): CenterTotals {
  const bookings = days.reduce((n, r) => n + r.bookings, 0);
  const cancellations = days.reduce((n, r) => n + r.cancellations, 0);
  const grossSalesMinor = sumIn(days, currency, rates, (r) => r.salesMinor);
  const markupMinor = sumIn(days, currency, rates, (r) => r.markupMinor);
  const buckets = new Map(periodBuckets(period.from, period.to, period.bucket).map((start) => [start, { start, bookings: 0, salesMinor: 0 }]));
  for (const r of days) {
    const b = buckets.get(bucketStart(r.day, period.bucket));
    if (!b) continue;
    b.bookings += r.bookings;
    b.salesMinor += convertMinor(r.salesMinor, r.currency, currency, rates);
  }
  return {
    bookings,
    cancellations,
    grossSalesMinor,
    markupMinor,
    averageMinor: averageMinor(grossSalesMinor, bookings),
    conversion: { searches, bookings, ratio: conversionRatio(searches, bookings) },
    series: [...buckets.values()],
  };
}

/** Groups (destinations, agents) ranked by bookings, then sales, then key; the first `limit`. */
export function rankGroups(
  rows: readonly KeyedRow[],
  currency: string,
  rates: Rates,
  limit: number,
): Array<{ key: string | null; bookings: number; salesMinor: number }> {
  const groups = new Map<string | null, { key: string | null; bookings: number; salesMinor: number }>();
  for (const r of rows) {
    const g = groups.get(r.key) ?? { key: r.key, bookings: 0, salesMinor: 0 };
    g.bookings += r.bookings;
    g.salesMinor += convertMinor(r.salesMinor, r.currency, currency, rates);
    groups.set(r.key, g);
  }
  return [...groups.values()]
    .filter((g) => g.bookings > 0)
    .sort((a, b) => b.bookings - a.bookings || b.salesMinor - a.salesMinor || String(a.key).localeCompare(String(b.key)))
    .slice(0, limit);
}
