import { z } from 'zod';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './price.ts';
import { pageAnswerShape, pageQueryShape } from './results-page.ts';

// Activity booking shapes shared by the web and the API (issue #18). This file is the activities'
// home: the search, details and availability answers of /api/activities join it, next to what a
// booking body carries for an activity.

/** Who takes part, each priced by its own rate (issue #18: adult, child, infant, senior). */
export const PARTICIPANT_TYPES = ['adult', 'child', 'infant', 'senior'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];
/** The largest party one booking takes on a time slot. */
export const MAX_PARTICIPANTS = 15;

/** How many of each type take part. */
export const participantCountsSchema = z.object({
  adult: z.number().int().min(0).max(MAX_PARTICIPANTS),
  child: z.number().int().min(0).max(MAX_PARTICIPANTS),
  infant: z.number().int().min(0).max(MAX_PARTICIPANTS),
  senior: z.number().int().min(0).max(MAX_PARTICIPANTS),
});
export type ParticipantCounts = z.infer<typeof participantCountsSchema>;

const name = z.string().trim().min(1, 'is required').max(80);

/** POST /api/bookings `participants`: every participant by name and type (the lead traveller is the guest). */
export const activityParticipantSchema = z.object({ type: z.enum(PARTICIPANT_TYPES), firstName: name, lastName: name });
export type ActivityParticipant = z.infer<typeof activityParticipantSchema>;
export const activityParticipantsSchema = z.array(activityParticipantSchema).min(1).max(MAX_PARTICIPANTS);

// ---- party rules (decision 0050) -------------------------------------------------------------

/**
 * Infants (under 2) are carried: they take no place on a time slot and are free on most tours. The
 * places a party takes are its adults, children and seniors.
 */
export const placesTaken = (p: ParticipantCounts): number => p.adult + p.child + p.senior;
export const participantTotal = (p: ParticipantCounts): number => p.adult + p.child + p.infant + p.senior;

export type ActivityPartyIssue = 'emptyParty' | 'adultRequired' | 'infantsExceedAdults' | 'tooManyParticipants';

/** Why a party cannot book an activity together; empty when it can. One home: the details page, the API and the sandbox supplier ask it. */
export function activityPartyIssues(p: ParticipantCounts): ActivityPartyIssue[] {
  const issues: ActivityPartyIssue[] = [];
  const grown = p.adult + p.senior;
  if (participantTotal(p) === 0) issues.push('emptyParty');
  else if (grown < 1) issues.push('adultRequired');
  if (p.infant > grown) issues.push('infantsExceedAdults');
  if (participantTotal(p) > MAX_PARTICIPANTS) issues.push('tooManyParticipants');
  return issues;
}

export const ACTIVITY_PARTY_MESSAGES: Readonly<Record<ActivityPartyIssue, string>> = {
  emptyParty: 'Choose at least one participant.',
  adultRequired: 'At least one adult or senior must take part.',
  infantsExceedAdults: 'Each infant must be with an adult or senior: add one or remove an infant.',
  tooManyParticipants: `At most ${MAX_PARTICIPANTS} participants can book together.`,
};

/** The query field an issue is about (infants → infant, the rest → adult). */
export const activityPartyField = (issue: ActivityPartyIssue): ParticipantType => (issue === 'infantsExceedAdults' ? 'infant' : 'adult');

export interface ParticipantIssue {
  /** 'participants' or 'participants.2.type'. */
  path: string;
  message: string;
}

/** What is wrong with the participants a booking sends for the held party: the same number of each type. */
export function participantIssues(list: readonly ActivityParticipant[], party: ParticipantCounts): ParticipantIssue[] {
  const sent = Object.fromEntries(PARTICIPANT_TYPES.map((t) => [t, list.filter((p) => p.type === t).length])) as ParticipantCounts;
  if (PARTICIPANT_TYPES.every((t) => sent[t] === party[t])) return [];
  const want = PARTICIPANT_TYPES.filter((t) => party[t] > 0)
    .map((t) => `${party[t]} ${t}${party[t] === 1 ? '' : 's'}`)
    .join(', ');
  return [{ path: 'participants', message: `must be ${want}, as chosen for the time slot` }];
}

