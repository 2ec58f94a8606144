import type { CabinCategory } from '@tripfront/domain/booking/cruise-api';
import type { FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import type { DueAtProperty, PriceBreakdown } from '@tripfront/domain/booking/price';
import type { CreateBookingBody } from '@tripfront/domain/booking/bookings';
import type { CarExtraChoices, DueAtPickup } from '@tripfront/domain/booking/car-api';
import type { Product } from '@tripfront/domain/booking/products';
import type { CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { SupplierResult } from '@tripfront/suppliers';

// The one interface a product plugs into the booking pipeline with (issue #14, decision 0027).
// The shared core (checkout.ts, flow.ts, cancel.ts, present.ts, recovery.ts) does payment,
// idempotency, hold caps, the booking record and its status history, emails, recovery and refunds
// for every product; an adapter only speaks to its supplier and says what its offer is.
//
// Search and offer details answer product-shaped questions on the product's own API paths
// (spec §7: /hotel-api/search, later the flight API), so they are the `catalog` of a product, called
// by its routes; the core never calls them. Re-price/hold, book, cancel and present are the
// `BookingAdapter`, called only by the core.

/** What every booking says about itself whatever the product: My Trips, the back-office, emails. */
export interface BookingFacts {
  /** 'Hôtel Lumière Montmartre', 'LHR → JFK', 'Toyota Corolla or similar'. */
  title: string;
  /** 'Paris, FR'. */
  location: string | null;
  /** ISO 3166-1 alpha-2 country of the destination (the hotel's, the pick-up's), or null when unknown. */
  countryCode: string | null;
  /** YYYY-MM-DD: check-in, departure, pick-up, the activity's day. */
  startDate: string;
  /** YYYY-MM-DD: check-out, return or arrival, drop-off; the start date for a one-day product. */
  endDate: string;
  /** The cancellation terms the refund rule (domain/booking/refund.ts) reads. */
  terms: CancellationTerms;
  /** Nothing is charged when booking: the provider takes its price at pick-up (a car rate, decision 0112). */
  paidAtPickup?: true;
}

/** A supplier hold of an offer at the traveller's live price. */
export interface OfferHold<Offer> {
  holdId: string;
  /** ISO date-time the supplier keeps it until. */
  expiresAt: string;
  /** The live price in the hold's pricing context (agency markup rule, currency; agent rows when it asks for them). */
  price: PriceBreakdown;
  /** What is held, small and JSON: kept in the signed hold token, then on the booking. */
  offer: Offer;
}

/** Why an offer cannot be held or quoted: gone, no longer offered (or not for these dates), or the supplier did not answer. */
export type OfferRefusal = { ok: false; reason: 'sold_out' | 'not_offered' | 'unavailable' };

export type HoldResult<Offer> = { ok: true; hold: OfferHold<Offer> } | OfferRefusal;

/** An offer re-priced now, without a supplier hold (a proposal item's quote, decision 0118). */
export interface OfferQuote<Offer> {
  /** The live price in the quote's pricing context, built as the hold builds it. */
  price: PriceBreakdown;
  /** The offer as a hold of it would carry it (its facts, its terms). */
  offer: Offer;
  /** A picture of the offer, '' when the supplier has none. */
  image: string;
  /** Short lines of what it is, in the supplier's words ('Deluxe King', 'Bed and breakfast'). */
  lines: string[];
}

export type QuoteResult<Offer> = { ok: true; quote: OfferQuote<Offer> } | OfferRefusal;

/** What quoting an offer needs: the offer, the request (its "today" rules) and the pricing context. */
export type QuoteInput = Omit<HoldInput, 'extras'>;

/** What a supplier says of a booking made with our client reference (recovery asks it). */
export interface SupplierBookingState {
  status: 'confirmed' | 'cancelled';
  supplierReference: string;
  /** As in Booked: merged into the stored part when recovery confirms the booking. */
  stored?: Record<string, unknown>;
}

export interface HoldInput {
  /** The offer the traveller chose (a hotel rate id, a flight offer id …), opaque to the core. */
  offerId: string;
  request: FastifyRequest;
  /** The core asks for the agent rows whoever holds (the booking records them) and strips them for travellers. */
  pricing: PricingContext;
  /** Cars: the extras the traveller added (the hold body's `extras`); other products get none and refuse them. */
  extras?: CarExtraChoices;
}

/**
 * The product's own fields of the booking body (a flight's passengers), as sent: checked by the
 * adapter before anything is charged, kept with the pending booking (never in an answer) and given
 * back to `book`. Products that need none ignore them.
 */
export type ProductInput = Pick<CreateBookingBody, 'passengers' | 'driver' | 'participants' | 'guests'>;

/** Why the product's fields of a booking body do not fit the held offer: the field path and what to change. */
export interface InputIssue {
  /** 'passengers' or 'passengers.1.birthDate'. */
  path: string;
  message: string;
}

export interface BookInput {
  holdId: string;
  /** Ours, unique per booking: booking twice with it books once. */
  clientReference: string;
  leadGuest: { firstName: string; lastName: string; email: string; phone?: string };
  /** The product's fields of the booking body (checkInput accepted them). */
  input: ProductInput;
}

/** A supplier's booking: its reference, and what the booking keeps of it besides (a flight's record locator). */
export interface Booked {
  supplierReference: string;
  /** Merged into the product's stored part when the booking is confirmed. */
  stored?: Record<string, unknown>;
}

/**
 * The confirmation email's product part, as facts the email words in the booker's language
 * (lib/email-texts.ts); the core adds the agency's branding, the reference, the booking's dates,
 * the total, the cancellation terms and the link.
 */
export type ConfirmationFacts =
  | {
      product: 'hotel';
      /** 'Hôtel Lumière Montmartre'. */
      name: string;
      nights: number;
      /** The room's name, as the supplier gives it. */
      room: string;
      /** Taxes and fees paid at the property itself, in its currency (decision 0106); absent when none. */
      dueAtProperty?: DueAtProperty;
    }
  | {
      product: 'flight';
      /** 'LHR → JFK'. */
      route: string;
      trip: 'oneWay' | 'return' | 'multiCity';
      /** The airline selling the fare ('British Airways') and its fare brand ('Economy Light'). */
      airline: string;
      fareBrand: string;
      passengers: number;
      /** The airline's record locator (PNR), once the airline gave it. */
      recordLocator: string | null;
    }
  | {
      product: 'activity';
      /** 'Lisbon Old Town Walking Tour'. */
      title: string;
      /** YYYY-MM-DD and HH:mm, local time at the meeting point. */
      date: string;
      time: string;
      /** 'Pier 3 ticket kiosk, 12 Market Street, Lisbon'. */
      meetingPoint: string;
      participants: number;
    }
  | {
      product: 'car';
      /** 'Toyota Corolla or similar'. */
      title: string;
      pickup: string;
      dropoff: string;
      /** The rental company ('Europcar'). */
      supplier: string;
      /** The driver's name. */
      driver: string;
      /** The rental company's confirmation number, once it gave it. */
      confirmationNumber: string | null;
      /** Paid at pick-up (decision 0112): the rental company's price, in its currency; absent when the total paid covers the rental. */
      dueAtPickup?: DueAtPickup;
    }
  | {
      product: 'resort';
      /** 'Coral Cancún Resort & Spa'. */
      name: string;
      /** 'Sea View Room'. */
      room: string;
      nights: number;
      guests: number;
      /** The resort's hold reference (RH-…), what the resort desk knows the stay by. */
      referenceNumber: string;
    }
  | {
      product: 'cruise';
      /** '7-Night Western Caribbean'. */
      title: string;
      ship: string;
      /** The cruise line ('Carnival Cruise Line'), whose cancellation policy applies. */
      line: string;
      nights: number;
      cabin: CabinCategory;
      guests: number;
      /** YYYY-MM-DD: cancelling until then refunds in full; null when never. */
      fullRefundUntil: string | null;
    };

/**
 * A product's part of the pipeline. `Offer` is its held offer (in the hold token) and `Stored` what
 * a booking keeps of it (the offer, plus what the hold token leaves out, e.g. a picture).
 * Declared with method syntax so adapters of different offer types share one registry.
 */
export interface BookingAdapter<Offer extends object = object, Stored extends object = Offer> {
  readonly product: Product;
  /** Recorded on the booking: which supplier holds it ('sandbox'). */
  readonly supplierName: string;

  /** Re-price and hold: the live price for this traveller, then a supplier hold. */
  hold(input: HoldInput): Promise<HoldResult<Offer>>;
  /** Re-price without a hold: the live price and the offer's facts (sold_out, not_offered or unavailable otherwise). */
  quote(input: QuoteInput): Promise<QuoteResult<Offer>>;
  /** Gives a hold back (the traveller left, the payment failed, recovery ended it). */
  releaseHold(holdId: string): Promise<SupplierResult<true>>;
  /** The facts of a held offer. */
  facts(offer: Offer): BookingFacts;
  /**
   * Optional: what is wrong with the product's fields of the booking body for this held offer
   * (empty when nothing). Asked before anything is charged or written: issues answer 400 naming
   * the first field.
   */
  checkInput?(offer: Offer, input: ProductInput): InputIssue[];
  /** What the booking keeps of the offer (and of the product's input, as answers may show it); called once, when the booking is written. */
  store(offer: Offer, input: ProductInput): Promise<Stored>;
  /** Books a held offer; idempotent by clientReference. An error without a code is an unknown outcome. */
  book(input: BookInput): Promise<SupplierResult<Booked>>;
  /** Recovery: the booking made with our reference, or null when the supplier has none. */
  bookingByClientReference(clientReference: string): Promise<SupplierResult<SupplierBookingState | null>>;
  /** Cancels under the offer's policy; refundShare 0..1 is what the supplier gives back. */
  cancel(supplierReference: string): Promise<SupplierResult<{ refundShare: number }>>;

  /** The product part of the hold answer (hotel: hotel, room, ratePlan, stay). */
  holdAnswer(hold: OfferHold<Offer>, policy: CancellationPolicy): Record<string, unknown>;
  /** The product part of a booking's details answer (My Trips, the back-office). */
  present(stored: Stored, policy: CancellationPolicy): Record<string, unknown>;
  /** The confirmation email's product part (the core adds the booking's dates). */
  confirmation(stored: Stored): ConfirmationFacts;
}

/** The adapters of the products this server books. */
export type BookingAdapters = Partial<Record<Product, BookingAdapter>>;
