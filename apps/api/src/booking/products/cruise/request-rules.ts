import type { PricingContext } from '@tripfront/domain';
import {
  CABIN_CATEGORIES,
  CRUISE_GUEST_TYPES,
  CRUISE_LENGTHS,
  CRUISE_PARTY_MESSAGES,
  CRUISE_REGIONS,
  cruiseGuestTotal,
  cruisePartyField,
  cruisePartyIssues,
  lengthBucket,
  type CabinCategoryView,
  type CruiseGuestCounts,
  type CruiseGuestType,
  type CruiseSearchAnswer,
  type CruiseSearchQuery,
  type GuestFare,
  type HeldCruise,
  type SailingDetails,
  type SailingSummary,
} from '@tripfront/domain/booking/cruise-api';
import { cruisePolicyOf, fullRefundUntil, refundTiersFor } from '@tripfront/domain/booking/cruise-policies';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import { cancellationPolicy } from '../../policy.ts';
import { priceBreakdown } from '@tripfront/domain/booking/price';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type {
  CruiseSupplier,
  SupplierCabinCategory,
  SupplierCruiseOffer,
  SupplierSailing,
  SupplierSailingDetails,
  SupplierSailingItem,
} from '@tripfront/suppliers';
import { badRequest } from '../../../lib/http-errors.ts';

// The cruise product's request rules and answer shapes (issue #19, decision 0052): the party
// checked by the domain's cabin rules, supplier rates priced through the one pricing path (agents
// get the wholesale and markup rows, travellers not), and filtering, sorting and facets of sailings.

/** The party as chosen, or a 400 naming the query field at fault. */
export function checkGuests(g: CruiseGuestCounts): void {
  const issues = cruisePartyIssues(g);
  if (issues.length === 0) return;
  const field = cruisePartyField(issues[0]!);
  throw badRequest(`${field}: ${issues.map((i) => CRUISE_PARTY_MESSAGES[i]).join(' ')}`, field);
}

/** A cabin's price: one unit (the cabin) for the whole sailing; perNight is per night. */
const priced = (rate: SupplierRate, ctx: PricingContext, country: string, nights: number) =>
  priceBreakdown(rate, ctx, { product: 'cruise', country, nights: Math.max(1, nights), rooms: 1 });

const sumRates = (parts: { rate: SupplierRate; count: number }[]): SupplierRate => {
  const first = parts[0]!.rate;
  const sum = (k: keyof SupplierRate) => ({
    currency: first[k].currency,
    amountMinor: parts.reduce((n, p) => n + p.rate[k].amountMinor * p.count, 0),
  });
  return {
    wholesaleBase: sum('wholesaleBase'),
    taxesAndFees: sum('taxesAndFees'),
    publishedRate: sum('publishedRate'),
    recommendedSellingPrice: sum('recommendedSellingPrice'),
  };
};

const partyRate = (cabin: SupplierCabinCategory, g: CruiseGuestCounts): SupplierRate =>
  sumRates(CRUISE_GUEST_TYPES.filter((t) => g[t] > 0).map((t) => ({ rate: cabin.typeRates[t], count: g[t] })));

function fares(
  typeRates: Record<CruiseGuestType, SupplierRate>,
  s: SupplierSailing,
  ctx: PricingContext,
  types: readonly CruiseGuestType[] = CRUISE_GUEST_TYPES,
): GuestFare[] {
  return types.map((type) => {
    const p = priced(typeRates[type], ctx, s.countryCode, s.nights);
    return { type, each: p.total, ...(p.markup ? { markup: p.markup } : {}) };
  });
}

export function cabinView(
  s: SupplierSailing,
  cabin: SupplierCabinCategory,
  g: CruiseGuestCounts,
  ctx: PricingContext,
  offerIdOf: CruiseSupplier['cruiseOfferId'],
): CabinCategoryView {
  const issue = cruisePartyIssues(g, cabin.category)[0];
  const unavailable = issue ?? (cabin.cabinsLeft < 1 ? 'soldOut' : undefined);
  return {
    category: cabin.category,
    occupancy: cabin.occupancy,
    cabinsLeft: cabin.cabinsLeft,
    fares: fares(cabin.typeRates, s, ctx),
    price: priced(partyRate(cabin, g), ctx, s.countryCode, s.nights),
    ...(unavailable ? { unavailable } : { offerId: offerIdOf(s.sailingId, cabin.category, g) }),
  };
}

