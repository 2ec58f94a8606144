import { describe, expect, it } from 'vitest';
import { PARTY_LIMITS, withinBounds } from './party-limits.ts';
import { formatOccupancy, parseOccupancy } from './occupancy.ts';
import { hotelSearchSchema } from './hotels.ts';

const { hotel } = PARTY_LIMITS;
const room = (adults: number, children: number) => ({ adults, childAges: Array.from({ length: children }, () => 5) });

describe('hotel party limits: the form and the API read the same table', () => {
  it('are 1–9 rooms, 1–8 adults and 0–6 children per room, ages 0–17', () =>
    expect(hotel).toEqual({ rooms: { min: 1, max: 9 }, adults: { min: 1, max: 8 }, children: { min: 0, max: 6 }, childAge: { min: 0, max: 17 } }));

  it.each<[string, number, number, boolean]>([
    ['the largest room', hotel.adults.max, hotel.children.max, true],
    ['one adult more', hotel.adults.max + 1, 0, false],
    ['one child more', 1, hotel.children.max + 1, false],
    ['no adult', 0, 0, false],
  ])('%s: the form says %s and so does the API', (_label, adults, children, ok) => {
    expect(hotelSearchSchema.shape.rooms.element.safeParse(room(adults, children)).success).toBe(ok);
    expect(typeof parseOccupancy(formatOccupancy(room(adults, children))) !== 'string').toBe(ok);
  });

  it.each<[number, boolean]>([
    [hotel.rooms.max, true],
    [hotel.rooms.max + 1, false],
    [0, false],
  ])('%i rooms: %s', (rooms, ok) => {
    expect(hotelSearchSchema.shape.rooms.safeParse(Array.from({ length: rooms }, () => room(1, 0))).success).toBe(ok);
    expect(withinBounds(rooms, hotel.rooms)).toBe(ok);
  });

  it.each<[number, boolean]>([
    [0, true],
    [17, true],
    [18, false],
  ])('a child aged %i: %s', (age, ok) => {
    expect(typeof parseOccupancy(`1-${age}`) !== 'string').toBe(ok);
    expect(withinBounds(age, hotel.childAge)).toBe(ok);
  });
});
