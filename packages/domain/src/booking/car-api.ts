import { z } from 'zod';
import { DRIVER_AGE } from '../search/guests.ts';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './price.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { pageAnswerShape, pageQueryShape } from './results-page.ts';

// Car rental booking shapes shared by the web and the API (issue #18). This file is the cars'
// home: the search and offer answers of /api/car-rental join it, next to what a hold and a
// booking body carry for a car.

/** Extras a rental counter offers, priced per day (spec issue #18: child seat, additional driver, GPS). */
export const CAR_EXTRA_CODES = ['child_seat', 'additional_driver', 'gps'] as const;
export type CarExtraCode = (typeof CAR_EXTRA_CODES)[number];
/** The most of one extra a rental may take (child seats for a family). */
export const MAX_EXTRA_QUANTITY = 3;

/** POST /api/bookings/holds `extras`: what the traveller added to the car, held and priced with it. */
export const carExtraChoicesSchema = z
  .array(z.object({ code: z.enum(CAR_EXTRA_CODES), quantity: z.number().int().min(1).max(MAX_EXTRA_QUANTITY) }))
  .max(CAR_EXTRA_CODES.length)
  .refine((list) => new Set(list.map((e) => e.code)).size === list.length, 'must name each extra once');
export type CarExtraChoices = z.infer<typeof carExtraChoicesSchema>;

const name = z.string().trim().min(1, 'is required').max(80);

/**
 * POST /api/bookings `driver`: who drives, as on their licence. The age is the driver's age at
 * pick-up; the car's supplier checks it against its minimum (and the search's driver age).
 */
export const carDriverSchema = z.object({
  firstName: name,
  lastName: name,
  age: z.number().int().min(DRIVER_AGE.min, `must be at least ${DRIVER_AGE.min}`).max(DRIVER_AGE.max, `must be at most ${DRIVER_AGE.max}`),
  /** Optional: the arriving flight, so the counter waits for a late flight ('BA117'). */
  flightNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/i, 'must be a flight number like BA117')
    .optional()
    .or(z.literal('')),
  /**
   * The driver's date of birth (YYYY-MM-DD), for rental companies that need it at the counter
   * (the offer's `driverBirthDateRequired`); it must give the driver's `age` at pick-up.
   */
  birthDate: isoDateSchema.optional(),
});
export type CarDriver = z.infer<typeof carDriverSchema>;

// ---- the car search and offer answers (GET /api/car-rental/search, /offers/:offerId) ----------

/** Vehicle classes, smallest first (the results' class filter lists them in this order). */
export const VEHICLE_CLASSES = [
  'Mini',
  'Economy',
  'Compact',
  'Intermediate',
  'Full-size',
  'Intermediate SUV',
  'Standard SUV',
  'Minivan',
  'Electric',
  'Convertible',
  'Premium',
  'Luxury',
] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
/** Unlimited kilometres, or a daily allowance with a fee per extra kilometre. */
export const MILEAGE_POLICIES = ['unlimited', 'limited'] as const;
export type MileagePolicy = (typeof MILEAGE_POLICIES)[number];
/** full_to_full: return it full; same_to_same: as full as it was; pre_purchase: a full tank is paid for, return it empty. */
export const FUEL_POLICIES = ['full_to_full', 'same_to_same', 'pre_purchase'] as const;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];
/** What a rental price may include or leave out; the web words each code in the visitor's language. */
export const CAR_COVER_CODES = [
  'collision_damage_waiver',
  'theft_protection',
  'third_party_liability',
  'local_taxes',
  'unlimited_mileage',
  'airport_surcharge',
  'one_way_fee',
  'young_driver_fee',
  'full_tank',
  'fuel',
  'security_deposit',
  'tolls_and_fines',
  'extra_kilometres',
] as const;
export type CarCoverCode = (typeof CAR_COVER_CODES)[number];
export const CAR_SORTS = ['price', 'price_desc', 'seats', 'class'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

const latitude = z.coerce.number().min(-90, 'must be a latitude').max(90, 'must be a latitude');
const longitude = z.coerce.number().min(-180, 'must be a longitude').max(180, 'must be a longitude');
const countryParam = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a country code like US')
  .transform((c) => c.toUpperCase());
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-01-10');
const timeParam = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 10:00');
const csv = <T extends string>(values: readonly T[], example: string) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values as unknown as [T, ...T[]]), { error: `must be a comma list like ${example}` }))
    .optional();

/**
 * GET /api/car-rental/search: the keys of the cars results URL (packages/domain/src/search/cars.ts)
 * plus the residence, currency, filters, sort and paging. The drop-off place is the pick-up place
 * when absent. Driver age is 18–99 here (so "age 12" is refused by the schema with its field); the
 * search's other rules (dates, 60-day cap) are checked by the route with the request's today.
 */
