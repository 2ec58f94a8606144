import { describe, expect, it } from 'vitest';
import {
  applyBookingRange,
  BOOKING_RANGE_RULE,
  capRange,
  exceedsBookingRange,
  hasBookingRangeLimit,
  latestEndDate,
  MAX_BOOKING_RANGE_DAYS,
  withinDealRange,
} from './booking-range.ts';
import { nightsBetween } from './calendar.ts';

describe('the 60-day cap (spec §5, §9)', () => {
  it('is 60 days', () => expect(MAX_BOOKING_RANGE_DAYS).toBe(60));

  it.each<[string, string, string, boolean]>([
    ['2027-01-01', '2027-01-05', '2027-01-05', false],
    ['2027-01-01', '2027-03-02', '2027-03-02', false], // exactly 60 days
    ['2027-01-01', '2027-03-03', '2027-03-02', true], // 61 days
    ['2027-01-01', '2027-12-31', '2027-03-02', true],
    ['2028-01-15', '2028-06-01', '2028-03-15', true], // across a leap day
    ['2027-03-20', '2027-06-30', '2027-05-19', true], // across a DST change
    ['2027-05-10', '2027-05-01', '2027-05-01', false], // reversed: left for the caller
  ])('%s → %s ends %s', (start, end, expectedEnd, capped) => {
    expect(capRange(start, end)).toEqual({ end: expectedEnd, capped });
    expect(exceedsBookingRange(nightsBetween(start, end))).toBe(capped);
  });

  it('the latest end is 60 days after the start', () => expect(latestEndDate('2027-01-01')).toBe('2027-03-02'));
});

describe('the 60-day rule per product', () => {
  it('caps hotel stays, refuses longer resort stays, rentals, activity searches and deal searches, leaves flights and cruises alone', () =>
    expect(BOOKING_RANGE_RULE).toEqual({
      hotels: 'cap',
      flights: 'none',
      resorts: 'refuse',
      cars: 'refuse',
      activities: 'refuse',
      cruise: 'none',
      deals: 'refuse',
    }));

  it.each<[keyof typeof BOOKING_RANGE_RULE, string, ReturnType<typeof applyBookingRange>]>([
    ['hotels', '2027-03-02', { ok: true, end: '2027-03-02', capped: false }],
    ['hotels', '2027-03-03', { ok: true, end: '2027-03-02', capped: true }],
    ['activities', '2027-03-02', { ok: true, end: '2027-03-02', capped: false }],
    ['activities', '2027-03-03', { ok: false }],
    ['resorts', '2027-03-03', { ok: false }],
    ['flights', '2027-12-31', { ok: true, end: '2027-12-31', capped: false }],
  ])('%s from 2027-01-01 to %s', (product, end, expected) => expect(applyBookingRange(product, '2027-01-01', end)).toEqual(expected));

  it('limits every product but flights and cruises', () => {
    expect(hasBookingRangeLimit('hotels')).toBe(true);
    expect(hasBookingRangeLimit('cars')).toBe(true);
    expect(hasBookingRangeLimit('flights')).toBe(false);
    expect(hasBookingRangeLimit('cruise')).toBe(false);
  });

  it('measures deal searches in whole 24-hour days', () => {
    const at = (s: string) => Date.parse(s);
    expect(withinDealRange(at('2027-01-01T11:00Z'), at('2027-03-02T11:00Z'))).toBe(true);
    expect(withinDealRange(at('2027-01-01T11:00Z'), at('2027-03-02T11:01Z'))).toBe(false);
    expect(withinDealRange(at('2027-01-01T11:00Z'), at('2027-01-01T11:00Z'))).toBe(false);
  });
});
