import { cruiseGuestIssues, cruiseGuestTotal, type BookedCruise, type HeldCruise } from '@tripfront/domain/booking/cruise-api';
import { cruisePolicyOf, fullRefundUntil } from '@tripfront/domain/booking/cruise-policies';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { CruiseSupplier } from '@tripfront/suppliers';
import type { BookingAdapter, BookingFacts, HoldResult, InputIssue, QuoteResult } from '../../product.ts';
import { checkGuests, cruiseTerms, heldCruise, offerPrice } from './request-rules.ts';
import { bookedOf, bookingStateOf, contactOf, holdRefusal, offeredNow, refundOf } from '../supplier-answers.ts';

// The cruise product on the booking pipeline (issue #19, decision 0052). An offer is one cabin of
// a category on a sailing for a party; the supplier's offer id names all of it. The guests' names
// and ages come with the booking body: they must match the held party by type and count, and each
// be of their type's age, before anything is charged.

/** What the hold token carries: the offer id and the cruise as the answers show it. */
export interface CruiseOffer {
  offerId: string;
  cruise: HeldCruise;
  terms: CancellationTerms;
}

/** What a cruise booking keeps. */
export interface StoredCruise {
  offerId: string;
  cruise: BookedCruise;
}

export function cruiseAdapter(supplier: CruiseSupplier): BookingAdapter<CruiseOffer, StoredCruise> {
  return {
    product: 'cruise',
    supplierName: supplier.name,

    async hold({ offerId, pricing }): Promise<HoldResult<CruiseOffer>> {
      const held = await supplier.cruiseHold(offerId);
      if (!held.ok) return holdRefusal(held.error);
      const { holdId, offer } = held.value;
      try {
        checkGuests(offer.guests);
      } catch (err) {
        await supplier.cruiseReleaseHold(holdId);
        throw err;
      }
      const cruise = heldCruise(offer, pricing);
      return {
        ok: true,
        hold: { holdId, expiresAt: held.value.expiresAt, price: offerPrice(offer, pricing), offer: { offerId, cruise, terms: cruiseTerms(cruise) } },
      };
    },

    async quote({ offerId, pricing }): Promise<QuoteResult<CruiseOffer>> {
      const found = await supplier.cruiseOffer(offerId);
      if (!found.ok) return holdRefusal(found.error);
      const offer = found.value;
      if (offer.cabinsLeft === 0) return { ok: false, reason: 'sold_out' };
      if (!offeredNow(() => checkGuests(offer.guests))) return { ok: false, reason: 'not_offered' };
      const cruise = heldCruise(offer, pricing);
      return {
        ok: true,
        quote: {
          price: offerPrice(offer, pricing),
          offer: { offerId, cruise, terms: cruiseTerms(cruise) },
          image: offer.sailing.imageUrl,
          lines: [`${cruise.ship} · ${cruise.line.name}`, cruise.departurePort],
        },
      };
    },

    releaseHold: (holdId) => supplier.cruiseReleaseHold(holdId),

    facts({ cruise, terms }): BookingFacts {
      return {
        title: `${cruise.title} · ${cruise.ship}`,
        location: cruise.departurePort,
        countryCode: null,
        startDate: cruise.departDate,
        endDate: cruise.returnDate,
        terms,
      };
    },

    checkInput({ cruise }, input): InputIssue[] {
      if (!input.guests) return [{ path: 'guests', message: 'are required: every guest of the cabin by name, type and age' }];
      return cruiseGuestIssues(input.guests, cruise.guests);
    },

    async store(offer, input) {
      return { offerId: offer.offerId, cruise: { ...offer.cruise, guestNames: (input.guests ?? []).map((g) => ({ ...g })) } };
    },

    async book({ holdId, clientReference, leadGuest, input }) {
      const booked = await supplier.cruiseBook({
        holdId,
        clientReference,
        guests: input.guests ?? [],
        contact: contactOf(leadGuest),
      });
      return bookedOf(booked);
    },

    bookingByClientReference: async (clientReference) => bookingStateOf(await supplier.cruiseBookingByClientReference(clientReference)),

    cancel: async (supplierReference) => refundOf(await supplier.cruiseCancel(supplierReference)),

    holdAnswer: ({ offer }) => ({ cruise: offer.cruise }),

    present: (s) => ({ cruise: s.cruise }),

    confirmation: (s) => ({
      product: 'cruise',
      title: s.cruise.title,
      ship: s.cruise.ship,
      line: s.cruise.line.name,
      nights: s.cruise.nights,
      cabin: s.cruise.category,
      guests: cruiseGuestTotal(s.cruise.guests),
      fullRefundUntil: fullRefundUntil(cruisePolicyOf(s.cruise.line.cancellationPolicy), s.cruise.departDate),
    }),
  };
}
