import type { FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import { convertMinor } from '@tripfront/domain/money';
import type {
  FareConditions,
  FlightOfferDetails,
  FlightOfferView,
  FlightSearchAnswer,
  FlightSearchQuery,
  FlightSlice,
  FlightSliceQuery,
  HeldFlight,
  PassengerCounts,
} from '@tripfront/domain/booking/flight-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { flightPartyIssues, PARTY_ISSUE_MESSAGES } from '@tripfront/domain/booking/passengers';
import { priceBreakdown } from '@tripfront/domain/booking/price';
import { requestToday } from '@tripfront/domain/today';
import { addCalendarDays, latestStartDate } from '@tripfront/domain/search';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import type { SupplierFlightOffer, SupplierMoney, SupplierSlice } from '@tripfront/suppliers';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import { badRequest } from '../../../lib/http-errors.ts';
import { cancellationPolicy } from '../../policy.ts';

// The flight product's request rules and answer shapes (issue #17): the trip's dates and party
// checked with this request's "today", supplier offers priced through the domain's one pricing path,
// and filtering, sorting and facets of search results (used by the flight API and the flight adapter).

/** The days a trip may fly on for this request: from the earliest bookable day to the latest search day. */
export function tripWindow(request: FastifyRequest): { earliest: string; latest: string } {
  // The airport's today is not known before the supplier names it: the loosest today (any date it
  // is on Earth, the traveller's zone within it), as the hotel search does without a place.
  const today = requestToday(request.headers);
  return { earliest: earliestSearchDate('flights', today, request.tenant.agency.disallowSameDayBooking), latest: latestStartDate(today) };
}

/**
 * The trip as asked, or a 400 naming the field: the party (infants on an adult's lap, at most 9
 * seats), each leg between two airports, the first flight not before the earliest bookable day, the
 * legs in date order, the last within the search range. Flights have no 60-day cap (decision 0007).
 */
export function checkTrip(request: FastifyRequest, slices: readonly FlightSliceQuery[], party: PassengerCounts): void {
  const issues = flightPartyIssues(party);
  if (issues.length > 0) {
    const field = issues[0] === 'tooManySeats' ? 'adults' : issues[0] === 'infantsExceedAdults' ? 'infants' : 'adults';
    throw badRequest(`${field}: ${issues.map((i) => PARTY_ISSUE_MESSAGES[i]).join(' ')}`, field);
  }
  const { earliest, latest } = tripWindow(request);
  slices.forEach((s, i) => {
    const field = `slice.${i}`;
    if (s.origin === s.destination) throw badRequest(`${field}: the flight must go from one airport to another, not ${s.origin} to itself.`, field);
    if (i === 0 && s.departureDate < earliest) throw badRequest(`${field}: the first flight must be on or after ${earliest}.`, field);
    const before = slices[i - 1];
    if (before && s.departureDate < before.departureDate) {
      throw badRequest(`${field}: this flight must not be before the previous one (${before.departureDate}).`, field);
    }
    if (s.departureDate > latest) throw badRequest(`${field}: flights can be searched up to ${latest}.`, field);
  });
}

/** The trip moved by `days` (every leg). */
export const shiftTrip = (slices: readonly FlightSliceQuery[], days: number): FlightSliceQuery[] =>
  slices.map((s) => ({ ...s, departureDate: addCalendarDays(s.departureDate, days) }));

const MINUTE_MS = 60_000;
/** Minutes between two local times at the same airport ('YYYY-MM-DDTHH:mm'). */
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / MINUTE_MS);

export function sliceView(s: SupplierSlice): FlightSlice {
  const first = s.segments[0]!;
  const last = s.segments[s.segments.length - 1]!;
  return {
    origin: first.origin,
    destination: last.destination,
    departAt: first.departAt,
    arriveAt: last.arriveAt,
    durationMinutes: s.durationMinutes,
    segments: s.segments,
    layovers: s.segments.slice(1).map((seg, i) => ({ airport: seg.origin, minutes: Math.max(0, minutesBetween(s.segments[i]!.arriveAt, seg.departAt)) })),
  };
}

/** Spec §7 pricing: the destination of the first leg decides the agency's markup rule. */
export const destinationCountry = (o: Pick<SupplierFlightOffer, 'slices'>): string => {
  const first = o.slices[0]!;
  return first.segments[first.segments.length - 1]!.destination.countryCode;
};

export const passengerTotal = (p: PassengerCounts): number => p.adults + p.children + p.infants;

/** A fee in the answer's currency. */
const feeIn = (fee: SupplierMoney | null, ctx: Pick<PricingContext, 'currency' | 'rates'>): BookingMoney | null =>
  fee === null ? null : { amount: convertMinor(fee.amountMinor, fee.currency, ctx.currency, ctx.rates), currency: ctx.currency };

