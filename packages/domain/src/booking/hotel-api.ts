import { z } from 'zod';
import { MAX_BOOKING_RANGE_DAYS } from '../booking-range.ts';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { parseOccupancyList, type RoomOccupancy } from '../search/occupancy.ts';
import { currencyCodeSchema, dueAtPropertySchema, priceBreakdownSchema } from './price.ts';
import { pageAnswerShape, pageQueryShape } from './results-page.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { MAX_OFFER_ID_LENGTH } from '../supplier-accounts.ts';

// Request and answer shapes of the hotel API (search, property details, price check). They feed
// request validation, the TypeScript types and the OpenAPI document. Money in these answers is
// { amount, currency } with amount in minor units (cents), like BookingSummary.total; its schemas
// and the price breakdown's are every product's and live in price.ts.

/** One value per room, repeatable: occupancy=2&occupancy=2-9,4 (two rooms); the notation is search/occupancy.ts's. */
export const occupancyParamSchema = z
  .union([z.string(), z.array(z.string())])
  .default('2')
  .transform((value, ctx): RoomOccupancy[] => {
    const rooms = parseOccupancyList(value);
    if (typeof rooms === 'string') {
      ctx.addIssue({ code: 'custom', message: rooms });
      return z.NEVER;
    }
    return rooms;
  });

export const stayQuerySchema = z.object({
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  occupancy: occupancyParamSchema,
  currency: currencyCodeSchema.default('USD'),
});

export const HOTEL_SORTS = ['recommended', 'price_asc', 'price_desc', 'distance', 'stars_desc'] as const;

export const hotelSearchQuerySchema = stayQuerySchema.extend({
  lat: z.coerce.number().min(-90).max(90),
  long: z.coerce.number().min(-180).max(180),
  /** Kilometres around lat/long. */
  radius: z.coerce.number().positive().max(50).default(15),
  /** What lat/long stand for ('Paris'): distances read "from" it. */
  searchString: z.string().trim().max(200).default(''),
  ...pageQueryShape(10),
  sort: z.enum(HOTEL_SORTS).default('recommended'),
  /** Filters on the lowest total price for the stay, in minor units of `currency`. */
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  /** Comma list of star ratings: 4,5. */
  stars: z
    .string()
    .regex(/^[1-5](,[1-5])*$/, 'must be a comma list of star ratings like 4,5')
    .optional(),
  maxDistanceKm: z.coerce.number().positive().max(50).optional(),
  freeCancellation: z.enum(['true', 'false']).optional(),
});
export type HotelSearchQuery = z.infer<typeof hotelSearchQuerySchema>;

export const stayAnswerSchema = z.object({
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  nights: z.number().int().min(1).max(MAX_BOOKING_RANGE_DAYS),
  /** True when the asked range was longer than 60 nights and was cut to 60 (spec §5). */
  capped: z.boolean(),
  rooms: z.number().int().min(1),
  adults: z.number().int().min(1),
  children: z.number().int().min(0),
  /** The occupancy values, for building the details and booking requests. */
  occupancy: z.array(z.string()),
});
export type StayAnswer = z.infer<typeof stayAnswerSchema>;

// Every product's rates carry these terms: their schema is a module of its own, so that a flight,
// car or cruise page does not build the hotel API's schemas (docs/benchmarks.md, booking pages).
export { cancellationPolicySchema, type CancellationPolicy } from './cancellation-policy.ts';

