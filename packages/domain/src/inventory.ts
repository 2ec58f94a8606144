import { z } from 'zod';
import { MAX_BOOKING_RANGE_DAYS } from './booking-range.ts';
import type { Money } from './money.ts';
import { countryCode, currencyCode, dateTime, iataCode, imageRef, isoDate, latitude, longitude, text } from './payload-fields.ts';

// Inventory as every supplier adapter returns it (amounts in the supplier's currency, minor
// units) and the world lookups (countries, airports, airlines, cruise lines, resort regions, place
// suggestions). The deal answers of spec §3 and the deal-search payloads of spec §7 live in
// deals/. Money itself lives in money.ts; re-exported here for callers
// that think of it as part of the inventory vocabulary.
export type { Money };

/** Money as the inventory and bookings carry it (see Money). */
export const moneySchema: z.ZodType<Money> = z.object({
  amountMinor: z.number().int().refine(Number.isSafeInteger, 'must be a safe integer'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD'),
});

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