// ---- search ------------------------------------------------------------------------------------

/** What a tour is, for the category filter (the words are the web's, activities.json). */
export const ACTIVITY_CATEGORIES = ['tours', 'food', 'cruises', 'outdoor', 'culture', 'classes', 'adventure'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** Duration filter buckets: up to 2 hours, 2–4 hours, 4 hours to a day, a full day or more (passes). */
export const ACTIVITY_DURATIONS = ['upTo2h', 'from2to4h', 'from4hTo1d', 'fullDay'] as const;
export type ActivityDuration = (typeof ACTIVITY_DURATIONS)[number];

export function durationBucket(minutes: number): ActivityDuration {
  if (minutes <= 120) return 'upTo2h';
  if (minutes <= 240) return 'from2to4h';
  if (minutes <= 720) return 'from4hTo1d';
  return 'fullDay';
}

export const ACTIVITY_SORTS = ['recommended', 'price', 'priceDesc', 'rating', 'duration'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)))
    .optional();

/**
 * GET /api/activities/search: the results page's query keys (search/activities.ts: destination, lat,
 * long, country, start_date, end_date) plus currency, filters, sort and paging.
 */
export const activitySearchQuerySchema = z.object({
  destination: z.string().trim().max(200).optional(),
  lat: z.coerce.number().min(-90).max(90),
  long: z.coerce.number().min(-180).max(180),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  currency: currencyCodeSchema.default('USD'),
  /** Comma lists: category=tours,food; duration=upTo2h,from2to4h. */
  category: commaList(ACTIVITY_CATEGORIES),
  duration: commaList(ACTIVITY_DURATIONS),
  /** On the price for one adult, minor units of `currency`. */
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  minRating: z.coerce.number().min(1).max(5).optional(),
  freeCancellation: z.enum(['true', 'false']).optional(),
  sort: z.enum(ACTIVITY_SORTS).default('recommended'),
  ...pageQueryShape(),
});
export type ActivitySearchQuery = z.infer<typeof activitySearchQuerySchema>;

/** One participant type's price: each, and for the party's count. */
export const participantPriceSchema = z.object({
  type: z.enum(PARTICIPANT_TYPES),
  /** For one participant of this type (0 when free). */
  each: bookingMoneySchema,
  /** Agents who see agent prices only: the markup in `each`. */
  markup: bookingMoneySchema.optional(),
});
export type ParticipantPrice = z.infer<typeof participantPriceSchema>;

