import { isFreeCancellation } from '@tripfront/domain/booking/refund';
import type { RoomOccupancy } from '@tripfront/domain/search/occupancy';
import type { CancelResult, HotelAvailability, SupplierRatePlan } from '../hotel-booking.ts';
import { attemptResult, fail, ok, type SupplierResult } from '../result.ts';
import type { HotelSupplier } from '../supplier.ts';
import { haversineKm } from '../world/geo.ts';
import { createLiteClient, hasOnlyError, LITEAPI_API_URL, LITEAPI_BOOK_URL } from './client.ts';
import { NO_SUCH_BOOKING, RATE_GONE, UNAVAILABLE } from './errors.ts';
import { decodeHoldId, decodeRateId, encodeHoldId, encodeRateId, MAX_RATE_ID_LENGTH, type RateKey } from './ids.ts';
import { clockTime, hotelTimeZone, listShapeOf, offerPrice, plainText, ratePlan, roomType, roomTypeIdOf, summaryOfList } from './reshape.ts';
import { bookingOf, quoteOf, termsOnly } from './reshape-booking.ts';
import type { LiteBooking, LiteCancellation, LiteHotelDetails, LiteHotelSummary, LitePrebook, LiteRatesAnswer, LiteRoomType } from './types.ts';

// LiteAPI (Nuitee, https://docs.liteapi.travel/reference) behind HotelSupplier, through a small
// fetch client (decision 0107). Availability is LiteAPI's rates joined with its hotel content; a
// price check searches the hotel's rates again (no prebook); a hold is a prebook; booking looks for
// our clientReference first, so booking twice answers the first booking.

export const LITEAPI_HOLD_MINUTES = 15;
export const NO_SUCH_HOLD = 'No such hold.';

export interface LiteApiHotelOptions {
  /** LiteAPI's X-API-Key (sand_… or prod_…); never logged. */
  apiKey: string;
  /** Data and rates (https://api.liteapi.travel/v3.0); tests point it at a local server. */
  apiUrl?: string;
  /** Prebook and bookings (https://book.liteapi.travel/v3.0); tests point it at a local server. */
  bookUrl?: string;
  /** Milliseconds a call (its retries included) may take before it answers 'Supplier timed out' (default 20 s). */
  timeoutMs?: number;
  /** The currency rates are asked in (default USD). */
  currency?: string;
  /** ISO country of the guests' nationality, which LiteAPI prices by (default US). */
  guestNationality?: string;
  /** How long we treat a prebook as held: LiteAPI's prebook answer names no expiry (default 15). */
  holdMinutes?: number;
  /** For hold expiry and the rate-limit pause; the real clock by default. */
  clock?: () => Date;
}

type Stay = Pick<RateKey, 'hotelId' | 'checkin' | 'checkout' | 'rooms'>;

