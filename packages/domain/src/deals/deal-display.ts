import type { DealRates, HotelDealV2 } from './deal-answers.ts';
import { roundHalfAwayFromZero } from '../money.ts';
import { HOME_TABS } from '../navigation/services.ts';
import type { ServiceKey } from '../booking/products.ts';
import { ROUTES, withQuery } from '../navigation/routes.ts';
import { discountPercentage, seesAgentPrices } from '../pricing.ts';

// What a deal card shows (spec §4 deal lists and carousel, §5 price-row rules, §6 roles, §9 rows
// of 4). Amounts stay numbers in the answer's currency; the web app formats them at the edge.
//
// The home page's chunks use this module, so it imports no zod and no dayjs: money.ts and
// pricing.ts are pure, and the rounding and discount rules come from there (decision 0006's
// restated copies are gone, docs/decisions/0025-one-home-per-rule.md).

/** Hundredths of a major-unit amount as a whole number, for the integer rules of pricing.ts. */
const hundredths = (amount: number): number => Math.round(amount * 100);

/** Deal cards per row on desktop, and placeholder cards while loading (spec §9). */
export const DEAL_ROW_SIZE = 4;
export const DEAL_SKELETON_COUNT = 4;

/** Home tabs that show a carousel of deals; the other tabs (Air Travel, Cruise) show a promo banner (spec §2). */
export const CAROUSEL_SERVICES = ['hotels', 'cars', 'activities'] as const satisfies readonly ServiceKey[];
export type CarouselService = (typeof CAROUSEL_SERVICES)[number];

export function isCarouselService(service: ServiceKey): service is CarouselService {
  return (CAROUSEL_SERVICES as readonly ServiceKey[]).includes(service);
}

// ---- who sees which price rows ----------------------------------------------------------------

export interface DealViewer {
  signedIn: boolean;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
  /** Agency flag: visitors may see prices and open deals without logging in. */
  allowNonLoginFlow: boolean;
}

export type HotelV2Rate = HotelDealV2['rate'];

/** v1 covers hotel v1, activity and car deals (`rates`); v2 is the hotel v2 card (`rate`). */
export type DealPriceSource = { version: 'v1'; rates: DealRates } | { version: 'v2'; rates: HotelV2Rate };

export type PriceRowsInput = DealViewer & DealPriceSource;

export type DealAction = 'viewDeal' | 'revealPrice';

/** The rows of one card; null means the row is not shown. Amounts are in `currency`, major units. */
export interface PriceRows {
  currency: string;
  /** Price rows show only when the agency allows non-login flow or the user is signed in (spec §5). */
  showPrices: boolean;
  /** The traveller price. */
  total: number | null;
  /** Retail Price, struck through. */
  retail: number | null;
  /** Wholesale Rate and Agency Markup: unrestricted travel agents only. */
  wholesale: number | null;
  markup: number | null;
  /** 'Saved …' for signed-in users, 'Log In to save up to …' for visitors; only when the rounded amount is not 0. */
  saved: { text: 'saved' | 'logInToSave'; amount: number } | null;
  /** The 'OFF' badge percentage, for signed-in users with a discount. */
  discountPercent: number | null;
  action: DealAction;
}

/** Visitors get Reveal Price instead of View Deal unless the agency allows non-login flow (spec §6). */
export function dealAction(viewer: Pick<DealViewer, 'signedIn' | 'allowNonLoginFlow'>): DealAction {
  return viewer.signedIn || viewer.allowNonLoginFlow ? 'viewDeal' : 'revealPrice';
}

/** The amounts of either card shape under one set of names. */
function amounts(source: DealPriceSource) {
  if (source.version === 'v1') {
    const r = source.rates;
    return {
      currency: r.currency,
      total: r.totalRate,
      retail: r.publishedRate,
      saved: r.savedPrice,
      discount: r.discountPercentage,
      wholesale: r.wholesaleRate,
      markup: r.agencyMarkup,
    };
  }
  const r = source.rates;
  // v2 answers carry no percentage: saved against the recommended selling price.
  const discount = discountPercentage(hundredths(r.saved_price), hundredths(r.recommended_selling_price));
  return {
    currency: r.currency,
    total: r.total_rate,
    retail: r.recommended_selling_price,
    saved: r.saved_price,
    discount,
    wholesale: r.wholesale_rate,
    markup: r.agency_markup,
  };
}

/** Which price rows a deal card shows, and with which amounts (spec §5, §6). */
export function priceRowsFor(input: PriceRowsInput): PriceRows {
  const a = amounts(input);
  const showPrices = input.allowNonLoginFlow || input.signedIn;
  const retailShown = showPrices && input.signedIn && (input.version === 'v1' || a.retail > a.total);
  const agentRows = showPrices && input.signedIn && seesAgentPrices(input);
  const savedShown = roundHalfAwayFromZero(a.saved) !== 0;
  return {
    currency: a.currency,
    showPrices,
    total: showPrices ? a.total : null,
    retail: retailShown ? a.retail : null,
    wholesale: agentRows ? (a.wholesale ?? null) : null,
    markup: agentRows ? (a.markup ?? null) : null,
    saved: savedShown ? { text: input.signedIn ? 'saved' : 'logInToSave', amount: a.saved } : null,
    discountPercent: input.signedIn && a.discount > 0 ? a.discount : null,
    action: dealAction(input),
  };
}