export const activitySummarySchema = z.object({
  productCode: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  /** 'Tours from 3 hours'. */
  duration: z.string(),
  durationMinutes: z.number().int(),
  isFreeCancellation: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The price for one adult (price.perNight = price.total). */
  price: priceBreakdownSchema,
  /** The terms in words, by the server in the reader's language (decision 0097): 'Free cancellation until 24 hours before the start (local time).' */
  cancellationTerms: z.string(),
  /** Days of the searched range with a slot that has places (and not closed). */
  availableDays: z.number().int(),
  /**
   * The offer `price` is of (decision 0123): the earliest slot of the range with a place, for one
   * adult, as holds and proposals take it. What the card's "Add to proposal" adds; absent when the
   * supplier's search names no slot.
   */
  offerId: z.string().optional(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activitySearchAnswerSchema = z.object({
  data: z.object({
    activities: z.array(activitySummarySchema),
    ...pageAnswerShape,
    currency: currencyCodeSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    /** For the filters, from every activity before filtering. */
    facets: z.object({
      categories: z.array(z.object({ category: z.enum(ACTIVITY_CATEGORIES), count: z.number().int() })),
      durations: z.array(z.object({ duration: z.enum(ACTIVITY_DURATIONS), count: z.number().int() })),
      priceRange: z.object({ min: bookingMoneySchema, max: bookingMoneySchema }).nullable(),
      freeCancellation: z.number().int(),
    }),
  }),
  /** Set when the supplier failed: the list is empty and this says why (spec §8). */
  message: z.string().optional(),
});
export type ActivitySearchAnswer = z.infer<typeof activitySearchAnswerSchema>;

export const meetingPointSchema = z.object({ name: z.string(), address: z.string(), latitude: z.number(), longitude: z.number() });
export type MeetingPoint = z.infer<typeof meetingPointSchema>;

/**
 * The path of GET /api/activities/products/:productCode (and its availability): the product code a
 * details link names. The details page checks its link with it before asking the API (a link cut
 * short shows the not-found state without a request).
 */
export const activityProductParamsSchema = z.object({
  productCode: z.string().regex(/^[A-Za-z0-9-]{3,40}$/, 'must be an activity product code like 2267057P3'),
});

/** GET /api/activities/products/:productCode: everything the details page says before dates are chosen. */
export const activityDetailsSchema = activitySummarySchema.omit({ availableDays: true, offerId: true }).extend({
  description: z.string(),
  itinerary: z.array(z.object({ title: z.string(), minutes: z.number().int() })),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  meetingPoint: meetingPointSchema,
  /** BCP 47 codes of the guides' languages ('en', 'es'). */
  languages: z.array(z.string()),
  /** Free cancellation until this many hours before the local start; null when not refundable. */
  cancellationHours: z.number().int().nullable(),
  maxParticipants: z.number().int(),
  prices: z.array(participantPriceSchema),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;
export const activityDetailsAnswerSchema = z.object({ data: activityDetailsSchema });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const activitySlotSchema = z.object({
  /** Local time at the meeting point, HH:mm. */
  time: clockTime,
  /** Places left for anyone (0: full; a full slot is listed and cannot be chosen). */
  placesLeft: z.number().int().min(0),
  /** Hold it to book the party on this slot; absent when the party does not fit. */
  offerId: z.string().optional(),
  /** The party's price on this slot (per type and total). */
  prices: z.array(participantPriceSchema),
  price: priceBreakdownSchema,
});
export type ActivitySlot = z.infer<typeof activitySlotSchema>;

export const availabilityQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  adult: z.coerce.number().int().min(0).max(MAX_PARTICIPANTS).default(1),
  child: z.coerce.number().int().min(0).max(MAX_PARTICIPANTS).default(0),
  infant: z.coerce.number().int().min(0).max(MAX_PARTICIPANTS).default(0),
  senior: z.coerce.number().int().min(0).max(MAX_PARTICIPANTS).default(0),
  currency: currencyCodeSchema.default('USD'),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const activityAvailabilityAnswerSchema = z.object({
  data: z.object({
    productCode: z.string(),
    participants: participantCountsSchema,
    currency: currencyCodeSchema,
    /** Every day of the range: closed days have no slots. */
    days: z.array(z.object({ date: isoDateSchema, closed: z.boolean(), slots: z.array(activitySlotSchema) })),
  }),
});
export type ActivityAvailabilityAnswer = z.infer<typeof activityAvailabilityAnswerSchema>;

/** What a hold and a booking show of the activity. */
export const heldActivitySchema = z.object({
  productCode: z.string(),
  title: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  city: z.string(),
  countryCode: z.string(),
  date: isoDateSchema,
  time: clockTime,
  durationMinutes: z.number().int(),
  duration: z.string(),
  meetingPoint: meetingPointSchema,
  languages: z.array(z.string()),
  participants: participantCountsSchema,
  prices: z.array(participantPriceSchema),
  isFreeCancellation: z.boolean(),
  /** ISO date-time; null when not refundable. */
  freeCancellationUntil: z.string().nullable(),
  imageUrl: z.string(),
  /** The meeting point's IANA zone: `time` and the deadline are its local time (absent on older bookings). */
  timeZone: z.string().optional(),
});
export type HeldActivity = z.infer<typeof heldActivitySchema>;

/** A booked activity: the held facts and the participants by name. */
export const bookedActivitySchema = heldActivitySchema.extend({
  participantNames: z.array(activityParticipantSchema),
});
export type BookedActivity = z.infer<typeof bookedActivitySchema>;
