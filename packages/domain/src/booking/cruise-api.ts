import { z } from 'zod';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './price.ts';
import { pageAnswerShape, pageQueryShape } from './results-page.ts';

// Cruise booking shapes shared by the web and the API (issue #19, decision 0052). This file is the
// cruises' home: the guest rules of a cabin, the search, sailing details and cabin answers of
// /api/cruise, and what a booking body carries for a cruise (its guests by name and age).

/** Cabin categories, cheapest first. */
export const CABIN_CATEGORIES = ['inside', 'oceanView', 'balcony', 'suite'] as const;
export type CabinCategory = (typeof CABIN_CATEGORIES)[number];

/** Who sails (spec §3 guestData: adult, children, infant), each priced by its own fare. */
export const CRUISE_GUEST_TYPES = ['adult', 'child', 'infant'] as const;
export type CruiseGuestType = (typeof CRUISE_GUEST_TYPES)[number];

/** Ages of each type on the day of sailing: infants under 2, children 2 to 17, adults 18 and over. */
export const CRUISE_GUEST_AGES: Readonly<Record<CruiseGuestType, { min: number; max: number }>> = {
  adult: { min: 18, max: 120 },
  child: { min: 2, max: 17 },
  infant: { min: 0, max: 1 },
};

/** How many guests (infants included: they take a berth or a cot) each category's cabin sleeps. */
export const CABIN_OCCUPANCY: Readonly<Record<CabinCategory, number>> = { inside: 4, oceanView: 4, balcony: 4, suite: 6 };
export const MAX_CRUISE_GUESTS = Math.max(...Object.values(CABIN_OCCUPANCY));

export const cruiseGuestCountsSchema = z.object({
  adult: z.number().int().min(0).max(MAX_CRUISE_GUESTS),
  child: z.number().int().min(0).max(MAX_CRUISE_GUESTS),
  infant: z.number().int().min(0).max(MAX_CRUISE_GUESTS),
});
export type CruiseGuestCounts = z.infer<typeof cruiseGuestCountsSchema>;

/** Spec §3: 2 adults, 0 children, 0 infants. */
export const DEFAULT_CRUISE_GUESTS: CruiseGuestCounts = { adult: 2, child: 0, infant: 0 };

export const cruiseGuestTotal = (g: CruiseGuestCounts): number => g.adult + g.child + g.infant;

export type CruisePartyIssue = 'adultRequired' | 'infantsExceedAdults' | 'tooManyGuests';

/**
 * Why a party cannot share one cabin of the category (any category when none is given); empty when
 * it can. One home: the details page's pickers, the API and the sandbox supplier ask it.
 */
export function cruisePartyIssues(g: CruiseGuestCounts, category?: CabinCategory): CruisePartyIssue[] {
  const issues: CruisePartyIssue[] = [];
  if (g.adult < 1) issues.push('adultRequired');
  if (g.infant > g.adult) issues.push('infantsExceedAdults');
  if (cruiseGuestTotal(g) > (category ? CABIN_OCCUPANCY[category] : MAX_CRUISE_GUESTS)) issues.push('tooManyGuests');
  return issues;
}

/** Whether the party fits one cabin of the category. */
export const partyFits = (g: CruiseGuestCounts, category: CabinCategory): boolean => cruisePartyIssues(g, category).length === 0;

export const CRUISE_PARTY_MESSAGES: Readonly<Record<CruisePartyIssue, string>> = {
  adultRequired: 'At least one adult (18 or over) must sail in each cabin.',
  infantsExceedAdults: 'Each infant must be with an adult: add one or remove an infant.',
  tooManyGuests: `A cabin sleeps at most ${MAX_CRUISE_GUESTS} guests (inside, ocean view and balcony cabins 4).`,
};

/** The query field an issue is about. */
export const cruisePartyField = (issue: CruisePartyIssue): 'adults' | 'infants' => (issue === 'infantsExceedAdults' ? 'infants' : 'adults');

const name = z.string().trim().min(1, 'is required').max(80);

/** POST /api/bookings `guests` (cruises): every guest of the cabin by name, type and age on the day of sailing. */
export const cruiseGuestSchema = z.object({
  type: z.enum(CRUISE_GUEST_TYPES),
  firstName: name,
  lastName: name,
  age: z.number().int().min(0).max(120),
});
export type CruiseGuest = z.infer<typeof cruiseGuestSchema>;
export const cruiseGuestsSchema = z.array(cruiseGuestSchema).min(1).max(MAX_CRUISE_GUESTS);

export interface CruiseGuestIssue {
  /** 'guests' or 'guests.2.age'. */
  path: string;
  message: string;
}