export const hotelSearchResultSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  /** 1–5, or 0 when the supplier gives the property no rating (some real properties have none). */
  stars: z.number().int().min(0).max(5),
  image: z.string(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().nonnegative(),
  distanceFrom: z.string(),
  reviewScore: z.number(),
  reviewCount: z.number().int(),
  /** At least one rate can be cancelled free of charge. */
  freeCancellation: z.boolean(),
  /** The lowest price for the whole stay and all rooms. */
  price: priceBreakdownSchema,
  /** That rate's taxes and fees paid at the property, not in `price` (price.ts). */
  dueAtProperty: dueAtPropertySchema.optional(),
  /** The terms of the rate that price comes from, worded as its details, checkout and booking word them (decision 0097). */
  cancellationPolicy: cancellationPolicySchema,
  /** The host route of the details page with this stay. */
  link: z.string(),
  /**
   * The rate `price` is of, as price checks, holds and proposals take it (decision 0123): what the
   * card's "Add to proposal" adds. Absent when the supplier's search answer names no rate.
   */
  offerId: z.string().optional(),
  /**
   * Agents only: which supplier account the offer comes from (issue #41), as the Suppliers settings
   * name it ('Duffel: Main account'); absent for the sandbox and for travellers.
   */
  source: z.string().optional(),
});
export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;

export const hotelSearchAnswerSchema = z.object({
  data: z.object({
    hotels: z.array(hotelSearchResultSchema),
    ...pageAnswerShape,
    /** Hotels matching the filters, over all pages. */
    stay: stayAnswerSchema,
    currency: currencyCodeSchema,
    /** Lowest and highest price of all hotels found before filtering, for a price slider. */
    priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  }),
  /** Set when the supplier failed: the list is then empty. */
  message: z.string().optional(),
});
export type HotelSearchAnswer = z.infer<typeof hotelSearchAnswerSchema>;

export const BOARDS = ['room_only', 'breakfast'] as const;
export const ratePlanSchema = z.object({
  /** Opaque; pass it to price-check and holds. */
  rateId: z.string(),
  name: z.string(),
  board: z.enum(BOARDS),
  cancellationPolicy: cancellationPolicySchema,
  price: priceBreakdownSchema,
  /** Taxes and fees paid at the property, not in `price` (price.ts). */
  dueAtProperty: dueAtPropertySchema.optional(),
});
export type RatePlan = z.infer<typeof ratePlanSchema>;

export const roomTypeSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  description: z.string(),
  bed: z.string(),
  sizeSqm: z.number().int(),
  maxOccupancy: z.number().int(),
  amenities: z.array(z.string()),
  photo: z.string(),
  /** Rooms of this type still free for every night of the stay (at most 10 is said). 0: sold out; null: bookable, the supplier does not say how many. */
  roomsLeft: z.number().int().min(0).nullable(),
  rates: z.array(ratePlanSchema),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

export const hotelDetailsSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  stars: z.number().int(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string(),
  photos: z.array(z.object({ url: z.string(), caption: z.string() })),
  amenities: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  reviewScore: z.number(),
  reviewCount: z.number().int(),
  stay: stayAnswerSchema,
  currency: currencyCodeSchema,
  /** Room types that fit the party; a room type that does not fit is left out. */
  rooms: z.array(roomTypeSchema),
});
export type HotelDetails = z.infer<typeof hotelDetailsSchema>;

export const priceCheckBodySchema = z.object({
  rateId: z.string().min(10).max(MAX_OFFER_ID_LENGTH),
  currency: currencyCodeSchema.default('USD'),
});

export const PRICE_CHECK_STATUSES = ['available', 'price_changed', 'sold_out'] as const;
export const priceCheckAnswerSchema = z.object({
  data: z.object({
    rateId: z.string(),
    /** price_changed: the supplier's live price differs from the listed one; show it and ask the traveller to accept. */
    status: z.enum(PRICE_CHECK_STATUSES),
    price: priceBreakdownSchema,
    /** The listed price, when it changed. */
    previousPrice: priceBreakdownSchema.optional(),
    roomsLeft: z.number().int().min(0).nullable(),
    cancellationPolicy: cancellationPolicySchema,
    /** Taxes and fees paid at the property, not in `price`, as the supplier says now (price.ts). */
    dueAtProperty: dueAtPropertySchema.optional(),
  }),
});
export type PriceCheckAnswer = z.infer<typeof priceCheckAnswerSchema>;
