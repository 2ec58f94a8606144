import { z } from 'zod';
import { CABINS } from '../search/cabins.ts';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './price.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { pageAnswerShape, pageQueryShape } from './results-page.ts';

// Request and answer shapes of the flight API (issue #17): search, fare calendar and offer details
// under the flight API base (/flight-api by default, spec §7), and the passengers a flight booking
// sends to POST /api/bookings. They feed request validation, the TypeScript types and the OpenAPI
// document. Money is { amount, currency } in minor units, as everywhere in the booking answers.

export const MAX_FLIGHT_SLICES = 5;
/** Spec §3 and the search form: at most 9 seats (infants sit on a lap and take none). */
export const MAX_FLIGHT_SEATS = 9;

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

const iataSchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA airport code like LHR');

/** One leg of the trip as asked: from, to, on. */
export const flightSliceQuerySchema = z.object({ origin: iataSchema, destination: iataSchema, departureDate: isoDateSchema });
export type FlightSliceQuery = z.infer<typeof flightSliceQuerySchema>;

/**
 * `slice=LHR.JFK.2027-01-10`, repeated once per leg in order (a round trip is two slices, the second
 * back; multi-city up to 5).
 */
export const sliceParamSchema = z.union([z.string(), z.array(z.string())]).transform((value, ctx): FlightSliceQuery[] => {
  const list = Array.isArray(value) ? value : [value];
  const slices: FlightSliceQuery[] = [];
  for (const item of list) {
    const [origin = '', destination = '', departureDate = ''] = item.split('.');
    const parsed = flightSliceQuerySchema.safeParse({ origin: origin.toUpperCase(), destination: destination.toUpperCase(), departureDate });
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `must be ORIGIN.DESTINATION.YYYY-MM-DD like LHR.JFK.2027-01-10, not "${item.slice(0, 40)}"` });
      return z.NEVER;
    }
    slices.push(parsed.data);
  }
  if (slices.length < 1 || slices.length > MAX_FLIGHT_SLICES) {
    ctx.addIssue({ code: 'custom', message: `must name 1 to ${MAX_FLIGHT_SLICES} legs` });
    return z.NEVER;
  }
  return slices;
});

const countParam = (min: number) => z.coerce.number().int().min(min).max(MAX_FLIGHT_SEATS);

/** What every flight search and offer call repeats: the trip, the party, the cabin and the currency. */
export const flightTripQuerySchema = z.object({
  slice: sliceParamSchema,
  adults: countParam(1).default(1),
  children: countParam(0).default(0),
  infants: countParam(0).default(0),
  cabin: z.enum(CABINS).default('economy'),
  currency: currencyCodeSchema.default('USD'),
});
export type FlightTripQuery = z.infer<typeof flightTripQuerySchema>;

