import type { BookingSummary } from './api/get-bookings.ts';

/** Today as YYYY-MM-DD in the traveller's time zone (booking dates are local calendar dates). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dashboard's next trip: the confirmed or pending booking that has not ended yet and starts
 * first (a trip under way counts); null when there is none.
 */
export function nextTrip(bookings: readonly BookingSummary[], today: string): BookingSummary | null {
  const upcoming = bookings
    .filter((b) => (b.status === 'confirmed' || b.status === 'pending') && b.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.reference.localeCompare(b.reference));
  return upcoming[0] ?? null;
}

/** My Trips order: the latest start date first, then the most recently booked. */
export function sortTrips(bookings: readonly BookingSummary[]): BookingSummary[] {
  return [...bookings].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.createdAt.localeCompare(a.createdAt));
}
