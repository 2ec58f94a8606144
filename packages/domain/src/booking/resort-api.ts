import { z } from 'zod';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { RESORT_THEMES, resortThemeSchema } from '../inventory.ts';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './price.ts';

// Resort booking shapes shared by the web and the API (issue #19, decision 0054). The spec names
// the resort API's paths (§7: /properties/availability, /properties/hold-check, /itineraries) but
// not their answers: these are ours. The availability query reuses the search URL's keys
// (domain/search/resorts.ts), so the results page passes its query straight through.

/** The room types every sandbox resort sells, cheapest first. */
export const RESORT_ROOM_TYPES = ['garden', 'ocean', 'suite', 'villa'] as const;
export type ResortRoomType = (typeof RESORT_ROOM_TYPES)[number];

/** The largest party of one room (a villa) and of one search. */
export const MAX_RESORT_GUESTS = 6;

export type ResortPartyIssue = 'adultRequired' | 'tooManyGuests';
/** Why a party cannot stay in one room; empty when it can. One home: the details page, the API and the sandbox ask it. */
export function resortPartyIssues(p: { adults: number; children: number }, maxGuests = MAX_RESORT_GUESTS): ResortPartyIssue[] {
  const issues: ResortPartyIssue[] = [];
  if (p.adults < 1) issues.push('adultRequired');
  if (p.adults + p.children > maxGuests) issues.push('tooManyGuests');
  return issues;
}
export const RESORT_PARTY_MESSAGES: Readonly<Record<ResortPartyIssue, string>> = {
  adultRequired: 'At least one adult must stay in the room.',
  tooManyGuests: 'Too many guests for one room.',
};

const themeList = z
  .string()
  .trim()
  .max(400)
  .transform((s, ctx) => {
    const list = s === '' ? [] : s.split(',').map((t) => t.trim());
    const bad = list.find((t) => !(RESORT_THEMES as readonly string[]).includes(t));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `'${bad}' is not a resort theme` });
      return z.NEVER;
    }
    return list as z.infer<typeof resortThemeSchema>[];
  });
const count = (min: number, dflt: number) => z.coerce.number().int().min(min).max(MAX_RESORT_GUESTS).default(dflt);

/**
 * GET {RESORT_API_BASE}/properties/availability: resorts of a region, a subregion or one resort,
 * with their rooms for the stay and party. Keys as in the results URL (/booknow/resort/search).
 */
export const resortAvailabilityQuerySchema = z
  .object({
    region_id: z.coerce.number().int().positive().optional(),
    subregion_id: z.coerce.number().int().positive().optional(),
    resort_id: z
      .string()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'must be a resort id like sbx-r-101-1')
      .optional(),
    checkin_date: isoDateSchema,
    checkout_date: isoDateSchema,
    adults: count(1, 2),
    children: count(0, 0),
    /** Comma list of §9 themes; 'All' (or none) matches every resort. */
    themes: themeList.optional(),
    currency: currencyCodeSchema.default('USD'),
  })
  .refine((q) => q.region_id !== undefined || q.subregion_id !== undefined || q.resort_id !== undefined, {
    message: 'give region_id, subregion_id or resort_id',
    path: ['region_id'],
  });
export type ResortAvailabilityQuery = z.infer<typeof resortAvailabilityQuerySchema>;

export const resortRoomSchema = z.object({
  roomType: z.enum(RESORT_ROOM_TYPES),
  name: z.string(),
  bedding: z.string(),
  sizeM2: z.number().int().positive(),
  maxGuests: z.number().int().positive(),
  /** Rooms of this type free on every night of the stay. */
  unitsLeft: z.number().int().nonnegative(),
  /** Hold it to book this room for the party; absent when none is left or the party does not fit. */
  offerId: z.string().optional(),
  /** The party's stay in this room: total and per night (agents also see wholesale and markup). */
  price: priceBreakdownSchema,
});
export type ResortRoom = z.infer<typeof resortRoomSchema>;

export const resortAvailabilityItemSchema = z.object({
  resortId: z.string(),
  name: z.string(),
  stars: z.number().int(),
  regionId: z.number().int(),
  subregionId: z.number().int(),
  subregionName: z.string(),
  countryCode: z.string(),
  themes: z.array(resortThemeSchema),
  latitude: z.number(),
  longitude: z.number(),
  imageUrl: z.string(),
  photos: z.array(z.string()),
  description: z.string(),
  amenities: z.array(z.string()),
  /** Free cancellation until this many days before check-in. */
  freeCancellationDays: z.number().int().nonnegative(),
  /** The stay's terms in words, by the server in the reader's language, as its hold and booking word them (decision 0097). */
  cancellationPolicy: cancellationPolicySchema,
  rooms: z.array(resortRoomSchema),
});
export type ResortAvailabilityItem = z.infer<typeof resortAvailabilityItemSchema>;

export const resortAvailabilityAnswerSchema = z.object({
  data: z.object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    nights: z.number().int().positive(),
    adults: z.number().int(),
    children: z.number().int(),
    currency: currencyCodeSchema,
    /** Resorts with at least one room the party fits in, by the themes asked. */
    resorts: z.array(resortAvailabilityItemSchema),
    /** Every §9 theme with how many of the resorts found (before the theme filter) have it. */
    themes: z.array(z.object({ theme: resortThemeSchema, count: z.number().int().nonnegative() })),
  }),
});
export type ResortAvailabilityAnswer = z.infer<typeof resortAvailabilityAnswerSchema>;

/** What a hold and a booking show of the resort stay. The reference number is what hold-check and release take. */
export const heldResortSchema = z.object({
  referenceNumber: z.string(),
  resortId: z.string(),
  name: z.string(),
  subregionName: z.string(),
  countryCode: z.string(),
  roomType: z.enum(RESORT_ROOM_TYPES),
  roomName: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int().positive(),
  adults: z.number().int(),
  children: z.number().int(),
  imageUrl: z.string(),
  /** ISO date-time; null when not refundable. */
  freeCancellationUntil: z.string().nullable(),
  /** The resort's IANA zone: the deadline is its local time (absent on older bookings). */
  timeZone: z.string().optional(),
});
export type HeldResort = z.infer<typeof heldResortSchema>;

/** A booked stay: the held facts (the lead guest is the booking's). */
export const bookedResortSchema = heldResortSchema;
export type BookedResort = z.infer<typeof bookedResortSchema>;

/** Spec §4: a hold is released with status=RELEASE; the other states are ours (decision 0054). */
export const RESORT_HOLD_STATUSES = ['HELD', 'RELEASED', 'EXPIRED', 'BOOKED', 'CANCELLED'] as const;

/** GET /properties/hold-check and PUT /itineraries answer the hold as it is now. */
export const resortHoldViewSchema = z.object({
  referenceNumber: z.string(),
  status: z.enum(RESORT_HOLD_STATUSES),
  /** ISO date-time the hold ends (HELD); when it ended for EXPIRED. */
  expiresAt: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  roomType: z.enum(RESORT_ROOM_TYPES),
  roomName: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  guests: z.number().int().min(1),
  /** What the supplier charges (USD). */
  total: bookingMoneySchema,
});
export type ResortHoldView = z.infer<typeof resortHoldViewSchema>;
export const resortHoldAnswerSchema = z.object({ data: resortHoldViewSchema });
/** PUT /itineraries?…&status=RELEASE: the hold as it is now, and whether this call released it. */
export const resortReleaseAnswerSchema = z.object({ data: resortHoldViewSchema, released: z.boolean() });
