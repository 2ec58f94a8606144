import { describe, expect, it } from 'vitest';
import {
  formatOccupancy,
  formatOccupancyList,
  formatSearchOccupancies,
  occupancyTotals,
  parseOccupancy,
  parseOccupancyList,
  parseSearchOccupancies,
  partyTotals,
  toApiOccupancy,
  type HotelRoom,
  type RoomOccupancy,
} from './occupancy.ts';
import { PARTY_LIMITS } from './party-limits.ts';

const { hotel } = PARTY_LIMITS;
const ages = (count: number, age = 5) => Array.from({ length: count }, () => age);
const ONE_ADULT: RoomOccupancy = { adults: 1, childAges: [] };
const rooms = <R extends HotelRoom>(count: number, room: R): R[] => Array.from({ length: count }, () => room);

describe('the search URL notation: 2-5-7_1', () => {
  it.each<[HotelRoom[], string]>([
    [[{ adults: 2, childAges: [] }], '2'],
    [
      [
        { adults: 2, childAges: [5, 7] },
        { adults: 1, childAges: [] },
      ],
      '2-5-7_1',
    ],
    [[{ adults: 2, childAges: [null] }], '2-x'],
    [[{ adults: 1, childAges: [0, hotel.childAge.max] }], `1-0-${hotel.childAge.max}`],
    [[], ''],
  ])('%j is written %j and read back', (rooms, text) => {
    expect(formatSearchOccupancies(rooms)).toBe(text);
    if (rooms.length > 0) expect(parseSearchOccupancies(text)).toEqual(rooms);
  });

  it.each<[string | null | undefined, HotelRoom[]]>([
    ['', [{ adults: 2, childAges: [] }]],
    [null, [{ adults: 2, childAges: [] }]],
    [undefined, [{ adults: 2, childAges: [] }]],
    ['abc', [{ adults: 2, childAges: [] }]],
    ['_', [{ adults: 2, childAges: [] }]],
    ['abc_3', [{ adults: 3, childAges: [] }]],
    ['-5', [{ adults: 2, childAges: [] }]],
    ['123', [{ adults: 2, childAges: [] }]],
    ['0', [{ adults: hotel.adults.min, childAges: [] }]],
    [String(hotel.adults.max), [{ adults: hotel.adults.max, childAges: [] }]],
    [String(hotel.adults.max + 1), [{ adults: hotel.adults.max, childAges: [] }]],
    ['2-18', [{ adults: 2, childAges: [null] }]],
    ['2-5-', [{ adults: 2, childAges: [5, null] }]],
    ['2-1.5', [{ adults: 2, childAges: [null] }]],
    [`2-${ages(hotel.children.max + 2).join('-')}`, [{ adults: 2, childAges: ages(hotel.children.max) }]],
    [ages(hotel.rooms.max + 2, 1).join('_'), rooms(hotel.rooms.max, ONE_ADULT)],
  ])('%j is read as %j (a hand-edited URL still opens the form)', (text, expected) => expect(parseSearchOccupancies(text)).toEqual(expected));
});

