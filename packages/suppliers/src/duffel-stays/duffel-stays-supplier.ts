import type { Duffel } from '@duffel/api';
import type { Guest, StaysAccommodation, StaysBooking, StaysQuote, StaysSearchResult } from '@duffel/api/types';
import { toE164 } from '@tripfront/domain/phone';
import type { HotelAvailability, HotelAvailabilityQuery, PropertyDetails, RateQuote, RoomOccupancy, SupplierBooking } from '../hotel-booking.ts';
import type { HotelSupplier } from '../supplier.ts';
import { canceled, fail, ok, type SupplierResult } from '../result.ts';
import { haversineKm } from '../world/geo.ts';
import { createDuffelCaller } from '../duffel/caller.ts';
import { toMinorUnits } from '../duffel/reshape.ts';
import { NO_SUCH_PROPERTY, NO_SUCH_STAY, RATE_GONE, STAYS_HOLD_EXPIRED, STAYS_UNAVAILABLE, STAYS_WORDS } from './errors.ts';
import { decodeHoldId, decodePropertyId, decodeRateId, encodeHoldId, encodePropertyId, encodeRateId, type RateRef } from './ids.ts';
import {
  boardOf,
  cancellationTerms,
  cheapestRate,
  dueAtProperty,
  planName,
  propertySummary,
  propertyTimeZone,
  refundShareAt,
  roomType,
  stayRate,
} from './reshape.ts';

// Duffel Stays (https://duffel.com/docs/api/v2/accommodation) behind HotelSupplier, through the
// official client @duffel/api (decision 0106). Search → fetch all rates → quote → booking. Duffel
// holds nothing: the quote is the hold. Every call answers a SupplierResult (duffel/caller.ts).

/** Minutes a hold lasts when Duffel's quoted rate gives no expiry (decision 0106). */
export const DEFAULT_QUOTE_MINUTES = 15;
/** Pages of 200 bookings a lookup by our reference reads before giving up (10,000 bookings). */
const MAX_LOOKUP_PAGES = 50;
export const NO_PHONE = 'A phone number for the guest is needed to book this hotel.';

export interface DuffelStaysOptions {
  /** duffel_test_… or duffel_live_…; never logged. */
  accessToken: string;
  /** Duffel's API root; tests point it at a local server. */
  apiUrl?: string;
  /** Milliseconds a search, rates, quote or lookup may take before it answers 'Supplier timed out' (default 20 s). */
  timeoutMs?: number;
  /** Milliseconds a booking or a cancellation may take (default 60 s): giving up early only makes the outcome unknown. */
  bookTimeoutMs?: number;
  /**
   * The phone number (E.164) Duffel is given when the guest left none: Duffel requires one for the
   * property to reach the guest, so the agency's own is the sensible stand-in.
   */
  contactPhone?: string;
  /** For hold expiry and the rate-limit pause; the real clock by default. */
  clock?: () => Date;
}

const guestsOf = (rooms: readonly RoomOccupancy[]): Guest[] =>
  rooms.flatMap((r) => [...Array.from({ length: r.adults }, (): Guest => ({ type: 'adult' })), ...r.childAges.map((age): Guest => ({ type: 'child', age }))]);

const nightsBetween = (checkin: string, checkout: string) => Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000);

/** The room and rate Duffel's quote or booking carries (its accommodation lists just the one booked). */
const bookedRate = (a: StaysAccommodation) => {
  const room = a.rooms?.[0];
  return { room, rate: room?.rates?.[0] };
};

