import type { Duffel } from '@duffel/api';
import type { CarsBooking, CarsRate } from '@duffel/api/types';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import type { CarBooking, CarHold, CarSupplier, SupplierCarOffer, CarQuery } from '../car-booking.ts';
import { createDuffelCaller, latestByReference } from '../duffel/caller.ts';
import type { ErrorWords, Operation } from '../duffel/errors.ts';
import { canceled, fail, ok, type SupplierResult } from '../result.ts';
import { carKeyOf, decodeHoldId, decodeOfferId, encodeHoldId, type DecodedOffer } from './ids.ts';
import { deskTimeZone, freeCancellationUntil, reshapeCar } from './reshape.ts';

// Duffel Cars (https://duffel.com/docs/api/v2/cars-search, cars-quotes, cars-bookings) behind
// CarSupplier, through the official @duffel/api client's `cars` resource (decision 0108). Search →
// quote → book: the offer is a rate of a search, re-priced by quoting it; the hold is the quote;
// the booking pays nothing through Duffel (only `postpaid` rates are offered: the driver pays at
// the counter). Every call answers a SupplierResult (errors mapped in duffel/errors.ts).

export const CAR_WORDS: ErrorWords = {
  offerGone: 'This car is no longer available; please search again.',
  goneCode: 'not_found',
  soldOut: 'This car is no longer available for these dates.',
  holdExpired: 'The hold on this car has expired.',
  priceChanged: 'The rental company changed the price of this car; please check the new price.',
  unavailable: 'The car rental supplier is unavailable; please try again shortly.',
  refusedCredentials: 'The car rental supplier refused our credentials.',
  balanceEmpty: 'Car booking is temporarily unavailable; please try again later.',
  notCancellable: 'The rental company does not allow this booking to be cancelled.',
  refusedRequest: 'The rental company could not accept these details; please check them and try again.',
  noSuchBooking: 'No such car booking.',
  rateLimited: (ms) => `The car rental supplier is busy; please try again in ${Math.ceil(ms / 1000)} seconds.`,
};

/** Duffel's quotes carry no expiry: we hold one this long, the sandbox's hold (decision 0108). */
export const QUOTE_HOLD_MINUTES = 15;
/** Search radius around the pick-up and drop-off points, kilometres. */
const RADIUS_KM = 10;
/** Attempts of a read (search, booking lookup) that failed retryably, 429s excepted. */
const READ_ATTEMPTS = 2;

export interface DuffelCarOptions {
  /** duffel_test_… or duffel_live_…; never logged. */
  accessToken: string;
  /** Duffel's API root; tests point it at a local server. */
  apiUrl?: string;
  /** Milliseconds a search, quote or lookup may take before it answers 'Supplier timed out' (default 20 s). */
  timeoutMs?: number;
  /**
   * Milliseconds a booking or a cancellation may take (default 60 s): the rental company confirms
   * while we wait, and giving up early only turns a booking into an unknown outcome.
   */
  bookingTimeoutMs?: number;
  /** For hold expiry, free-cancellation deadlines and the rate-limit pause; the real clock by default. */
  clock?: () => Date;
}

const INVALID_OFFER = 'This car offer is not valid.';
const NO_HOLD = 'No such hold.';

