import { capRange, latestStartDate, MAX_DAYS_AHEAD, nightsBetween } from '../calendar.ts';
import { earliestStartDate } from '../search/same-day.ts';

// Hotel stay rules (spec §3 checkin_date/checkout_date, §5 the 60-day cap, agency
// disallowSameDayBooking). Calendar dates are 'YYYY-MM-DD' strings compared in UTC, so the
// server's own time zone never matters; "today" is the destination's (destinationToday).

export { addCalendarDays, MAX_DAYS_AHEAD, nightsBetween } from '../calendar.ts';

/** Today's calendar date in an IANA time zone ('Europe/Paris'); UTC when the zone is missing or unknown. */
export function todayIn(timeZone: string | undefined, now: Date): string {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
      const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${get('year')}-${get('month')}-${get('day')}`;
    } catch {
      // an unknown zone: fall through to UTC
    }
  }
  return now.toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;
/** The calendar date at a fixed offset from UTC, in hours (fractions allowed). */
export const dateAtOffset = (now: Date, hours: number): string => new Date(now.getTime() + hours * HOUR_MS).toISOString().slice(0, 10);

/** Civil time zones run at most this far behind a place's solar time (longitude / 15 h)… */
export const CIVIL_BEHIND_SOLAR_HOURS = 1;
/** …and at most this far ahead of it, summer time included (Spain, western China, Argentina). */
export const CIVIL_AHEAD_OF_SOLAR_HOURS = 3;

/**
 * The dates it can be today at a place of this longitude, whatever its civil time zone: from the
 * date at its solar time less an hour to the date at its solar time plus three. Without a place,
 * every date it is somewhere on Earth (UTC−12 to UTC+14).
 */
export function plausibleTodays(now: Date, longitude?: number): { earliest: string; latest: string } {
  if (longitude === undefined || !Number.isFinite(longitude)) return { earliest: dateAtOffset(now, -12), latest: dateAtOffset(now, 14) };
  const solar = longitude / 15;
  return {
    earliest: dateAtOffset(now, Math.max(-12, solar - CIVIL_BEHIND_SOLAR_HOURS)),
    latest: dateAtOffset(now, Math.min(14, solar + CIVIL_AHEAD_OF_SOLAR_HOURS)),
  };
}

/**
 * "Today" for the past-date and same-day rules: the destination's (issue #13: the client's
 * timeZone header alone let `Etc/GMT+12` book yesterday). The traveller's zone (timeZone header)
 * is used only as far as it is a date it can be at the destination; without it, the destination's
 * solar date. So a check-in the destination has already left behind is refused whatever the header.
 */
export function destinationToday(input: { now: Date; longitude?: number | undefined; clientTimeZone?: string | undefined }): string {
  const { now, longitude, clientTimeZone } = input;
  const { earliest, latest } = plausibleTodays(now, longitude);
  const wanted = clientTimeZone ? todayIn(clientTimeZone, now) : longitude !== undefined ? dateAtOffset(now, longitude / 15) : todayIn(undefined, now);
  return wanted < earliest ? earliest : wanted > latest ? latest : wanted;
}

export interface StayInput {
  checkin: string;
  checkout: string;
  /** The traveller's today, YYYY-MM-DD. */
  today: string;
  /** The agency's disallowSameDayBooking.hotel. */
  disallowSameDayBooking: boolean;
}

export type StayCheck =
  { ok: true; checkin: string; checkout: string; nights: number; capped: boolean } | { ok: false; field: 'checkin_date' | 'checkout_date'; message: string };

/**
 * Whether a stay can be searched and booked. A stay longer than 60 nights is capped to 60 nights
 * from check-in (spec §5) rather than refused; `capped` says so.
 */
export function checkStay(input: StayInput): StayCheck {
  const { checkin, checkout, today } = input;
  const earliest = earliestStartDate('hotel', today, input.disallowSameDayBooking);
  if (checkin < earliest) {
    return {
      ok: false,
      field: 'checkin_date',
      message:
        input.disallowSameDayBooking && checkin >= today
          ? `Same-day bookings are not available: choose a check-in date from ${earliest} on.`
          : 'Check-in cannot be in the past.',
    };
  }
  if (checkin > latestStartDate(today)) {
    return { ok: false, field: 'checkin_date', message: `Check-in must be within the next ${MAX_DAYS_AHEAD} days.` };
  }
  if (checkout <= checkin) return { ok: false, field: 'checkout_date', message: 'Check-out must be after check-in.' };
  const range = capRange(checkin, checkout);
  return { ok: true, checkin, checkout: range.end, nights: nightsBetween(checkin, range.end), capped: range.capped };
}

// ---- occupancy: one room per value, '2' (two adults), '2-9,4' (two adults, children aged 9 and 4):
// its one home is search/occupancy.ts, with the search form's notation.

// ---- cancellation: refund.ts

export { refundShare, type CancellationTerms } from './refund.ts';
