import { describe, expect, it } from 'vitest';
import { addCalendarDays, readCalendarDate, latestStartDate, MAX_DAYS_AHEAD, nightsBetween } from './calendar.ts';

describe('calendar maths', () => {
  it.each<[string, number, string]>([
    ['2027-01-31', 1, '2027-02-01'],
    ['2028-02-28', 1, '2028-02-29'], // leap day
    ['2027-03-27', 2, '2027-03-29'], // across a DST change in Europe: calendar days, not 24 h
    ['2027-01-01', -1, '2026-12-31'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
    expect(nightsBetween(date, expected)).toBe(days);
  });
});

describe('the latest start (hotels: 500 days ahead)', () => {
  it('is 500 days after today', () => {
    expect(MAX_DAYS_AHEAD).toBe(500);
    expect(latestStartDate('2026-11-21')).toBe('2028-04-04');
    expect(nightsBetween('2026-11-21', latestStartDate('2026-11-21'))).toBe(MAX_DAYS_AHEAD);
  });
});

describe('readCalendarDate: a typed or query-string date', () => {
  it.each([
    ['2027-02-21', '2027-02-21'],
    [' 2027-02-21 ', '2027-02-21'],
    ['2027-02-30', null],
    ['21/02/2027', null],
    ['2027-02-21T10:00', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['2028-02-29', '2028-02-29'], // leap day
    ['2027-02-29', null],
    ['2027-04-31', null],
    ['2027-12-31', '2027-12-31'],
    ['2027-13-01', null],
    ['2027-00-10', null],
    ['2027-1-5', null],
  ])('%j → %j', (value, expected) => expect(readCalendarDate(value)).toBe(expected));
});