/**
 * The booking's terms for the core: the line's dated refund tiers, which the refund rule
 * (domain/booking/refund.ts) reads, and the last day of a full refund for the policy in words.
 */
export const cruiseTerms = (c: Pick<HeldCruise, 'line' | 'departDate' | 'refundTiers' | 'timeZone'>): CancellationTerms => {
  const until = fullRefundUntil(cruisePolicyOf(c.line.cancellationPolicy), c.departDate);
  return {
    refundable: c.refundTiers.length > 0,
    freeCancellationUntil: until === null ? null : placeInstant(until, '23:59:59', c.timeZone).toISOString(),
    tiers: c.refundTiers.map((t) => ({ until: t.until, refundShare: t.refundShare })),
    ...(c.timeZone ? { timeZone: c.timeZone } : {}),
  };
};

function baseView(s: SupplierSailing): Omit<SailingSummary, 'fromCategory' | 'price' | 'cabinsLeft' | 'cancellationPolicy'> {
  return {
    sailingId: s.sailingId,
    line: s.line,
    ship: s.ship,
    title: s.title,
    region: s.region,
    departurePort: s.departurePort,
    departDate: s.departDate,
    returnDate: s.returnDate,
    nights: s.nights,
    imageUrl: s.imageUrl,
    ports: s.ports,
  };
}

/** A sailing in the results before its terms are worded: what filters, sorts and facets read. */
export type ListedSailing = Omit<SailingSummary, 'cancellationPolicy'>;

/** A sailing in the results: the party's price in the cheapest category it fits with a cabin left. */
export function listedSailing(s: SupplierSailingItem, g: CruiseGuestCounts, ctx: PricingContext): ListedSailing {
  const from = CABIN_CATEGORIES.map((c) => s.cabins.find((k) => k.category === c)!).find(
    (k) => k && k.cabinsLeft > 0 && cruisePartyIssues(g, k.category).length === 0,
  );
  return {
    ...baseView(s),
    fromCategory: from?.category ?? null,
    price: from ? priced(partyRate(from, g), ctx, s.countryCode, s.nights) : null,
    cabinsLeft: s.cabins.reduce((n, k) => n + k.cabinsLeft, 0),
  };
}

/**
 * The line's tiers for this sailing, worded as its hold and booking will be (decision 0097). A
 * search words them for the page it answers only: wording places a date in the port's time zone,
 * and a month finds hundreds of sailings.
 */
export const sailingPolicy = (s: SupplierSailing, currency: string, language?: string): SailingSummary['cancellationPolicy'] =>
  cancellationPolicy(
    cruiseTerms({
      line: s.line,
      departDate: s.departDate,
      refundTiers: refundTiersFor(cruisePolicyOf(s.line.cancellationPolicy), s.departDate),
      timeZone: s.timeZone,
    }),
    { language, currency },
  );

export function summaryView(s: SupplierSailingItem, g: CruiseGuestCounts, ctx: PricingContext, language?: string): SailingSummary {
  return { ...listedSailing(s, g, ctx), cancellationPolicy: sailingPolicy(s, ctx.currency, language) };
}

export function detailsView(
  d: SupplierSailingDetails,
  g: CruiseGuestCounts,
  ctx: PricingContext,
  offerIdOf: CruiseSupplier['cruiseOfferId'],
  language?: string,
): SailingDetails {
  return {
    ...summaryView(d, g, ctx, language),
    description: d.description,
    shipFacts: d.shipFacts,
    itinerary: d.itinerary,
    guests: g,
    cabins: d.cabins.map((k) => cabinView(d, k, g, ctx, offerIdOf)),
  };
}

/** The party's price for the held cabin. */
export const offerPrice = (o: SupplierCruiseOffer, ctx: PricingContext) => priced(o.rate, ctx, o.sailing.countryCode, o.sailing.nights);