/** What is wrong with the guests a booking sends for the held cabin: the same number of each type, each of its type's age. */
export function cruiseGuestIssues(list: readonly CruiseGuest[], party: CruiseGuestCounts): CruiseGuestIssue[] {
  const sent = (t: CruiseGuestType) => list.filter((g) => g.type === t).length;
  if (CRUISE_GUEST_TYPES.some((t) => sent(t) !== party[t])) {
    const want = CRUISE_GUEST_TYPES.filter((t) => party[t] > 0)
      .map((t) => `${party[t]} ${t}${party[t] === 1 ? '' : 's'}`)
      .join(', ');
    return [{ path: 'guests', message: `must be ${want}, as chosen for the cabin` }];
  }
  const issues: CruiseGuestIssue[] = [];
  list.forEach((g, i) => {
    const { min, max } = CRUISE_GUEST_AGES[g.type];
    if (g.age < min || g.age > max) issues.push({ path: `guests.${i}.age`, message: `an ${g.type} is ${min} to ${max} years old on the day of sailing` });
  });
  return issues;
}

// ---- the agency's lines ------------------------------------------------------------------------

/**
 * The lines an agency sells, in the supplier's order: those its product settings enable (null:
 * every line). One home: the ship-lines variant, the search (a line not enabled is never offered,
 * even when asked for) and the settings page.
 */
export const enabledCruiseLinesOf = <T extends { id: string }>(lines: readonly T[], enabled: readonly string[] | null | undefined): T[] =>
  enabled == null ? [...lines] : lines.filter((l) => enabled.includes(l.id));

// ---- search ------------------------------------------------------------------------------------

/** Where sailings go (the destination region filter). */
export const CRUISE_REGIONS = [
  'caribbean',
  'bahamas',
  'alaska',
  'mexico',
  'mediterranean',
  'northernEurope',
  'atlanticIslands',
  'middleEast',
  'asia',
  'australia',
  'rivers',
] as const;
export type CruiseRegion = (typeof CRUISE_REGIONS)[number];

/** Sailing length buckets (nights): short, a week, long. */
export const CRUISE_LENGTHS = ['2-5', '6-9', '10+'] as const;
export type CruiseLength = (typeof CRUISE_LENGTHS)[number];
export const lengthBucket = (nights: number): CruiseLength => (nights <= 5 ? '2-5' : nights <= 9 ? '6-9' : '10+');

export const CRUISE_SORTS = ['departure', 'price', 'priceDesc', 'nights'] as const;
export type CruiseSort = (typeof CRUISE_SORTS)[number];

const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)))
    .optional();

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * GET /api/cruise/search: the results page's query keys (search/cruise.ts: ship_line, month,
 * adults, children, infants) plus region, port, length, currency, price range, sort and paging.
 * ship_line may be a comma list of line ids.
 */
