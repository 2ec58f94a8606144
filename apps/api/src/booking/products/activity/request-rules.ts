import { beforeStartSentence } from '@tripfront/domain/booking/cancellation-terms';
import type { FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import {
  ACTIVITY_DURATIONS,
  ACTIVITY_CATEGORIES,
  ACTIVITY_PARTY_MESSAGES,
  activityPartyField,
  activityPartyIssues,
  durationBucket,
  PARTICIPANT_TYPES,
  participantTotal,
  type ActivityDetails,
  type ActivitySearchAnswer,
  type ActivitySearchQuery,
  type ActivitySlot,
  type ActivitySummary,
  type HeldActivity,
  type ParticipantCounts,
  type ParticipantPrice,
  type ParticipantType,
} from '@tripfront/domain/booking/activity-api';
import { applyBookingRange, MAX_BOOKING_RANGE_DAYS } from '@tripfront/domain/booking-range';
import { priceBreakdown } from '@tripfront/domain/booking/price';
import { requestToday } from '@tripfront/domain/today';
import type { SupplierRate } from '@tripfront/domain/inventory';
import { latestStartDate } from '@tripfront/domain/search';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import type { SupplierActivity, SupplierActivityDetails, SupplierActivityOffer, SupplierActivitySearchItem, SupplierActivitySlot } from '@tripfront/suppliers';
import { badRequest } from '../../../lib/http-errors.ts';

// The activity product's request rules and answer shapes (issue #18): the dates and the party
// checked with this request's "today" (spec §5: activities may start 3 days ahead when the agency
// disallows same-day booking), supplier rates priced through the domain's one pricing path, and
// filtering, sorting and facets of search results (used by the activity API and the adapter).

/**
 * The range as asked, or a 400 naming the field: a start not before the earliest bookable day (the
 * place's today when its longitude is known), an end not before the start, at most 60 days, and a
 * start within the searchable year and a half.
 */
export function checkRange(request: FastifyRequest, from: string, to: string, fields: { start: string; end: string }, longitude?: number): void {
  const today = requestToday(request.headers, longitude);
  const earliest = earliestSearchDate('activities', today, request.tenant.agency.disallowSameDayBooking);
  if (from < earliest) throw badRequest(`${fields.start}: activities can be booked from ${earliest}.`, fields.start);
  if (to < from) throw badRequest(`${fields.end}: must not be before ${fields.start} (${from}).`, fields.end);
  if (!applyBookingRange('activities', from, to).ok)
    throw badRequest(`${fields.end}: at most ${MAX_BOOKING_RANGE_DAYS} days after ${fields.start}.`, fields.end);
  const latest = latestStartDate(today);
  if (from > latest) throw badRequest(`${fields.start}: activities can be searched up to ${latest}.`, fields.start);
}

/** The party as chosen, or a 400 naming the type at fault. */
export function checkParty(party: ParticipantCounts): void {
  const issues = activityPartyIssues(party);
  if (issues.length === 0) return;
  const field = activityPartyField(issues[0]!);
  throw badRequest(`${field}: ${issues.map((i) => ACTIVITY_PARTY_MESSAGES[i]).join(' ')}`, field);
}

const priced = (rate: SupplierRate, ctx: PricingContext, country: string) => priceBreakdown(rate, ctx, { product: 'activity', country, nights: 1, rooms: 1 });

/** One participant of each type's price (all four types, for the details page's pickers). */
export function typePrices(
  d: Pick<SupplierActivityDetails, 'typeRates' | 'countryCode'>,
  ctx: PricingContext,
  types: readonly ParticipantType[] = PARTICIPANT_TYPES,
): ParticipantPrice[] {
  return types.map((type) => {
    const p = priced(d.typeRates[type], ctx, d.countryCode);
    return { type, each: p.total, ...(p.markup ? { markup: p.markup } : {}) };
  });
}

function baseView(a: SupplierActivity, ctx: PricingContext): Omit<ActivitySummary, 'availableDays' | 'cancellationTerms'> {
  return {
    productCode: a.productCode,
    title: a.title,
    imageUrl: a.imageUrl,
    category: a.category,
    duration: a.duration,
    durationMinutes: a.durationMinutes,
    isFreeCancellation: a.isFreeCancellation,
    rating: a.rating,
    reviewCount: a.reviewCount,
    city: a.city,
    countryCode: a.countryCode,
    latitude: a.latitude,
    longitude: a.longitude,
    price: priced(a.rate, ctx, a.countryCode),
  };
}

/** A result card: the terms in the words of the activity's details page before a slot is chosen (decision 0097). */
export const summaryView = (a: SupplierActivitySearchItem, ctx: PricingContext, language?: string): ActivitySummary => ({
  ...baseView(a, ctx),
  cancellationTerms: beforeStartSentence(a.cancellationHours, language),
  availableDays: a.availableDays,
  ...(a.firstOfferId ? { offerId: a.firstOfferId } : {}),
});

export function detailsView(d: SupplierActivityDetails, ctx: PricingContext, language?: string): ActivityDetails {
  return {
    ...baseView(d, ctx),
    description: d.description,
    itinerary: d.itinerary,
    inclusions: d.inclusions,
    exclusions: d.exclusions,
    meetingPoint: d.meetingPoint,
    languages: d.languages,
    cancellationHours: d.cancellationHours,
    cancellationTerms: beforeStartSentence(d.cancellationHours, language),
    maxParticipants: d.maxParticipants,
    prices: typePrices(d, ctx),
  };
}

const presentTypes = (p: ParticipantCounts) => PARTICIPANT_TYPES.filter((t) => p[t] > 0);

/** The party's price for a slot: per type present, and the total (perNight: per participant). */
export function slotView(s: SupplierActivitySlot, d: SupplierActivityDetails, party: ParticipantCounts, ctx: PricingContext): ActivitySlot {
  return {
    time: s.time,
    placesLeft: s.placesLeft,
    ...(s.offerId ? { offerId: s.offerId } : {}),
    prices: typePrices(d, ctx, presentTypes(party)),
    price: priceBreakdown(s.rate, ctx, { product: 'activity', country: d.countryCode, nights: 1, rooms: Math.max(1, participantTotal(party)) }),
  };
}

/** The whole party's price of an offer. */
export const offerPrice = (o: SupplierActivityOffer, ctx: PricingContext) =>
  priceBreakdown(o.rate, ctx, { product: 'activity', country: o.activity.countryCode, nights: 1, rooms: Math.max(1, participantTotal(o.participants)) });

/** What a hold and a booking show of the activity. */
export function heldActivity(o: SupplierActivityOffer, ctx: PricingContext): HeldActivity {
  const a = o.activity;
  return {
    productCode: a.productCode,
    title: a.title,
    category: a.category,
    city: a.city,
    countryCode: a.countryCode,
    date: o.date,
    time: o.time,
    durationMinutes: a.durationMinutes,
    duration: a.duration,
    meetingPoint: a.meetingPoint,
    languages: a.languages,
    participants: o.participants,
    prices: typePrices(a, ctx, presentTypes(o.participants)),
    isFreeCancellation: o.freeCancellationUntil !== null,
    freeCancellationUntil: o.freeCancellationUntil,
    imageUrl: a.imageUrl,
    timeZone: a.timeZone,
  };
}

// ---- search results ------------------------------------------------------------------------------

export function filterActivities(list: readonly ActivitySummary[], q: ActivitySearchQuery): ActivitySummary[] {
  return list.filter(
    (a) =>
      (!q.category?.length || q.category.includes(a.category)) &&
      (!q.duration?.length || q.duration.includes(durationBucket(a.durationMinutes))) &&
      (q.minPrice === undefined || a.price.total.amount >= q.minPrice) &&
      (q.maxPrice === undefined || a.price.total.amount <= q.maxPrice) &&
      (q.minRating === undefined || a.rating >= q.minRating) &&
      (q.freeCancellation !== 'true' || a.isFreeCancellation),
  );
}

export function sortActivities(list: ActivitySummary[], sort: ActivitySearchQuery['sort']): ActivitySummary[] {
  const byCode = (a: ActivitySummary, b: ActivitySummary) => a.productCode.localeCompare(b.productCode);
  const compare: Record<ActivitySearchQuery['sort'], (a: ActivitySummary, b: ActivitySummary) => number> = {
    // Well reviewed by many people first.
    recommended: (a, b) => b.rating * Math.log10(b.reviewCount + 10) - a.rating * Math.log10(a.reviewCount + 10),
    price: (a, b) => a.price.total.amount - b.price.total.amount,
    priceDesc: (a, b) => b.price.total.amount - a.price.total.amount,
    rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
    duration: (a, b) => a.durationMinutes - b.durationMinutes,
  };
  return [...list].sort((a, b) => compare[sort](a, b) || byCode(a, b));
}

export function facetsOf(list: readonly ActivitySummary[]): ActivitySearchAnswer['data']['facets'] {
  const count = <T>(values: readonly T[], of: (a: ActivitySummary) => T) =>
    values.map((v) => ({ v, count: list.filter((a) => of(a) === v).length })).filter((x) => x.count > 0);
  const prices = list.map((a) => a.price.total);
  const min = prices.reduce<(typeof prices)[number] | null>((m, p) => (m === null || p.amount < m.amount ? p : m), null);
  const max = prices.reduce<(typeof prices)[number] | null>((m, p) => (m === null || p.amount > m.amount ? p : m), null);
  return {
    categories: count(ACTIVITY_CATEGORIES, (a) => a.category).map(({ v, count: n }) => ({ category: v, count: n })),
    durations: count(ACTIVITY_DURATIONS, (a) => durationBucket(a.durationMinutes)).map(({ v, count: n }) => ({ duration: v, count: n })),
    priceRange: min && max ? { min, max } : null,
    freeCancellation: list.filter((a) => a.isFreeCancellation).length,
  };
}
