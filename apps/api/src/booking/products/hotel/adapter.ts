import type { CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import { dueAtPropertyOf, priceBreakdown, type DueAtProperty } from '@tripfront/domain/booking/price';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { Board, HotelCalls, RateQuote } from '@tripfront/suppliers';
import type { PricingContext } from '@tripfront/domain';
import { cancellationPolicy } from '../../policy.ts';
import type { BookingAdapter, BookingFacts, HoldResult, QuoteResult } from '../../product.ts';
import { requestStay } from './request-rules.ts';
import { bookedOf, holdRefusal, offeredNow, refundOf } from '../supplier-answers.ts';

// The hotel product on the booking pipeline: the first adapter (decision 0027). A hotel offer is a
// rate of a room type at a property for a stay and party; the supplier's rate id names all of it.

/** What the hold token carries of a held hotel rate. */
export interface HotelOffer {
  rateId: string;
  hotel: { propertyId: string; name: string; address: string; stars: number; city: string; countryCode: string };
  room: { roomTypeId: string; name: string };
  plan: { name: string; board: Board } & CancellationTerms;
  stay: { checkin: string; checkout: string; nights: number; occupancy: string[] };
  /** Taxes and fees paid at the property, as the supplier's hold quote said them (price.ts). */
  dueAtProperty?: DueAtProperty;
}

/**
 * What a hotel booking keeps (its `details` beside the core's fields). The field names are those
 * hotel bookings have had since issue #7, so bookings made before the pipeline read the same.
 */
export interface StoredHotel {
  hotel: { propertyId: string; name: string; address: string; stars: number; image: string };
  room: { roomTypeId: string; name: string };
  ratePlan: { name: string; board: Board; cancellationPolicy: CancellationPolicy };
  rateId: string;
  nights: number;
  rooms: number;
  occupancy: string[];
  /** Taxes and fees paid at the property, from the hold's quote: the booking's pages and e-mails say them. */
  dueAtProperty?: DueAtProperty;
}

/** The refund rule's terms of a rate: refundable, its deadline and the hotel's zone. */
const termsOf = (t: CancellationTerms): CancellationTerms => ({
  refundable: t.refundable,
  freeCancellationUntil: t.freeCancellationUntil,
  ...(t.timeZone ? { timeZone: t.timeZone } : {}),
});

/** A rate as the supplier quotes it, as a hold carries it, priced in the context. */
function offerOf(q: RateQuote, occupancy: string[], pricing: PricingContext): { offer: HotelOffer; price: ReturnType<typeof priceBreakdown> } {
  const p = q.property;
  return {
    price: priceBreakdown(q.rate, pricing, { product: 'hotel', country: p.countryCode, nights: q.nights, rooms: q.rooms.length }),
    offer: {
      rateId: q.rateId,
      hotel: { propertyId: p.propertyId, name: p.name, address: p.address, stars: p.stars, city: p.city, countryCode: p.countryCode },
      room: { roomTypeId: q.roomTypeId, name: q.roomName },
      plan: { name: q.planName, board: q.board, ...termsOf(q) },
      stay: { checkin: q.checkin, checkout: q.checkout, nights: q.nights, occupancy },
      ...dueAtPropertyOf(q.dueAtProperty),
    },
  };
}

export function hotelAdapter(supplier: HotelCalls): BookingAdapter<HotelOffer, StoredHotel> {
  return {
    product: 'hotel',
    supplierName: 'sandbox',

    async hold({ offerId, request, pricing }): Promise<HoldResult<HotelOffer>> {
      const held = await supplier.hotelHold({ rateId: offerId });
      if (!held.ok) {
        if (held.error.code === 'sold_out') return { ok: false, reason: 'sold_out' };
        if (held.error.code === 'invalid') return { ok: false, reason: 'not_offered' };
        return { ok: false, reason: 'unavailable' };
      }
      const { holdId, quote: q, expiresAt } = held.value;
      let stay;
      try {
        // The hotel's own "today" and the agency's same-day rule, now that the hotel is known.
        stay = requestStay(request, q.checkin, q.checkout, q.rooms, q.property.longitude);
      } catch (err) {
        await supplier.hotelReleaseHold(holdId);
        throw err;
      }
      return { ok: true, hold: { holdId, expiresAt, ...offerOf(q, stay.occupancy, pricing) } };
    },

    async quote({ offerId, request, pricing }): Promise<QuoteResult<HotelOffer>> {
      const quoted = await supplier.hotelPriceCheck(offerId);
      if (!quoted.ok) return holdRefusal(quoted.error);
      const q = quoted.value;
      if (q.roomsLeft === 0) return { ok: false, reason: 'sold_out' };
      let occupancy: string[] = [];
      if (!offeredNow(() => void (occupancy = requestStay(request, q.checkin, q.checkout, q.rooms, q.property.longitude).occupancy)))
        return { ok: false, reason: 'not_offered' };
      const { offer, price } = offerOf(q, occupancy, pricing);
      return { ok: true, quote: { offer, price, image: q.property.image, lines: [q.roomName, q.planName] } };
    },

    releaseHold: (holdId) => supplier.hotelReleaseHold(holdId),

    facts(offer): BookingFacts {
      return {
        title: offer.hotel.name,
        location: `${offer.hotel.city}, ${offer.hotel.countryCode}`,
        countryCode: offer.hotel.countryCode,
        startDate: offer.stay.checkin,
        endDate: offer.stay.checkout,
        terms: termsOf(offer.plan),
      };
    },

    async store(offer) {
      // The picture is not in the hold token (it would make it large); the supplier knows it.
      const quote = await supplier.hotelPriceCheck(offer.rateId);
      const { hotel: h } = offer;
      return {
        hotel: { propertyId: h.propertyId, name: h.name, address: h.address, stars: h.stars, image: quote.ok ? quote.value.property.image : '' },
        room: offer.room,
        ratePlan: { name: offer.plan.name, board: offer.plan.board, cancellationPolicy: cancellationPolicy(termsOf(offer.plan)) },
        rateId: offer.rateId,
        nights: offer.stay.nights,
        rooms: offer.stay.occupancy.length,
        occupancy: offer.stay.occupancy,
        ...(offer.dueAtProperty ? { dueAtProperty: offer.dueAtProperty } : {}),
      };
    },

    async book({ holdId, clientReference, leadGuest }) {
      const booked = await supplier.hotelBook({
        holdId,
        clientReference,
        // The phone goes where the supplier needs one for the property to reach the guest (Duffel Stays).
        leadGuest: {
          firstName: leadGuest.firstName,
          lastName: leadGuest.lastName,
          email: leadGuest.email,
          ...(leadGuest.phone ? { phone: leadGuest.phone } : {}),
        },
      });
      return bookedOf(booked);
    },

    async bookingByClientReference(clientReference) {
      const found = await supplier.hotelBookingByClientReference(clientReference);
      if (!found.ok || found.value === null) return found.ok ? { ok: true, value: null } : found;
      return { ok: true, value: { status: found.value.status, supplierReference: found.value.supplierReference } };
    },

    cancel: async (supplierReference) => refundOf(await supplier.hotelCancel(supplierReference)),

    holdAnswer: ({ offer }, policy) => ({
      hotel: { propertyId: offer.hotel.propertyId, name: offer.hotel.name, address: offer.hotel.address },
      room: offer.room,
      ratePlan: { name: offer.plan.name, board: offer.plan.board, cancellationPolicy: policy },
      stay: offer.stay,
      ...(offer.dueAtProperty ? { dueAtProperty: offer.dueAtProperty } : {}),
    }),

    // The rate plan's terms read as the booking's (the stored wording is of the hold's moment and language).
    present: (s, policy) => ({
      hotel: s.hotel,
      room: s.room,
      ratePlan: { ...s.ratePlan, cancellationPolicy: policy },
      nights: s.nights,
      rooms: s.rooms,
      occupancy: s.occupancy,
      ...(s.dueAtProperty ? { dueAtProperty: s.dueAtProperty } : {}),
    }),

    confirmation: (s) => ({
      product: 'hotel',
      name: s.hotel.name,
      nights: s.nights,
      room: s.room.name,
      ...(s.dueAtProperty ? { dueAtProperty: s.dueAtProperty } : {}),
    }),
  };
}
