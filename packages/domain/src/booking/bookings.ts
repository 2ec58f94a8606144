import { z } from 'zod';
import { BOOKING_ACTOR_KINDS } from '../audit.ts';
import { activityParticipantsSchema, bookedActivitySchema, heldActivitySchema } from './activity-api.ts';
import { bookedCarSchema, bookedDriverSchema, carDriverSchema, carExtraChoicesSchema, heldCarSchema } from './car-api.ts';
import { bookedCruiseSchema, cruiseGuestsSchema, heldCruiseSchema } from './cruise-api.ts';
import { bookedFlightSchema, bookedPassengerSchema, flightPassengersSchema, heldFlightSchema } from './flight-api.ts';
import { cancellationPolicySchema, BOARDS } from './hotel-api.ts';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { bookingMoneySchema, dueAtPropertySchema, expectedTotalSchema, currencyCodeSchema, priceBreakdownSchema } from './price.ts';
import { PRODUCTS, type Product } from './products.ts';
import { bookedResortSchema, heldResortSchema } from './resort-api.ts';
import { specialRequestsTextSchema } from './special-requests.ts';
import { MAX_HOLD_ID_LENGTH, MAX_OFFER_ID_LENGTH } from '../supplier-accounts.ts';
import { proposalHoldSchema } from '../proposals.ts';
import { openHoldSchema } from './open-holds.ts';

// Request and answer shapes of /api/bookings. See docs/decisions/0010-booking-api.md.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'failed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'authorized', 'captured', 'declined', 'voided', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ['none', 'refunded', 'not_refundable', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Machine-readable reasons on 4xx answers the web reacts to. */
export const BOOKING_ERROR_CODES = [
  'PRICE_CHANGED',
  'SOLD_OUT',
  'HOLD_EXPIRED',
  'PAYMENT_DECLINED',
  'PAYMENT_FAILED',
  'IDEMPOTENCY_KEY_REUSED',
  'IN_PROGRESS',
  'NOT_CANCELLABLE',
  'NOT_AWAITING_PAYMENT',
  'TOO_MANY_HOLDS',
  'NOT_CONFIRMED',
  'AUTHENTICATION_TIMED_OUT',
  // The wallet (issue #16): not enough credits, credits refused (wallet off, more than the total, on behalf).
  'INSUFFICIENT_CREDITS',
  'CREDITS_REFUSED',
  // Proposals (decision 0118): a hold of a proposal's item by an account it was not sent to; a proposal expired, withdrawn or settled.
  'PROPOSAL_NOT_YOURS',
  'PROPOSAL_CLOSED',
] as const;
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

// A traveller's open holds: a module of their own, so that the results pages' error handling does
// not build every product's booking schemas (bench: booking pages' blocking time).
export { openHoldListAnswerSchema, openHoldSchema, type OpenHold } from './open-holds.ts';

export const bookingErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  code: z.enum(BOOKING_ERROR_CODES).optional(),
  /** PRICE_CHANGED: the new price the traveller must accept (send it back as expectedTotal). */
  price: priceBreakdownSchema.optional(),
  /** TOO_MANY_HOLDS: the traveller's open holds, so they can release one and go on. */
  holds: z.array(openHoldSchema).optional(),
});
export type BookingError = z.infer<typeof bookingErrorSchema>;

const name = z.string().trim().min(1, 'is required').max(80);

/** The services of spec §2, as a booking names its own. */
export const SERVICE_KEYS = ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise'] as const;

export const holdBodySchema = z.object({
  /** What is booked; the pipeline is the same for every product (decision 0027). */
  product: z.enum(PRODUCTS).default('hotel'),
  /** The offer the traveller chose: a hotel rate id (rateId of the hotel API), a flight offer id … */
  offerId: z.string().min(10).max(MAX_OFFER_ID_LENGTH),
  currency: currencyCodeSchema.default('USD'),
  /** The total the traveller was shown; a different live price answers 409 PRICE_CHANGED with the new one. */
  expectedTotal: expectedTotalSchema,
  /** Cars (issue #18): the extras added to the car, held and priced with it. Other products refuse it. */
  extras: carExtraChoicesSchema.optional(),
  /** The proposal item held (decision 0118): priced with the item's markup, for the account of the proposal's client only. */
  proposal: proposalHoldSchema.optional(),
});
export type HoldBody = z.infer<typeof holdBodySchema>;

