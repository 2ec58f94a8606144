import { z } from 'zod';
import { MAX_BOOKING_RANGE_DAYS, withinDealRange } from './booking-range.ts';
import { readCalendarDate } from './calendar.ts';
import type { Money } from './money.ts';

// Inventory as every supplier adapter returns it (amounts in the supplier's currency, minor
// units), the deal answers of spec §3 (major-unit numbers in the requested currency) and the
// deal-search payloads of spec §7. Money itself lives in money.ts; re-exported here for callers
// that think of it as part of the inventory vocabulary.
export type { Money };

/** Money as the inventory and bookings carry it (see Money). */
export const moneySchema: z.ZodType<Money> = z.object({
  amountMinor: z.number().int().refine(Number.isSafeInteger, 'must be a safe integer'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD'),
});

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like US');
const iataCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA airport code like CDG');
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const text = (max = 200) => z.string().min(1).max(max);
/** An image: http(s) URL, site path or (as the sandbox makes them) an inline data:image URI. */
const imageRef = z
  .string()
  .max(20_000)
  .regex(/^(https?:\/\/|\/|data:image\/)/, 'must be an image URL, a path or a data:image URI');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-02-21');

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** A date or date-time on a real calendar day: 2027-02-30 is refused, not rolled into March. */
const isRealDateTime = (value: string): boolean => DATE_TIME.test(value) && readCalendarDate(value.slice(0, 10)) !== null;
/** Milliseconds of a payload date-time read as wall-clock time (UTC unless it names a zone): for spans and ordering. */
export const wallClockMs = (value: string): number =>
  Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value.slice(0, 10)}T${value.slice(11) || '00:00'}Z`);
const dateTime = z.string().refine(isRealDateTime, 'must be a date or date-time like 2027-02-21T11:00:00');

// ---- world lookups --------------------------------------------------------------------------

export const countrySchema = z.object({ code: countryCode, name: text(), currency: currencyCode, latitude, longitude });
export type Country = z.infer<typeof countrySchema>;

export const airportSchema = z.object({ iata: iataCode, name: text(), city: text(), countryCode, latitude, longitude });
export type Airport = z.infer<typeof airportSchema>;

export const airlineSchema = z.object({ iata: z.string().regex(/^[A-Z0-9]{2}$/), name: text(), countryCode, hub: iataCode });
export type Airline = z.infer<typeof airlineSchema>;

export const cruiseShipLineSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text(),
  ships: z.array(text()).min(1),
  /** Slug of the cancellation-policy sub-page of spec §2 (royal-caribbean, carnival, mcl, celebrity, disney), if any. */
  cancellationPolicy: z.string().optional(),
});
export type CruiseShipLine = z.infer<typeof cruiseShipLineSchema>;

/** Spec §9, in order; 'All' is the filter that matches every resort. */
export const RESORT_THEMES = [
  'All',
  'Adventure sport',
  'Beach',
  'Boutique',
  'Business',
  'Casino',
  'City',
  'Eco-certified',
  'Family',
  'Golf',
  'Historic',
  'Hot springs',
  'Luxury',
  'Natural',
  'Pet-friendly',
  'Romantic',
  'Shopping',
  'Ski',
  'Spa',
  'Winery',
] as const;
export const resortThemeSchema = z.enum(RESORT_THEMES);
export type ResortTheme = z.infer<typeof resortThemeSchema>;

export const resortRegionSchema = z.object({ id: z.number().int().positive(), name: text() });
export type ResortRegion = z.infer<typeof resortRegionSchema>;
export const resortSubregionSchema = resortRegionSchema.extend({ parent_id: z.number().int().positive() });
export type ResortSubregion = z.infer<typeof resortSubregionSchema>;

export const PLACE_KINDS = ['city', 'airport', 'country', 'region', 'subregion'] as const;
/** One auto-suggest entry (spec §3 "Auto-suggest results"); the API adds the list's allData flag. */
export const placeSuggestionSchema = z.object({
  /** Kind-prefixed and stable: 'city:2988507', 'airport:CDG', 'country:FR', 'region:1'. */
  id: z.string().min(3),
  kind: z.enum(PLACE_KINDS),
  name: text(),
  /** What the list shows: 'Paris, France', 'Heathrow (LHR), London, United Kingdom'. */
  label: text(300),
  countryCode: countryCode.nullable(),
  latitude,
  longitude,
  iata: iataCode.optional(),
  parentId: z.number().int().positive().optional(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

// ---- inventory items ------------------------------------------------------------------------

/**
 * What a supplier charges and suggests, all in one currency. wholesaleBase is the agency's cost
 * before taxes for the whole stay, rental or ticket; publishedRate and recommendedSellingPrice are
 * public prices including taxes and fees.
 */
export const supplierRateSchema = z
  .object({ wholesaleBase: moneySchema, taxesAndFees: moneySchema, publishedRate: moneySchema, recommendedSellingPrice: moneySchema })
  .refine((r) => new Set([r.wholesaleBase, r.taxesAndFees, r.publishedRate, r.recommendedSellingPrice].map((m) => m.currency)).size === 1, {
    message: 'all amounts of a rate must share one currency',
  });
export type SupplierRate = z.infer<typeof supplierRateSchema>;

const located = { city: text(), countryCode, latitude, longitude };

export const hotelOfferSchema = z.object({
  id: text(80),
  name: text(),
  stars: z.number().int().min(1).max(5),
  heroImage: imageRef,
  address: text(300),
  ...located,
  distanceKm: z.number().nonnegative(),
  /** The point distanceKm is measured from ('Paris', 'Eiffel Tower'). */
  distanceFrom: text(),
  checkIn: isoDate,
  checkOut: isoDate,
  nights: z.number().int().min(1).max(MAX_BOOKING_RANGE_DAYS),
  rooms: z.number().int().min(1).max(9),
  /** Average wholesale price of one room for one night, before taxes. */
  nightlyRate: moneySchema,
  rate: supplierRateSchema,
});
export type HotelOffer = z.infer<typeof hotelOfferSchema>;

export const activityOfferSchema = z.object({
  productCode: z.string().regex(/^[A-Za-z0-9-]{3,40}$/),
  title: text(),
  imageUrl: imageRef,
  /** For people: '3 hours', 'Full day (8 hours)'. */
  duration: text(60),
  durationMinutes: z.number().int().positive(),
  isFreeCancellation: z.boolean(),
  /** Average review score, 1–5 with one decimal. */
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().nonnegative(),
  ...located,
  /** Price for one adult. */
  rate: supplierRateSchema,
});
export type ActivityOffer = z.infer<typeof activityOfferSchema>;

export const carOfferSchema = z.object({
  /** The supplier's self-describing offer id (the car search's and details' offerId). */
  id: text(600),
  /** 'Toyota Corolla or similar'. */
  name: text(),
  category: text(60),
  supplierName: text(),
  logo: imageRef,
  vehiclePicture: imageRef,
  passengerCapacity: z.number().int().min(1).max(15),
  bagCapacity: z.number().int().min(0).max(10),
  doors: z.number().int().min(2).max(5),
  transmission: z.enum(['Automatic', 'Manual']),
  pickupLocation: text(),
  dropOffLocation: text(),
  /** Country of the pick-up: the destination the agency's markup rules name (issue #15). */
  countryCode,
  pickUpDateTime: dateTime,
  returnDateTime: dateTime,
  rentalDays: z.number().int().min(1).max(MAX_BOOKING_RANGE_DAYS),
  /** Price for the whole rental period. */
  rate: supplierRateSchema,
});
export type CarOffer = z.infer<typeof carOfferSchema>;

const airportRef = airportSchema.pick({ iata: true, name: true, city: true, countryCode: true });
export const flightOfferSchema = z.object({
  id: text(80),
  airline: airlineSchema.pick({ iata: true, name: true }),
  flightNumber: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/),
  origin: airportRef,
  destination: airportRef,
  /** Local times at each airport, YYYY-MM-DDTHH:mm. */
  departAt: dateTime,
  arriveAt: dateTime,
  durationMinutes: z.number().int().positive(),
  stops: z.number().int().min(0).max(3),
  cabin: z.enum(['Economy', 'Premium Economy', 'Business', 'First']),
  /** Price for one adult, one way. */
  rate: supplierRateSchema,
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;

export const cruiseOfferSchema = z.object({
  id: text(80),
  shipLine: cruiseShipLineSchema.pick({ id: true, name: true }),
  shipName: text(),
  itineraryName: text(),
  departurePort: text(),
  departDate: isoDate,
  nights: z.number().int().min(1).max(MAX_BOOKING_RANGE_DAYS),
  image: imageRef,
  /** Price for one guest sharing a double cabin. */
  rate: supplierRateSchema,
});
export type CruiseOffer = z.infer<typeof cruiseOfferSchema>;

export const resortOfferSchema = z.object({
  id: text(80),
  name: text(),
  stars: z.number().int().min(1).max(5),
  image: imageRef,
  regionId: z.number().int().positive(),
  subregionId: z.number().int().positive(),
  subregionName: text(),
  themes: z.array(resortThemeSchema.exclude(['All'])).min(1),
  latitude,
  longitude,
  /** From the point the deals were asked for. */
  distanceKm: z.number().nonnegative(),
  /** One night for two adults. */
  rate: supplierRateSchema,
});
export type ResortOffer = z.infer<typeof resortOfferSchema>;

// The resort booking hold of spec §4 (hold-check, release): booking/resort-api.ts.

// ---- deal answers (spec §3; numbers in major units of `currency`, rounded to 2 decimals) ------

const amount = z.number().nonnegative();
/**
 * rates of hotel v1, activity and car deals. totalRate = baseRate + taxAndFee is the traveller
 * price; wholesaleRate (what the agency pays, taxes included) and agencyMarkup (totalRate −
 * wholesaleRate) are only present for travel agents who are not restricted (spec §5, §6).
 */
export const dealRatesSchema = z.object({
  discountPercentage: z.number().int().min(0).max(100),
  publishedRate: amount,
  totalRate: amount,
  savedPrice: amount,
  baseRate: amount,
  taxAndFee: amount,
  currency: currencyCode,
  wholesaleRate: amount.optional(),
  agencyMarkup: amount.optional(),
});
export type DealRates = z.infer<typeof dealRatesSchema>;

export const hotelDealV1Schema = z.object({
  hotel: z.object({ hotelDetails: z.object({ heroImage: imageRef, name: text(), distance: z.number().nonnegative(), distanceFrom: text() }) }),
  /** Star rating. */
  rating: z.number().min(0).max(5),
  link: text(2000),
  rates: dealRatesSchema,
});
export type HotelDealV1 = z.infer<typeof hotelDealV1Schema>;

/** Hotel deal v2; wholesale_rate and agency_markup follow the v2 naming and the same agent-only rule. */
export const hotelDealV2Schema = z.object({
  name: text(),
  property_id: text(80),
  image: z.object({ large: imageRef }),
  ratings: z.object({ star_rating: z.number().min(0).max(5) }),
  rate: z.object({
    recommended_selling_price: amount,
    total_rate: amount,
    saved_price: amount,
    base_rate: amount,
    tax_and_fees: amount,
    currency: currencyCode,
    wholesale_rate: amount.optional(),
    agency_markup: amount.optional(),
  }),
});
export type HotelDealV2 = z.infer<typeof hotelDealV2Schema>;

export const activityDealSchema = z.object({
  imageUrl: imageRef,
  title: text(),
  duration: text(60),
  isFreeCancellation: z.boolean(),
  rating: z.number().min(0).max(5),
  rates: dealRatesSchema,
  link: text(2000),
});
export type ActivityDeal = z.infer<typeof activityDealSchema>;

/** Spec §3 says 'veh or name'; answers carry name, veh is accepted for older producers. */
export const carDealSchema = z.object({
  vehiclePicture: imageRef,
  logo: imageRef,
  veh: text().optional(),
  name: text(),
  passangerCapacity: z.number().int().min(1),
  bagCapacity: z.number().int().min(0),
  noOfDoors: z.number().int().min(2),
  pickupLocation: text(),
  dropOffLocation: text(),
  rates: dealRatesSchema,
  link: text(2000),
});
export type CarDeal = z.infer<typeof carDealSchema>;

// ---- deal-search payloads (spec §7) -----------------------------------------------------------

/** Spec §9: the longest booking range (booking-range.ts). */
const withinRange = (start: string, end: string): boolean => withinDealRange(wallClockMs(start), wallClockMs(end));
const flags = { isOTA: z.boolean().default(false), isHome: z.boolean().default(false), isFromDestination: z.boolean().default(false) };
const searchString = z.string().trim().max(200).default('');

export const occupancySchema = z
  .object({
    numOfRoom: z.number().int().min(1).max(9),
    numOfAdults: z.number().int().min(1).max(36),
    numOfChildren: z.number().int().min(0).max(18),
    childAges: z.array(z.number().int().min(0).max(17)).max(18).default([]),
  })
  .refine((o) => o.childAges.length === o.numOfChildren, { message: 'give one age per child', path: ['childAges'] });

export const hotelDealSearchSchema = z.object({
  occupancies: z.array(occupancySchema).min(1).max(9),
  stayPeriod: z
    .object({ start: dateTime, end: dateTime })
    .refine((p) => withinRange(p.start, p.end), { message: `end must be after start and at most ${MAX_BOOKING_RANGE_DAYS} days later`, path: ['end'] }),
  latitude,
  longitude,
  nationality: countryCode,
  destinationCountryCode: countryCode,
  currency: currencyCode,
  /** Kilometres around latitude/longitude. */
  radius: z.number().positive().max(100),
  searchString,
  ...flags,
});
export type HotelDealSearch = z.infer<typeof hotelDealSearchSchema>;
export type HotelDealSearchInput = z.input<typeof hotelDealSearchSchema>;

export const activityDealSearchSchema = z.object({ latitude, longitude, ...flags });
export type ActivityDealSearch = z.infer<typeof activityDealSearchSchema>;
export type ActivityDealSearchInput = z.input<typeof activityDealSearchSchema>;

export const carDealSearchSchema = z
  .object({
    age: z.number().int().min(18).max(99),
    countryOfResidence: countryCode,
    pickUpDateTime: dateTime,
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnDateTime: dateTime,
    returnLatitude: latitude,
    returnLongitude: longitude,
    searchString,
    ...flags,
  })
  .refine((c) => withinRange(c.pickUpDateTime, c.returnDateTime), {
    message: `return must be after pick-up and at most ${MAX_BOOKING_RANGE_DAYS} days later`,
    path: ['returnDateTime'],
  });
export type CarDealSearch = z.infer<typeof carDealSearchSchema>;
export type CarDealSearchInput = z.input<typeof carDealSearchSchema>;