// eslint-disable-next-line max-lines-per-function -- the adapter's methods share its caller, clock and booking memory, as the HotelSupplier interface lists them
export function createDuffelStaysHotelSupplier(options: DuffelStaysOptions): HotelSupplier {
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 20_000;
  const bookTimeoutMs = options.bookTimeoutMs ?? Math.max(timeoutMs, 60_000);
  const { call, counted } = createDuffelCaller({
    accessToken: options.accessToken,
    apiUrl: options.apiUrl,
    timeoutMs,
    bookTimeoutMs,
    clock,
    words: STAYS_WORDS,
  });
  /** Bookings this instance made or found, by our reference (the latest 1,000): a repeated book answers at once. */
  const booked = new Map<string, SupplierBooking>();
  const remember = (booking: SupplierBooking) => {
    booked.delete(booking.clientReference);
    booked.set(booking.clientReference, booking);
    if (booked.size > 1000) booked.delete(booked.keys().next().value!);
    return booking;
  };

  function availability(result: StaysSearchResult, query: HotelAvailabilityQuery): HotelAvailability | null {
    const a = result.accommodation;
    const timeZone = propertyTimeZone(a, query);
    const summary = propertySummary(a, result.id, query);
    const cheapest = cheapestRate(result);
    const lowestRate = stayRate(
      cheapest ?? {
        total_amount: result.cheapest_rate_total_amount,
        total_currency: result.cheapest_rate_currency,
        base_amount: result.cheapest_rate_base_amount,
        base_currency: result.cheapest_rate_base_currency ?? result.cheapest_rate_currency,
        tax_amount: null,
        tax_currency: result.cheapest_rate_currency,
      },
    );
    if (!lowestRate) return null;
    const now = clock().getTime();
    const termsOf = (r: NonNullable<typeof cheapest>) =>
      cancellationTerms(r.cancellation_timeline, { amount: r.total_amount, currency: r.total_currency }, timeZone);
    const rates = (a.rooms ?? []).flatMap((room) => room.rates);
    const due = cheapest
      ? dueAtProperty(cheapest.due_at_accommodation_amount, cheapest.due_at_accommodation_currency)
      : dueAtProperty(result.cheapest_rate_due_at_accommodation_amount, result.cheapest_rate_due_at_accommodation_currency);
    return {
      ...summary,
      distanceKm: Math.round(haversineKm(query.latitude, query.longitude, summary.latitude, summary.longitude) * 10) / 10,
      distanceFrom: query.searchString,
      freeCancellation: rates.some((r) => {
        const until = termsOf(r).freeCancellationUntil;
        return until !== null && Date.parse(until) > now;
      }),
      lowestRate,
      // The rate the price is of, when the answer carried it: the offer a result card adds to a proposal.
      ...(cheapest
        ? {
            lowestRateId: encodeRateId({
              rateId: cheapest.id,
              property: { accommodationId: a.id, searchResultId: result.id },
              listedBaseMinor: lowestRate.wholesaleBase.amountMinor,
              listedTotalMinor: lowestRate.publishedRate.amountMinor,
              currency: lowestRate.publishedRate.currency,
              rooms: [...query.rooms],
            }),
          }
        : {}),
      // Without a rate in the answer Duffel says nothing of its terms: none are promised.
      lowestRateTerms: cheapest ? termsOf(cheapest) : { refundable: false, freeCancellationUntil: null, timeZone },
      ...(due ? { lowestRateDueAtProperty: due } : {}),
    };
  }

  function rateQuote(quote: StaysQuote, ref: RateRef, rateId: string): SupplierResult<RateQuote> {
    const live = stayRate(quote);
    if (!live) return fail(STAYS_UNAVAILABLE, true);
    const a = quote.accommodation;
    const fallback = { latitude: 0, longitude: 0 };
    const timeZone = propertyTimeZone(a, fallback);
    const { room, rate } = bookedRate(a);
    const listedTax = ref.listedTotalMinor - ref.listedBaseMinor;
    const money = (amountMinor: number) => ({ amountMinor, currency: ref.currency });
    const due = dueAtProperty(quote.due_at_accommodation_amount, quote.due_at_accommodation_currency);
    return ok({
      rateId,
      property: propertySummary(a, ref.property.searchResultId, fallback),
      roomTypeId: room?.name ?? '',
      roomName: room?.name ?? '',
      planName: rate ? planName(rate) : '',
      board: rate ? boardOf(rate.board_type) : 'room_only',
      checkin: quote.check_in_date,
      checkout: quote.check_out_date,
      nights: nightsBetween(quote.check_in_date, quote.check_out_date),
      rooms: ref.rooms,
      listedRate: {
        wholesaleBase: money(ref.listedBaseMinor),
        taxesAndFees: money(listedTax),
        publishedRate: money(ref.listedTotalMinor),
        recommendedSellingPrice: money(ref.listedTotalMinor),
      },
      rate: live,
      roomsLeft: rate?.quantity_available ?? null,
      ...cancellationTerms(rate?.cancellation_timeline ?? [], { amount: quote.total_amount, currency: quote.total_currency }, timeZone),
      ...(due ? { dueAtProperty: due } : {}),
    });
  }

  /** The live quote for a rate: Duffel answers the rate's price now (a new price is a changed price, not an error). */
  const quoteFor = (rateId: string, signal?: AbortSignal): Promise<SupplierResult<{ quote: StaysQuote; value: RateQuote }>> => {
    const ref = decodeRateId(rateId);
    if (!ref) return Promise.resolve(fail(RATE_GONE, false, 'not_found'));
    return call('offer', signal, async (d) => {
      const { data } = counted(await d.stays.quotes.create(ref.rateId));
      const value = rateQuote(data, ref, rateId);
      return value.ok ? ok({ quote: data, value: value.value }) : value;
    });
  };

  function asBooking(b: StaysBooking, holdId: string | undefined): SupplierBooking {
    const { room, rate } = bookedRate(b.accommodation);
    const timeZone = propertyTimeZone(b.accommodation, { latitude: 0, longitude: 0 });
    const currency = rate?.total_currency ?? '';
    return {
      supplierReference: b.id,
      clientReference: b.metadata?.client_reference ?? '',
      holdId: holdId ?? b.metadata?.hold_id ?? '',
      status: b.status === 'cancelled' || b.cancelled_at ? 'cancelled' : 'confirmed',
      propertyId: encodePropertyId({ accommodationId: b.accommodation.id, searchResultId: null }),
      roomTypeId: room?.name ?? '',
      checkin: b.check_in_date,
      checkout: b.check_out_date,
      rooms: b.rooms,
      total: { amountMinor: (rate && toMinorUnits(rate.total_amount, currency)) ?? 0, currency },
      ...cancellationTerms(rate?.cancellation_timeline ?? [], { amount: rate?.total_amount ?? '0', currency }, timeZone),
    };
  }

  /** Reads the account's bookings for the one whose metadata carries our reference (Duffel cannot filter by metadata). */
  async function findBooking(d: Duffel, clientReference: string): Promise<SupplierResult<SupplierBooking | null>> {
    let after: string | undefined;
    for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
      const answer = counted(await d.stays.bookings.list(after ? { limit: 200, after } : { limit: 200 }));
      const found = answer.data.find((b) => b.metadata?.client_reference === clientReference);
      if (found) return ok(remember(asBooking(found, undefined)));
      const next = answer.meta?.after;
      if (!next) return ok(null);
      after = next;
    }
    return fail(`Could not find the booking among the latest ${MAX_LOOKUP_PAGES * 200}; look for ${clientReference} in the Duffel dashboard.`, false);
  }

  const refundShareOf = (b: StaysBooking): number => {
    const { rate } = bookedRate(b.accommodation);
    if (!rate) return 0;
    return refundShareAt(
      rate.cancellation_timeline,
      { amount: rate.total_amount, currency: rate.total_currency },
      Date.parse(b.cancelled_at ?? clock().toISOString()),
    );
  };

  return {
    name: 'duffel-stays',

    hotelAvailability: (query, signal) =>
      call('search', signal, async (d) => {
        const { data } = counted(
          await d.stays.search({
            location: { radius: query.radiusKm, geographic_coordinates: { latitude: query.latitude, longitude: query.longitude } },
            check_in_date: query.checkin,
            check_out_date: query.checkout,
            rooms: query.rooms.length,
            guests: guestsOf(query.rooms),
          }),
        );
        const found = data.results.map((r) => availability(r, query)).filter((h): h is HotelAvailability => h !== null);
        return ok(found.sort((a, b) => a.distanceKm - b.distanceKm));
      }),

    hotelPropertyDetails(query, signal) {
      const ref = decodePropertyId(query.propertyId);
      if (!ref) return Promise.resolve(fail(NO_SUCH_PROPERTY, false, 'not_found'));
      return call('offer', signal, async (d): Promise<SupplierResult<PropertyDetails>> => {
        const sameStay = (r: StaysSearchResult) => r.check_in_date === query.checkin && r.check_out_date === query.checkout && r.rooms === query.rooms.length;
        let result: StaysSearchResult | undefined;
        if (ref.searchResultId) result = counted(await d.stays.searchResults.fetchAllRates(ref.searchResultId)).data;
        // Another stay or party than the search result's (or a booking's property): Duffel searches that accommodation for this one.
        if (!result || !sameStay(result) || result.guests.length !== guestsOf(query.rooms).length) {
          const { data } = counted(
            await d.stays.search({
              accommodation: { ids: [ref.accommodationId], fetch_rates: true },
              check_in_date: query.checkin,
              check_out_date: query.checkout,
              rooms: query.rooms.length,
              guests: guestsOf(query.rooms),
            }),
          );
          result = data.results.find((r) => r.accommodation.id === ref.accommodationId);
        }
        if (!result || result.accommodation.id !== ref.accommodationId) return fail(NO_SUCH_PROPERTY, false, 'not_found');
        const a = result.accommodation;
        const fallback = { latitude: 0, longitude: 0 };
        const context = { searchResultId: result.id, rooms: [...query.rooms], timeZone: propertyTimeZone(a, fallback) };
        return ok({
          ...propertySummary(a, result.id, fallback),
          description: a.description ?? '',
          photos: (a.photos ?? []).map((p) => ({ url: p.url, caption: '' })),
          amenities: (a.amenities ?? []).map((m) => m.description),
          checkInTime: a.check_in_information?.check_in_after_time ?? '',
          checkOutTime: a.check_in_information?.check_out_before_time ?? '',
          roomTypes: (a.rooms ?? []).map((room) => roomType(room, context, a.id)).filter((r) => r.rates.length > 0),
        });
      });
    },

    async hotelPriceCheck(rateId, signal) {
      const quoted = await quoteFor(rateId, signal);
      return quoted.ok ? ok(quoted.value.value) : quoted;
    },

    // Duffel Stays holds nothing: the quote is the hold, good until its rate expires (decision 0106).
    async hotelHold(request, signal) {
      const quoted = await quoteFor(request.rateId, signal);
      if (!quoted.ok) return quoted;
      const { quote, value } = quoted.value;
      if (value.roomsLeft === 0) return fail(RATE_GONE, false, 'sold_out');
      const expires = Date.parse(bookedRate(quote.accommodation).rate?.expires_at ?? '');
      const expiresAt = new Date(Number.isNaN(expires) ? clock().getTime() + DEFAULT_QUOTE_MINUTES * 60_000 : expires);
      return ok({ holdId: encodeHoldId(quote.id, expiresAt), expiresAt: expiresAt.toISOString(), quote: value });
    },

    // An aborted call answers 'Request was canceled' even where no request to Duffel is needed.
    hotelReleaseHold: async (holdId, signal) => {
      if (signal?.aborted) return canceled();
      return decodeHoldId(holdId) ? ok(true as const) : fail('No such hold.', false, 'not_found');
    },

    async hotelBook(request, signal) {
      if (signal?.aborted) return canceled();
      const hold = decodeHoldId(request.holdId);
      if (!hold) return fail('No such hold.', false, 'not_found');
      const known = booked.get(request.clientReference);
      if (known) return ok(known);
      // Booked already (a retry after an answer we never saw, perhaps on another instance): answer that booking.
      const mine = await call('lookup', signal, (d) => findBooking(d, request.clientReference));
      if (!mine.ok) return mine;
      if (mine.value) return ok(mine.value);
      const expired = clock().getTime() >= hold.expiresAt;
      if (expired) return fail(STAYS_HOLD_EXPIRED, false, 'hold_expired');
      // Duffel takes E.164 only: the guest's number as written ('+44 20 7946 0958') made so, else the agency's.
      const phone = toE164(request.leadGuest.phone) ?? options.contactPhone;
      if (!phone) return fail(NO_PHONE, false, 'invalid');
      return call('book', signal, async (d) => {
        const { data } = counted(
          await d.stays.bookings.create({
            quote_id: hold.quoteId,
            guests: [{ given_name: request.leadGuest.firstName, family_name: request.leadGuest.lastName }],
            email: request.leadGuest.email,
            phone_number: phone,
            metadata: { client_reference: request.clientReference, hold_id: request.holdId },
          }),
        );
        return ok(remember(asBooking(data, request.holdId)));
      });
    },

    hotelCancel: (supplierReference, signal) =>
      call('cancel', signal, async (d) => {
        if (!/^bok_\w+$/.test(supplierReference)) return fail(NO_SUCH_STAY, false, 'not_found');
        const { data: current } = counted(await d.stays.bookings.get(supplierReference));
        // Cancelled already (a retry): answer what that cancellation refunded.
        const cancelled = current.status === 'cancelled' ? current : counted(await d.stays.bookings.cancel(supplierReference)).data;
        return ok({ supplierReference, status: 'cancelled' as const, refundShare: refundShareOf(cancelled) });
      }),

    async hotelBookingByClientReference(clientReference, signal) {
      if (signal?.aborted) return canceled();
      const known = booked.get(clientReference);
      if (known) return ok(known);
      return call('lookup', signal, (d) => findBooking(d, clientReference));
    },
  };
}
