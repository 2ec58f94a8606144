import { describe, expect, it } from 'vitest';
import {
  activitySearchIssues,
  carSearchIssues,
  cruiseSearchIssues,
  defaultCarSearch,
  defaultFlightSearch,
  defaultHotelSearch,
  emptyFlightLeg,
  flightSearchFormSchema,
  fromFlightSearchQuery,
  searchSlices,
  sliceParam,
  toFlightSearchQuery,
  flightSearchIssues,
  hotelSearchFormSchema,
  hotelSearchIssues,
  issueMessage,
  parseIssueMessage,
  resortSearchIssues,
  type SearchContext,
  type SearchIssue,
} from './index.ts';

const today = '2027-02-21';
const ctx: SearchContext = { today, restriction: { hotel: false, activities: false, car: false } };
const strict: SearchContext = { today, restriction: { hotel: true, activities: true, car: true } };
const paris = { label: 'Paris', latitude: 48.85, longitude: 2.35, countryCode: 'FR' };
const hotel = (o: Partial<ReturnType<typeof defaultHotelSearch>> = {}) => ({
  ...defaultHotelSearch(),
  destination: paris,
  checkin: today,
  checkout: '2027-02-22',
  ...o,
});
const codes = (issues: SearchIssue[]) => issues.map((i) => [i.path, i.code, i.date ?? i.time ?? null]);

