// The Command Center's pure rules (issue #16, docs/decisions/0037-command-center-figures.md): the
// period and its chart buckets, conversion and average. No zod, no dayjs: the browser loads this.
import { addCalendarDays, nightsBetween } from '../calendar.ts';
import { roundHalfAwayFromZero } from '../money.ts';
import { SERVICE_ORDER } from '../navigation/services.ts';
import type { ServiceKey } from '../booking/products.ts';

/** The products the figures can be filtered by, in the general order (spec §2). */
export const SERVICE_KEYS = SERVICE_ORDER as readonly [ServiceKey, ...ServiceKey[]];
export type ProductFilter = 'all' | ServiceKey;

/** A product filter read from a URL: a known service, else every product. */
export function readProductFilter(value: string | null | undefined): ProductFilter {
  return (SERVICE_KEYS as readonly string[]).includes(value ?? '') ? (value as ServiceKey) : 'all';
}

/** The longest period the figures cover: a leap year, so "this year" and any 12 months fit. */
export const MAX_PERIOD_DAYS = 366;

export type PeriodBucket = 'day' | 'week' | 'month';

/** Days in a period, both ends included: 2027-01-01..2027-01-01 is 1 day. */
export function periodDays(from: string, to: string): number {
  return nightsBetween(from, to) + 1;
}

/** Why a period is refused, with the field at fault, or null when it is fine. */
export function periodIssue(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (to < from) return { field: 'to', message: 'must be on or after from' };
  if (periodDays(from, to) > MAX_PERIOD_DAYS) return { field: 'to', message: `the period is at most ${MAX_PERIOD_DAYS} days` };
  return null;
}

/** The chart's step: a day up to 62 days (two months of bars), a week up to 26 weeks, else a month. */
export function bucketFor(from: string, to: string): PeriodBucket {
  const days = periodDays(from, to);
  if (days <= 62) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** The first day of the bucket holding `day`: itself, its week's Monday (ISO weeks), or the 1st of its month. */
export function bucketStart(day: string, bucket: PeriodBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addCalendarDays(day, -((weekday + 6) % 7));
}

/** Every bucket of the period, oldest first, so days without bookings show as zero. */
export function periodBuckets(from: string, to: string, bucket: PeriodBucket): string[] {
  const out: string[] = [];
  let start = bucketStart(from, bucket);
  while (start <= to) {
    out.push(start);
    start = bucket === 'day' ? addCalendarDays(start, 1) : bucket === 'week' ? addCalendarDays(start, 7) : nextMonth(start);
  }
  return out;
}

function nextMonth(first: string): string {
  const y = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Conversion: bookings per search in the period; null when nobody searched (no ratio to show). */
export function conversionRatio(searches: number, bookings: number): number | null {
  if (searches <= 0) return null;
  return Math.round((bookings / searches) * 10_000) / 10_000;
}

/** Average booking value in minor units: gross sales over bookings; 0 without bookings. */
export function averageMinor(totalMinor: number, count: number): number {
  return count <= 0 ? 0 : roundHalfAwayFromZero(totalMinor / count);
}

export type PeriodPreset = 'last7' | 'last30' | 'last90' | 'thisYear';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['last7', 'last30', 'last90', 'thisYear'];

/** The period of a preset ending today (UTC day): the last 7 days are today and the 6 before. */
export function presetPeriod(preset: PeriodPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'last7':
      return { from: addCalendarDays(today, -6), to: today };
    case 'last30':
      return { from: addCalendarDays(today, -29), to: today };
    case 'last90':
      return { from: addCalendarDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/**
 * A period cut into whole calendar months (read from the monthly rollup) and the days before and
 * after them (read from the bookings): [from, to] both included; `months` is [first month's 1st,
 * the 1st after the last whole month), null when no month is whole; `days` are [start, end) ranges.
 */
export function splitByMonths(from: string, to: string): { months: { start: string; end: string } | null; days: Array<{ start: string; end: string }> } {
  const after = addCalendarDays(to, 1);
  const firstWhole = from.endsWith('-01') ? from : nextMonth(`${from.slice(0, 8)}01`);
  const endWhole = `${after.slice(0, 8)}01`; // whole months end where the month after `to`'s last whole one starts
  if (firstWhole >= endWhole) return { months: null, days: [{ start: from, end: after }] };
  const days: Array<{ start: string; end: string }> = [];
  if (from < firstWhole) days.push({ start: from, end: firstWhole });
  if (endWhole < after) days.push({ start: endWhole, end: after });
  return { months: { start: firstWhole, end: endWhole }, days };
}
