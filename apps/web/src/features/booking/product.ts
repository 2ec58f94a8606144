import type { BookingDetails, CreateBookingBody, HoldAnswer } from '@tripfront/domain/booking/bookings';
import type { ComponentType, ReactNode } from 'react';
import { isProduct, type Product } from '@tripfront/domain/booking/products';
import type { HoldParams } from './api/create-hold.ts';

/** The products one booking pipeline sells (issue #14): their one list is the domain's. */
export { PRODUCT_SERVICE, PRODUCTS as BOOKING_PRODUCTS, type Product as BookingProduct } from '@tripfront/domain/booking/products';

/**
 * The product of a booking as the API describes it. Bookings made before the API named the product
 * (and answers of an API that does not yet) are hotel bookings: a missing or unknown value is 'hotel'.
 */
export function productOf(booking: object): Product {
  const product = 'product' in booking ? booking.product : undefined;
  return isProduct(product) ? product : 'hotel';
}

/** What the hold answered: the token, how long it lasts, the price, and what the product shows of it. */
export type HeldOffer = HoldAnswer['data'];

/**
 * What a product gives the shared checkout (features/booking-hotels is the first): the offer to hold,
 * how to show what is being booked, and where the traveller goes back to and on to. Everything else
 * (the hold and its countdown, guest and card, payment and 3-D Secure, price changes, sold out,
 * declines, idempotent retries, releasing the hold) is the checkout's.
 */
export interface CheckoutPlug {
  product: Product;
  /** What to hold (the offer id and the total shown), from the checkout's URL; null when that URL is incomplete. */
  offer: Omit<HoldParams, 'product'> | null;
  /** What is being booked, beside the form (from the hold: the product's own fields). */
  summary: (held: HeldOffer) => ReactNode;
  /** The offer's details page: "Back to the hotel" after sold out or a price the traveller refuses. */
  backTo: string;
  /** The product's confirmation page for a booking. */
  confirmationUrl: (reference: string) => string;
  /**
   * A product that asks more than the lead guest (flights: every passenger as on their travel
   * document): its fields, shown in the checkout's form before the lead guest, and what they add to
   * the booking. The fields' state is the product's, so nothing typed is lost while holds change.
   */
  travellers?: CheckoutTravellers | undefined;
}

export interface CheckoutTravellers {
  /** The fields; a function of the hold's answer when what they ask comes from it (a proposal item's party, useHeldTravellers). */
  fields: ReactNode | ((held: HeldOffer) => ReactNode);
  /** Checks the fields (showing their messages, focusing the first); what they add to the booking, or null when something must be fixed. */
  collect: () => Promise<Pick<CreateBookingBody, 'passengers' | 'participants' | 'driver' | 'guests' | 'specialRequests'> | null>;
}

/**
 * A product's travellers asked from what its hold answered (a proposal item's checkout knows the
 * party only from the hold): mounted in the checkout's form, it hands the checkout how to collect
 * them (useHeldTravellers). Each product's is built on the same hook as its own checkout page.
 */
export type HeldTravellers = ComponentType<HeldTravellersProps>;
export interface HeldTravellersProps {
  held: HeldOffer;
  onCollect: (collect: CheckoutTravellers['collect']) => void;
}

/** What was booked, as the product shows a stored booking (confirmation page, booking page). */
export type BookedSummary = ComponentType<{ booking: BookingDetails }>;

/** The products' summaries the booking page can show; a product without one gets the generic summary. */
export type BookedSummaries = Partial<Record<Product, BookedSummary>>;