export const carSearchQuerySchema = z.object({
  pickup: z.string().trim().max(200).optional(),
  pickup_lat: latitude,
  pickup_long: longitude,
  pickup_country: countryParam.optional(),
  dropoff: z.string().trim().max(200).optional(),
  dropoff_lat: latitude.optional(),
  dropoff_long: longitude.optional(),
  dropoff_country: countryParam.optional(),
  pickup_date: dateParam,
  pickup_time: timeParam.default('10:00'),
  dropoff_date: dateParam,
  dropoff_time: timeParam.default('10:00'),
  driver_age: z.coerce
    .number()
    .int('must be a whole number of years')
    .min(DRIVER_AGE.min, `must be at least ${DRIVER_AGE.min}`)
    .max(DRIVER_AGE.max, `must be at most ${DRIVER_AGE.max}`)
    .default(DRIVER_AGE.default),
  /** The driver's country of residence (spec §9: US). */
  residence: countryParam.default('US'),
  currency: currencyCodeSchema.default('USD'),
  /** Comma lists: `vehicleClass=Economy,Compact`, `transmission=automatic`, `supplier=Hertz,Avis`. */
  vehicleClass: csv(VEHICLE_CLASSES, 'Economy,Compact'),
  transmission: z.enum(TRANSMISSIONS).optional(),
  /** At least this many seats, bags, doors. */
  minSeats: z.coerce.number().int().min(1).max(9).optional(),
  minBags: z.coerce.number().int().min(0).max(9).optional(),
  minDoors: z.coerce.number().int().min(2).max(5).optional(),
  supplier: z.string().trim().max(300).optional(),
  mileage: z.enum(MILEAGE_POLICIES).optional(),
  fuelPolicy: csv(FUEL_POLICIES, 'full_to_full'),
  freeCancellation: z.enum(['true', 'false']).optional(),
  sort: z.enum(CAR_SORTS).default('price'),
  ...pageQueryShape(),
});
export type CarSearchQuery = z.infer<typeof carSearchQuerySchema>;

export const carVehicleSchema = z.object({
  /** 'Toyota Corolla'; shown as '… or similar'. */
  model: z.string(),
  vehicleClass: z.enum(VEHICLE_CLASSES),
  transmission: z.enum(TRANSMISSIONS),
  seats: z.number().int(),
  bags: z.number().int(),
  doors: z.number().int(),
  airConditioning: z.boolean(),
  picture: z.string(),
});
export type CarVehicle = z.infer<typeof carVehicleSchema>;

export const carPlaceSchema = z.object({
  /** 'Lisbon Airport (LIS)', 'Lisbon City Centre'. */
  name: z.string(),
  /** Local time at the counter, YYYY-MM-DDTHH:mm. */
  dateTime: z.string(),
});

export const carExtraOfferSchema = z.object({
  code: z.enum(CAR_EXTRA_CODES),
  /** Per day, in the answer's currency (the agency's markup included). */
  perDay: bookingMoneySchema,
  /** The most the counter rents to one booking. */
  maxQuantity: z.number().int().min(1),
});
export type CarExtraOffer = z.infer<typeof carExtraOfferSchema>;

/**
 * A car rate's price due to the rental company at pick-up (decision 0112): its own total, extras
 * included, in its own currency (any ISO code), as it will charge the driver at the counter. We
 * never convert it nor charge it: it is shown apart from the price paid now.
 */
export const dueAtPickupSchema = z.object({
  /** Minor units of `currency`. */
  amount: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like EUR'),
});
export type DueAtPickup = z.infer<typeof dueAtPickupSchema>;

/** A priced car as the results list it. price.perNight is the price per rental day. */
export const carOfferViewSchema = z.object({
  /** Send it to the offer details and the hold: it names the search and the car. */
  offerId: z.string(),
  vehicle: carVehicleSchema,
  supplier: z.object({ name: z.string(), logo: z.string() }),
  pickup: carPlaceSchema,
  dropoff: carPlaceSchema,
  /** The pick-up's country. */
  countryCode: z.string(),
  rentalDays: z.number().int(),
  mileage: z.object({ policy: z.enum(MILEAGE_POLICIES), kmPerDay: z.number().int().nullable() }),
  fuelPolicy: z.enum(FUEL_POLICIES),
  /** ISO date-time until which cancelling is free; null: not refundable. */
  freeCancellationUntil: z.string().nullable(),
  /** The counter's IANA zone: pick-up, drop-off and the deadline are its local time. */
  timeZone: z.string().optional(),
  /** The terms in words, by the server in the reader's language, as the hold and booking word them (decision 0097). */
  cancellationPolicy: cancellationPolicySchema,
  /** The supplier's minimum driver age for this car. */
  minDriverAge: z.number().int(),
  /** Cars of this class left at the counter for these days (1: the last one). */
  carsLeft: z.number().int().min(0),
  /** The rental company needs the driver's date of birth: the checkout asks for it and the booking is refused without it. */
  driverBirthDateRequired: z.boolean().optional(),
  /** What we charge when booking; nothing (zero) for a rate paid at pick-up. */
  price: priceBreakdownSchema,
  /** "Pay at pick-up" (decision 0112): the rental company's price, paid to it at the counter; absent when we charge it all when booking. */
  dueAtPickup: dueAtPickupSchema.optional(),
});
export type CarOfferView = z.infer<typeof carOfferViewSchema>;

