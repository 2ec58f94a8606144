import { addCalendarDays } from '@tripfront/domain/calendar';
import { refundShare } from '@tripfront/domain/booking/refund';
import { flightPartyIssues, PARTY_ISSUE_MESSAGES, passengerIssues } from '@tripfront/domain/booking/passengers';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { FlightCancelResult, FlightOrder, FlightQuery, FlightSupplier, SupplierFlightOffer } from '../flight-booking.ts';
import { attemptAsync, fail, ok, type SupplierResult } from '../result.ts';
import { FARE_BRANDS, bucketCapacity } from './flight-fares.ts';
import {
  LAST_SALE_MINUTES,
  OFFER_MINUTES,
  buildOffer,
  candidateOf,
  candidatesFor,
  decodeOfferId,
  priceOf,
  seatsLeftOf,
  type Candidate,
  type OfferKey,
} from './flight-offers.ts';
import { referenceCode } from './reference-code.ts';
import { createMemoryFlightSeatStore, type FlightHoldRecord, type SandboxFlightSeatStore } from './flight-seat-store.ts';

// The sandbox's flights behind the FlightSupplier interface (issue #17): search and fare calendar
// from its network and fares (flight-network.ts, flight-fares.ts, flight-offers.ts), and holds,
// orders and cancellations on its seat store.

export interface SandboxFlightOptions {
  /** Where seats are held; the database in the app, memory by default. */
  seats?: SandboxFlightSeatStore;
  /** For holds, offer expiry and ticketing deadlines; the real clock by default. */
  clock?: () => Date;
  /** How long a hold keeps the seats (default 15). */
  holdMinutes?: number;
  newId?: () => string;
}

export const FLIGHT_SOLD_OUT_MESSAGE = 'These seats are no longer available at this fare.';
export const FLIGHT_OFFER_EXPIRED_MESSAGE = 'This flight offer has expired. Please search again.';
export const FLIGHT_HOLD_EXPIRED_MESSAGE = 'The hold on these seats has expired.';
const UNKNOWN_ORDER_MESSAGE = 'Flight booking not found.';

/** 'SBXF-' and eight letters and digits, derived from our client reference. */
export const flightSupplierReferenceFor = (clientReference: string): string => `SBXF-${referenceCode(`sbx-flight-ref:${clientReference}`, 8)}`;
/** The airline record locator: six letters and digits (no 0/O or 1/I). */
export const recordLocatorFor = (clientReference: string): string => referenceCode(`sbx-pnr:${clientReference}`, 6);

const seatedOf = (q: Pick<FlightQuery, 'passengers'>) => q.passengers.adults + q.passengers.children;
const dateOf = (q: FlightQuery) => q.slices.map((s) => s.departureDate);

function queryIssue(q: FlightQuery): string | null {
  if (q.slices.length < 1 || q.slices.length > 5) return 'A trip has 1 to 5 flights.';
  const party = flightPartyIssues(q.passengers)[0];
  return party ? PARTY_ISSUE_MESSAGES[party] : null;
}

function toOrder(h: FlightHoldRecord): FlightOrder {
  return { supplierReference: h.supplierReference ?? '', recordLocator: h.recordLocator ?? '', status: h.status === 'cancelled' ? 'cancelled' : 'confirmed' };
}