export function conditionsView(c: SupplierFlightOffer['conditions'], ctx: Pick<PricingContext, 'currency' | 'rates'>): FareConditions {
  return { changeable: c.changeable, changeFee: feeIn(c.changeFee, ctx), refundable: c.refundable, refundFee: feeIn(c.refundFee, ctx) };
}

/**
 * A refundable fare refunds less its fee (in the booking's currency) until the first flight leaves;
 * the refund rule (domain/booking/refund.ts) reads its deadline and fee. A non-refundable fare
 * refunds nothing. The offer (search, details) and its hold word the same terms.
 */
export function fareTerms(flight: Pick<HeldFlight, 'conditions' | 'slices'>): CancellationTerms {
  const first = flight.slices[0]!;
  const zone = first.origin.timeZone;
  // Local time at the airport of departure (decision 0097); without its zone, the earliest instant it can be (UTC+14).
  const deadline = zone
    ? placeInstant(first.departAt.slice(0, 10), first.departAt.slice(11, 16), zone).toISOString()
    : new Date(Date.parse(`${first.departAt}:00Z`) - 14 * 3_600_000).toISOString();
  const { refundable, refundFee } = flight.conditions;
  return {
    refundable,
    freeCancellationUntil: refundable ? deadline : null,
    ...(refundable && refundFee ? { feeMinor: refundFee.amount } : {}),
    ...(zone ? { timeZone: zone } : {}),
  };
}

/** The whole party's price: perNight is the price per passenger (every passenger a unit). */
export const offerPrice = (o: SupplierFlightOffer, ctx: PricingContext) =>
  priceBreakdown(o.rate, ctx, { product: 'flight', country: destinationCountry(o), nights: 1, rooms: passengerTotal(o.passengers) });

/** An offer as a search lists it, before its terms are worded: what filters, sorts and facets read. */
export type ListedOffer = Omit<FlightOfferView, 'cancellationPolicy'>;

/** The offer priced and shaped for a search's list, without its terms' sentence (withFareTerms words it). */
export function listedOffer(o: SupplierFlightOffer, ctx: PricingContext): ListedOffer {
  return {
    offerId: o.offerId,
    owner: o.owner,
    cabin: o.cabin,
    fareBrand: o.fareBrand,
    slices: o.slices.map(sliceView),
    baggage: o.baggage,
    conditions: conditionsView(o.conditions, ctx),
    seatsLeft: o.seatsLeft === null ? null : Math.min(9, o.seatsLeft),
    price: offerPrice(o, ctx),
    expiresAt: o.expiresAt,
  };
}

/**
 * The listed offer with its fare's terms worded (placed at the departure airport's local time, in
 * `language`, the booker's: requestLanguage). A search words them for the page it answers only:
 * wording takes a time-zone and a date format per offer, and a trip finds hundreds.
 */
export function withFareTerms(offer: ListedOffer, currency: string, language?: string): FlightOfferView {
  const { seatsLeft, price, expiresAt, ...listed } = offer;
  return { ...listed, cancellationPolicy: cancellationPolicy(fareTerms(offer), { language, currency }), seatsLeft, price, expiresAt };
}

/** The first and last flight days (passenger ages are checked on them). */
export function flightDays(o: Pick<SupplierFlightOffer, 'slices'>): { firstDate: string; lastDate: string } {
  const lastSlice = o.slices[o.slices.length - 1]!;
  return { firstDate: o.slices[0]!.segments[0]!.departAt.slice(0, 10), lastDate: lastSlice.segments[lastSlice.segments.length - 1]!.departAt.slice(0, 10) };
}

export function offerDetails(o: SupplierFlightOffer, ctx: PricingContext, language?: string): FlightOfferDetails {
  const country = destinationCountry(o);
  return {
    ...withFareTerms(listedOffer(o, ctx), ctx.currency, language),
    passengers: o.passengers,
    priceByPassenger: o.passengerRates.map((p) => {
      const each = priceBreakdown(p.rate, ctx, { product: 'flight', country, nights: 1, rooms: 1 });
      return {
        type: p.type,
        count: p.count,
        base: each.base,
        taxesAndFees: each.taxesAndFees,
        total: each.total,
        ...(each.markup ? { markup: each.markup } : {}),
      };
    }),
    ticketingDeadline: o.ticketingDeadline,
    documentRequired: o.documentRequired,
    ...flightDays(o),
  };
}