// eslint-disable-next-line max-lines-per-function -- the adapter's methods share its client and settings, as the HotelSupplier interface lists them
export function createLiteApiHotelSupplier(options: LiteApiHotelOptions): HotelSupplier {
  const clock = options.clock ?? (() => new Date());
  const currency = options.currency ?? 'USD';
  const guestNationality = options.guestNationality ?? 'US';
  const holdMinutes = options.holdMinutes ?? LITEAPI_HOLD_MINUTES;
  const send = createLiteClient({
    apiKey: options.apiKey,
    apiUrl: options.apiUrl ?? LITEAPI_API_URL,
    bookUrl: options.bookUrl ?? LITEAPI_BOOK_URL,
    timeoutMs: options.timeoutMs ?? 20_000,
    clock,
  });

  const ratesBody = (stay: { checkin: string; checkout: string; rooms: readonly RoomOccupancy[] }) => ({
    checkin: stay.checkin,
    checkout: stay.checkout,
    occupancies: stay.rooms.map((r) => ({ adults: r.adults, children: [...r.childAges] })),
    currency,
    guestNationality,
  });

  /** The hotel's offers for a stay; none when LiteAPI answers 'no availability'. */
  async function hotelOffers(stay: Stay, signal?: AbortSignal): Promise<SupplierResult<LiteRoomType[]>> {
    const answer = await send<LiteRatesAnswer>(
      { operation: 'search', host: 'api', method: 'POST', path: '/hotels/rates', body: { hotelIds: [stay.hotelId], ...ratesBody(stay) } },
      signal,
    );
    if (!answer.ok) return answer;
    return ok(hasOnlyError(answer.value) ? [] : (answer.value.data?.find((h) => h.hotelId === stay.hotelId)?.roomTypes ?? []));
  }

  const hotelContent = async (hotelId: string, signal?: AbortSignal): Promise<SupplierResult<LiteHotelDetails>> => {
    const answer = await send<{ data?: LiteHotelDetails }>(
      { operation: 'content', host: 'api', method: 'GET', path: '/data/hotel', query: { hotelId } },
      signal,
    );
    if (!answer.ok) return answer;
    return answer.value.data?.id ? ok(answer.value.data) : fail('Hotel not found.', false, 'not_found');
  };

  const plansOf = (offers: LiteRoomType[], stay: Stay, timeZone: string | undefined) =>
    offers.map((o) => ratePlan(o, stay, timeZone, encodeRateId)).filter((p) => p !== null && p.rateId.length <= MAX_RATE_ID_LENGTH) as (SupplierRatePlan & {
      roomTypeId: string;
    })[];

  /** The booking LiteAPI made with our reference, in full; null when it has none (or only failed ones). */
  async function findBooking(clientReference: string, signal?: AbortSignal): Promise<SupplierResult<LiteBooking | null>> {
    const list = await send<{ data?: LiteBooking[] }>(
      { operation: 'lookup', host: 'book', method: 'GET', path: '/bookings', query: { clientReference } },
      signal,
    );
    if (!list.ok) return list;
    const found = (list.value.data ?? []).find((b) => b.bookingId && b.clientReference === clientReference && b.status !== 'FAILED');
    if (!found) return ok(null);
    const full = await send<{ data?: LiteBooking }>(
      { operation: 'lookup', host: 'book', method: 'GET', path: `/bookings/${encodeURIComponent(found.bookingId!)}` },
      signal,
    );
    return full.ok ? ok(full.value.data ?? found) : full;
  }

  return {
    name: 'liteapi',

    async hotelAvailability(q, signal) {
      const radius = Math.round(q.radiusKm * 1000);
      const stay = ratesBody(q);
      const [rates, list] = await Promise.all([
        send<LiteRatesAnswer>(
          { operation: 'search', host: 'api', method: 'POST', path: '/hotels/rates', body: { latitude: q.latitude, longitude: q.longitude, radius, ...stay } },
          signal,
        ),
        send<{ data?: LiteHotelSummary[] }>(
          {
            operation: 'content',
            host: 'api',
            method: 'GET',
            path: '/data/hotels',
            query: { latitude: q.latitude, longitude: q.longitude, radius, limit: 200 },
          },
          signal,
        ),
      ]);
      if (!rates.ok) return rates;
      if (!list.ok) return list;
      const content = new Map((list.value.data ?? []).map((h) => [h.id, h]));
      const now = clock();
      const found: HotelAvailability[] = [];
      for (const hotel of hasOnlyError(rates.value) ? [] : (rates.value.data ?? [])) {
        const info = content.get(hotel.hotelId);
        // A hotel without content has no name to show: it is left out.
        const summary = info ? summaryOfList(info) : null;
        if (!summary) continue;
        const timeZone = hotelTimeZone(info);
        const plans = plansOf(hotel.roomTypes ?? [], { hotelId: summary.propertyId, checkin: q.checkin, checkout: q.checkout, rooms: [...q.rooms] }, timeZone);
        const lowest = plans.reduce<(typeof plans)[number] | null>(
          (a, p) => (!a || p.rate.publishedRate.amountMinor < a.rate.publishedRate.amountMinor ? p : a),
          null,
        );
        if (!lowest) continue;
        found.push({
          ...summary,
          distanceKm: Math.round(haversineKm(q.latitude, q.longitude, summary.latitude, summary.longitude) * 10) / 10,
          distanceFrom: q.searchString,
          freeCancellation: plans.some((p) => isFreeCancellation(p, now)),
          lowestRate: lowest.rate,
          lowestRateId: lowest.rateId,
          lowestRateTerms: termsOnly(lowest),
          ...(lowest.dueAtProperty ? { lowestRateDueAtProperty: lowest.dueAtProperty } : {}),
        });
      }
      return ok(found.sort((a, b) => a.distanceKm - b.distanceKm));
    },

    async hotelPropertyDetails(q, signal) {
      const stay: Stay = { hotelId: q.propertyId, checkin: q.checkin, checkout: q.checkout, rooms: [...q.rooms] };
      const [hotel, offers] = await Promise.all([hotelContent(q.propertyId, signal), hotelOffers(stay, signal)]);
      if (!hotel.ok) return hotel;
      if (!offers.ok) return offers;
      const h = hotel.value;
      const summary = summaryOfList(listShapeOf(h));
      if (!summary) return fail('Hotel not found.', false, 'not_found');
      const plans = plansOf(offers.value, stay, hotelTimeZone(listShapeOf(h)));
      const byRoom = new Map<string, typeof plans>();
      for (const plan of plans) byRoom.set(plan.roomTypeId, [...(byRoom.get(plan.roomTypeId) ?? []), plan]);
      return ok({
        ...summary,
        description: plainText(h.hotelDescription),
        photos: (h.hotelImages ?? []).filter((i) => i.url).map((i) => ({ url: i.url!, caption: i.caption ?? '' })),
        amenities: h.hotelFacilities ?? [],
        checkInTime: clockTime(h.checkinCheckoutTimes?.checkin),
        checkOutTime: clockTime(h.checkinCheckoutTimes?.checkout),
        roomTypes: [...byRoom].map(([id, roomPlans]) =>
          roomType(
            id,
            h.rooms?.find((r) => String(r.id) === id),
            offers.value.filter((o) => roomTypeIdOf(o) === id),
            roomPlans.map(({ roomTypeId: _, ...plan }) => plan),
          ),
        ),
      });
    },

    // A price check reads the hotel's rates again rather than prebooking (decision 0107): the same
    // offer, else the same room, board and refundability at its price now; none left is roomsLeft 0.
    async hotelPriceCheck(rateId, signal) {
      const key = decodeRateId(rateId);
      if (!key) return fail(RATE_GONE, false, 'invalid');
      const [hotel, offers] = await Promise.all([hotelContent(key.hotelId, signal), hotelOffers(key, signal)]);
      if (!hotel.ok) return hotel;
      if (!offers.ok) return offers;
      const summary = summaryOfList(listShapeOf(hotel.value));
      if (!summary) return fail('Hotel not found.', false, 'not_found');
      const same = (o: LiteRoomType) =>
        roomTypeIdOf(o) === key.roomTypeId &&
        (o.rates?.[0]?.boardType ?? 'RO') === key.boardType &&
        (o.rates?.[0]?.cancellationPolicies?.refundableTag === 'RFN') === key.refundable;
      const candidates = [offers.value.find((o) => o.offerId === key.offerId), ...offers.value.filter(same)]
        .map((offer) => (offer ? { offer, price: offerPrice(offer) } : null))
        .filter((c) => c?.price && c.offer.offerId) as { offer: LiteRoomType; price: NonNullable<ReturnType<typeof offerPrice>> }[];
      const offerIdMatch = candidates.find((c) => c.offer.offerId === key.offerId);
      const pick = offerIdMatch ?? candidates.sort((a, b) => a.price.totalMinor - b.price.totalMinor)[0];
      const found = pick ? { ...pick, rateId: encodeRateId({ ...key, offerId: pick.offer.offerId!, listed: { ...pick.price } }) } : null;
      return ok(quoteOf(key, hotel.value, summary, found && found.rateId.length <= MAX_RATE_ID_LENGTH ? found : null));
    },

    // A hold is LiteAPI's prebook: the price it answers is what booking charges.
    async hotelHold({ rateId }, signal) {
      const key = decodeRateId(rateId);
      if (!key) return fail(RATE_GONE, false, 'invalid');
      const [prebook, hotel] = await Promise.all([
        send<{ data?: LitePrebook }>(
          { operation: 'prebook', host: 'book', method: 'POST', path: '/rates/prebook', body: { offerId: key.offerId, usePaymentSdk: false } },
          signal,
        ),
        hotelContent(key.hotelId, signal),
      ]);
      if (!prebook.ok) return prebook;
      if (!hotel.ok) return hotel;
      const p = prebook.value.data;
      const summary = summaryOfList(listShapeOf(hotel.value));
      const price =
        p?.price !== undefined
          ? offerPrice({
              offerRetailRate: { amount: p.price, currency: p.currency ?? key.listed.currency },
              rates: (p.roomTypes ?? []).flatMap((r) => r.rates ?? []),
            })
          : null;
      if (!p?.prebookId || !summary || !price) return fail(UNAVAILABLE, true);
      const timeZone = hotelTimeZone(listShapeOf(hotel.value));
      const expiresAt = new Date(clock().getTime() + holdMinutes * 60_000);
      const holdId = encodeHoldId({ ...key, prebookId: p.prebookId, expiresAt: Math.floor(expiresAt.getTime() / 1000), timeZone: timeZone ?? '' });
      if (!holdId) return fail(UNAVAILABLE, false);
      const offer: LiteRoomType = { offerId: key.offerId, rates: p.roomTypes?.[0]?.rates ?? [] };
      const quote = quoteOf(key, hotel.value, summary, {
        rateId,
        offer,
        price: { ...price, suggestedMinor: Math.max(price.suggestedMinor, key.listed.suggestedMinor) },
      });
      return ok({ holdId, expiresAt: expiresAt.toISOString(), quote });
    },

    // LiteAPI has no release: an unused prebook lapses by itself. An aborted call still answers canceled.
    hotelReleaseHold: (holdId, signal) => attemptResult(signal, () => (decodeHoldId(holdId) ? ok(true as const) : fail(NO_SUCH_HOLD, false, 'not_found'))),

    async hotelBook(request, signal) {
      const hold = decodeHoldId(request.holdId);
      if (!hold) return fail(NO_SUCH_HOLD, false, 'not_found');
      const known = { ...request, ...hold, rooms: hold.rooms.length, timeZone: hold.timeZone || undefined };
      // Booked already (a retry after an answer we never saw, perhaps by another instance): answer that booking.
      const before = await findBooking(request.clientReference, signal);
      if (!before.ok) return before;
      if (before.value) return bookingOf(before.value, known);
      const { firstName, lastName, email } = request.leadGuest;
      const booked = await send<{ data?: LiteBooking }>(
        {
          operation: 'book',
          host: 'book',
          method: 'POST',
          path: '/rates/book',
          body: {
            prebookId: hold.prebookId,
            holder: { firstName, lastName, email },
            guests: hold.rooms.map((_, i) => ({ occupancyNumber: i + 1, firstName, lastName, email })),
            payment: { method: 'ACC_CREDIT_CARD' },
            clientReference: request.clientReference,
          },
        },
        signal,
      );
      if (!booked.ok) return booked;
      return booked.value.data ? bookingOf(booked.value.data, known) : fail(UNAVAILABLE, true);
    },

    async hotelCancel(supplierReference, signal): Promise<SupplierResult<CancelResult>> {
      if (!/^[\w-]{1,100}$/.test(supplierReference)) return fail(NO_SUCH_BOOKING, false, 'not_found');
      const answer = await send<{ data?: LiteCancellation }>(
        { operation: 'cancel', host: 'book', method: 'PUT', path: `/bookings/${supplierReference}` },
        signal,
      );
      if (!answer.ok) return answer;
      const c = answer.value.data;
      if (!c?.status?.toUpperCase().startsWith('CANCELLED')) return fail(UNAVAILABLE, true);
      const refund = c.refund_amount ?? 0;
      const fee = c.cancellation_fee ?? 0;
      // The share LiteAPI gives back of what the booking cost: the refund over refund and fee.
      const refundShare = refund + fee > 0 ? Math.min(1, Math.max(0, refund / (refund + fee))) : 0;
      return ok({ supplierReference, status: 'cancelled', refundShare: Math.round(refundShare * 10_000) / 10_000 });
    },

    async hotelBookingByClientReference(clientReference, signal) {
      const found = await findBooking(clientReference, signal);
      if (!found.ok) return found;
      if (!found.value) return ok(null);
      const b = found.value;
      const hotelId = b.hotel?.hotelId ?? '';
      const hotel = hotelId ? await hotelContent(hotelId, signal) : null;
      const timeZone = hotel?.ok ? hotelTimeZone(listShapeOf(hotel.value)) : undefined;
      return bookingOf(b, {
        holdId: b.prebookId ?? '',
        clientReference,
        roomTypeId: String(b.bookedRooms?.[0]?.rate?.mappedRoomId ?? ''),
        rooms: b.bookedRooms?.length ?? 1,
        hotelId,
        checkin: b.checkin ?? '',
        checkout: b.checkout ?? '',
        timeZone,
      });
    },
  };
}
