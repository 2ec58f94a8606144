import type { Duffel } from '@duffel/api';
import type { CreateOfferRequestPassenger, CreateOrderPassenger, Order } from '@duffel/api/types';
import { decimalAmount } from '@tripfront/domain/money';
import type { FlightBookRequest, FlightCancelResult, FlightOrder, FlightSupplier, SupplierFlightOffer } from '../flight-booking.ts';
import { fail, ok, type SupplierResult } from '../result.ts';
import { createDuffelCaller, DUFFEL_API_URL, latestByReference } from './caller.ts';
import { HOLD_EXPIRED, NOT_CANCELLABLE, OFFER_GONE, SOLD_OUT, UNAVAILABLE } from './errors.ts';
import { CHILD_AGE, decodeHoldId, decodeOfferId, encodeHoldId, encodeOfferId, INFANT_AGE, MAX_OFFER_ID_LENGTH, passengerIdsByType } from './ids.ts';
import { type ReshapeInput, reshapeOffer, toMinorUnits } from './reshape.ts';
import { orderPassengers } from './order-passengers.ts';

// Duffel (https://duffel.com/docs/api) behind FlightSupplier, through its official client
// @duffel/api (decision 0041). Selected by DUFFEL_ACCESS_TOKEN. Every call answers a SupplierResult:
// the client's DuffelError and network failures are mapped in errors.ts, a slow call is abandoned
// after timeoutMs, and after a 429 no call reaches Duffel until its rate-limit window resets.

export { DUFFEL_API_URL };
export const FARE_CALENDAR_UNSUPPORTED = 'Fare calendar not offered by this supplier';
/** Pages of 200 orders flightOrderByClientReference reads before giving up (10,000 orders). */
const MAX_LOOKUP_PAGES = 50;

export interface DuffelFlightOptions {
  /** duffel_test_… or duffel_live_…; never logged. */
  accessToken: string;
  /** Duffel's API root; tests point it at a local server. */
  apiUrl?: string;
  /** Milliseconds a search, offer or lookup may take before it answers 'Supplier timed out' (default 20 s). */
  timeoutMs?: number;
  /**
   * Milliseconds an order or a cancellation may take (default 60 s): the airline tickets while we
   * wait, and giving up early only turns a booking into an unknown outcome for recovery to settle.
   */
  orderTimeoutMs?: number;
  /** For offer and hold expiry and the rate-limit pause; the real clock by default. */
  clock?: () => Date;
}

