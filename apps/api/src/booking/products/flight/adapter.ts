import { maskDocumentNumber, type BookedPassenger, type HeldFlight } from '@tripfront/domain/booking/flight-api';
import { passengerIssues } from '@tripfront/domain/booking/passengers';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { FastifyRequest } from 'fastify';
import type { FlightSupplier, SupplierFlightOffer } from '@tripfront/suppliers';
import type { BookingAdapter, BookingFacts, HoldResult, InputIssue, QuoteResult } from '../../product.ts';
import { checkTrip, fareTerms, heldFlight, offerPrice } from './request-rules.ts';
import { bookingStateOf, contactOf, holdRefusal, offeredNow, refundOf } from '../supplier-answers.ts';

// The flight product on the booking pipeline (issue #17). An offer is a fare for an itinerary and
// party; the supplier's offer id names all of it. The passengers come with the booking body: they
// are checked against the held offer before anything is charged, given to the airline with the
// order, and shown back with their document numbers masked.

/** What the hold token carries of held seats: the offer id and the flight as the answers show it. */
export interface FlightOffer {
  offerId: string;
  flight: HeldFlight;
  /** The refund rule's terms from the fare's conditions (domain/booking/refund.ts). */
  terms: CancellationTerms;
}

/** What a flight booking keeps (its `details` beside the core's fields). */
export interface StoredFlight {
  offerId: string;
  flight: HeldFlight;
  /** Names and types; document numbers masked. */
  passengers: BookedPassenger[];
  /** The airline's PNR, once the order is confirmed (the core merges it in from Booked.stored). */
  recordLocator?: string;
}

/** 'LHR → JFK' for a one-way or round trip, 'LHR → JFK → LAX' for several cities. */
export function routeTitle(flight: Pick<HeldFlight, 'slices'>): string {
  const { slices } = flight;
  const first = slices[0]!;
  const roundTrip = slices.length === 2 && slices[1]!.destination.iata === first.origin.iata && slices[1]!.origin.iata === first.destination.iata;
  if (slices.length === 1 || roundTrip) return `${first.origin.iata} → ${first.destination.iata}`;
  return [first.origin.iata, ...slices.map((s) => s.destination.iata)].join(' → ');
}

const tripKind = (flight: HeldFlight) => (flight.slices.length === 1 ? 'oneWay' : routeTitle(flight).split(' → ').length === 2 ? 'return' : 'multiCity');

/** The same date and party rules as the search, with this request's today. */
function checkOfferTrip(request: FastifyRequest, offer: SupplierFlightOffer): void {
  checkTrip(
    request,
    offer.slices.map((s) => ({
      origin: s.segments[0]!.origin.iata,
      destination: s.segments[s.segments.length - 1]!.destination.iata,
      departureDate: s.segments[0]!.departAt.slice(0, 10),
    })),
    offer.passengers,
  );
}

export function flightAdapter(supplier: FlightSupplier): BookingAdapter<FlightOffer, StoredFlight> {
  return {
    product: 'flight',
    supplierName: supplier.name,

    async hold({ offerId, request, pricing }): Promise<HoldResult<FlightOffer>> {
      const held = await supplier.flightHold(offerId);
      if (!held.ok) return holdRefusal(held.error);
      const { holdId, offer } = held.value;
      try {
        // The same date and party rules as the search, with this request's today.
        checkOfferTrip(request, offer);
      } catch (err) {
        await supplier.flightReleaseHold(holdId);
        throw err;
      }
      const flight = heldFlight(offer, pricing);
      // The seats are not kept past the ticketing deadline, whatever the hold says.
      const expiresAt = Date.parse(offer.ticketingDeadline) < Date.parse(held.value.expiresAt) ? offer.ticketingDeadline : held.value.expiresAt;
      return { ok: true, hold: { holdId, expiresAt, price: offerPrice(offer, pricing), offer: { offerId: offer.offerId, flight, terms: fareTerms(flight) } } };
    },

    async quote({ offerId, request, pricing }): Promise<QuoteResult<FlightOffer>> {
      const found = await supplier.flightOffer(offerId);
      if (!found.ok) return holdRefusal(found.error);
      const offer = found.value;
      if (offer.seatsLeft === 0) return { ok: false, reason: 'sold_out' };
      if (!offeredNow(() => checkOfferTrip(request, offer))) return { ok: false, reason: 'not_offered' };
      const flight = heldFlight(offer, pricing);
      return {
        ok: true,
        quote: {
          price: offerPrice(offer, pricing),
          offer: { offerId: offer.offerId, flight, terms: fareTerms(flight) },
          image: '',
          lines: [`${flight.owner.name} · ${flight.fareBrand}`],
        },
      };
    },

    releaseHold: (holdId) => supplier.flightReleaseHold(holdId),

    facts({ flight, terms }): BookingFacts {
      const to = flight.slices[0]!.destination;
      const last = flight.slices[flight.slices.length - 1]!;
      return {
        title: routeTitle(flight),
        location: `${to.city}, ${to.countryCode}`,
        countryCode: to.countryCode,
        startDate: flight.firstDate,
        endDate: last.arriveAt.slice(0, 10),
        terms,
      };
    },

    checkInput({ flight }, input): InputIssue[] {
      if (!input.passengers) return [{ path: 'passengers', message: 'are required: every passenger as on their travel document' }];
      return passengerIssues(input.passengers, {
        passengers: flight.passengers,
        documentRequired: flight.documentRequired,
        firstDate: flight.firstDate,
        lastDate: flight.lastDate,
      });
    },

    async store(offer, input) {
      return {
        offerId: offer.offerId,
        flight: offer.flight,
        passengers: (input.passengers ?? []).map((p) => ({
          type: p.type,
          givenName: p.givenName,
          familyName: p.familyName,
          birthDate: p.birthDate,
          ...(p.document
            ? { document: { number: maskDocumentNumber(p.document.number), expiry: p.document.expiry, issuingCountry: p.document.issuingCountry } }
            : {}),
        })),
      };
    },

    async book({ holdId, clientReference, leadGuest, input }) {
      const ordered = await supplier.flightBook({
        holdId,
        clientReference,
        passengers: input.passengers ?? [],
        contact: contactOf(leadGuest),
      });
      if (!ordered.ok) return ordered;
      return { ok: true, value: { supplierReference: ordered.value.supplierReference, stored: { recordLocator: ordered.value.recordLocator } } };
    },

    bookingByClientReference: async (clientReference) =>
      bookingStateOf(await supplier.flightOrderByClientReference(clientReference), ({ recordLocator }) => ({ recordLocator })),

    cancel: async (supplierReference) => refundOf(await supplier.flightCancel(supplierReference)),

    holdAnswer: ({ offer }) => ({ flight: offer.flight }),

    present: (s) => ({ flight: { ...s.flight, recordLocator: s.recordLocator ?? null }, passengers: s.passengers }),

    confirmation: (s) => ({
      product: 'flight',
      route: routeTitle(s.flight),
      trip: tripKind(s.flight),
      airline: s.flight.owner.name,
      fareBrand: s.flight.fareBrand,
      passengers: s.passengers.length,
      recordLocator: s.recordLocator ?? null,
    }),
  };
}
