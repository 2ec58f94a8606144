import { cancellationPolicy } from '../../policy.ts';
import type { FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import { applyBookingRange, MAX_BOOKING_RANGE_DAYS } from '@tripfront/domain/booking-range';
import { nightsBetween } from '@tripfront/domain/calendar';
import { priceBreakdown } from '@tripfront/domain/booking/price';
import {
  RESORT_PARTY_MESSAGES,
  resortPartyIssues,
  type HeldResort,
  type ResortAvailabilityAnswer,
  type ResortAvailabilityItem,
} from '@tripfront/domain/booking/resort-api';
import { requestToday } from '@tripfront/domain/today';
import { RESORT_THEMES, type ResortTheme } from '@tripfront/domain/inventory';
import { latestStartDate } from '@tripfront/domain/search';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { ResortParty, SupplierResortAvailability, SupplierResortOffer } from '@tripfront/suppliers';
import { badRequest } from '../../../lib/http-errors.ts';

// The resort product's request rules and answer shapes (issue #19, decision 0054): the stay and the
// party checked with this request's "today" (the search form's rules, domain/search), supplier
// rates priced through the domain's one pricing path (agents also get wholesale and markup), and
// the theme filter and counts of the availability answer.

/** The stay as asked, or a 400 naming the field: from the earliest bookable night, at least one night, at most 60. */
export function checkStay(request: FastifyRequest, checkIn: string, checkOut: string, fields: { start: string; end: string }, longitude?: number): void {
  const today = requestToday(request.headers, longitude);
  const earliest = earliestSearchDate('resorts', today, request.tenant.agency.disallowSameDayBooking);
  if (checkIn < earliest) throw badRequest(`${fields.start}: resorts can be booked from ${earliest}.`, fields.start);
  if (checkOut <= checkIn) throw badRequest(`${fields.end}: must be after ${fields.start} (${checkIn}).`, fields.end);
  if (!applyBookingRange('resorts', checkIn, checkOut).ok) throw badRequest(`${fields.end}: at most ${MAX_BOOKING_RANGE_DAYS} nights.`, fields.end);
  const latest = latestStartDate(today);
  if (checkIn > latest) throw badRequest(`${fields.start}: resorts can be searched up to ${latest}.`, fields.start);
}

/** The party as chosen, or a 400 naming adults or children. */
export function checkResortParty(party: ResortParty): void {
  const issue = resortPartyIssues(party)[0];
  if (issue)
    throw badRequest(
      `${issue === 'adultRequired' ? 'adults' : 'children'}: ${RESORT_PARTY_MESSAGES[issue]}`,
      issue === 'adultRequired' ? 'adults' : 'children',
    );
}

const priced = (rate: SupplierRate, ctx: PricingContext, country: string, nights: number) =>
  priceBreakdown(rate, ctx, { product: 'resort', country, nights, rooms: 1 });

/** Resorts whose themes meet the asked ones ('All' or none: every resort). */
export const hasTheme = (themes: readonly ResortTheme[], asked: readonly ResortTheme[] | undefined): boolean =>
  !asked || asked.length === 0 || asked.includes('All') || asked.some((t) => themes.includes(t));

export function availabilityView(
  found: readonly SupplierResortAvailability[],
  q: Pick<ResortAvailabilityAnswer['data'], 'checkIn' | 'checkOut' | 'adults' | 'children' | 'currency'> & { themes?: ResortTheme[] | undefined },
  ctx: PricingContext,
  language?: string,
): ResortAvailabilityAnswer['data'] {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  const items: ResortAvailabilityItem[] = found
    .filter((f) => f.rooms.some((r) => r.offerId !== null))
    .map(({ resort, rooms, freeCancellationUntil }) => ({
      resortId: resort.resortId,
      name: resort.name,
      stars: resort.stars,
      regionId: resort.regionId,
      subregionId: resort.subregionId,
      subregionName: resort.subregionName,
      countryCode: resort.countryCode,
      themes: resort.themes,
      latitude: resort.latitude,
      longitude: resort.longitude,
      imageUrl: resort.imageUrl,
      photos: resort.photos,
      description: resort.description,
      amenities: resort.amenities,
      freeCancellationDays: resort.freeCancellationDays,
      cancellationPolicy: cancellationPolicy(
        { refundable: freeCancellationUntil !== null, freeCancellationUntil, timeZone: resort.timeZone },
        { language, currency: ctx.currency },
      ),
      rooms: rooms.map((r) => ({
        roomType: r.roomType,
        name: r.name,
        bedding: r.bedding,
        sizeM2: r.sizeM2,
        maxGuests: r.maxGuests,
        unitsLeft: r.unitsLeft,
        ...(r.offerId ? { offerId: r.offerId } : {}),
        price: priced(r.rate, ctx, resort.countryCode, nights),
      })),
    }));
  return {
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    nights,
    adults: q.adults,
    children: q.children,
    currency: q.currency,
    resorts: items.filter((r) => hasTheme(r.themes, q.themes)),
    themes: RESORT_THEMES.map((theme) => ({ theme, count: theme === 'All' ? items.length : items.filter((r) => r.themes.includes(theme)).length })),
  };
}

/** The whole stay's price of an offer. */
export const offerPrice = (o: SupplierResortOffer, ctx: PricingContext) => priced(o.rate, ctx, o.resort.countryCode, o.nights);

/** What a hold and a booking show of the stay. */
export const heldResort = (referenceNumber: string, o: SupplierResortOffer): HeldResort => ({
  referenceNumber,
  resortId: o.resort.resortId,
  name: o.resort.name,
  subregionName: o.resort.subregionName,
  countryCode: o.resort.countryCode,
  roomType: o.room.roomType,
  roomName: o.room.name,
  checkIn: o.checkIn,
  checkOut: o.checkOut,
  nights: o.nights,
  adults: o.party.adults,
  children: o.party.children,
  imageUrl: o.resort.imageUrl,
  freeCancellationUntil: o.freeCancellationUntil,
  timeZone: o.resort.timeZone,
});