/** The sandbox's flights: realistic, deterministic offers and seats that cannot be sold twice. */
export function createSandboxFlightSupplier(options: SandboxFlightOptions = {}): FlightSupplier {
  const seats = options.seats ?? createMemoryFlightSeatStore();
  const clock = options.clock ?? (() => new Date());
  const holdMinutes = options.holdMinutes ?? 15;
  const newId = options.newId ?? (() => crypto.randomUUID());

  /** The offer an id names, at its live price; an error when it cannot be sold any more. */
  const live = async (offerId: string, now: Date): Promise<SupplierResult<{ key: OfferKey; candidate: Candidate; offer: SupplierFlightOffer }>> => {
    const key = decodeOfferId(offerId);
    if (!key || flightPartyIssues(key.passengers).length > 0) return fail('This flight offer is not valid.', false, 'invalid');
    const rebuilt = candidateOf(key);
    const expired = now.getTime() >= (key.searchedAt + OFFER_MINUTES * 60) * 1000;
    const tooLate = !rebuilt || (rebuilt.candidate.itineraries[0]?.departUtc ?? 0) < now.getTime() + LAST_SALE_MINUTES * 60_000;
    if (!rebuilt || expired || tooLate) return fail(FLIGHT_OFFER_EXPIRED_MESSAGE, false, 'not_found');
    const { query, candidate } = rebuilt;
    const price = priceOf(candidate, dateOf(query), query.cabin, query.passengers, true);
    const taken = await seats.seatsTaken(candidate.buckets, now);
    return ok({ key, candidate, offer: buildOffer(query, candidate, price, seatsLeftOf(candidate.buckets, taken), key.searchedAt, now) });
  };

  return {
    name: 'sandbox',

    flightSearch: (query, signal) =>
      attemptAsync(signal, async () => {
        const issue = queryIssue(query);
        if (issue) return fail(issue, false, 'invalid');
        const now = clock();
        const candidates = candidatesFor(query, now);
        const taken = await seats.seatsTaken([...new Set(candidates.flatMap((c) => c.buckets))], now);
        const searchedAt = Math.floor(now.getTime() / 1000);
        const offers: SupplierFlightOffer[] = [];
        for (const c of candidates) {
          const left = seatsLeftOf(c.buckets, taken);
          if (left < seatedOf(query)) continue;
          offers.push(buildOffer(query, c, priceOf(c, dateOf(query), query.cabin, query.passengers, false), left, searchedAt, now));
        }
        return ok(offers);
      }),

    // The listed prices of every candidate on each day, seats not checked: cheap, and what a real
    // airline's calendar shows (the lowest fare filed, which a search may find sold out).
    flightFareCalendar: (query, shifts, signal) =>
      attemptAsync(signal, async () => {
        const issue = queryIssue(query);
        if (issue) return fail(issue, false, 'invalid');
        const now = clock();
        return ok(
          shifts.map((shift) => {
            const moved: FlightQuery = { ...query, slices: query.slices.map((s) => ({ ...s, departureDate: addCalendarDays(s.departureDate, shift) })) };
            let lowest: { total: number; rate: SupplierRate } | null = null;
            // Brands differ by a fixed multiplier on the same flights: the cabin's first brand is the cheapest.
            const cheapest = FARE_BRANDS[moved.cabin][0];
            for (const c of candidatesFor(moved, now).filter((x) => x.brand === cheapest)) {
              const { rate, totalCents } = priceOf(c, dateOf(moved), moved.cabin, moved.passengers, false);
              if (!lowest || totalCents < lowest.total) lowest = { total: totalCents, rate };
            }
            return { shift, lowest: lowest?.rate ?? null };
          }),
        );
      }),

    flightOffer: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const result = await live(offerId, clock());
        return result.ok ? ok(result.value.offer) : result;
      }),

    flightHold: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const result = await live(offerId, now);
        if (!result.ok) return result;
        const { key, candidate, offer } = result.value;
        const wanted = seatedOf(key);
        if (offer.seatsLeft !== null && offer.seatsLeft < wanted) return fail(FLIGHT_SOLD_OUT_MESSAGE, false, 'sold_out');
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        const holdId = `sbx-fhold-${newId()}`;
        const outcome = await seats.hold(
          {
            holdId,
            offerId,
            buckets: candidate.buckets,
            seats: wanted,
            expiresAt,
            departsAt: new Date(candidate.itineraries[0]?.departUtc ?? now.getTime()),
            totalCents: offer.rate.wholesaleBase.amountMinor + offer.rate.taxesAndFees.amountMinor,
            refundable: offer.conditions.refundable,
            refundFeeCents: offer.conditions.refundFee?.amountMinor ?? null,
            capacity: Object.fromEntries(candidate.buckets.map((b) => [b, bucketCapacity(b)])),
          },
          now,
        );
        if (outcome === 'sold_out') return fail(FLIGHT_SOLD_OUT_MESSAGE, false, 'sold_out');
        const after = seatsLeftOf(candidate.buckets, await seats.seatsTaken(candidate.buckets, now));
        return ok({ holdId, expiresAt: expiresAt.toISOString(), offer: { ...offer, seatsLeft: Math.min(offer.seatsLeft ?? after, after) } });
      }),

    flightReleaseHold: (holdId, signal) =>
      attemptAsync(signal, async () => {
        await seats.release(holdId);
        return ok(true as const);
      }),

    flightBook: (request, signal) =>
      attemptAsync(signal, async () => {
        const earlier = await seats.byClientReference(request.clientReference);
        if (earlier) return ok(toOrder(earlier));
        const hold = await seats.byHoldId(request.holdId);
        const key = hold ? decodeOfferId(hold.offerId) : null;
        const rebuilt = key ? candidateOf(key) : null;
        if (!hold || !key || !rebuilt) return fail('Hold not found.', false, 'not_found');
        // The airline checks the passengers against the fare, as the storefront did (one rule: domain/booking/passengers.ts).
        const offer = buildOffer(
          rebuilt.query,
          rebuilt.candidate,
          priceOf(rebuilt.candidate, dateOf(rebuilt.query), key.cabin, key.passengers, true),
          0,
          key.searchedAt,
          clock(),
        );
        const issue = passengerIssues(request.passengers, {
          passengers: key.passengers,
          documentRequired: offer.documentRequired,
          firstDate: offer.slices[0]?.segments[0]?.departAt.slice(0, 10) ?? '',
          lastDate: offer.slices.at(-1)?.segments.at(-1)?.departAt.slice(0, 10) ?? '',
        })[0];
        if (issue) return fail(`The airline refused the passengers: ${issue.path} ${issue.message}.`, false, 'invalid');
        const outcome = await seats.book(
          {
            holdId: request.holdId,
            clientReference: request.clientReference,
            supplierReference: flightSupplierReferenceFor(request.clientReference),
            recordLocator: recordLocatorFor(request.clientReference),
          },
          clock(),
        );
        if (outcome.ok) return ok(toOrder(outcome.hold));
        if (outcome.reason === 'not_found') return fail('Hold not found.', false, 'not_found');
        return fail(FLIGHT_HOLD_EXPIRED_MESSAGE, false, 'hold_expired');
      }),

    flightCancel: (supplierReference, signal) =>
      attemptAsync(signal, async (): Promise<SupplierResult<FlightCancelResult>> => {
        const order = await seats.bySupplierReference(supplierReference);
        if (!order) return fail(UNKNOWN_ORDER_MESSAGE, false, 'not_found');
        if (order.status === 'cancelled') return fail('This flight booking is already cancelled.', false, 'not_cancellable');
        if (clock().getTime() >= order.departsAt.getTime()) return fail('This flight has already departed.', false, 'not_cancellable');
        await seats.cancel(supplierReference);
        return ok({ supplierReference, refundShare: refundShareOf(order, clock()) });
      }),

    flightOrderByClientReference: (clientReference, signal) =>
      attemptAsync(signal, async () => {
        const h = await seats.byClientReference(clientReference);
        return ok(h ? toOrder(h) : null);
      }),
  };
}

/**
 * Under the fare's conditions (the domain's refund rule): a refundable fare gives back all but its
 * fee until the flight leaves; a non-refundable one nothing.
 */
export function refundShareOf(order: Pick<FlightHoldRecord, 'refundable' | 'refundFeeCents' | 'totalCents' | 'departsAt'>, now: Date): number {
  const terms = { refundable: order.refundable, freeCancellationUntil: order.departsAt.toISOString(), feeMinor: order.refundFeeCents ?? 0 };
  return refundShare(terms, now, order.totalCents);
}