export function createDuffelCarSupplier(options: DuffelCarOptions): CarSupplier {
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 20_000;
  const bookingTimeoutMs = options.bookingTimeoutMs ?? Math.max(timeoutMs, 60_000);
  const { call, counted, paused } = createDuffelCaller({
    accessToken: options.accessToken,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    clock,
    words: CAR_WORDS,
    timeoutMs,
    bookTimeoutMs: bookingTimeoutMs,
  });
  /** Bookings this instance made, by our reference (the latest 1,000): Duffel cannot list car bookings. */
  const booked = latestByReference<string>();
  const remember = booked.remember;

  /** A read, tried again once after a failure worth retrying (never after a 429: the caller pauses). */
  async function read<T>(operation: Operation, signal: AbortSignal | undefined, work: (d: Duffel) => Promise<SupplierResult<T>>): Promise<SupplierResult<T>> {
    let result = await call(operation, signal, work);
    for (let attempt = 1; attempt < READ_ATTEMPTS && !result.ok && result.error.retryable && !paused(); attempt += 1) {
      result = await call(operation, signal, work);
    }
    return result;
  }

  async function searchRates(d: Duffel, q: CarQuery): Promise<CarsRate[]> {
    const location = (p: CarQuery['pickup']) => ({ radius: RADIUS_KM, geographic_coordinates: { latitude: p.latitude, longitude: p.longitude } });
    const { data } = counted(
      await d.cars.search({
        pickup_date: q.pickUpDateTime.slice(0, 10),
        pickup_time: q.pickUpDateTime.slice(11, 16),
        dropoff_date: q.returnDateTime.slice(0, 10),
        dropoff_time: q.returnDateTime.slice(11, 16),
        pickup_location: location(q.pickup),
        dropoff_location: location(q.dropoff),
        driver: { age: q.driverAge, residence_country_code: q.residence.toUpperCase() },
      }),
    );
    // We hold no card to give Duffel: only rates the driver pays at the counter can be booked.
    return data.rates.filter((r) => r.payment_type === 'postpaid');
  }

  /**
   * The car now, quoted (price and availability confirmed by the rental company): the offer's rate,
   * or, once that rate has gone with its search, the same car found by searching again.
   */
  const quoted = (decoded: DecodedOffer, signal?: AbortSignal) =>
    call('offer', signal, async (d): Promise<SupplierResult<{ offer: SupplierCarOffer; quoteId: string }>> => {
      let rateId = decoded.rateId;
      const quote = await d.cars.quotes.create(rateId).catch(async (error: unknown) => {
        const code = (error as { errors?: { code?: string }[] }).errors?.[0]?.code ?? '';
        const status = (error as { status?: number }).status;
        if (status !== 404 && !/expired|no_longer_available/.test(code)) throw error;
        const again = (await searchRates(d, decoded.query)).find((r) => carKeyOf(r.car, r.supplier.name, r.pickup_location.name) === decoded.carKey);
        if (!again) return null;
        rateId = again.id;
        return d.cars.quotes.create(rateId);
      });
      if (!quote) return fail(CAR_WORDS.offerGone, false, 'not_found');
      const offer = reshapeCar(counted(quote).data, decoded.query, rateId);
      return offer ? ok({ offer, quoteId: quote.data.id }) : fail(CAR_WORDS.offerGone, false, 'not_found');
    });

  const asBooking = (b: CarsBooking): CarBooking => ({
    supplierReference: b.id,
    confirmationNumber: b.reference,
    status: b.status === 'cancelled' || b.cancelled_at ? 'cancelled' : 'confirmed',
  });

  /** Share refunded when cancelling at `at`: all of it before the conditions' free-cancellation deadline, nothing after. */
  const refundShareAt = (b: CarsBooking, at: Date): number => {
    const zone = deskTimeZone(b.pickup_location);
    const until = freeCancellationUntil(b.conditions, placeInstant(b.pickup_date, b.pickup_time, zone));
    return until && at.getTime() < Date.parse(until) ? 1 : 0;
  };

  return {
    name: 'duffel-cars',

    carSearch: (query, signal) =>
      read('search', signal, async (d) => {
        const offers: SupplierCarOffer[] = [];
        for (const r of await searchRates(d, query)) {
          const offer = reshapeCar(r, query, r.id);
          if (offer) offers.push(offer);
        }
        return ok(offers);
      }),

    async carOffer(offerId, signal) {
      const decoded = decodeOfferId(offerId);
      if (!decoded) return fail(INVALID_OFFER, false, 'invalid');
      const live = await quoted(decoded, signal);
      return live.ok ? ok(live.value.offer) : live;
    },

    // The quote is the hold: Duffel books a quote by its id, and states no expiry for it. A car gone is sold_out.
    async carHold(offerId, extras, signal): Promise<SupplierResult<CarHold>> {
      const decoded = decodeOfferId(offerId);
      if (!decoded) return fail(INVALID_OFFER, false, 'invalid');
      // Duffel offers no extras with a car: any chosen is refused, named (the API reports the field).
      if (extras[0]) return fail(`extras.0.code: ${extras[0].code} is not offered with this car`, false, 'invalid');
      const live = await quoted(decoded, signal);
      if (!live.ok) return live.error.code === 'not_found' ? fail(CAR_WORDS.soldOut, false, 'sold_out') : live;
      const expiresAt = Math.floor(clock().getTime() / 1000) + QUOTE_HOLD_MINUTES * 60;
      const { offer, quoteId } = live.value;
      return ok({ holdId: encodeHoldId(expiresAt, quoteId), expiresAt: new Date(expiresAt * 1000).toISOString(), offer, extras: [], rate: offer.rate });
    },

    // An aborted call answers 'Request was canceled' even where no request to Duffel is needed.
    carReleaseHold: async (holdId, signal) => {
      if (signal?.aborted) return canceled();
      return decodeHoldId(holdId) ? ok(true as const) : fail(NO_HOLD, false, 'not_found');
    },

    async carBook(request, signal) {
      const hold = decodeHoldId(request.holdId);
      if (!hold) return fail(NO_HOLD, false, 'not_found');
      // Booked already by this instance (a retry after an answer we did not see): the booking as it is now.
      const known = booked.get(request.clientReference);
      if (known) return read('lookup', signal, async (d) => ok(asBooking(counted(await d.cars.bookings.get(known)).data)));
      const expired = clock().getTime() >= hold.expiresAt * 1000;
      if (expired) return fail(CAR_WORDS.holdExpired, false, 'hold_expired');
      if (!request.driverBirthDate) return fail("driver.birthDate: is required: the rental company needs the driver's date of birth", false, 'invalid');
      if (!request.contact.phone) return fail('contact.phone: is required: the rental company needs a phone number', false, 'invalid');
      const { driver, contact } = request;
      return call(
        'book',
        signal,
        async (d) => {
          const payload = {
            quote_id: hold.quoteId,
            driver: {
              given_name: driver.firstName,
              family_name: driver.lastName,
              email: contact.email,
              phone_number: contact.phone!,
              date_of_birth: request.driverBirthDate!,
            },
            ...(driver.flightNumber ? { inbound_flight_number: driver.flightNumber.toUpperCase() } : {}),
            metadata: { client_reference: request.clientReference },
          };
          try {
            const { data } = counted(await d.cars.bookings.create(payload));
            remember(request.clientReference, data.id);
            return ok(asBooking(data));
          } catch (error) {
            // The quote booked already: by us (a retry whose answer was lost, perhaps on another
            // instance) or not, Duffel cannot say whose. Neither sold out nor a second booking: an
            // unknown outcome (no code) for recovery and the operator to settle.
            const code = (error as { errors?: { code?: string }[] }).errors?.[0]?.code ?? '';
            if (/already_booked/.test(code)) return fail(CAR_WORDS.unavailable, false);
            throw error;
          }
        },
        expired,
      );
    },

    carCancel: (supplierReference, signal) =>
      call('cancel', signal, async (d) => {
        if (!/^boo_\w+$/.test(supplierReference)) return fail(CAR_WORDS.noSuchBooking, false, 'not_found');
        const { data: before } = counted(await d.cars.bookings.get(supplierReference));
        // Cancelled already (a retry): what that cancellation refunded, by when it happened.
        if (before.status === 'cancelled') {
          return ok({ supplierReference, refundShare: refundShareAt(before, before.cancelled_at ? new Date(before.cancelled_at) : clock()) });
        }
        const { data: after } = counted(await d.cars.bookings.cancel(supplierReference));
        return ok({ supplierReference, refundShare: refundShareAt(after, after.cancelled_at ? new Date(after.cancelled_at) : clock()) });
      }),

    async carBookingByClientReference(clientReference, signal) {
      if (signal?.aborted) return canceled();
      const known = booked.get(clientReference);
      if (known) return read('lookup', signal, async (d) => ok(asBooking(counted(await d.cars.bookings.get(known)).data)));
      // Duffel Cars lists no bookings to search by metadata: an instance that did not book cannot tell.
      return fail(`Duffel Cars cannot look bookings up by reference; look for ${clientReference} in the Duffel dashboard.`, false);
    },
  };
}