/** What a hold and a booking show of the cruise. */
export function heldCruise(o: SupplierCruiseOffer, ctx: PricingContext): HeldCruise {
  const s = o.sailing;
  const typeRates = Object.fromEntries(o.guestRates.map((r) => [r.type, r.rate])) as Record<CruiseGuestType, SupplierRate>;
  return {
    sailingId: s.sailingId,
    line: s.line,
    ship: s.ship,
    title: s.title,
    departurePort: s.departurePort,
    departDate: s.departDate,
    returnDate: s.returnDate,
    nights: s.nights,
    category: o.category,
    guests: o.guests,
    fares: fares(
      typeRates,
      s,
      ctx,
      CRUISE_GUEST_TYPES.filter((t) => o.guests[t] > 0),
    ),
    refundTiers: refundTiersFor(cruisePolicyOf(s.line.cancellationPolicy), s.departDate),
    imageUrl: s.imageUrl,
    timeZone: s.timeZone,
  };
}

export const guestCount = (g: CruiseGuestCounts): number => cruiseGuestTotal(g);

// ---- search results ------------------------------------------------------------------------------

export function filterSailings<T extends ListedSailing>(list: readonly T[], q: CruiseSearchQuery): T[] {
  const port = q.port?.toLowerCase();
  return list.filter(
    (s) =>
      (!q.region?.length || q.region.includes(s.region)) &&
      (!q.length?.length || q.length.includes(lengthBucket(s.nights))) &&
      (!port || s.departurePort.toLowerCase().includes(port)) &&
      (q.minPrice === undefined || (s.price !== null && s.price.total.amount >= q.minPrice)) &&
      (q.maxPrice === undefined || (s.price !== null && s.price.total.amount <= q.maxPrice)),
  );
}

export function sortSailings<T extends ListedSailing>(list: T[], sort: CruiseSearchQuery['sort']): T[] {
  const amount = (s: ListedSailing, none: number) => s.price?.total.amount ?? none;
  const compare: Record<CruiseSearchQuery['sort'], (a: ListedSailing, b: ListedSailing) => number> = {
    departure: (a, b) => a.departDate.localeCompare(b.departDate),
    price: (a, b) => amount(a, Infinity) - amount(b, Infinity),
    priceDesc: (a, b) => amount(b, -Infinity) - amount(a, -Infinity),
    nights: (a, b) => a.nights - b.nights,
  };
  // Sold-out sailings last, whatever the sort.
  return [...list].sort((a, b) => Number(a.price === null) - Number(b.price === null) || compare[sort](a, b) || a.sailingId.localeCompare(b.sailingId));
}

export function facetsOf(list: readonly ListedSailing[]): CruiseSearchAnswer['data']['facets'] {
  const lines = new Map<string, { id: string; name: string; count: number }>();
  const ports = new Map<string, number>();
  for (const s of list) {
    const l = lines.get(s.line.id) ?? { id: s.line.id, name: s.line.name, count: 0 };
    lines.set(s.line.id, { ...l, count: l.count + 1 });
    ports.set(s.departurePort, (ports.get(s.departurePort) ?? 0) + 1);
  }
  const prices = list.flatMap((s) => (s.price ? [s.price.total] : []));
  const min = prices.reduce<(typeof prices)[number] | null>((m, p) => (m === null || p.amount < m.amount ? p : m), null);
  const max = prices.reduce<(typeof prices)[number] | null>((m, p) => (m === null || p.amount > m.amount ? p : m), null);
  return {
    lines: [...lines.values()].sort((a, b) => a.name.localeCompare(b.name)),
    regions: CRUISE_REGIONS.map((region) => ({ region, count: list.filter((s) => s.region === region).length })).filter((r) => r.count > 0),
    lengths: CRUISE_LENGTHS.map((length) => ({ length, count: list.filter((s) => lengthBucket(s.nights) === length).length })).filter((r) => r.count > 0),
    ports: [...ports.entries()].map(([port, count]) => ({ port, count })).sort((a, b) => a.port.localeCompare(b.port)),
    priceRange: min && max ? { min, max } : null,
  };
}
