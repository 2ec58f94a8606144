import { applyBookingRange, MAX_BOOKING_RANGE_DAYS } from '../booking-range.ts';
import { latestStartDate, MAX_DAYS_AHEAD, nightsBetween } from '../calendar.ts';
import { earliestStartDate } from '../same-day.ts';

// Hotel stay rules (spec §3 checkin_date/checkout_date, §5 the 60-day cap, agency
// disallowSameDayBooking). Calendar dates are 'YYYY-MM-DD' strings compared in UTC, so the
// server's own time zone never matters; "today" is the destination's (today.ts, destinationToday).

export { addCalendarDays, MAX_DAYS_AHEAD, nightsBetween } from '../calendar.ts';

export interface StayInput {
  checkin: string;
  checkout: string;
  /** The traveller's today, YYYY-MM-DD. */
  today: string;
  /** Whether the agency restricts same-day hotel stays (same-day.ts isSameDayRestricted('hotels', …)). */
  disallowSameDayBooking: boolean;
}

export type StayCheck =
  { ok: true; checkin: string; checkout: string; nights: number; capped: boolean } | { ok: false; field: 'checkin_date' | 'checkout_date'; message: string };

/**
 * Whether a stay can be searched and booked. A stay longer than 60 nights is capped to 60 nights
 * from check-in (spec §5, booking-range.ts: hotels 'cap') rather than refused; `capped` says so.
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
  const range = applyBookingRange('hotels', checkin, checkout);
  if (!range.ok) return { ok: false, field: 'checkout_date', message: `Check-out must be within ${MAX_BOOKING_RANGE_DAYS} nights of check-in.` };
  return { ok: true, checkin, checkout: range.end, nights: nightsBetween(checkin, range.end), capped: range.capped };
}

// ---- occupancy: one room per value, '2' (two adults), '2-9,4' (two adults, children aged 9 and 4):
// its one home is search/occupancy.ts, with the search form's notation.

// ---- cancellation: refund.ts

export { refundShare, type CancellationTerms } from './refund.ts';