/** What a hold and a booking show of the flight. */
export function heldFlight(o: SupplierFlightOffer, ctx: PricingContext): HeldFlight {
  return {
    owner: o.owner,
    cabin: o.cabin,
    fareBrand: o.fareBrand,
    slices: o.slices.map(sliceView),
    baggage: o.baggage,
    conditions: conditionsView(o.conditions, ctx),
    passengers: o.passengers,
    ticketingDeadline: o.ticketingDeadline,
    documentRequired: o.documentRequired,
    ...flightDays(o),
  };
}

const stopsOf = (o: ListedOffer) => Math.max(...o.slices.map((s) => s.segments.length - 1));
const longestOf = (o: ListedOffer) => Math.max(...o.slices.map((s) => s.durationMinutes));
const totalMinutes = (o: ListedOffer) => o.slices.reduce((n, s) => n + s.durationMinutes, 0);
const clockOf = (localTime: string) => localTime.slice(11, 16);

export type OfferFilters = Pick<
  FlightSearchQuery,
  'maxStops' | 'airlines' | 'departAfter' | 'departBefore' | 'arriveAfter' | 'arriveBefore' | 'maxDurationMinutes' | 'minPrice' | 'maxPrice' | 'checkedBag'
>;

/** The offers matching every filter; the time windows are on the first leg, local time at its airports. */
export function filterOffers<T extends ListedOffer>(list: readonly T[], f: OfferFilters): T[] {
  const airlines = f.airlines ? new Set(f.airlines.split(',')) : null;
  return list.filter((o) => {
    const first = o.slices[0]!;
    const depart = clockOf(first.departAt);
    const arrive = clockOf(first.arriveAt);
    return (
      (f.maxStops === undefined || stopsOf(o) <= f.maxStops) &&
      (!airlines || airlines.has(o.owner.iata)) &&
      (f.departAfter === undefined || depart >= f.departAfter) &&
      (f.departBefore === undefined || depart <= f.departBefore) &&
      (f.arriveAfter === undefined || arrive >= f.arriveAfter) &&
      (f.arriveBefore === undefined || arrive <= f.arriveBefore) &&
      (f.maxDurationMinutes === undefined || longestOf(o) <= f.maxDurationMinutes) &&
      (f.minPrice === undefined || o.price.total.amount >= f.minPrice) &&
      (f.maxPrice === undefined || o.price.total.amount <= f.maxPrice) &&
      (f.checkedBag !== 'true' || o.baggage.checked >= 1)
    );
  });
}

/** Cheapest, shortest or earliest first; ties go to the cheaper, then the shorter, then the offer id (a stable order for paging). */
export function sortOffers<T extends ListedOffer>(list: readonly T[], sort: FlightSearchQuery['sort']): T[] {
  const price = (o: ListedOffer) => o.price.total.amount;
  const by: Record<typeof sort, (a: ListedOffer, b: ListedOffer) => number> = {
    price: (a, b) => price(a) - price(b),
    duration: (a, b) => totalMinutes(a) - totalMinutes(b),
    departure: (a, b) => a.slices[0]!.departAt.localeCompare(b.slices[0]!.departAt),
  };
  return [...list].sort(
    (a, b) => by[sort](a, b) || price(a) - price(b) || totalMinutes(a) - totalMinutes(b) || (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0),
  );
}

type Facets = FlightSearchAnswer['data']['facets'];

/** The filters' choices from every offer found, before filtering: airlines and stop counts with their lowest price, the price range and the longest leg. */
export function facetsOf(list: readonly ListedOffer[]): Facets {
  const airlines = new Map<string, Facets['airlines'][number]>();
  const stops = new Map<number, Facets['stops'][number]>();
  for (const o of list) {
    const a = airlines.get(o.owner.iata);
    if (!a || o.price.total.amount < a.lowest.amount) airlines.set(o.owner.iata, { ...o.owner, lowest: o.price.total });
    const n = stopsOf(o);
    const s = stops.get(n);
    if (!s || o.price.total.amount < s.lowest.amount) stops.set(n, { stops: n, lowest: o.price.total });
  }
  const totals = list.map((o) => o.price.total);
  const min = totals.reduce<BookingMoney | null>((m, t) => (m === null || t.amount < m.amount ? t : m), null);
  const max = totals.reduce<BookingMoney | null>((m, t) => (m === null || t.amount > m.amount ? t : m), null);
  return {
    airlines: [...airlines.values()].sort((a, b) => a.lowest.amount - b.lowest.amount || a.iata.localeCompare(b.iata)),
    stops: [...stops.values()].sort((a, b) => a.stops - b.stops),
    priceRange: min && max ? { min, max } : null,
    longestMinutes: list.length === 0 ? null : Math.max(...list.map(longestOf)),
  };
}