const holdCommonSchema = z.object({
  /** Signed; send it with the booking. */
  holdToken: z.string(),
  /** ISO date-time: the offer is kept until then. */
  expiresAt: z.string(),
  price: priceBreakdownSchema,
  /** The held offer's cancellation terms, worded by the server as the booking will be (decision 0097). */
  cancellationPolicy: cancellationPolicySchema,
});

/** A held hotel rate: the hotel, room, rate plan and stay. */
const hotelHoldSchema = holdCommonSchema.extend({
  product: z.literal('hotel'),
  hotel: z.object({ propertyId: z.string(), name: z.string(), address: z.string() }),
  room: z.object({ roomTypeId: z.string(), name: z.string() }),
  ratePlan: z.object({ name: z.string(), board: z.enum(BOARDS), cancellationPolicy: cancellationPolicySchema }),
  stay: z.object({ checkin: isoDateSchema, checkout: isoDateSchema, nights: z.number().int(), occupancy: z.array(z.string()) }),
  /** Taxes and fees the guest pays at the property, not in `price` nor charged by us (price.ts). */
  dueAtProperty: dueAtPropertySchema.optional(),
});

/** Held seats (issue #17): the itinerary, fare, its conditions and the party. */
const flightHoldSchema = holdCommonSchema.extend({ product: z.literal('flight'), flight: heldFlightSchema });

/** Held places on a time slot (issue #18): the tour, date, time, meeting point and the party. */
const activityHoldSchema = holdCommonSchema.extend({ product: z.literal('activity'), activity: heldActivitySchema });

/** A held car (issue #18): the car, counter, policies, and the extras priced into the hold. */
const carHoldSchema = holdCommonSchema.extend({ product: z.literal('car'), car: heldCarSchema });

/** A held resort room (issue #19): the resort, room, stay and party, and the reference number hold-check and release take. */
const resortHoldSchema = holdCommonSchema.extend({ product: z.literal('resort'), resort: heldResortSchema });

/** A held cabin (issue #19): the sailing, cabin category, guests and the line's refund tiers. */
const cruiseHoldSchema = holdCommonSchema.extend({ product: z.literal('cruise'), cruise: heldCruiseSchema });

/** The shared fields of every hold and the product's own, told apart by `product`: one member per product. */
export const holdAnswerSchema = z.object({
  data: z.discriminatedUnion('product', [hotelHoldSchema, flightHoldSchema, activityHoldSchema, carHoldSchema, cruiseHoldSchema, resortHoldSchema]),
});
export type ResortHoldAnswer = z.infer<typeof resortHoldSchema>;
export type CruiseHoldAnswer = z.infer<typeof cruiseHoldSchema>;
export type ActivityHoldAnswer = z.infer<typeof activityHoldSchema>;
export type HotelHold = z.infer<typeof hotelHoldSchema>;
export type FlightHoldAnswer = z.infer<typeof flightHoldSchema>;
export type CarHoldAnswer = z.infer<typeof carHoldSchema>;
export type HoldAnswer = z.infer<typeof holdAnswerSchema>;

/** POST /api/bookings/holds/release: the checkout was left without booking; the room goes back on sale. */
/** A hold token carries the held offer: a flight's itinerary makes it several kB. */
const holdTokenSchema = z.string().min(10).max(16_000);

/** By the checkout's token (leaving it), or by the id the list of open holds gives (a Release button). */
export const releaseHoldBodySchema = z.union([z.object({ holdToken: holdTokenSchema }), z.object({ holdId: z.string().min(1).max(MAX_HOLD_ID_LENGTH) })]);
export type ReleaseHoldBody = z.infer<typeof releaseHoldBodySchema>;
export const releaseHoldAnswerSchema = z.object({ data: z.object({ released: z.literal(true) }) });

export const leadGuestSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.email('must be a valid email address').max(254),
  /** Optional; international format is best (+33 1 23 45 67 89). */
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d ()./-]*$/, 'must be a phone number')
    .optional()
    .or(z.literal('')),
});
export type LeadGuest = z.infer<typeof leadGuestSchema>;

/** Only the gateway's opaque token and what a receipt may show: never a card number. */
export const paymentInputSchema = z.object({
  token: z
    .string()
    .min(4)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the token the payment form returned'),
  brand: z.string().max(20).optional(),
  last4: z
    .string()
    .regex(/^\d{4}$/, 'must be the last 4 digits')
    .optional(),
});

