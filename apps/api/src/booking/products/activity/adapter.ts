import { participantIssues, type BookedActivity, type HeldActivity } from '@tripfront/domain/booking/activity-api';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { FastifyRequest } from 'fastify';
import type { ActivitySupplier, SupplierActivityOffer } from '@tripfront/suppliers';
import type { BookingAdapter, BookingFacts, HoldResult, InputIssue, QuoteResult } from '../../product.ts';
import { checkParty, checkRange, heldActivity, offerPrice } from './request-rules.ts';
import { bookedOf, bookingStateOf, contactOf, holdRefusal, offeredNow, refundOf } from '../supplier-answers.ts';

// The activity product on the booking pipeline (issue #18, decision 0050). An offer is a time slot
// of a tour for a party; the supplier's offer id names all of it. The participants' names come
// with the booking body: they must match the held party by type and count before anything is
// charged, and go to the operator with the booking.

/** What the hold token carries of held places: the offer id and the activity as the answers show it. */
export interface ActivityOffer {
  offerId: string;
  activity: HeldActivity;
  terms: CancellationTerms;
}

/** What an activity booking keeps (its `details` beside the core's fields). */
export interface StoredActivity {
  offerId: string;
  activity: BookedActivity;
}

export const activityTerms = (a: Pick<HeldActivity, 'freeCancellationUntil' | 'timeZone'>): CancellationTerms => ({
  refundable: a.freeCancellationUntil !== null,
  freeCancellationUntil: a.freeCancellationUntil,
  ...(a.timeZone ? { timeZone: a.timeZone } : {}),
});

/** The same date and party rules as the search, with this request's today at the tour. */
function checkOffer(request: FastifyRequest, offer: SupplierActivityOffer): void {
  checkRange(request, offer.date, offer.date, { start: 'offerId', end: 'offerId' }, offer.activity.longitude);
  checkParty(offer.participants);
}

export function activityAdapter(supplier: ActivitySupplier): BookingAdapter<ActivityOffer, StoredActivity> {
  return {
    product: 'activity',
    supplierName: supplier.name,

    async hold({ offerId, request, pricing }): Promise<HoldResult<ActivityOffer>> {
      const held = await supplier.activityHold(offerId);
      if (!held.ok) return holdRefusal(held.error);
      const { holdId, offer } = held.value;
      try {
        checkOffer(request, offer);
      } catch (err) {
        await supplier.activityReleaseHold(holdId);
        throw err;
      }
      const activity = heldActivity(offer, pricing);
      return {
        ok: true,
        hold: { holdId, expiresAt: held.value.expiresAt, price: offerPrice(offer, pricing), offer: { offerId, activity, terms: activityTerms(activity) } },
      };
    },

    async quote({ offerId, request, pricing }): Promise<QuoteResult<ActivityOffer>> {
      const found = await supplier.activityOffer(offerId);
      if (!found.ok) return holdRefusal(found.error);
      const offer = found.value;
      if (offer.placesLeft === 0) return { ok: false, reason: 'sold_out' };
      if (!offeredNow(() => checkOffer(request, offer))) return { ok: false, reason: 'not_offered' };
      const activity = heldActivity(offer, pricing);
      return {
        ok: true,
        quote: {
          price: offerPrice(offer, pricing),
          offer: { offerId, activity, terms: activityTerms(activity) },
          image: activity.imageUrl,
          lines: [`${activity.time} · ${activity.duration}`, activity.meetingPoint.name],
        },
      };
    },

    releaseHold: (holdId) => supplier.activityReleaseHold(holdId),

    facts({ activity, terms }): BookingFacts {
      return {
        title: activity.title,
        location: `${activity.city}, ${activity.countryCode}`,
        countryCode: activity.countryCode,
        startDate: activity.date,
        endDate: activity.date,
        terms,
      };
    },

    checkInput({ activity }, input): InputIssue[] {
      if (!input.participants) return [{ path: 'participants', message: 'are required: every participant by name and type' }];
      return participantIssues(input.participants, activity.participants);
    },

    async store(offer, input) {
      return {
        offerId: offer.offerId,
        activity: {
          ...offer.activity,
          participantNames: (input.participants ?? []).map((p) => ({ type: p.type, firstName: p.firstName, lastName: p.lastName })),
        },
      };
    },

    async book({ holdId, clientReference, leadGuest, input }) {
      const booked = await supplier.activityBook({
        holdId,
        clientReference,
        participants: input.participants ?? [],
        contact: contactOf(leadGuest),
      });
      return bookedOf(booked);
    },

    bookingByClientReference: async (clientReference) => bookingStateOf(await supplier.activityBookingByClientReference(clientReference)),

    cancel: async (supplierReference) => refundOf(await supplier.activityCancel(supplierReference)),

    holdAnswer: ({ offer }) => ({ activity: offer.activity }),

    present: (s) => ({ activity: s.activity }),

    confirmation: (s) => ({
      product: 'activity',
      title: s.activity.title,
      date: s.activity.date,
      time: s.activity.time,
      meetingPoint: `${s.activity.meetingPoint.name}, ${s.activity.meetingPoint.address}`,
      participants: s.activity.participantNames.length,
    }),
  };
}
