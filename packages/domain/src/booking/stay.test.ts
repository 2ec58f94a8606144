import { describe, expect, it } from 'vitest';
import { destinationToday, todayIn } from '../today.ts';
import { checkStay } from './stay.ts';
import type { StayCheck } from './stay.ts';

const today = '2026-11-21';

describe('checkStay', () => {
  it.each<[string, string, string, boolean, StayCheck]>([
    ['a normal stay', '2026-12-01', '2026-12-04', false, { ok: true, checkin: '2026-12-01', checkout: '2026-12-04', nights: 3, capped: false }],
    ['today is fine without the restriction', today, '2026-11-22', false, { ok: true, checkin: today, checkout: '2026-11-22', nights: 1, capped: false }],
    [
      'today is refused with the same-day restriction',
      today,
      '2026-11-22',
      true,
      { ok: false, field: 'checkin_date', message: 'Same-day bookings are not available: choose a check-in date from 2026-11-24 on.' },
    ],
    [
      'two days ahead is refused with the restriction, as the form refuses it',
      '2026-11-23',
      '2026-11-24',
      true,
      { ok: false, field: 'checkin_date', message: 'Same-day bookings are not available: choose a check-in date from 2026-11-24 on.' },
    ],
    [
      'three days ahead is fine with the restriction (spec §9)',
      '2026-11-24',
      '2026-11-25',
      true,
      { ok: true, checkin: '2026-11-24', checkout: '2026-11-25', nights: 1, capped: false },
    ],
    ['the past', '2026-11-20', '2026-11-23', false, { ok: false, field: 'checkin_date', message: 'Check-in cannot be in the past.' }],
    ['checkout before checkin', '2026-12-04', '2026-12-01', false, { ok: false, field: 'checkout_date', message: 'Check-out must be after check-in.' }],
    ['checkout on checkin', '2026-12-04', '2026-12-04', false, { ok: false, field: 'checkout_date', message: 'Check-out must be after check-in.' }],
    ['exactly 60 nights', '2027-01-01', '2027-03-02', false, { ok: true, checkin: '2027-01-01', checkout: '2027-03-02', nights: 60, capped: false }],
    ['61 nights are capped to 60', '2027-01-01', '2027-03-03', false, { ok: true, checkin: '2027-01-01', checkout: '2027-03-02', nights: 60, capped: true }],
    ['too far ahead', '2028-06-01', '2028-06-02', false, { ok: false, field: 'checkin_date', message: 'Check-in must be within the next 500 days.' }],
  ])('%s', (_label, checkin, checkout, disallowSameDayBooking, expected) => {
    expect(checkStay({ checkin, checkout, today, disallowSameDayBooking })).toEqual(expected);
  });
});

describe('todayIn', () => {
  const now = new Date('2026-11-21T23:30:00Z');
  it.each<[string | undefined, string]>([
    [undefined, '2026-11-21'],
    ['UTC', '2026-11-21'],
    ['Europe/Paris', '2026-11-22'],
    ['America/New_York', '2026-11-21'],
    ['Not/AZone', '2026-11-21'],
  ])('%s → %s', (zone, expected) => expect(todayIn(zone, now)).toBe(expected));
});

describe("destinationToday: the destination's date, the traveller's zone only where it fits (issue #13)", () => {
  const PARIS = 2.35;
  const HONOLULU = -157.86;
  const AUCKLAND = 174.76;
  const MADRID = -3.7;
  it.each<[string, string, number | undefined, string | undefined, string]>([
    ['Paris, no header', '2030-06-15T05:00:00Z', PARIS, undefined, '2030-06-15'],
    ['Paris, its own zone', '2030-06-15T05:00:00Z', PARIS, 'Europe/Paris', '2030-06-15'],
    ['Paris, the zone of yesterday (UTC−12) is not believed', '2030-06-15T05:00:00Z', PARIS, 'Etc/GMT+12', '2030-06-15'],
    ['Paris, the zone of tomorrow (UTC+14) is not believed either', '2030-06-15T05:00:00Z', PARIS, 'Etc/GMT-14', '2030-06-15'],
    ['Paris, an unknown zone', '2030-06-15T05:00:00Z', PARIS, 'Not/AZone', '2030-06-15'],
    ['Honolulu seen from Paris: still the day before there', '2030-06-15T05:00:00Z', HONOLULU, 'Europe/Paris', '2030-06-14'],
    ['Honolulu, its own zone', '2030-06-15T05:00:00Z', HONOLULU, 'Pacific/Honolulu', '2030-06-14'],
    ['Auckland seen from New York: already the next day there', '2030-06-15T05:00:00Z', AUCKLAND, 'America/New_York', '2030-06-15'],
    ['Madrid just after midnight in summer (civil time 2 h ahead of the sun)', '2030-06-14T22:30:00Z', MADRID, 'Europe/Madrid', '2030-06-15'],
    ['Madrid just after midnight, no header: the solar date', '2030-06-14T22:30:00Z', MADRID, undefined, '2030-06-14'],
    ['no place known: the header, anywhere on Earth', '2030-06-15T05:00:00Z', undefined, 'Etc/GMT+12', '2030-06-14'],
    ['no place, no header: UTC', '2030-06-15T05:00:00Z', undefined, undefined, '2030-06-15'],
  ])('%s', (_, now, longitude, clientTimeZone, expected) => {
    expect(destinationToday({ now: new Date(now), longitude, clientTimeZone })).toBe(expected);
  });

  it('refuses a check-in the destination has left behind, whatever zone the client claims', () => {
    const today = destinationToday({ now: new Date('2030-06-15T05:00:00Z'), longitude: PARIS, clientTimeZone: 'Etc/GMT+12' });
    expect(checkStay({ checkin: '2030-06-14', checkout: '2030-06-16', today, disallowSameDayBooking: false })).toMatchObject({
      ok: false,
      field: 'checkin_date',
    });
  });
});
