import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BOOKING_RANGE_DAYS } from '@tripfront/domain/booking-range';
import { addCalendarDays, MAX_DAYS_AHEAD } from '@tripfront/domain/calendar';
import { toApiOccupancy } from '@tripfront/domain/search/occupancy';
import { PARTY_LIMITS } from '@tripfront/domain/search/party-limits';
import { hotelSearchFormSchema, type HotelSearch } from '@tripfront/domain/search';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { hold, PARIS, query } from './booking-helpers.ts';

// Issue #14: the search form allowed 9 rooms of 8 adults and 6 children, the hotel API refused more
// than 8 rooms of 6 and 4; the form moved a restricted agency's first day 3 days on, the API 1.
// This walks the form's own limits (its zod schema) against the hotel API: what the form allows the
// API accepts (search, rates, hold), and one more is refused by both, the API with a clear 400.

let t: TestApp;
const { hotel } = PARTY_LIMITS;
// Noon in Paris on a fixed day a month ahead: the form's today and the destination's are the same.
const now = new Date(`${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T11:00:00Z`);
const today = now.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const atNoon = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};

type Room = HotelSearch['rooms'][number];
const rooms = (count: number, adults: number, children = 0, age = 5): Room[] =>
  Array.from({ length: count }, () => ({ adults, childAges: Array.from({ length: children }, () => age) }));
/** The occupancy values the web sends for the form's rooms (one per room, '2-9,4'). */
const occupancy = (rooms: Room[]) => toApiOccupancy(rooms) ?? [];

interface Case {
  rooms: Room[];
  checkin: string;
  checkout: string;
}
const form = (c: Case, restricted: boolean) =>
  hotelSearchFormSchema({ today, restriction: { hotel: restricted, activities: restricted, car: restricted } }).safeParse({
    destination: { label: 'Paris', latitude: PARIS.lat, longitude: PARIS.long, countryCode: 'FR' },
    checkin: c.checkin,
    checkout: c.checkout,
    rooms: c.rooms,
  }).success;

function search(host: string, c: Case) {
  const q = new URLSearchParams(query({ ...PARIS, checkin_date: c.checkin, checkout_date: c.checkout, searchString: 'Paris', radius: 40, pageSize: 50 }));
  for (const value of occupancy(c.rooms)) q.append('occupancy', value);
  return t.call(host, { method: 'GET', url: `/hotel-api/search?${q}`, headers: { timezone: 'Europe/Paris' } });
}

const stay = (ahead: number, nights = 2) => ({ checkin: addCalendarDays(today, ahead), checkout: addCalendarDays(today, ahead + nights) });

describe('what the hotel search form allows, the hotel API accepts', () => {
  it.each<[string, Case]>([
    ['the most rooms', { rooms: rooms(hotel.rooms.max, 1), ...stay(10) }],
    ['the largest room in every room', { rooms: rooms(hotel.rooms.max, hotel.adults.max, hotel.children.max, hotel.childAge.max), ...stay(10) }],
    ['a baby', { rooms: rooms(1, 1, 1, hotel.childAge.min), ...stay(10) }],
    ['the longest stay', { rooms: rooms(1, 2), ...stay(10, MAX_BOOKING_RANGE_DAYS) }],
    ['check-in today', { rooms: rooms(1, 2), ...stay(0) }],
    ['the latest check-in', { rooms: rooms(1, 2), ...stay(MAX_DAYS_AHEAD) }],
  ])('%s', async (_label, c) => {
    atNoon();
    expect(form(c, false)).toBe(true);
    const res = await search(SUNRISE, c);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stay).toMatchObject({ checkin: c.checkin, checkout: c.checkout, capped: false, rooms: c.rooms.length });
  });

  it.each<[string, Case, string, string]>([
    ['one room more', { rooms: rooms(hotel.rooms.max + 1, 1), ...stay(10) }, 'occupancy', `give 1 to ${hotel.rooms.max} rooms`],
    ['one adult more', { rooms: rooms(1, hotel.adults.max + 1), ...stay(10) }, 'occupancy', `a room takes 1 to ${hotel.adults.max} adults`],
    ['one child more', { rooms: rooms(1, 1, hotel.children.max + 1), ...stay(10) }, 'occupancy', `a room takes at most ${hotel.children.max} children`],
    ['a child a year older', { rooms: rooms(1, 1, 1, hotel.childAge.max + 1), ...stay(10) }, 'occupancy', `a child is 0 to ${hotel.childAge.max} years old`],
    ['check-in yesterday', { rooms: rooms(1, 2), ...stay(-1) }, 'checkin_date', 'Check-in cannot be in the past.'],
    [
      'check-in a day after the latest',
      { rooms: rooms(1, 2), ...stay(MAX_DAYS_AHEAD + 1) },
      'checkin_date',
      `Check-in must be within the next ${MAX_DAYS_AHEAD} days.`,
    ],
  ])('%s is refused by both, the API with a 400 naming the field', async (_label, c, field, message) => {
    atNoon();
    expect(form(c, false)).toBe(false);
    const res = await search(SUNRISE, c);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toContain(message);
  });

  it('a stay one night longer than the form allows is capped to 60 nights by the API, as the form caps it (spec §5)', async () => {
    atNoon();
    const c = { rooms: rooms(1, 2), ...stay(10, MAX_BOOKING_RANGE_DAYS + 1) };
    expect(form(c, false)).toBe(false);
    const res = await search(SUNRISE, c);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stay).toMatchObject({ nights: MAX_BOOKING_RANGE_DAYS, capped: true });
  });

  it('with the same-day restriction (Nordlys), the first day the form allows is the first the API accepts', async () => {
    atNoon();
    const first = { rooms: rooms(1, 2), ...stay(3) };
    expect(form(first, true)).toBe(true);
    expect((await search(NORDIC, first)).statusCode).toBe(200);
    const dayBefore = { rooms: rooms(1, 2), ...stay(2) };
    expect(form(dayBefore, true)).toBe(false);
    const res = await search(NORDIC, dayBefore);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'checkin_date',
      message: `checkin_date: Same-day bookings are not available: choose a check-in date from ${first.checkin} on.`,
    });
  });

  it('the most rooms are priced and held: rates, price check and hold body pass', async () => {
    atNoon();
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const c = { rooms: rooms(hotel.rooms.max, 1), ...stay(10) };
    const found = (await search(SUNRISE, c)).json().data.hotels as { propertyId: string }[];
    expect(found.length).toBeGreaterThan(0);
    const q = new URLSearchParams(query({ checkin_date: c.checkin, checkout_date: c.checkout }));
    for (const value of occupancy(c.rooms)) q.append('occupancy', value);
    const details = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/properties/${found[0]!.propertyId}?${q}`, headers: { timezone: 'Europe/Paris' } });
    expect(details.statusCode, details.body).toBe(200);
    const rate = details.json().data.rooms[0].rates[0];
    const check = await t.call(SUNRISE, { method: 'POST', url: '/hotel-api/price-check', payload: { rateId: rate.rateId, currency: 'USD' } });
    expect(check.statusCode, check.body).toBe(200);
    const held = await hold(t, SUNRISE, traveller, { rateId: rate.rateId, price: check.json().data.price });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data).toMatchObject({ holdToken: expect.any(String) });
  });
});
