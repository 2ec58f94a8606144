import { z } from 'zod';
import { HOTEL_ROOM_LIMITS } from './guests.ts';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { isoDateSchema, searchPlaceSchema } from './query-schemas.ts';
import { latestStartDate } from './search-dates.ts';
import { earliestSearchDate } from '../same-day.ts';
import { hasBookingRangeLimit } from '../booking-range.ts';

// The hotel search form's schema and rules; its query string is hotel-query.ts (no zod).

export const hotelRoomSchema = z.object({
  adults: z.number().int().min(HOTEL_ROOM_LIMITS.adults.min).max(HOTEL_ROOM_LIMITS.adults.max),
  childAges: z.array(z.number().int().min(HOTEL_ROOM_LIMITS.childAge.min).max(HOTEL_ROOM_LIMITS.childAge.max).nullable()).max(HOTEL_ROOM_LIMITS.children.max),
});

export const hotelSearchSchema = z.object({
  destination: searchPlaceSchema.nullable(),
  checkin: isoDateSchema.nullable(),
  checkout: isoDateSchema.nullable(),
  rooms: z.array(hotelRoomSchema).min(HOTEL_ROOM_LIMITS.rooms.min).max(HOTEL_ROOM_LIMITS.rooms.max),
});
export type HotelSearch = z.infer<typeof hotelSearchSchema>;

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
      capped: hasBookingRangeLimit('hotels'),
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