export const FLIGHT_SORTS = ['price', 'duration', 'departure'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 06:00');

/** GET /flight-api/search: the trip plus filters (on every slice), sort and paging. */
export const flightSearchQuerySchema = flightTripQuerySchema.extend({
  /** Most stops on any slice: 0 is non-stop only. */
  maxStops: z.coerce.number().int().min(0).max(2).optional(),
  /** Comma list of IATA airline codes (the offer's owner, i.e. validating carrier). */
  airlines: z
    .string()
    .regex(/^[A-Z0-9]{2}(,[A-Z0-9]{2})*$/, 'must be a comma list of airline codes like BA,AF')
    .optional(),
  /** Departure and arrival time windows of the first slice, local time at the airport. */
  departAfter: clock.optional(),
  departBefore: clock.optional(),
  arriveAfter: clock.optional(),
  arriveBefore: clock.optional(),
  /** Longest slice, in minutes. */
  maxDurationMinutes: z.coerce.number().int().positive().max(5000).optional(),
  /** On the total price, minor units of `currency`. */
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  /** 'true': only offers with at least one checked bag per adult. */
  checkedBag: z.enum(['true', 'false']).optional(),
  sort: z.enum(FLIGHT_SORTS).default('price'),
  ...pageQueryShape(),
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;

export const flightAirportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  /** The airport's IANA zone: times there are its local time (absent on older bookings). */
  timeZone: z.string().optional(),
});
export const carrierSchema = z.object({ iata: z.string(), name: z.string() });

export const flightSegmentSchema = z.object({
  marketingCarrier: carrierSchema,
  /** Who flies the plane ('operated by'), when not the marketing carrier it is the same. */
  operatingCarrier: carrierSchema,
  /** 'BA117'. */
  flightNumber: z.string(),
  aircraft: z.string().nullable(),
  origin: flightAirportSchema,
  destination: flightAirportSchema,
  /** Local times at each airport, YYYY-MM-DDTHH:mm. */
  departAt: z.string(),
  arriveAt: z.string(),
  durationMinutes: z.number().int().positive(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

export const flightSliceSchema = z.object({
  origin: flightAirportSchema,
  destination: flightAirportSchema,
  departAt: z.string(),
  arriveAt: z.string(),
  /** Door to door: flying plus connections. */
  durationMinutes: z.number().int().positive(),
  segments: z.array(flightSegmentSchema).min(1),
  /** One per connection, between segments. */
  layovers: z.array(z.object({ airport: flightAirportSchema, minutes: z.number().int().min(0) })),
});
export type FlightSlice = z.infer<typeof flightSliceSchema>;

export const baggageSchema = z.object({
  /** Cabin bags per passenger (infants: 0). */
  carryOn: z.number().int().min(0),
  /** Checked bags per adult and child. */
  checked: z.number().int().min(0),
});

export const fareConditionsSchema = z.object({
  changeable: z.boolean(),
  /** What a change costs, when changeable; null when free or not allowed. */
  changeFee: bookingMoneySchema.nullable(),
  refundable: z.boolean(),
  /** What is kept on a refund, when refundable; null when nothing is kept. */
  refundFee: bookingMoneySchema.nullable(),
});
export type FareConditions = z.infer<typeof fareConditionsSchema>;

export const passengerCountsSchema = z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() });
export type PassengerCounts = z.infer<typeof passengerCountsSchema>;

/** A priced offer as a search lists it. price.perNight is the price per passenger (seat holders and infants alike). */
export const flightOfferViewSchema = z.object({
  /** Send it to the offer details and the hold. */
  offerId: z.string(),
  /** The airline selling the ticket (validating carrier). */
  owner: carrierSchema,
  cabin: z.enum(CABINS),
  /** 'Economy Light', 'Business Flex'. */
  fareBrand: z.string(),
  slices: z.array(flightSliceSchema).min(1),
  baggage: baggageSchema,
  conditions: fareConditionsSchema,
  /**
   * The fare's refund terms in the server's one sentence (decision 0097), worded from the same
   * terms as its hold: refundable less its fee until the local departure, or not refundable.
   */
  cancellationPolicy: cancellationPolicySchema,
  /** Seats left at this fare, when the airline says (9 means 9 or more). */
  seatsLeft: z.number().int().min(0).nullable(),
  price: priceBreakdownSchema,
  /** ISO date-time: the offer can be held until then. */
  expiresAt: z.string(),
});
export type FlightOfferView = z.infer<typeof flightOfferViewSchema>;

export const flightSearchAnswerSchema = z.object({
  data: z.object({
    offers: z.array(flightOfferViewSchema),
    ...pageAnswerShape,
    currency: currencyCodeSchema,
    slices: z.array(flightSliceQuerySchema),
    passengers: passengerCountsSchema,
    /** For the filters: every airline, stop count and price range among all offers, before filtering. */
    facets: z.object({
      airlines: z.array(carrierSchema.extend({ lowest: bookingMoneySchema })),
      stops: z.array(z.object({ stops: z.number().int(), lowest: bookingMoneySchema })),
      priceRange: z.object({ min: bookingMoneySchema, max: bookingMoneySchema }).nullable(),
      longestMinutes: z.number().int().nullable(),
    }),
  }),
  /** Set when the supplier failed: the list is empty and this says why (spec §8). */
  message: z.string().optional(),
});
export type FlightSearchAnswer = z.infer<typeof flightSearchAnswerSchema>;

/** GET /flight-api/fare-calendar: the same trip moved −3 … +3 days (every slice by the same days). */
export const fareCalendarAnswerSchema = z.object({
  data: z.object({
    days: z.array(
      z.object({
        /** Days from the asked departure: −3 … 3. */
        shift: z.number().int().min(-3).max(3),
        departureDate: isoDateSchema,
        /** The last slice's date (the return of a round trip). */
        lastDate: isoDateSchema,
        /** The lowest total; null when nothing flies or the day cannot be booked. */
        lowest: bookingMoneySchema.nullable(),
      }),
    ),
    currency: currencyCodeSchema,
  }),
  /** Set when the supplier failed: every day's lowest is null and this says why (spec §8). */
  message: z.string().optional(),
});
export type FareCalendarAnswer = z.infer<typeof fareCalendarAnswerSchema>;

/** One passenger type's share of an offer's price. */
export const passengerPriceSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int().min(1),
  /** Per passenger of this type. */
  base: bookingMoneySchema,
  taxesAndFees: bookingMoneySchema,
  total: bookingMoneySchema,
  /** Agents who see agent prices only: the markup per passenger of this type. */
  markup: bookingMoneySchema.optional(),
});
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

