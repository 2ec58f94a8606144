import { z } from 'zod';
import { defaultHotelRooms, HOTEL_ROOM_LIMITS, isChildAge, type HotelRoom } from './guests.ts';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { isoDateSchema, placeEntries, readDate, readPlace, searchPlaceSchema, toParams, writeQuery, type PlaceKeys, type QueryInput } from './query-params.ts';
import { adjustRange, earliestSearchDate, latestStartDate } from './search-dates.ts';

/**
 * Hotel search query (/booknow/hotels[/v2]/search):
 *   destination, lat, long, country   the place picked from the hotel auto-suggest
 *   checkin_date, checkout_date       YYYY-MM-DD (spec §3 names)
 *   occupancies                       rooms joined by '_'; a room is its adults, then each child's age,
 *                                     joined by '-': '2-5-7_1' = 2 adults with children aged 5 and 7, and 1 adult
 */
export const HOTEL_PLACE_KEYS: PlaceKeys = { label: 'destination', lat: 'lat', long: 'long', country: 'country' };

export const hotelRoomSchema = z.object({
  adults: z.number().int().min(HOTEL_ROOM_LIMITS.adults.min).max(HOTEL_ROOM_LIMITS.adults.max),
  childAges: z
    .array(z.number().int().min(HOTEL_ROOM_LIMITS.childAge.min).max(HOTEL_ROOM_LIMITS.childAge.max).nullable())
    .max(HOTEL_ROOM_LIMITS.children.max),
});

export const hotelSearchSchema = z.object({
  destination: searchPlaceSchema.nullable(),
  checkin: isoDateSchema.nullable(),
  checkout: isoDateSchema.nullable(),
  rooms: z.array(hotelRoomSchema).min(HOTEL_ROOM_LIMITS.rooms.min).max(HOTEL_ROOM_LIMITS.rooms.max),
});
export type HotelSearch = z.infer<typeof hotelSearchSchema>;

export const defaultHotelSearch = (): HotelSearch => ({ destination: null, checkin: null, checkout: null, rooms: defaultHotelRooms() });

export function hotelSearchIssues(values: HotelSearch, ctx: SearchContext): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (values.destination === null) issues.push({ path: 'destination', code: 'placeRequired' });
  issues.push(
    ...rangeIssues(values.checkin, values.checkout, {
      startPath: 'checkin',
      endPath: 'checkout',
      earliest: earliestSearchDate('hotels', ctx.today, ctx.restriction),
      latest: latestStartDate(ctx.today),
      minNights: 1,
      capped: true,
      endRequired: true,
    }),
  );
  values.rooms.forEach((room, r) =>
    room.childAges.forEach((age, c) => {
      if (age === null) issues.push({ path: `rooms.${r}.childAges.${c}`, code: 'childAgeRequired' });
    }),
  );
  return issues;
}

/** The schema the search form validates with: shape plus the rules of the day. */
export const hotelSearchFormSchema = (ctx: SearchContext) => refineWith(hotelSearchSchema, (v) => hotelSearchIssues(v, ctx));

const encodeRoom = (room: HotelRoom) => [room.adults, ...room.childAges.map((age) => (age === null ? 'x' : age))].join('-');

export function toHotelSearchQuery(values: HotelSearch): string {
  return writeQuery([
    ...placeEntries(values.destination, HOTEL_PLACE_KEYS),
    ['checkin_date', values.checkin],
    ['checkout_date', values.checkout],
    ['occupancies', values.rooms.map(encodeRoom).join('_')],
  ]);
}

/** Rooms from 'occupancies'; unreadable rooms are dropped, and no usable room gives the default. */
export function parseOccupancies(text: string | null): HotelRoom[] {
  const rooms: HotelRoom[] = [];
  for (const part of (text ?? '').split('_').slice(0, HOTEL_ROOM_LIMITS.rooms.max)) {
    const [adultsText, ...ages] = part.split('-');
    if (!adultsText || !/^\d{1,2}$/.test(adultsText)) continue;
    const adults = Math.min(Math.max(Number(adultsText), HOTEL_ROOM_LIMITS.adults.min), HOTEL_ROOM_LIMITS.adults.max);
    const childAges = ages.slice(0, HOTEL_ROOM_LIMITS.children.max).map((a) => {
      const age = /^\d{1,2}$/.test(a) ? Number(a) : null;
      return isChildAge(age) ? age : null;
    });
    rooms.push({ adults, childAges });
  }
  return rooms.length > 0 ? rooms : defaultHotelRooms();
}

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromHotelSearchQuery(input: QueryInput): HotelSearch {
  const params = toParams(input);
  const range = adjustRange({ start: readDate(params, 'checkin_date'), end: readDate(params, 'checkout_date') }, 1);
  return { destination: readPlace(params, HOTEL_PLACE_KEYS), checkin: range.start, checkout: range.end, rooms: parseOccupancies(params.get('occupancies')) };
}
