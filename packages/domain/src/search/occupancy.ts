// Room occupancy notations, the one home of both (docs/decisions/0007, 0010, 0025). Pure, no zod:
// the search form, the hotel booking screens, the hotel API's query schema and the sandbox
// supplier all read and write rooms here, within the hotel party limits of party-limits.ts.
//
//   search URL (`occupancies`)  rooms joined by '_'; a room is its adults, then each child's age,
//                               joined by '-'; an age not chosen yet is 'x': '2-5-7_1', '2-x'
//   hotel API (`occupancy`)     one value per room (the parameter repeats, or values joined by
//                               '|'): adults, then '-' and the child ages joined by ',': '2-5,7',
//                               '1' (Expedia Rapid style)

import { PARTY_LIMITS, withinBounds } from './party-limits.ts';

const LIMITS = PARTY_LIMITS.hotel;

/** A room as the hotel API and the supplier take it: every child's age known. */
export interface RoomOccupancy {
  adults: number;
  childAges: number[];
}

/** A room of the search form: a child's age is null until the visitor picks it. */
export interface HotelRoom {
  adults: number;
  childAges: Array<number | null>;
}

/** Spec §9: 1 room, 2 adults, 0 children. */
export const newHotelRoom = (): HotelRoom => ({ adults: 2, childAges: [] });
export const defaultHotelRooms = (): HotelRoom[] => [newHotelRoom()];

export const isChildAge = (age: unknown): age is number => typeof age === 'number' && withinBounds(age, LIMITS.childAge);

/** Rooms, adults and children of a party, in either notation's rooms. */
export function partyTotals(rooms: ReadonlyArray<{ adults: number; childAges: readonly unknown[] }>): { rooms: number; adults: number; children: number } {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.childAges.length, 0),
  };
}

// ---- the search URL: '2-5-7_1' ------------------------------------------------------------------

const ROOM_SEPARATOR = '_';
const SEARCH_PART_SEPARATOR = '-';
const AGE_NOT_CHOSEN = 'x';
const TWO_DIGITS = /^\d{1,2}$/;

/** The search URL's `occupancies` value of the form's rooms: '2-5-7_1'. */
export function formatSearchOccupancies(rooms: readonly HotelRoom[]): string {
  return rooms.map((room) => [room.adults, ...room.childAges.map((age) => age ?? AGE_NOT_CHOSEN)].join(SEARCH_PART_SEPARATOR)).join(ROOM_SEPARATOR);
}

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(Math.max(value, min), max);

/**
 * The form's rooms from a search URL's `occupancies`. Never refuses a hand-edited URL: adults are
 * brought within the limits, extra rooms and children are cut, an age that is not one is left to
 * choose (null), an unreadable room is dropped, and no usable room gives the default.
 */
export function parseSearchOccupancies(text: string | null | undefined): HotelRoom[] {
  const rooms: HotelRoom[] = [];
  for (const part of (text ?? '').split(ROOM_SEPARATOR).slice(0, LIMITS.rooms.max)) {
    const [adultsText, ...ages] = part.split(SEARCH_PART_SEPARATOR);
    if (adultsText === undefined || !TWO_DIGITS.test(adultsText)) continue;
    const childAges = ages.slice(0, LIMITS.children.max).map((text) => {
      const age = TWO_DIGITS.test(text) ? Number(text) : null;
      return isChildAge(age) ? age : null;
    });
    rooms.push({ adults: clamp(Number(adultsText), LIMITS.adults), childAges });
  }
  return rooms.length > 0 ? rooms : defaultHotelRooms();
}

// ---- the hotel API: '2-5,7' ----------------------------------------------------------------------

const API_OCCUPANCY = /^(\d{1,2})(?:-(\d{1,2}(?:,\d{1,2})*))?$/;
/** Joins a room list into one value (the sandbox supplier's keys, a single `occupancy` parameter). */
const API_LIST_SEPARATOR = '|';

/** One room in the hotel API's notation: '2-9,4' (two adults, children aged 9 and 4), '1'. */
export const formatOccupancy = (room: RoomOccupancy): string =>
  room.childAges.length > 0 ? `${room.adults}-${room.childAges.join(',')}` : String(room.adults);

/** '2-9,4' → { adults: 2, childAges: [9, 4] }; a message naming what is wrong when it is not a room within the limits. */
export function parseOccupancy(text: string): RoomOccupancy | string {
  const m = API_OCCUPANCY.exec(text.trim());
  if (!m) return `'${text}' is not a room occupancy; use adults, then child ages: 2 or 2-9,4`;
  const adults = Number(m[1]);
  const childAges = m[2] ? m[2].split(',').map(Number) : [];
  if (!withinBounds(adults, LIMITS.adults)) return `a room takes ${LIMITS.adults.min} to ${LIMITS.adults.max} adults`;
  if (!withinBounds(childAges.length, LIMITS.children)) return `a room takes at most ${LIMITS.children.max} children`;
  if (childAges.some((age) => !withinBounds(age, LIMITS.childAge))) return `a child is ${LIMITS.childAge.min} to ${LIMITS.childAge.max} years old`;
  return { adults, childAges };
}

/** Rooms in one value: '2-9,4|1'. */
export const formatOccupancyList = (rooms: readonly RoomOccupancy[]): string => rooms.map(formatOccupancy).join(API_LIST_SEPARATOR);

/**
 * The rooms of the hotel API's `occupancy` parameter: one value per room, repeated or joined by
 * '|'; blank values are ignored. A message when the number of rooms or a room is not within the limits.
 */
export function parseOccupancyList(values: string | readonly string[]): RoomOccupancy[] | string {
  const list = (typeof values === 'string' ? [values] : values).flatMap((v) => v.split(API_LIST_SEPARATOR)).filter((v) => v.trim() !== '');
  if (!withinBounds(list.length, LIMITS.rooms)) return `give ${LIMITS.rooms.min} to ${LIMITS.rooms.max} rooms, one occupancy value per room`;
  const rooms: RoomOccupancy[] = [];
  for (const text of list) {
    const room = parseOccupancy(text);
    if (typeof room === 'string') return room;
    rooms.push(room);
  }
  return rooms;
}

/** Rooms, adults and children of hotel API occupancy values (a booking's stay); a value that is not a room counts for nothing. */
export function occupancyTotals(values: readonly string[]): { rooms: number; adults: number; children: number } {
  return partyTotals(values.map(parseOccupancy).filter((room): room is RoomOccupancy => typeof room !== 'string'));
}

// ---- from the form to the API ------------------------------------------------------------------------

/**
 * The hotel API's occupancy values (one per room) of the search form's rooms. A room whose child
 * ages are not all chosen makes the search incomplete: null; so does no room at all.
 */
export function toApiOccupancy(rooms: readonly HotelRoom[]): string[] | null {
  if (rooms.length === 0) return null;
  const values: string[] = [];
  for (const { adults, childAges } of rooms) {
    const ages = childAges.filter((age) => age !== null);
    if (ages.length !== childAges.length) return null;
    // Limits are not checked here: the API answers a room it does not take with a message.
    values.push(formatOccupancy({ adults, childAges: ages }));
  }
  return values;
}
