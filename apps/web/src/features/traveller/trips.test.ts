import { describe, expect, it } from 'vitest';
import type { BookingSummary } from './api/get-bookings.ts';
import { localIsoDate, nextTrip, sortTrips } from './trips.ts';

const trip = (reference: string, startDate: string, endDate: string, status: BookingSummary['status'] = 'confirmed'): BookingSummary => ({
  reference,
  service: 'hotels',
  status,
  title: `Hotel ${reference}`,
  startDate,
  endDate,
  total: { amount: 12_000, currency: 'USD' },
  createdAt: `${startDate}T00:00:00Z`,
});

describe('next trip', () => {
  it.each<[string, BookingSummary[], string | null]>([
    ['none without bookings', [], null],
    ['the earliest upcoming one', [trip('B', '2026-09-01', '2026-09-03'), trip('A', '2026-08-01', '2026-08-04')], 'A'],
    ['a trip under way', [trip('A', '2026-05-30', '2026-06-02'), trip('B', '2026-07-01', '2026-07-02')], 'A'],
    ['not one that ended', [trip('A', '2026-05-01', '2026-05-31')], null],
    ['one ending today', [trip('A', '2026-05-28', '2026-06-01')], 'A'],
    [
      'not a cancelled or failed one',
      [trip('A', '2026-07-01', '2026-07-02', 'cancelled'), trip('B', '2026-07-03', '2026-07-04', 'failed'), trip('C', '2026-08-01', '2026-08-02', 'pending')],
      'C',
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(nextTrip(bookings, '2026-06-01')?.reference ?? null).toBe(expected);
  });

  it('lists the latest trips first and formats today locally', () => {
    expect(sortTrips([trip('A', '2026-01-01', '2026-01-02'), trip('B', '2026-03-01', '2026-03-02')]).map((t) => t.reference)).toEqual(['B', 'A']);
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
