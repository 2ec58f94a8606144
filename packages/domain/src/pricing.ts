import { convertMinor, roundHalfAwayFromZero, toMajor } from './money.ts';
import type { Money } from './money.ts';
import type { ActivityOffer, CarOffer, HotelOffer, SupplierRate } from './inventory.ts';
import type { ActivityDeal, CarDeal, DealRates, HotelDealV1, HotelDealV2 } from './deals/deal-answers.ts';
import type { MarkupRule, PricingSettings } from './agency.ts';
import type { Product } from './booking/products.ts';

// Deal prices (spec §3, §5, §6, §9). All arithmetic is on integer minor units; numbers leave as
// major units only in the answer objects at the end. Conversion goes through money.ts, the one
// place that knows USD-based rates and minor-unit exponents.

/**
 * Spec §5, §6: Wholesale Rate and Agency Markup show only to a travel agent who is not restricted.
 * The one rule of the deal cards, the hotel API's price breakdowns and the bookings' prices.
 */
export function seesAgentPrices(user: { isTravelAgent: boolean; isRestrictedAgent: boolean } | null | undefined): boolean {
  return user !== null && user !== undefined && user.isTravelAgent && !user.isRestrictedAgent;
}

const BASIS_POINTS = 10_000;

function assertWholeNonNegative(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole non-negative number, got ${value}`);
}

/** What a price is for: the agency's markup rule depends on the product and the destination country. */
export interface PricedItem {
  product: Product;
  /** ISO 3166-1 alpha-2 code of the destination (the hotel's, the activity's, the pick-up's), or null when unknown. */
  country: string | null;
}

/**
 * The markup rule of one product and destination (issue #15): the most specific wins, a rule for
 * the product and this country, then a rule for the product everywhere, then the agency's default
 * percentage. Two rules of the same product and country are refused on save; were there two, the
 * first would win.
 */
export function markupRuleFor(pricing: PricingSettings, product: Product, country: string | null): MarkupRule {
  const place = country?.toUpperCase() ?? null;
  const ofProduct = pricing.rules.filter((r) => r.product === product);
  return (
    (place !== null ? ofProduct.find((r) => r.country === place) : undefined) ??
    ofProduct.find((r) => r.country === null) ?? { product, country: null, kind: 'percent', basisPoints: pricing.markupBasisPoints }
  );
}

/** bp/10 000 of a wholesale amount, rounded half up to the minor unit. */
export function percentMarkupMinor(wholesaleMinor: number, basisPoints: number): number {
  assertWholeNonNegative('wholesaleMinor', wholesaleMinor);
  assertWholeNonNegative('basisPoints', basisPoints);
  return Math.floor((wholesaleMinor * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/**
 * The currency a fixed markup converts from when the answer's currency is not listed: the first
 * listed in code order. PostgreSQL's jsonb keeps object keys sorted, so the order a person typed
 * them in is not kept; code order is the order every reader of the settings sees.
 */
export const fixedMarkupSource = (amounts: Readonly<Record<string, number>>): string | undefined => Object.keys(amounts).sort()[0];

/** A fixed markup in `currency`: its own amount when listed, else the source currency's amount converted. */
export function fixedMarkupMinor(amounts: Readonly<Record<string, number>>, currency: string, rates: Readonly<Record<string, number>>): number {
  const own = amounts[currency];
  if (own !== undefined) return own;
  const source = fixedMarkupSource(amounts);
  if (source === undefined) throw new RangeError('a fixed markup needs at least one currency');
  return convertMinor(amounts[source] ?? 0, source, currency, rates);
}

/**
 * The markup of one priced offer in `currency` (minor units): a percentage of the wholesale price
 * before taxes, or a fixed amount. A fixed amount is added once per priced offer as the supplier
 * quotes it: a hotel stay (all nights and rooms), a car rental, one activity ticket; never per night.
 */
export function markupMinor(wholesaleMinor: number, rule: MarkupRule, currency: string, rates: Readonly<Record<string, number>>): number {
  assertWholeNonNegative('wholesaleMinor', wholesaleMinor);
  return rule.kind === 'percent' ? percentMarkupMinor(wholesaleMinor, rule.basisPoints) : fixedMarkupMinor(rule.amounts, currency, rates);
}

/** Saved amount = published − traveller price, never negative. */
export function savedMinor(publishedMinor: number, travellerMinor: number): number {
  return Math.max(0, publishedMinor - travellerMinor);
}

/** round(saved / published × 100), half up, 0 when nothing is published; integer maths. */
export function discountPercentage(savedAmountMinor: number, publishedMinor: number): number {
  if (publishedMinor <= 0 || savedAmountMinor <= 0) return 0;
  return Math.min(100, Math.floor((200 * savedAmountMinor + publishedMinor) / (2 * publishedMinor)));
}

/** A Money value in another currency, through USD-based rates (1 USD = rates[X] X). Throws RangeError without a rate. */
export function convertMoney(money: Money, to: string, rates: Readonly<Record<string, number>>): Money {
  return { amountMinor: convertMinor(money.amountMinor, money.currency, to, rates), currency: to };
}

/** Answer numbers: major units rounded to 2 decimals (1234 USD cents → 12.34, 1234 JPY → 1234, 3075 KWD fils → 3.08). */
export function answerAmount(amountMinor: number, currency: string): number {
  return roundHalfAwayFromZero(toMajor(amountMinor, currency) * 100) / 100;
}

export interface PricingContext {
  /** The agency's markup settings: the default percentage and the rules by product and country. */
  pricing: PricingSettings;
  /** Currency the answer is in. */
  currency: string;
  /** USD-based rates: 1 USD = rates[X] X. */
  rates: Readonly<Record<string, number>>;
  /** True only for travel agents who are not restricted: adds wholesale and markup (spec §5, §6). */
  forAgent: boolean;
  /** Told the supplier's currency of each rate priced (dealPrices): a hold records the exchange it was converted with. */
  onPriced?: (supplierCurrency: string) => void;
  /**
   * An agent's own markup on top of the agency's (a proposal item's or a deal link's, decision
   * 0118), basis points on the wholesale price before taxes; absent or 0: none.
   */
  agentMarkupBasisPoints?: number;
  /** Where agentMarkupBasisPoints comes from: the hold token and the booking record it (attribution). */
  agentMarkupSource?: AgentMarkupSource;
}

/** A deal link the request came through, or the proposal item being held (decision 0118). */
export type AgentMarkupSource = { kind: 'dealLink'; dealLinkId: string } | { kind: 'proposal'; proposalId: string; itemId: string };

/** Every price of one deal, in minor units of ctx.currency. */
export interface DealPrices {
  currency: string;
  wholesaleBase: number;
  taxesAndFees: number;
  /** What the agency pays: wholesaleBase + taxesAndFees. */
  wholesaleTotal: number;
  /** The agency's markup and the agent's (agentMarkup is part of it). */
  markup: number;
  /** The agent's own markup (PricingContext.agentMarkupBasisPoints), included in markup. */
  agentMarkup: number;
  /** Marked-up price before taxes: wholesaleBase + markup. */
  base: number;
  /** Traveller price: base + taxesAndFees = wholesaleTotal + markup. */
  total: number;
  published: number;
  recommended: number;
  /** Against the published rate. */
  saved: number;
  /** Against the recommended selling price (hotel v2). */
  savedVsRecommended: number;
  discountPercentage: number;
}

/**
 * Converts first, then adds: the sums hold exactly in the currency people see. The markup is the
 * agency's rule for the item's product and country (markupRuleFor) on the wholesale price before
 * taxes, plus the agent's own markup when the context carries one (decision 0118); taxes and fees
 * pass through unmarked.
 */
export function dealPrices(rate: SupplierRate, ctx: PricingContext, item: PricedItem): DealPrices {
  const to = (m: Money) => convertMinor(m.amountMinor, m.currency, ctx.currency, ctx.rates);
  ctx.onPriced?.(rate.wholesaleBase.currency);
  const wholesaleBase = to(rate.wholesaleBase);
  const taxesAndFees = to(rate.taxesAndFees);
  const agentMarkup = percentMarkupMinor(wholesaleBase, ctx.agentMarkupBasisPoints ?? 0);
  const markup = markupMinor(wholesaleBase, markupRuleFor(ctx.pricing, item.product, item.country), ctx.currency, ctx.rates) + agentMarkup;
  const total = wholesaleBase + markup + taxesAndFees;
  const published = to(rate.publishedRate);
  const recommended = to(rate.recommendedSellingPrice);
  const saved = savedMinor(published, total);
  return {
    currency: ctx.currency,
    wholesaleBase,
    taxesAndFees,
    wholesaleTotal: wholesaleBase + taxesAndFees,
    markup,
    agentMarkup,
    base: wholesaleBase + markup,
    total,
    published,
    recommended,
    saved,
    savedVsRecommended: savedMinor(recommended, total),
    discountPercentage: discountPercentage(saved, published),
  };
}

/** The rates object of hotel v1, activity and car deals. */
export function dealRates(rate: SupplierRate, ctx: PricingContext, item: PricedItem): DealRates {
  const p = dealPrices(rate, ctx, item);
  const n = (minor: number) => answerAmount(minor, p.currency);
  return {
    discountPercentage: p.discountPercentage,
    publishedRate: n(p.published),
    totalRate: n(p.total),
    savedPrice: n(p.saved),
    baseRate: n(p.base),
    taxAndFee: n(p.taxesAndFees),
    currency: p.currency,
    ...(ctx.forAgent ? { wholesaleRate: n(p.wholesaleTotal), agencyMarkup: n(p.markup) } : {}),
  };
}

const link = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

export const hotelDealLink = (o: HotelOffer): string =>
  link('/booknow/hotels/search-details', {
    hotelId: o.id,
    checkin_date: o.checkIn,
    checkout_date: o.checkOut,
    rooms: o.rooms,
    lat: o.latitude,
    long: o.longitude,
    isFromDeal: 'true',
  });
export const activityDealLink = (o: ActivityOffer): string =>
  link(`/booknow/activities/result-details/${encodeURIComponent(o.productCode)}`, { isFromDeal: 'true' });
export const carDealLink = (o: CarOffer): string =>
  link('/booknow/cars/result-details', { carId: o.id, pickUpDateTime: o.pickUpDateTime, returnDateTime: o.returnDateTime, isFromDeal: 'true' });

export function buildHotelDealV1(offer: HotelOffer, ctx: PricingContext): HotelDealV1 {
  return {
    hotel: {
      hotelDetails: { heroImage: offer.heroImage, name: offer.name, distance: Math.round(offer.distanceKm * 10) / 10, distanceFrom: offer.distanceFrom },
    },
    rating: offer.stars,
    link: hotelDealLink(offer),
    rates: dealRates(offer.rate, ctx, { product: 'hotel', country: offer.countryCode }),
  };
}

export function buildHotelDealV2(offer: HotelOffer, ctx: PricingContext): HotelDealV2 {
  const p = dealPrices(offer.rate, ctx, { product: 'hotel', country: offer.countryCode });
  const n = (minor: number) => answerAmount(minor, p.currency);
  return {
    name: offer.name,
    property_id: offer.id,
    image: { large: offer.heroImage },
    ratings: { star_rating: offer.stars },
    rate: {
      recommended_selling_price: n(p.recommended),
      total_rate: n(p.total),
      saved_price: n(p.savedVsRecommended),
      base_rate: n(p.base),
      tax_and_fees: n(p.taxesAndFees),
      currency: p.currency,
      ...(ctx.forAgent ? { wholesale_rate: n(p.wholesaleTotal), agency_markup: n(p.markup) } : {}),
    },
  };
}

export function buildActivityDeal(offer: ActivityOffer, ctx: PricingContext): ActivityDeal {
  return {
    imageUrl: offer.imageUrl,
    title: offer.title,
    duration: offer.duration,
    isFreeCancellation: offer.isFreeCancellation,
    rating: offer.rating,
    rates: dealRates(offer.rate, ctx, { product: 'activity', country: offer.countryCode }),
    link: activityDealLink(offer),
  };
}

export function buildCarDeal(offer: CarOffer, ctx: PricingContext): CarDeal {
  return {
    vehiclePicture: offer.vehiclePicture,
    logo: offer.logo,
    name: offer.name,
    passangerCapacity: offer.passengerCapacity,
    bagCapacity: offer.bagCapacity,
    noOfDoors: offer.doors,
    pickupLocation: offer.pickupLocation,
    dropOffLocation: offer.dropOffLocation,
    rates: dealRates(offer.rate, ctx, { product: 'car', country: offer.countryCode }),
    link: carDealLink(offer),
  };
}