export const cruiseSearchQuerySchema = z.object({
  month: z.string().regex(MONTH, 'must be a month as YYYY-MM'),
  ship_line: z
    .string()
    .transform((s) => s.toLowerCase().split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be cruise line ids')).max(20))
    .optional(),
  adults: z.coerce.number().int().min(1).max(MAX_CRUISE_GUESTS).default(DEFAULT_CRUISE_GUESTS.adult),
  children: z.coerce.number().int().min(0).max(MAX_CRUISE_GUESTS).default(0),
  infants: z.coerce.number().int().min(0).max(MAX_CRUISE_GUESTS).default(0),
  region: commaList(CRUISE_REGIONS),
  length: commaList(CRUISE_LENGTHS),
  /** Departure port, as the facets name it ('Miami, Florida'). */
  port: z.string().trim().max(120).optional(),
  currency: currencyCodeSchema.default('USD'),
  /** On the party's price of the cheapest cabin, minor units of `currency`. */
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  sort: z.enum(CRUISE_SORTS).default('departure'),
  ...pageQueryShape(),
});
export type CruiseSearchQuery = z.infer<typeof cruiseSearchQuerySchema>;

/** The party of a search or details query. */
export const guestsOfQuery = (q: { adults: number; children: number; infants: number }): CruiseGuestCounts => ({
  adult: q.adults,
  child: q.children,
  infant: q.infants,
});

const lineSchema = z.object({ id: z.string(), name: z.string(), cancellationPolicy: z.string().optional() });

export const sailingSummarySchema = z.object({
  sailingId: z.string(),
  line: lineSchema,
  ship: z.string(),
  /** '7-Night Western Caribbean'. */
  title: z.string(),
  region: z.enum(CRUISE_REGIONS),
  departurePort: z.string(),
  departDate: isoDateSchema,
  returnDate: isoDateSchema,
  nights: z.number().int(),
  imageUrl: z.string(),
  /** The ports visited, in order (for the card). */
  ports: z.array(z.string()),
  /** The party's price in the cheapest category it fits and has a cabin left; null when none. */
  fromCategory: z.enum(CABIN_CATEGORIES).nullable(),
  price: priceBreakdownSchema.nullable(),
  /** Cabins left over every category. */
  cabinsLeft: z.number().int(),
  /** The line's refund tiers for this sailing in words, by the server in the reader's language (decision 0097). */
  cancellationPolicy: cancellationPolicySchema,
});
export type SailingSummary = z.infer<typeof sailingSummarySchema>;

export const cruiseSearchAnswerSchema = z.object({
  data: z.object({
    sailings: z.array(sailingSummarySchema),
    ...pageAnswerShape,
    currency: currencyCodeSchema,
    month: z.string(),
    guests: cruiseGuestCountsSchema,
    /** For the filters, from every sailing before filtering (only the agency's enabled lines). */
    facets: z.object({
      lines: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
      regions: z.array(z.object({ region: z.enum(CRUISE_REGIONS), count: z.number().int() })),
      lengths: z.array(z.object({ length: z.enum(CRUISE_LENGTHS), count: z.number().int() })),
      ports: z.array(z.object({ port: z.string(), count: z.number().int() })),
      priceRange: z.object({ min: bookingMoneySchema, max: bookingMoneySchema }).nullable(),
    }),
  }),
  /** Set when the supplier failed: the list is empty and this says why (spec §8). */
  message: z.string().optional(),
});
export type CruiseSearchAnswer = z.infer<typeof cruiseSearchAnswerSchema>;

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1),
  date: isoDateSchema,
  /** A port, or 'At sea'. */
  port: z.string(),
  atSea: z.boolean(),
  /** HH:mm local, absent at sea and on the first (arrive) or last (depart) day. */
  arrive: z.string().optional(),
  depart: z.string().optional(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const shipFactsSchema = z.object({
  name: z.string(),
  yearBuilt: z.number().int(),
  grossTonnage: z.number().int(),
  passengers: z.number().int(),
  crew: z.number().int(),
  decks: z.number().int(),
});
export type ShipFacts = z.infer<typeof shipFactsSchema>;

/** One guest type's fare in a category (each), with the agent's markup for agents only. */
export const guestFareSchema = z.object({
  type: z.enum(CRUISE_GUEST_TYPES),
  each: bookingMoneySchema,
  markup: bookingMoneySchema.optional(),
});
export type GuestFare = z.infer<typeof guestFareSchema>;

export const cabinCategoryViewSchema = z.object({
  category: z.enum(CABIN_CATEGORIES),
  occupancy: z.number().int(),
  cabinsLeft: z.number().int().min(0),
  /** Each guest type's fare (all three, for the pickers). */
  fares: z.array(guestFareSchema),
  /** The party's price for one cabin. */
  price: priceBreakdownSchema,
  /** Hold it to book a cabin for the party; absent when none is left or the party does not fit. */
  offerId: z.string().optional(),
  /** Why it cannot be chosen: soldOut or one of the party issues. */
  unavailable: z.enum(['soldOut', 'adultRequired', 'infantsExceedAdults', 'tooManyGuests']).optional(),
});
export type CabinCategoryView = z.infer<typeof cabinCategoryViewSchema>;

export const sailingDetailsSchema = sailingSummarySchema.extend({
  description: z.string(),
  shipFacts: shipFactsSchema,
  itinerary: z.array(itineraryDaySchema),
  guests: cruiseGuestCountsSchema,
  cabins: z.array(cabinCategoryViewSchema),
});
export type SailingDetails = z.infer<typeof sailingDetailsSchema>;
export const sailingDetailsAnswerSchema = z.object({ data: sailingDetailsSchema });

export const sailingDetailsQuerySchema = z.object({
  adults: z.coerce.number().int().min(1).max(MAX_CRUISE_GUESTS).default(DEFAULT_CRUISE_GUESTS.adult),
  children: z.coerce.number().int().min(0).max(MAX_CRUISE_GUESTS).default(0),
  infants: z.coerce.number().int().min(0).max(MAX_CRUISE_GUESTS).default(0),
  currency: currencyCodeSchema.default('USD'),
});

/** What a hold and a booking show of the cruise. */
export const heldCruiseSchema = z.object({
  sailingId: z.string(),
  line: lineSchema,
  ship: z.string(),
  title: z.string(),
  departurePort: z.string(),
  departDate: isoDateSchema,
  returnDate: isoDateSchema,
  nights: z.number().int(),
  category: z.enum(CABIN_CATEGORIES),
  guests: cruiseGuestCountsSchema,
  fares: z.array(guestFareSchema),
  /** The line's refund tiers as they apply to this sailing (dates), for the policy in words. */
  refundTiers: z.array(z.object({ until: isoDateSchema, refundShare: z.number().min(0).max(1) })),
  imageUrl: z.string(),
  /** The departure port's IANA zone: the tiers' last days are its days (absent on older bookings). */
  timeZone: z.string().optional(),
});
export type HeldCruise = z.infer<typeof heldCruiseSchema>;

/** A booked cruise: the held facts and the guests by name. */
export const bookedCruiseSchema = heldCruiseSchema.extend({ guestNames: z.array(cruiseGuestSchema) });
export type BookedCruise = z.infer<typeof bookedCruiseSchema>;