export const createBookingBodySchema = z.object({
  holdToken: holdTokenSchema,
  guest: leadGuestSchema,
  /** Hotels and resorts only (special-requests.ts); trimmed, blank reads as none. */
  specialRequests: specialRequestsTextSchema.optional(),
  /** The card for what credits do not pay; left out only when credits pay the whole total. */
  payment: paymentInputSchema.optional(),
  /** The total shown on the checkout page; must equal the held price. */
  expectedTotal: expectedTotalSchema,
  /** Wallet credits to spend (issue #16): the discount, minor units of the total's currency. */
  credits: z.number().int().min(0).max(1_000_000_000_000).optional(),
  /** An agent booking for one of the agency's travellers: the traveller's user id (issue #16). */
  clientId: z.uuid("must be the id of one of the agency's travellers").optional(),
  /** Flights (issue #17): every passenger as on their travel document; the product checks them against the held offer. */
  passengers: flightPassengersSchema.optional(),
  /** Cars (issue #18): who drives; the product checks their age against the car's minimum and the search. */
  driver: carDriverSchema.optional(),
  /** Activities (issue #18): every participant by name and type, matching the held party. */
  participants: activityParticipantsSchema.optional(),
  /** Cruises (issue #19): every guest of the cabin by name, type and age on the day of sailing, matching the held party. */
  guests: cruiseGuestsSchema.optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const createBookingHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 128 letters, digits or _ . : - (a UUID is ideal)'),
});

export const confirmPaymentBodySchema = z.object({
  /** Sandbox gateway only: the outcome of the test authentication. Stripe asks Stripe instead. */
  authentication: z.enum(['approved', 'declined']).optional(),
});

