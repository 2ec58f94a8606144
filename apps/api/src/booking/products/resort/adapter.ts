import type { BookedResort, HeldResort } from '@tripfront/domain/booking/resort-api';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { FastifyRequest } from 'fastify';
import type { ResortSupplier, SupplierResortOffer } from '@tripfront/suppliers';
import type { BookingAdapter, BookingFacts, HoldResult, QuoteResult } from '../../product.ts';
import { checkResortParty, checkStay, heldResort, offerPrice } from './request-rules.ts';
import { bookedOf, bookingStateOf, holdRefusal, offeredNow, refundOf } from '../supplier-answers.ts';

// The resort product on the booking pipeline (issue #19, decision 0054). An offer is one room of a
// type for a stay and a party; the supplier's hold id IS the reference number the resort API's
// hold-check and release (PUT /itineraries?status=RELEASE) take, so the checkout can poll and
// release the very hold the pipeline books. Whoever holds is recorded on the hold as its owner, so
// the traveller may check and release their own hold (the agency's desk may check and release any).

export interface ResortOffer {
  offerId: string;
  resort: HeldResort;
  terms: CancellationTerms;
}

export interface StoredResort {
  offerId: string;
  resort: BookedResort;
}

export const resortTerms = (r: Pick<HeldResort, 'freeCancellationUntil' | 'timeZone'>): CancellationTerms => ({
  refundable: r.freeCancellationUntil !== null,
  freeCancellationUntil: r.freeCancellationUntil,
  ...(r.timeZone ? { timeZone: r.timeZone } : {}),
});

/** The same stay and party rules as the search, with this request's today at the resort. */
function checkOffer(request: FastifyRequest, offer: SupplierResortOffer): void {
  checkStay(request, offer.checkIn, offer.checkOut, { start: 'offerId', end: 'offerId' }, offer.resort.longitude);
  checkResortParty(offer.party);
}

export function resortAdapter(supplier: ResortSupplier): BookingAdapter<ResortOffer, StoredResort> {
  return {
    product: 'resort',
    supplierName: supplier.name,

    async hold({ offerId, request, pricing }): Promise<HoldResult<ResortOffer>> {
      const session = await request.server.session(request);
      const owner = session ? { tenantId: request.tenant.id, userId: session.user.id } : null;
      const held = await supplier.resortHold(offerId, owner);
      if (!held.ok) return holdRefusal(held.error);
      const { referenceNumber, offer } = held.value;
      try {
        checkOffer(request, offer);
      } catch (err) {
        await supplier.resortRelease(referenceNumber);
        throw err;
      }
      const resort = heldResort(referenceNumber, offer);
      return {
        ok: true,
        hold: {
          holdId: referenceNumber,
          expiresAt: held.value.expiresAt,
          price: offerPrice(offer, pricing),
          offer: { offerId, resort, terms: resortTerms(resort) },
        },
      };
    },

    async quote({ offerId, request, pricing }): Promise<QuoteResult<ResortOffer>> {
      const found = await supplier.resortOffer(offerId);
      if (!found.ok) return holdRefusal(found.error);
      const offer = found.value;
      if (offer.unitsLeft === 0) return { ok: false, reason: 'sold_out' };
      if (!offeredNow(() => checkOffer(request, offer))) return { ok: false, reason: 'not_offered' };
      // No hold yet: no reference number.
      const resort = heldResort('', offer);
      return {
        ok: true,
        quote: { price: offerPrice(offer, pricing), offer: { offerId, resort, terms: resortTerms(resort) }, image: resort.imageUrl, lines: [resort.roomName] },
      };
    },

    // The pipeline's release (the traveller left, the payment failed, recovery) gives the room back
    // once; a hold the traveller already released with PUT …status=RELEASE, or that was booked, is
    // no longer held and that is fine here.
    async releaseHold(holdId) {
      const released = await supplier.resortRelease(holdId);
      if (released.ok || released.error.code === 'not_cancellable' || released.error.code === 'not_found') return { ok: true, value: true as const };
      return released;
    },

    facts({ resort, terms }): BookingFacts {
      return {
        title: resort.name,
        location: `${resort.subregionName}, ${resort.countryCode}`,
        countryCode: resort.countryCode,
        startDate: resort.checkIn,
        endDate: resort.checkOut,
        terms,
      };
    },

    async store(offer) {
      return { offerId: offer.offerId, resort: offer.resort };
    },

    async book({ holdId, clientReference, leadGuest }) {
      const booked = await supplier.resortBook({ referenceNumber: holdId, clientReference, guestName: `${leadGuest.firstName} ${leadGuest.lastName}` });
      return bookedOf(booked);
    },

    bookingByClientReference: async (clientReference) => bookingStateOf(await supplier.resortBookingByClientReference(clientReference)),

    cancel: async (supplierReference) => refundOf(await supplier.resortCancel(supplierReference)),

    holdAnswer: ({ offer }) => ({ resort: offer.resort }),

    present: (s) => ({ resort: s.resort }),

    confirmation: (s) => ({
      product: 'resort',
      name: s.resort.name,
      room: s.resort.roomName,
      nights: s.resort.nights,
      guests: s.resort.adults + s.resort.children,
      referenceNumber: s.resort.referenceNumber,
    }),
  };
}