describe('the hotel API notation: 2-5,7', () => {
  it.each<[string, RoomOccupancy | string]>([
    ['2', { adults: 2, childAges: [] }],
    [' 2-9,4 ', { adults: 2, childAges: [9, 4] }],
    ['1-0', { adults: 1, childAges: [0] }],
    [
      `${hotel.adults.max}-${ages(hotel.children.max, hotel.childAge.max).join(',')}`,
      { adults: hotel.adults.max, childAges: ages(hotel.children.max, hotel.childAge.max) },
    ],
    ['0', `a room takes 1 to ${hotel.adults.max} adults`],
    [String(hotel.adults.max + 1), `a room takes 1 to ${hotel.adults.max} adults`],
    [`2-${hotel.childAge.max + 1}`, `a child is 0 to ${hotel.childAge.max} years old`],
    [`2-${ages(hotel.children.max + 1).join(',')}`, `a room takes at most ${hotel.children.max} children`],
    ['two', "'two' is not a room occupancy; use adults, then child ages: 2 or 2-9,4"],
    ['', "'' is not a room occupancy; use adults, then child ages: 2 or 2-9,4"],
    ['2-', "'2-' is not a room occupancy; use adults, then child ages: 2 or 2-9,4"],
    ['2-5-7', "'2-5-7' is not a room occupancy; use adults, then child ages: 2 or 2-9,4"],
    ['123', "'123' is not a room occupancy; use adults, then child ages: 2 or 2-9,4"],
  ])('%j → %j', (text, expected) => {
    expect(parseOccupancy(text)).toEqual(expected);
    if (typeof expected !== 'string') expect(formatOccupancy(expected)).toBe(text.trim());
  });

  it.each<[string | string[], RoomOccupancy[] | string]>([
    ['2', [{ adults: 2, childAges: [] }]],
    [
      ['2', '1-4'],
      [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [4] },
      ],
    ],
    [
      '2|1-4',
      [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [4] },
      ],
    ],
    [['2', ' '], [{ adults: 2, childAges: [] }]],
    [ages(hotel.rooms.max, 1).map(String), rooms(hotel.rooms.max, ONE_ADULT)],
    [ages(hotel.rooms.max + 1, 1).map(String), `give 1 to ${hotel.rooms.max} rooms, one occupancy value per room`],
    [[], `give 1 to ${hotel.rooms.max} rooms, one occupancy value per room`],
    ['', `give 1 to ${hotel.rooms.max} rooms, one occupancy value per room`],
    [['2', '0'], `a room takes 1 to ${hotel.adults.max} adults`],
  ])('the list %j → %j', (values, expected) => expect(parseOccupancyList(values)).toEqual(expected));

  it('writes a list back as one value', () => {
    expect(
      formatOccupancyList([
        { adults: 2, childAges: [9, 4] },
        { adults: 1, childAges: [] },
      ]),
    ).toBe('2-9,4|1');
    expect(parseOccupancyList(formatOccupancyList(rooms(3, { adults: 1, childAges: [2] })))).toEqual(rooms(3, { adults: 1, childAges: [2] }));
  });
});

describe('from the search form to the hotel API', () => {
  it.each<[HotelRoom[], string[] | null]>([
    [[{ adults: 2, childAges: [] }], ['2']],
    [
      [
        { adults: 2, childAges: [5, 7] },
        { adults: 1, childAges: [] },
      ],
      ['2-5,7', '1'],
    ],
    [[{ adults: 1, childAges: [0] }], ['1-0']],
    [
      [
        { adults: 3, childAges: [17, 1, 9] },
        { adults: 2, childAges: [4] },
        { adults: 1, childAges: [] },
      ],
      ['3-17,1,9', '2-4', '1'],
    ],
    [[{ adults: 2, childAges: [5, null] }], null],
    [[], null],
  ])('%j → %j', (rooms, expected) => expect(toApiOccupancy(rooms)).toEqual(expected));

  it('reads the URL value 2-5-7_1 as the API values 2-5,7 and 1', () => {
    expect(toApiOccupancy(parseSearchOccupancies('2-5-7_1'))).toEqual(['2-5,7', '1']);
  });

  it('gives the API every room the form allows, and the API takes it', () => {
    const largest = rooms(hotel.rooms.max, { adults: hotel.adults.max, childAges: ages(hotel.children.max, hotel.childAge.max) });
    const values = toApiOccupancy(parseSearchOccupancies(formatSearchOccupancies(largest)));
    expect(values).not.toBeNull();
    expect(parseOccupancyList(values ?? [])).toEqual(largest);
  });
});

describe('party totals', () => {
  it('counts rooms, adults and children in either notation', () => {
    expect(
      partyTotals([
        { adults: 2, childAges: [5, null] },
        { adults: 1, childAges: [] },
      ]),
    ).toEqual({ rooms: 2, adults: 3, children: 2 });
    expect(partyTotals([])).toEqual({ rooms: 0, adults: 0, children: 0 });
    expect(occupancyTotals(['2-5,7', '1'])).toEqual({ rooms: 2, adults: 3, children: 2 });
    expect(occupancyTotals(['1-0'])).toEqual({ rooms: 1, adults: 1, children: 1 });
    expect(occupancyTotals(['two', '2'])).toEqual({ rooms: 1, adults: 2, children: 0 });
  });
});