// eslint-disable-next-line max-lines-per-function -- the adapter's methods share its client, clock and rate-limit pause, as the FlightSupplier interface lists them
export function createDuffelFlightSupplier(options: DuffelFlightOptions): FlightSupplier {
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 20_000;
  const orderTimeoutMs = options.orderTimeoutMs ?? Math.max(timeoutMs, 60_000);
  // Duffel gives up on slow airlines itself a little before we give up on Duffel (2 s to 60 s).
  const supplierTimeout = Math.min(60_000, Math.max(2_000, timeoutMs - 1_500));
  const { call, counted } = createDuffelCaller({
    accessToken: options.accessToken,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    clock,
    timeoutFor: (operation) => (operation === 'book' || operation === 'cancel' ? orderTimeoutMs : timeoutMs),
  });
  /** Orders this instance made or found, by our reference (the latest 1,000): a repeated book answers the same order at once. */
  const ordered = latestByReference<FlightOrder>();
  const remember = ordered.remember;

  /** The offer now, at Duffel's live price; not_found once it expired or is gone. */
  const liveOffer = (offerId: string, signal?: AbortSignal): Promise<SupplierResult<SupplierFlightOffer>> => {
    const decoded = decodeOfferId(offerId);
    if (!decoded) return Promise.resolve(fail(OFFER_GONE, false, 'not_found'));
    return call('offer', signal, async (d) => {
      const { data } = counted(await d.offers.get(decoded.duffelOfferId));
      // Duffel may answer a different id when it re-prices (price_changed): the passengers stay the offer request's.
      const reshaped = reshapeOffer(data, decoded.passengers, encodeOfferId(data.id, decoded.passengers), 'economy');
      if (!reshaped || Date.parse(reshaped.expiresAt) <= clock().getTime()) return fail(OFFER_GONE, false, 'not_found');
      return ok(reshaped);
    });
  };

  const asOrder = (order: Order): FlightOrder => ({
    supplierReference: order.id,
    recordLocator: order.booking_reference,
    status: order.cancelled_at ? 'cancelled' : 'confirmed',
  });

  /** Reads the account's orders for the one whose metadata carries our reference (Duffel cannot filter by metadata). */
  async function findOrder(d: Duffel, clientReference: string): Promise<SupplierResult<FlightOrder | null>> {
    let after: string | undefined;
    for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
      const answer = counted(await d.orders.list(after ? { limit: 200, after } : { limit: 200 }));
      const found = answer.data.find((o) => o.metadata?.client_reference === clientReference);
      if (found) {
        const order = asOrder(found);
        remember(clientReference, order);
        return ok(order);
      }
      const next = answer.meta?.after;
      if (!next) return ok(null);
      after = next;
    }
    return fail(`Could not find the order among the latest ${MAX_LOOKUP_PAGES * 200}; look for ${clientReference} in the Duffel dashboard.`, false);
  }

  return {
    name: 'duffel',

    flightSearch: (query, signal) =>
      call('search', signal, async (d) => {
        const passengers: CreateOfferRequestPassenger[] = [
          ...Array.from({ length: query.passengers.adults }, () => ({ type: 'adult' as const })),
          ...Array.from({ length: query.passengers.children }, () => ({ age: CHILD_AGE })),
          ...Array.from({ length: query.passengers.infants }, () => ({ age: INFANT_AGE })),
        ];
        const { data } = counted(
          await d.offerRequests.create({
            slices: query.slices.map((s) => ({
              origin: s.origin,
              destination: s.destination,
              departure_date: s.departureDate,
              arrival_time: null,
              departure_time: null,
            })),
            passengers,
            cabin_class: query.cabin,
            return_offers: true,
            supplier_timeout: supplierTimeout,
          }),
        );
        const ids = passengerIdsByType(data.passengers);
        const { adults, children, infants } = query.passengers;
        if (ids.adult.length !== adults || ids.child.length !== children || ids.infant.length !== infants) return fail(UNAVAILABLE, true);
        const offers: SupplierFlightOffer[] = [];
        for (const offer of data.offers as ReshapeInput[]) {
          const offerId = encodeOfferId(offer.id, ids);
          if (offer.partial || offerId.length > MAX_OFFER_ID_LENGTH) continue;
          const reshaped = reshapeOffer(offer, ids, offerId, query.cabin);
          if (reshaped) offers.push(reshaped);
        }
        return ok(offers);
      }),

    flightFareCalendar: async () => fail(FARE_CALENDAR_UNSUPPORTED, false),

    flightOffer: liveOffer,

    // Duffel holds nothing before an order: the hold is the offer re-priced now, good until the
    // offer expires, and the order pays exactly the held total (decision 0041).
    async flightHold(offerId, signal) {
      const live = await liveOffer(offerId, signal);
      if (!live.ok) return live;
      const offer = live.value;
      if (offer.seatsLeft === 0) return fail(SOLD_OUT, false, 'sold_out');
      const holdId = encodeHoldId({
        expiresAt: Math.floor(Date.parse(offer.expiresAt) / 1000),
        totalMinor: offer.rate.publishedRate.amountMinor,
        currency: offer.rate.publishedRate.currency,
        documentRequired: offer.documentRequired,
        offerId: offer.offerId,
      });
      return ok({ holdId, expiresAt: offer.expiresAt, offer });
    },

    flightReleaseHold: async (holdId) => (decodeHoldId(holdId) ? ok(true as const) : fail('No such hold.', false, 'not_found')),

    async flightBook(request: FlightBookRequest, signal) {
      const hold = decodeHoldId(request.holdId);
      if (!hold) return fail('No such hold.', false, 'not_found');
      const known = ordered.get(request.clientReference);
      if (known) return ok(known);
      const expired = clock().getTime() >= hold.expiresAt * 1000;
      if (expired) return fail(HOLD_EXPIRED, false, 'hold_expired');
      const passengers = orderPassengers(request, hold.offer.passengers, hold.documentRequired);
      if (!passengers.ok) return passengers;
      const result = await call(
        'book',
        signal,
        async (d) => {
          try {
            const { data } = counted(
              await d.orders.create({
                type: 'instant',
                selected_offers: [hold.offer.duffelOfferId],
                passengers: passengers.value satisfies CreateOrderPassenger[],
                payments: [{ type: 'balance', amount: decimalAmount(hold.totalMinor, hold.currency), currency: hold.currency }],
                metadata: { client_reference: request.clientReference },
              }),
            );
            const order = asOrder(data);
            remember(request.clientReference, order);
            return ok(order);
          } catch (error) {
            // Booked already (a retry after an answer we never saw, perhaps by another instance): Duffel
            // refuses a second order for the offer, so before calling the seats gone, look for ours.
            const code = (error as { errors?: { code?: string }[] }).errors?.[0]?.code;
            if (code === 'offer_request_already_booked' || code === 'offer_no_longer_available') {
              const mine = await findOrder(d, request.clientReference);
              if (mine.ok && mine.value) return ok(mine.value);
            }
            throw error;
          }
        },
        expired,
      );
      if (result.ok || result.error.detail === undefined) return result;
      return { ok: false, error: { ...result.error, detail: scrub(result.error.detail, request) } };
    },

    flightCancel: (supplierReference, signal) =>
      call('cancel', signal, async (d): Promise<SupplierResult<FlightCancelResult>> => {
        if (!/^ord_\w+$/.test(supplierReference)) return fail('No such flight booking.', false, 'not_found');
        const { data: order } = counted(await d.orders.get(supplierReference));
        const share = (refund: string | null | undefined, currency: string | null | undefined) => {
          const total = toMinorUnits(order.total_amount, order.total_currency);
          const back = currency === order.total_currency ? toMinorUnits(refund, order.total_currency) : null;
          return total && back ? Math.min(1, Math.max(0, back / total)) : 0;
        };
        if (order.cancelled_at) {
          // Cancelled already (a retry): answer what that cancellation refunded.
          return ok({ supplierReference, refundShare: share(order.cancellation?.refund_amount, order.cancellation?.refund_currency) });
        }
        if (!order.available_actions?.includes('cancel')) return fail(NOT_CANCELLABLE, false, 'not_cancellable');
        const { data: quote } = counted(await d.orderCancellations.create({ order_id: supplierReference }));
        const { data: confirmed } = counted(await d.orderCancellations.confirm(quote.id));
        return ok({ supplierReference, refundShare: share(confirmed.refund_amount, confirmed.refund_currency) });
      }),

    async flightOrderByClientReference(clientReference, signal) {
      const known = ordered.get(clientReference);
      if (known) return ok(known);
      return call('lookup', signal, (d) => findOrder(d, clientReference));
    },
  };
}

/** Takes what a passenger's documents and birth dates are out of a message Duffel wrote, before anyone can log it. */
function scrub(message: string, request: FlightBookRequest): string {
  let out = message;
  for (const p of request.passengers) {
    for (const secret of [p.document?.number, p.birthDate]) {
      if (secret) out = out.split(secret).join('[redacted]');
    }
  }
  return out;
}
