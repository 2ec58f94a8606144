import { describe, expect, it } from 'vitest';
import { activityDealSearchSchema, carDealSearchSchema, hotelDealSearchSchema } from './deal-search-payloads.ts';
import type { CarDealSearchInput, HotelDealSearchInput } from './deal-search-payloads.ts';

const makeHotelSearch = (o: Partial<HotelDealSearchInput> = {}): HotelDealSearchInput => ({
  occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
  stayPeriod: { start: '2027-02-21T11:00:00', end: '2027-02-22T11:00:00' },
  latitude: 48.8566,
  longitude: 2.3522,
  nationality: 'IN',
  destinationCountryCode: 'IN',
  currency: 'USD',
  radius: 15,
  ...o,
});

const makeCarSearch = (o: Partial<CarDealSearchInput> = {}): CarDealSearchInput => ({
  age: 25,
  countryOfResidence: 'US',
  pickUpDateTime: '2027-02-21T11:00:00',
  pickupLatitude: 51.47,
  pickupLongitude: -0.45,
  returnDateTime: '2027-02-23T11:00:00',
  returnLatitude: 51.47,
  returnLongitude: -0.45,
  ...o,
});

/** The path of the first problem, or 'ok'. */
const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? 'ok' : (result.error?.issues[0]?.path.join('.') ?? '?');

describe('hotel deal search payload (spec §7)', () => {
  it('fills the flags and search string when they are left out', () => {
    expect(hotelDealSearchSchema.parse(makeHotelSearch())).toMatchObject({ searchString: '', isOTA: false, isHome: false, isFromDestination: false });
  });

  it.each([
    ['a valid search', {}, 'ok'],
    ['a date-only stay', { stayPeriod: { start: '2027-02-21', end: '2027-02-24' } }, 'ok'],
    ['latitude past the pole', { latitude: 91 }, 'latitude'],
    ['longitude past the date line', { longitude: -181 }, 'longitude'],
    ['a lower-case country', { nationality: 'in' }, 'nationality'],
    ['a made-up currency code', { currency: 'DOLLARS' }, 'currency'],
    ['no radius', { radius: 0 }, 'radius'],
    ['no rooms', { occupancies: [] }, 'occupancies'],
    ['a child without an age', { occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 1, childAges: [] }] }, 'occupancies.0.childAges'],
    ['an end before the start', { stayPeriod: { start: '2027-02-21T11:00:00', end: '2027-02-20T11:00:00' } }, 'stayPeriod.end'],
    ['a stay over 60 days', { stayPeriod: { start: '2027-02-01', end: '2027-04-03' } }, 'stayPeriod.end'],
    ['a day that does not exist', { stayPeriod: { start: '2027-02-30', end: '2027-03-02' } }, 'stayPeriod.start'],
    ['a time that does not exist', { stayPeriod: { start: '2027-02-21T25:00', end: '2027-02-22T11:00' } }, 'stayPeriod.start'],
  ] as const)('%s → %s', (_name, override, expected) => {
    expect(firstIssue(hotelDealSearchSchema.safeParse(makeHotelSearch(override as Partial<HotelDealSearchInput>)))).toBe(expected);
  });
});

describe('car deal search payload (spec §7)', () => {
  it.each([
    ['a valid search', {}, 'ok'],
    ['a 17-year-old driver', { age: 17 }, 'age'],
    ['a return before the pick-up', { returnDateTime: '2027-02-20T11:00:00' }, 'returnDateTime'],
    ['a return latitude out of range', { returnLatitude: -95 }, 'returnLatitude'],
    ['a residence that is not a country code', { countryOfResidence: 'USA' }, 'countryOfResidence'],
  ] as const)('%s → %s', (_name, override, expected) => {
    expect(firstIssue(carDealSearchSchema.safeParse(makeCarSearch(override)))).toBe(expected);
  });
});

describe('activity deal search payload (spec §7)', () => {
  it('needs only a point', () => {
    expect(activityDealSearchSchema.parse({ latitude: -23.55, longitude: -46.63 })).toEqual({
      latitude: -23.55,
      longitude: -46.63,
      isOTA: false,
      isHome: false,
      isFromDestination: false,
    });
  });
});