/** GET /flight-api/offers/:offerId: the offer re-priced with the supplier now. */
export const flightOfferDetailsSchema = flightOfferViewSchema.extend({
  passengers: passengerCountsSchema,
  priceByPassenger: z.array(passengerPriceSchema),
  /** ISO date-time: after the booking, the airline must ticket by then or the seats go back. */
  ticketingDeadline: z.string(),
  /** The route needs a travel document number and expiry for every passenger (international). */
  documentRequired: z.boolean(),
  /** YYYY-MM-DD of the first and last flight: passenger ages are checked on these. */
  firstDate: isoDateSchema,
  lastDate: isoDateSchema,
});
export type FlightOfferDetails = z.infer<typeof flightOfferDetailsSchema>;
export const flightOfferAnswerSchema = z.object({ data: flightOfferDetailsSchema });

export const GENDERS = ['female', 'male', 'unspecified'] as const;

const personName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(60)
  .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, 'must be written as on the travel document (letters, spaces, hyphens, apostrophes)');

/** A passenger as the booking sends them (POST /api/bookings, `passengers`), names as on the travel document. */
export const flightPassengerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  givenName: personName,
  familyName: personName,
  birthDate: isoDateSchema,
  gender: z.enum(GENDERS),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().regex(/^[A-Z]{2}$/, 'must be a country'),
  /** Required when the offer's documentRequired is true. */
  document: z
    .object({
      number: z
        .string()
        .trim()
        .regex(/^[A-Z0-9]{5,20}$/i, 'must be 5 to 20 letters and digits'),
      expiry: isoDateSchema,
      issuingCountry: z.string().regex(/^[A-Z]{2}$/, 'must be a country'),
    })
    .optional(),
});
export type FlightPassenger = z.infer<typeof flightPassengerSchema>;
export const flightPassengersSchema = z
  .array(flightPassengerSchema)
  .min(1)
  .max(MAX_FLIGHT_SEATS * 2);

/**
 * A held or booked flight as the booking answers show it (POST /api/bookings/holds `flight`, and
 * the booking details): the itinerary, fare and its conditions, priced in the booking's currency.
 */
export const heldFlightSchema = z.object({
  owner: carrierSchema,
  cabin: z.enum(CABINS),
  fareBrand: z.string(),
  slices: z.array(flightSliceSchema).min(1),
  baggage: baggageSchema,
  conditions: fareConditionsSchema,
  passengers: passengerCountsSchema,
  /** ISO date-time: the airline tickets by then. */
  ticketingDeadline: z.string(),
  documentRequired: z.boolean(),
  firstDate: isoDateSchema,
  lastDate: isoDateSchema,
});
export type HeldFlight = z.infer<typeof heldFlightSchema>;

/** A passenger as a booking answer shows them: the document number masked to its last 3 characters. */
export const bookedPassengerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  givenName: z.string(),
  familyName: z.string(),
  birthDate: isoDateSchema,
  document: z.object({ number: z.string(), expiry: isoDateSchema, issuingCountry: z.string() }).optional(),
});
export type BookedPassenger = z.infer<typeof bookedPassengerSchema>;

export const bookedFlightSchema = heldFlightSchema.extend({
  /** The airline's record locator (PNR) once confirmed. */
  recordLocator: z.string().nullable(),
});
export type BookedFlight = z.infer<typeof bookedFlightSchema>;

/** '•••••123': all but the last 3 characters of a document number hidden (answers and logs never carry it whole). */
export const maskDocumentNumber = (number: string): string => `${'•'.repeat(Math.max(0, number.length - 3))}${number.slice(-3)}`;