describe('hotel search rules', () => {
  it.each<[string, ReturnType<typeof hotel>, SearchContext, unknown[]]>([
    ['a complete search', hotel(), ctx, []],
    [
      'nothing filled in',
      defaultHotelSearch(),
      ctx,
      [
        ['destination', 'placeRequired', null],
        ['checkin', 'dateRequired', null],
        ['checkout', 'dateRequired', null],
      ],
    ],
    ['today with the same-day restriction', hotel(), strict, [['checkin', 'dateTooEarly', '2027-02-24']]],
    ['yesterday', hotel({ checkin: '2027-02-20' }), ctx, [['checkin', 'dateTooEarly', today]]],
    ['zero nights', hotel({ checkout: today }), ctx, [['checkout', 'endNotAfterStart', today]]],
    ['61 nights', hotel({ checkout: '2027-04-23' }), ctx, [['checkout', 'rangeTooLong', null]]],
    ['60 nights', hotel({ checkout: '2027-04-22' }), ctx, []],
    [
      'a child without an age',
      hotel({
        rooms: [
          { adults: 2, childAges: [4] },
          { adults: 1, childAges: [null] },
        ],
      }),
      ctx,
      [['rooms.1.childAges.0', 'childAgeRequired', null]],
    ],
  ])('%s', (_label, values, context, expected) => expect(codes(hotelSearchIssues(values, context))).toEqual(expected));

  it('puts the issues on the form fields through zod', () => {
    const result = hotelSearchFormSchema(ctx).safeParse(hotel({ checkin: '2027-02-20', rooms: [{ adults: 2, childAges: [null] }] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['checkin', 'dateTooEarly|2027-02-21'],
      ['rooms.0.childAges.0', 'childAgeRequired'],
    ]);
  });
});

describe('flight search rules', () => {
  const cdg = { iata: 'CDG', label: 'Paris CDG' };
  const jfk = { iata: 'JFK', label: 'New York JFK' };
  const flight = (o: Partial<ReturnType<typeof defaultFlightSearch>> = {}) => ({
    ...defaultFlightSearch(),
    from: cdg,
    to: jfk,
    departDate: today,
    returnDate: today,
    ...o,
  });
  it.each<[string, ReturnType<typeof flight>, unknown[]]>([
    ['a same-day return trip', flight(), []],
    ['a one-way trip needs no return', flight({ tripType: 'oneway', returnDate: null }), []],
    ['a round trip needs a return', flight({ returnDate: null }), [['returnDate', 'dateRequired', null]]],
    ['the same airport twice', flight({ to: cdg }), [['to', 'samePlace', null]]],
    [
      'no airports',
      flight({ from: null, to: null }),
      [
        ['from', 'placeRequired', null],
        ['to', 'placeRequired', null],
      ],
    ],
    ['return before departure', flight({ departDate: '2027-03-01', returnDate: '2027-02-28' }), [['returnDate', 'dateTooEarly', '2027-03-01']]],
    ['a long trip is not capped', flight({ returnDate: '2027-12-01' }), []],
    // Spec §3: an infant sits on an adult's lap; the party rule is the booking's (flightPartyIssues).
    ['an infant without an adult', flight({ adults: 1, infants: 2 }), [['infants', 'party', null]]],
    ['one infant per adult is fine', flight({ adults: 2, infants: 2 }), []],
    ['ten seats', flight({ adults: 5, children: 5 }), [['infants', 'party', null]]],
  ])('%s', (_label, values, expected) => expect(codes(flightSearchIssues(values, strict))).toEqual(expected));

  it('says which party rule fails through the form message', () => {
    const result = flightSearchFormSchema(strict).safeParse(flight({ adults: 1, infants: 2 }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['infants', 'party|infantsExceedAdults']]);
  });

  describe('multi-city', () => {
    const lhr = { iata: 'LHR', label: 'London LHR' };
    const multi = (legs: ReturnType<typeof flight>['legs']) =>
      flight({ tripType: 'multicity', from: null, to: null, departDate: null, returnDate: null, legs });
    it.each<[string, ReturnType<typeof flight>, unknown[]]>([
      [
        'three legs in date order',
        multi([
          { from: cdg, to: jfk, date: '2027-03-01' },
          { from: jfk, to: lhr, date: '2027-03-05' },
          { from: lhr, to: cdg, date: '2027-03-05' },
        ]),
        [],
      ],
      ['one leg is not multi-city', multi([{ from: cdg, to: jfk, date: '2027-03-01' }]), [['legs', 'legsRequired', null]]],
      [
        'a leg before the previous one',
        multi([
          { from: cdg, to: jfk, date: '2027-03-05' },
          { from: jfk, to: lhr, date: '2027-03-01' },
        ]),
        [['legs.1.date', 'dateTooEarly', '2027-03-05']],
      ],
      [
        'a leg without airports or date',
        multi([
          { from: cdg, to: jfk, date: '2027-03-05' },
          { from: null, to: null, date: null },
        ]),
        [
          ['legs.1.from', 'placeRequired', null],
          ['legs.1.to', 'placeRequired', null],
          ['legs.1.date', 'dateRequired', null],
        ],
      ],
      [
        'the same airport on a leg',
        multi([
          { from: cdg, to: cdg, date: '2027-03-05' },
          { from: cdg, to: jfk, date: '2027-03-06' },
        ]),
        [['legs.0.to', 'samePlace', null]],
      ],
    ])('%s', (_label, values, expected) => expect(codes(flightSearchIssues(values, strict))).toEqual(expected));

    it('travels in the URL as legs and back, and gives the API its slices', () => {
      const values = multi([
        { from: cdg, to: jfk, date: '2027-03-01' },
        { from: jfk, to: lhr, date: '2027-03-05' },
      ]);
      const query = toFlightSearchQuery(values);
      expect(new URLSearchParams(query).getAll('leg')).toEqual(['CDG.JFK.2027-03-01', 'JFK.LHR.2027-03-05']);
      expect(fromFlightSearchQuery(query)).toEqual(values);
      expect(searchSlices(values)?.map(sliceParam)).toEqual(['CDG.JFK.2027-03-01', 'JFK.LHR.2027-03-05']);
    });

    it('opens with two empty legs and keeps at most five', () => {
      expect(fromFlightSearchQuery('trip=multicity').legs).toEqual([emptyFlightLeg(), emptyFlightLeg()]);
      const six = Array.from({ length: 6 }, () => 'leg=CDG.JFK.2027-03-01').join('&');
      expect(fromFlightSearchQuery(`trip=multicity&${six}`).legs).toHaveLength(5);
    });
  });

  it('a round trip is two slices, the second back; an incomplete search has none', () => {
    expect(searchSlices(flight({ departDate: '2027-03-01', returnDate: '2027-03-08' }))?.map(sliceParam)).toEqual(['CDG.JFK.2027-03-01', 'JFK.CDG.2027-03-08']);
    expect(searchSlices(flight({ tripType: 'oneway', departDate: '2027-03-01' }))?.map(sliceParam)).toEqual(['CDG.JFK.2027-03-01']);
    expect(searchSlices(flight({ to: null }))).toBeNull();
  });
});

describe('car search rules', () => {
  const car = (o: Partial<ReturnType<typeof defaultCarSearch>> = {}) => ({
    ...defaultCarSearch(),
    pickup: paris,
    pickupDate: '2027-02-23',
    dropoffDate: '2027-02-25',
    ...o,
  });
  it.each<[string, ReturnType<typeof car>, SearchContext, unknown[]]>([
    ['a complete search', car(), strict, []],
    ['two days ahead is too early without same-day', car({ pickupDate: '2027-02-22' }), strict, [['pickupDate', 'dateTooEarly', '2027-02-23']]],
    ['today is fine without the restriction', car({ pickupDate: today }), ctx, []],
    ['a different drop-off needs a place', car({ differentDropoff: true }), ctx, [['dropoff', 'placeRequired', null]]],
    ['same day, later time', car({ dropoffDate: '2027-02-23', dropoffTime: '18:00' }), ctx, []],
    ['same day, same time', car({ dropoffDate: '2027-02-23' }), ctx, [['dropoffTime', 'timeNotAfterStart', '10:00']]],
    ['a 17-year-old driver', car({ driverAge: 17 }), ctx, [['driverAge', 'driverAge', null]]],
    ['61 days', car({ dropoffDate: '2027-04-25' }), ctx, [['dropoffDate', 'rangeTooLong', null]]],
  ])('%s', (_label, values, context, expected) => expect(codes(carSearchIssues(values, context))).toEqual(expected));
});

describe('activity, cruise and resort rules', () => {
  it('lets activities start and end on one day, three days out with the restriction', () => {
    expect(codes(activitySearchIssues({ destination: paris, startDate: '2027-02-24', endDate: '2027-02-24' }, strict))).toEqual([]);
    expect(codes(activitySearchIssues({ destination: paris, startDate: '2027-02-23', endDate: '2027-02-24' }, strict))).toEqual([
      ['startDate', 'dateTooEarly', '2027-02-24'],
    ]);
  });

  it.each<[string | null, unknown[]]>([
    [null, [['month', 'monthRequired', null]]],
    ['2027-02', []],
    ['2029-01', []],
    ['2029-02', [['month', 'monthOutOfRange', '2027-02-01']]],
    ['2027-01', [['month', 'monthOutOfRange', '2027-02-01']]],
  ])('cruise month %j', (month, expected) => {
    expect(codes(cruiseSearchIssues({ shipLine: null, month, adults: 2, children: 0, infants: 0 }, ctx))).toEqual(expected);
  });

  it('resorts need a place and a night, and ignore the hotel restriction', () => {
    expect(codes(resortSearchIssues({ place: null, checkin: today, checkout: today, adults: 2, children: 0 }, strict))).toEqual([
      ['place', 'placeRequired', null],
      ['checkout', 'endNotAfterStart', today],
    ]);
  });
});

describe('issue messages', () => {
  it.each<[SearchIssue, string]>([
    [{ path: 'x', code: 'dateRequired' }, 'dateRequired'],
    [{ path: 'x', code: 'dateTooEarly', date: today }, 'dateTooEarly|2027-02-21'],
    [{ path: 'x', code: 'timeNotAfterStart', time: '10:00' }, 'timeNotAfterStart|10:00'],
  ])('%j ↔ %s', (issue, message) => {
    expect(issueMessage(issue)).toBe(message);
    expect(parseIssueMessage(message)).toEqual({ code: issue.code, value: issue.date ?? issue.time });
  });
});
