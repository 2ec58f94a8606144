import { describe, expect, it } from 'vitest';
import type { ServiceKey } from '../booking/products.ts';
import { addCalendarDays, adjustRange, nightsBetween, latestEndDate, monthsFrom } from './search-dates.ts';
import { earliestSearchDate, type SameDayRestriction } from '../same-day.ts';

const none: SameDayRestriction = { hotel: false, activities: false, car: false };
const all: SameDayRestriction = { hotel: true, activities: true, car: true };

describe('earliestSearchDate (spec §9 same-day restriction)', () => {
  it.each<[ServiceKey, SameDayRestriction, string]>([
    ['hotels', none, '2027-02-21'],
    ['hotels', all, '2027-02-24'],
    ['hotels', { ...none, car: true }, '2027-02-21'],
    ['activities', all, '2027-02-24'],
    ['cars', all, '2027-02-23'],
    ['cars', { ...none, hotel: true }, '2027-02-21'],
    ['flights', all, '2027-02-21'],
    ['cruise', all, '2027-02-21'],
    ['resorts', all, '2027-02-21'],
  ])('%s with %j starts %s', (service, restriction, expected) => {
    expect(earliestSearchDate(service, '2027-02-21', restriction)).toBe(expected);
  });

  it('crosses month and year ends', () => {
    expect(earliestSearchDate('hotels', '2027-12-30', all)).toBe('2028-01-02');
  });
});

describe('the 60-day cap (spec §5)', () => {
  it('ends 60 days after the start', () => {
    expect(latestEndDate('2027-01-01')).toBe('2027-03-02');
    expect(nightsBetween('2027-01-01', latestEndDate('2027-01-01'))).toBe(60);
  });

  it.each<[string, string | null, string | null, number, { end: string | null; capped: boolean }]>([
    ['a short stay', '2027-01-01', '2027-01-05', 1, { end: '2027-01-05', capped: false }],
    ['exactly 60 days', '2027-01-01', '2027-03-02', 1, { end: '2027-03-02', capped: false }],
    ['61 days is capped', '2027-01-01', '2027-03-03', 1, { end: '2027-03-02', capped: true }],
    ['a year is capped', '2027-01-01', '2028-01-01', 1, { end: '2027-03-02', capped: true }],
    ['an end before the start is cleared', '2027-01-10', '2027-01-05', 1, { end: null, capped: false }],
    ['the same day needs a night', '2027-01-10', '2027-01-10', 1, { end: null, capped: false }],
    ['the same day is fine without nights', '2027-01-10', '2027-01-10', 0, { end: '2027-01-10', capped: false }],
    ['no end yet', '2027-01-10', null, 1, { end: null, capped: false }],
    ['no start yet', null, '2027-01-10', 1, { end: '2027-01-10', capped: false }],
  ])('%s', (_label, start, end, minNights, expected) => {
    expect(adjustRange({ start, end }, minNights)).toEqual({ start, ...expected });
  });
});

describe('calendar helpers', () => {
  it('adds days across a leap day', () => expect(addCalendarDays('2028-02-28', 2)).toBe('2028-03-01'));
  it('lists months from a date', () => expect(monthsFrom('2027-11-15', 3)).toEqual(['2027-11', '2027-12', '2028-01']));
  it.each<[string, number, string[]]>([
    ['2027-12-31', 2, ['2027-12', '2028-01']],
    ['2027-01-01', 1, ['2027-01']],
    ['2027-05-10', 0, []],
    [
      '2027-02-28',
      13,
      ['2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12', '2028-01', '2028-02'],
    ],
  ])('monthsFrom(%s, %i)', (from, count, months) => expect(monthsFrom(from, count)).toEqual(months));
});