/** GET /api/car-rental/offers/:offerId: the car re-priced with the supplier now, with everything the details page shows. */
export const carOfferDetailsSchema = carOfferViewSchema.extend({
  /** The counter's own words on where to go and what to bring. */
  pickupInstructions: z.string(),
  includes: z.array(z.enum(CAR_COVER_CODES)),
  excludes: z.array(z.enum(CAR_COVER_CODES)),
  extras: z.array(carExtraOfferSchema),
  /** The driver age the price was made for (the search's). */
  driverAge: z.number().int(),
  residence: z.string(),
  /** Where the search was for: a page opened from a deal's link builds its search from them. */
  points: z.object({
    pickup: z.object({ latitude: z.number(), longitude: z.number() }),
    dropoff: z.object({ latitude: z.number(), longitude: z.number() }),
  }),
  /** The extras asked for (`extras=child_seat:1,gps:1`) and the price with them: what the hold will charge. */
  chosenExtras: carExtraChoicesSchema,
  priceWithExtras: priceBreakdownSchema,
});
export type CarOfferDetails = z.infer<typeof carOfferDetailsSchema>;
export const carOfferAnswerSchema = z.object({ data: carOfferDetailsSchema });

/** `child_seat:1,gps:1` (the details page's and checkout's URL, the offer's `extras` query) as extra choices; a code without a count is 1. */
export const carExtrasParamSchema = z
  .string()
  .max(200)
  .transform((text) =>
    text
      .split(',')
      .filter(Boolean)
      .map((item) => {
        const [code = '', quantity = '1'] = item.split(':');
        return { code, quantity: Number(quantity) };
      }),
  )
  .pipe(carExtraChoicesSchema);

export const toCarExtrasParam = (extras: CarExtraChoices): string => extras.map((e) => `${e.code}:${e.quantity}`).join(',');

/** A car's listed price (domain car-rules carListedPrice): the price paid now, or what is due at pick-up in the rental company's currency. */
const listedPriceSchema = z.union([bookingMoneySchema, dueAtPickupSchema]);
const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int(), lowest: listedPriceSchema });

export const carFacetsSchema = z.object({
  vehicleClasses: z.array(facetCount(z.enum(VEHICLE_CLASSES))),
  transmissions: z.array(facetCount(z.enum(TRANSMISSIONS))),
  suppliers: z.array(facetCount(z.string())),
  mileage: z.array(facetCount(z.enum(MILEAGE_POLICIES))),
  fuelPolicies: z.array(facetCount(z.enum(FUEL_POLICIES))),
  /** The largest seats, bags and doors offered (the "at least" filters go up to them). */
  maxSeats: z.number().int(),
  maxBags: z.number().int(),
  maxDoors: z.number().int(),
  freeCancellation: z.number().int(),
  priceRange: z.object({ min: listedPriceSchema, max: listedPriceSchema }).nullable(),
});
export type CarFacets = z.infer<typeof carFacetsSchema>;

export const carSearchAnswerSchema = z.object({
  data: z.object({
    offers: z.array(carOfferViewSchema),
    ...pageAnswerShape,
    currency: currencyCodeSchema,
    rentalDays: z.number().int(),
    driverAge: z.number().int(),
    /** For the filters: taken from every car found, before filtering. */
    facets: carFacetsSchema,
  }),
  /** Set when the supplier failed or nothing rents to this driver: the list is empty and this says why. */
  message: z.string().optional(),
});
export type CarSearchAnswer = z.infer<typeof carSearchAnswerSchema>;

/** A held extra: how many and what they cost for the whole rental. */
export const heldExtraSchema = z.object({ code: z.enum(CAR_EXTRA_CODES), quantity: z.number().int(), perDay: bookingMoneySchema, total: bookingMoneySchema });
export type HeldExtra = z.infer<typeof heldExtraSchema>;

/** A held or booked car as the booking answers show it (the hold's `car`, the booking's details). */
export const heldCarSchema = carOfferDetailsSchema
  .omit({ price: true, carsLeft: true, extras: true, chosenExtras: true, priceWithExtras: true, points: true, cancellationPolicy: true })
  .extend({
    extras: z.array(heldExtraSchema),
  });
export type HeldCar = z.infer<typeof heldCarSchema>;

export const bookedCarSchema = heldCarSchema.extend({
  /** The counter's confirmation number, once confirmed. */
  confirmationNumber: z.string().nullable(),
});
export const bookedDriverSchema = z.object({ firstName: z.string(), lastName: z.string(), age: z.number().int(), flightNumber: z.string().nullable() });
export type BookedDriver = z.infer<typeof bookedDriverSchema>;