/**
 * The most price rows (Retail Price, Wholesale Rate, Agency Markup, the traveller price) a
 * viewer's cards can show: the space to reserve while deals load, so cards do not grow when they
 * arrive. Agrees with priceRowsFor.
 */
export function priceRowCapacity(viewer: DealViewer): 0 | 1 | 2 | 4 {
  if (!viewer.allowNonLoginFlow && !viewer.signedIn) return 0;
  if (!viewer.signedIn) return 1;
  return seesAgentPrices(viewer) ? 4 : 2;
}

// ---- links --------------------------------------------------------------------------------------

/** The `tab` query value of a home tab ('Hotels', 'Car Rentals' …). */
export function homeTabValue(service: ServiceKey): string | null {
  return HOME_TABS.find((tab) => tab.service === service)?.tab ?? null;
}

export interface HotelV2LinkInput {
  propertyId: string;
  /** Stay dates of the deal search, 'YYYY-MM-DD…'. */
  checkIn: string;
  checkOut: string;
  latitude: number;
  longitude: number;
}

/** View Deal of a v2 hotel card, which carries no link: the v2 details page with the deal's stay. */
export function hotelV2DealHref(input: HotelV2LinkInput): string {
  return withQuery(ROUTES.hotels.v2Details, {
    id: input.propertyId,
    checkin_date: input.checkIn.slice(0, 10),
    checkout_date: input.checkOut.slice(0, 10),
    lat: String(input.latitude),
    long: String(input.longitude),
    isFromDeal: 'true',
  });
}

// ---- carousel -----------------------------------------------------------------------------------

/** Cards side by side for a viewport width: 4 on desktop, 2 on tablets, 1 on phones. */
export function cardsPerView(viewportWidth: number): number {
  if (viewportWidth >= CARDS_PER_VIEW_MIN_WIDTHS[0]) return DEAL_ROW_SIZE;
  if (viewportWidth >= CARDS_PER_VIEW_MIN_WIDTHS[1]) return 2;
  return 1;
}

/** The viewport widths (CSS px, widest first) at which cardsPerView changes, for media queries. */
export const CARDS_PER_VIEW_MIN_WIDTHS = [1024, 600] as const;

/** Cards in rows: row-1 holds the first `size`, then the rest in order (spec §4). */
export function groupIntoRows<T>(items: readonly T[], size: number = DEAL_ROW_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A row holds at least one card, got ${size}`);
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** Carousel step with wrap-around: previous on the first goes to the last, next on the last to the first (spec §4). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

// ---- where the default deal searches look -------------------------------------------------------

export interface DealLocation {
  latitude: number;
  longitude: number;
  countryCode: string;
}

/** Capital or main centre of the agencies' default countries; anything else searches around New York. */
export const COUNTRY_CENTRES: Readonly<Record<string, Omit<DealLocation, 'countryCode'>>> = {
  US: { latitude: 40.7128, longitude: -74.006 },
  SE: { latitude: 59.3293, longitude: 18.0686 },
  NO: { latitude: 59.9139, longitude: 10.7522 },
  DK: { latitude: 55.6761, longitude: 12.5683 },
  DE: { latitude: 52.52, longitude: 13.405 },
  FR: { latitude: 48.8566, longitude: 2.3522 },
  GB: { latitude: 51.5074, longitude: -0.1278 },
  ES: { latitude: 40.4168, longitude: -3.7038 },
  PT: { latitude: 38.7223, longitude: -9.1393 },
  IN: { latitude: 28.6139, longitude: 77.209 },
  AE: { latitude: 25.2048, longitude: 55.2708 },
  MX: { latitude: 19.4326, longitude: -99.1332 },
  BR: { latitude: -23.5505, longitude: -46.6333 },
  CA: { latitude: 43.6532, longitude: -79.3832 },
  AU: { latitude: -33.8688, longitude: 151.2093 },
};
const FALLBACK_COUNTRY = 'US';

/** Coordinates rounded to 2 decimals (about 1 km): enough for deals, kinder to privacy and caches. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Where the home deal searches look: the visitor's position when the browser gave one, else the
 * centre of the agency's default country, else New York.
 */
export function dealLocation(input: { position: { latitude: number; longitude: number } | null; defaultCountry: string }): DealLocation {
  const country = input.defaultCountry.toUpperCase();
  if (input.position && Number.isFinite(input.position.latitude) && Number.isFinite(input.position.longitude)) {
    return { latitude: round2(input.position.latitude), longitude: round2(input.position.longitude), countryCode: country };
  }
  const centre = COUNTRY_CENTRES[country];
  if (centre) return { ...centre, countryCode: country };
  return { ...(COUNTRY_CENTRES[FALLBACK_COUNTRY] as Omit<DealLocation, 'countryCode'>), countryCode: FALLBACK_COUNTRY };
}