/** What My Trips lists. total.amount is in minor units. */
export const bookingSummarySchema = z.object({
  reference: z.string(),
  product: z.enum(PRODUCTS),
  service: z.enum(SERVICE_KEYS),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  location: z.string().optional(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  total: bookingMoneySchema,
  createdAt: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/**
 * What cancelling a confirmed booking now would refund, computed by the server with the refund rule
 * (domain/booking/refund.ts, decision 0084) at the time of the answer; the cancel route refunds by
 * the same rule. Null once the booking is not confirmed.
 */
export const refundPreviewSchema = z.object({
  refund: bookingMoneySchema,
  /** 'full', 'less_fee' (a fare's fee kept), 'share' (a cruise tier), 'none'. */
  kind: z.enum(['full', 'less_fee', 'share', 'none']),
  /** Until when this refund holds: an ISO instant (UTC) or a tier's last day (YYYY-MM-DD, UTC); null when nothing more changes. */
  until: z.string().nullable(),
  /** The fee kept, when the rule keeps one. */
  fee: bookingMoneySchema.nullable(),
  /** The rule in words, in the booker's language. */
  text: z.string(),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

/** What every booking shows whatever its product. */
const bookingCommonSchema = bookingSummarySchema.extend({
  /** The booking's cancellation terms in words, now (a passed deadline reads non-refundable). */
  cancellationPolicy: cancellationPolicySchema,
  leadGuest: leadGuestSchema,
  specialRequests: z.string().optional(),
  /** Whether the traveller may still change the special requests (special-requests.ts: a stay, until check-in). */
  specialRequestsEditable: z.boolean().optional(),
  price: priceBreakdownSchema,
  /**
   * For agents who see agent prices (issue #38): the exchange the price was converted with, 1 `from`
   * (the supplier's currency) = `rate` of the booking's currency, by the rates of `date` from `source`.
   * Absent when no conversion was made.
   */
  exchange: z.object({ from: z.string(), rate: z.string(), date: z.string(), source: z.string() }).optional(),
  payment: z.object({
    gateway: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    /** Wallet credits spent on the booking (minor units of the total's currency); the card paid the rest. */
    credits: z.number().int().min(0).optional(),
  }),
  supplierReference: z.string().nullable(),
  /** Why a failed booking failed, for people. */
  failureReason: z.string().nullable(),
  cancellation: z.object({
    cancelledAt: z.string().nullable(),
    refundStatus: z.enum(REFUND_STATUSES),
    refund: bookingMoneySchema.nullable(),
  }),
  refundPreview: refundPreviewSchema.nullable(),
  history: z.array(
    z.object({
      status: z.string(),
      at: z.string(),
      note: z.string(),
      /**
       * Who made the change, for the agency's staff only (a traveller's answer leaves it out): a person's
       * kind and name, or 'system' / 'operator' (their stored name is the log's, not for people). Null kind
       * and name on changes made before actors were recorded.
       */
      actor: z.object({ kind: z.enum(BOOKING_ACTOR_KINDS).nullable(), name: z.string().nullable() }).optional(),
    }),
  ),
});

/** A hotel booking: the hotel, room, rate plan and party as booked. */
const hotelBookingSchema = bookingCommonSchema.extend({
  product: z.literal('hotel'),
  hotel: z.object({ propertyId: z.string(), name: z.string(), address: z.string(), stars: z.number().int(), image: z.string() }),
  room: z.object({ roomTypeId: z.string(), name: z.string() }),
  ratePlan: z.object({ name: z.string(), board: z.enum(BOARDS), cancellationPolicy: cancellationPolicySchema }),
  nights: z.number().int(),
  rooms: z.number().int(),
  occupancy: z.array(z.string()),
  /** Taxes and fees the guest pays at the property, not in `price` nor charged by us (price.ts). */
  dueAtProperty: dueAtPropertySchema.optional(),
});

/** A flight booking (issue #17): the itinerary, fare, record locator and passengers (document numbers masked). */
const flightBookingSchema = bookingCommonSchema.extend({
  product: z.literal('flight'),
  flight: bookedFlightSchema,
  passengers: z.array(bookedPassengerSchema),
});

/** A booked activity (issue #18): the held facts and the participants by name. */
const activityBookingSchema = bookingCommonSchema.extend({ product: z.literal('activity'), activity: bookedActivitySchema });
/** A car booking (issue #18): the car, its extras, the counter's confirmation number and the driver. */
const carBookingSchema = bookingCommonSchema.extend({ product: z.literal('car'), car: bookedCarSchema, driver: bookedDriverSchema });

/** A booked cabin (issue #19): the held facts and the guests by name. */
const cruiseBookingSchema = bookingCommonSchema.extend({ product: z.literal('cruise'), cruise: bookedCruiseSchema });

/** A booked resort stay (issue #19). */
const resortBookingSchema = bookingCommonSchema.extend({ product: z.literal('resort'), resort: bookedResortSchema });

/** A booking of any product, told apart by `product`. */
export const bookingDetailsSchema = z.discriminatedUnion('product', [
  hotelBookingSchema,
  flightBookingSchema,
  activityBookingSchema,
  carBookingSchema,
  cruiseBookingSchema,
  resortBookingSchema,
]);
export type ResortBookingDetails = z.infer<typeof resortBookingSchema>;
export type CruiseBookingDetails = z.infer<typeof cruiseBookingSchema>;
export type ActivityBookingDetails = z.infer<typeof activityBookingSchema>;
export type CarBookingDetails = z.infer<typeof carBookingSchema>;
export type FlightBookingDetails = z.infer<typeof flightBookingSchema>;
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

/** Every product answers holds and bookings with its own member: a product left out fails to compile here. */
type Missing<T extends { product: Product }> = Exclude<Product, T['product']>;
const everyProductAnswers: [Missing<HoldAnswer['data']>, Missing<BookingDetails>] extends [never, never] ? true : false = true;
void everyProductAnswers;
export type HotelBookingDetails = z.infer<typeof hotelBookingSchema>;

export const nextActionSchema = z.object({
  type: z.literal('authenticate'),
  gateway: z.string(),
  /** Stripe: the PaymentIntent client secret for stripe.handleNextAction(). Absent for the sandbox. */
  clientSecret: z.string().optional(),
});

export const bookingAnswerSchema = z.object({ data: bookingDetailsSchema });
export const pendingBookingAnswerSchema = z.object({ data: bookingDetailsSchema, nextAction: nextActionSchema.optional() });
export const bookingListAnswerSchema = z.object({ data: z.array(bookingSummarySchema) });

export const currentPaymentSchema = z.object({
  CurrentPayment: z.object({
    /** 'sandbox' or 'stripe'. */
    gateway: z.string(),
    /** False when the agency's gateway is not configured on this server (e.g. Stripe without keys): booking is then refused. */
    available: z.boolean(),
    /** Stripe only: the publishable key for Stripe.js. Never a secret. */
    publishableKey: z.string().optional(),
  }),
});
export type CurrentPayment = z.infer<typeof currentPaymentSchema>;
