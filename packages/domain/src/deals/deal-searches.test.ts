import { describe, expect, it } from 'vitest';
import { dealSearchStart, defaultActivityDealSearch, defaultCarDealSearch, defaultHotelDealSearch, formatPayloadDateTime } from './deal-searches.ts';
import { carDealSearchSchema, hotelDealSearchSchema } from './deal-search-payloads.ts';

describe('default deal searches (spec §9)', () => {
  const now = new Date(2026, 10, 21, 9, 30);

  it.each([
    ['21 Nov', now, 'hotel', false, '2027-02-21T11:00:00'],
    ['21 Nov', now, 'hotel', true, '2027-02-24T11:00:00'],
    ['21 Nov', now, 'activities', true, '2027-02-24T11:00:00'],
    ['21 Nov', now, 'car', false, '2027-02-21T11:00:00'],
    ['21 Nov', now, 'car', true, '2027-02-23T11:00:00'],
    ['30 Nov (no 30 Feb)', new Date(2026, 10, 30, 23, 59), 'hotel', false, '2027-02-28T11:00:00'],
    ['30 Nov, a leap year ahead', new Date(2027, 10, 30, 8, 0), 'hotel', false, '2028-02-29T11:00:00'],
    ['30 Nov, shifted past the end of February', new Date(2026, 10, 30, 8, 0), 'hotel', true, '2027-03-03T11:00:00'],
    ['31 Oct, into the next year', new Date(2026, 9, 31, 0, 0), 'car', false, '2027-01-31T11:00:00'],
    ['31 May, a 31-day month ahead', new Date(2027, 4, 31, 12, 0), 'activities', false, '2027-08-31T11:00:00'],
    ['31 Dec', new Date(2026, 11, 31, 12, 0), 'car', true, '2027-04-02T11:00:00'],
  ] as const)('from %s, %s with same-day restriction %s starts %s', (_label, from, service, restricted, expected) => {
    expect(dealSearchStart(from, service, restricted).getTime()).toBe(new Date(expected).getTime());
  });

  it('writes payload date-times in local wall-clock time, zero-padded', () => {
    expect(formatPayloadDateTime(new Date(2027, 0, 5, 7, 3, 9))).toBe('2027-01-05T07:03:09');
    expect(formatPayloadDateTime(new Date(2027, 11, 31, 23, 59, 59))).toBe('2027-12-31T23:59:59');
  });

  it('searches hotels for 1 room, 2 adults, one night, radius 15, IN, USD', () => {
    const q = defaultHotelDealSearch({ now, latitude: 48.8566, longitude: 2.3522 });
    expect(hotelDealSearchSchema.parse(q)).toEqual(q);
    expect(q).toMatchObject({
      occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
      stayPeriod: { start: '2027-02-21T11:00:00', end: '2027-02-22T11:00:00' },
      radius: 15,
      nationality: 'IN',
      destinationCountryCode: 'IN',
      currency: 'USD',
      isHome: true,
    });
  });

  it('searches cars for a 25-year-old US resident over 2 nights', () => {
    const q = defaultCarDealSearch({ now, latitude: 51.47, longitude: -0.45, disallowSameDayBooking: true });
    expect(carDealSearchSchema.parse(q)).toEqual(q);
    expect(q).toMatchObject({ age: 25, countryOfResidence: 'US', pickUpDateTime: '2027-02-23T11:00:00', returnDateTime: '2027-02-25T11:00:00' });
  });

  it('searches activities around the point', () => {
    expect(defaultActivityDealSearch({ latitude: 1, longitude: 2 })).toEqual({
      latitude: 1,
      longitude: 2,
      isOTA: false,
      isHome: true,
      isFromDestination: false,
    });
  });
});
