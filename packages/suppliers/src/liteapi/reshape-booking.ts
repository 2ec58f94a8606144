import { toMinor } from '@tripfront/domain/money';
import type { CancellationTerms, PropertySummary, RateQuote, SupplierBooking } from '../hotel-booking.ts';
import { fail, ok, type SupplierResult } from '../result.ts';
import { UNAVAILABLE } from './errors.ts';
import { encodeRateId, type RateKey } from './ids.ts';
import { cancellationTerms, dueAtProperty, hotelTimeZone, listShapeOf, offerPrice, planName, ROOMS_LEFT_UNKNOWN, supplierRate } from './reshape.ts';
import type { LiteBooking, LiteHotelDetails, LiteRoomType } from './types.ts';

// LiteAPI's answers to a price check, a prebook and a booking as our quote and booking (decision 0107).

/** Only the terms of a plan (its CancellationTerms fields), for answers that carry terms beside other things. */
export const termsOnly = (t: CancellationTerms): CancellationTerms => ({
  refundable: t.refundable,
  freeCancellationUntil: t.freeCancellationUntil,
  ...(t.timeZone ? { timeZone: t.timeZone } : {}),
});

/** A rate as LiteAPI sells it now (`found`), or, when it is gone, as listed with no rooms left. */
export function quoteOf(
  key: RateKey,
  hotel: LiteHotelDetails,
  summary: PropertySummary,
  found: { rateId: string; offer: LiteRoomType; price: NonNullable<ReturnType<typeof offerPrice>> } | null,
): RateQuote {
  const timeZone = hotelTimeZone(listShapeOf(hotel));
  const rate = found?.offer.rates?.[0];
  const terms = found ? cancellationTerms(rate?.cancellationPolicies, key.checkin, timeZone) : { refundable: key.refundable, freeCancellationUntil: null };
  const listedRate = supplierRate(key.listed);
  const room = hotel.rooms?.find((r) => String(r.id) === key.roomTypeId);
  const nights = Math.round((Date.parse(`${key.checkout}T00:00:00Z`) - Date.parse(`${key.checkin}T00:00:00Z`)) / 86_400_000);
  return {
    ...termsOnly({ ...terms, ...(timeZone ? { timeZone } : {}) }),
    rateId: found?.rateId ?? encodeRateId(key),
    property: summary,
    roomTypeId: key.roomTypeId,
    roomName: room?.roomName || rate?.name || 'Room',
    planName: planName(rate ?? { boardType: key.boardType }, terms.refundable),
    board: key.boardType.toUpperCase() === 'RO' ? 'room_only' : 'breakfast',
    checkin: key.checkin,
    checkout: key.checkout,
    nights,
    rooms: key.rooms,
    listedRate,
    rate: found ? supplierRate(found.price) : listedRate,
    ...(found ? dueAtProperty(found.price) : {}),
    roomsLeft: found ? ROOMS_LEFT_UNKNOWN : 0,
  };
}

/** A booking of LiteAPI as ours; a retryable failure while LiteAPI has not settled it (PENDING). */
export function bookingOf(
  b: LiteBooking,
  known: {
    holdId: string;
    clientReference: string;
    roomTypeId: string;
    rooms: number;
    hotelId: string;
    checkin: string;
    checkout: string;
    timeZone?: string;
  },
): SupplierResult<SupplierBooking> {
  const status = b.status?.toUpperCase() ?? '';
  const state = status === 'CONFIRMED' ? 'confirmed' : status.startsWith('CANCELLED') ? 'cancelled' : null;
  const total = b.price !== undefined && b.currency ? { amountMinor: toMinor(b.price, b.currency), currency: b.currency } : null;
  // PENDING (or anything else): LiteAPI has not settled it yet; recovery asks again later.
  if (!state || !b.bookingId || !total) return fail(UNAVAILABLE, true);
  const checkin = b.checkin ?? known.checkin;
  const rates = (b.bookedRooms ?? []).flatMap((r) => (r.rate ? [r.rate] : []));
  const price = rates.length > 0 ? offerPrice({ offerRetailRate: { amount: b.price, currency: b.currency }, rates }) : null;
  return ok({
    ...termsOnly({ ...cancellationTerms(b.cancellationPolicies, checkin, known.timeZone), ...(known.timeZone ? { timeZone: known.timeZone } : {}) }),
    supplierReference: b.bookingId,
    clientReference: known.clientReference,
    holdId: known.holdId,
    status: state,
    propertyId: b.hotel?.hotelId ?? known.hotelId,
    roomTypeId: known.roomTypeId,
    checkin,
    checkout: b.checkout ?? known.checkout,
    rooms: b.bookedRooms?.length || known.rooms,
    total,
    ...(price ? dueAtProperty(price) : {}),
  });
}
