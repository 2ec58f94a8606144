import type { BookingMoney } from '@tripfront/domain/booking/price';
import {
  CABIN_CATEGORIES,
  CRUISE_LENGTHS,
  CRUISE_REGIONS,
  CRUISE_SORTS,
  type CabinCategory,
  type CruiseGuestCounts,
  type CruiseLength,
  type CruiseRegion,
  type CruiseSort,
} from '@tripfront/domain/booking/cruise-api';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { fromCruiseSearchQuery, toCruiseSearchQuery, type CruiseSearch } from '@tripfront/domain/search';

// The cruise screens' URLs (issue #19): the results page's query is the search form's
// (search/cruise.ts) plus the view (sort, region, length); details and checkout carry the search
// so Back and the pickers keep it.

export interface CruiseFilters {
  region: CruiseRegion[];
  length: CruiseLength[];
  /** A departure port as the facets name it, or null for any. */
  port: string | null;
}
export interface CruiseView {
  sort: CruiseSort;
  filters: CruiseFilters;
}
export const NO_CRUISE_FILTERS: CruiseFilters = { region: [], length: [], port: null };
export const isFiltered = (f: CruiseFilters) => f.region.length > 0 || f.length.length > 0 || f.port !== null;

const listOf = <T extends string>(values: readonly T[], raw: string | null): T[] =>
  (raw ?? '').split(',').filter((v): v is T => (values as readonly string[]).includes(v));

export const readCruiseSearch = (query: string | URLSearchParams): CruiseSearch => fromCruiseSearchQuery(new URLSearchParams(query));

export function readCruiseView(query: string | URLSearchParams): CruiseView {
  const p = new URLSearchParams(query);
  const sort = p.get('sort');
  return {
    sort: (CRUISE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CruiseSort) : 'departure',
    filters: {
      region: listOf(CRUISE_REGIONS, p.get('region')),
      length: listOf(CRUISE_LENGTHS, p.get('length')),
      port: p.get('port')?.trim().slice(0, 120) || null,
    },
  };
}

/** The view's keys on a query (absent when default). */
export function withCruiseView(query: string, view: CruiseView): string {
  const p = new URLSearchParams(query);
  for (const k of ['sort', 'region', 'length', 'port']) p.delete(k);
  if (view.sort !== 'departure') p.set('sort', view.sort);
  if (view.filters.region.length) p.set('region', view.filters.region.join(','));
  if (view.filters.length.length) p.set('length', view.filters.length.join(','));
  if (view.filters.port) p.set('port', view.filters.port);
  return p.toString();
}

export const guestsOf = (s: Pick<CruiseSearch, 'adults' | 'children' | 'infants'>): CruiseGuestCounts => ({
  adult: s.adults,
  child: s.children,
  infant: s.infants,
});

/** GET /api/cruise/search's query for the search and view, or null when the month is missing. */
export function cruiseApiQuery(search: CruiseSearch, view: CruiseView, currency: string): URLSearchParams | null {
  if (search.month === null) return null;
  const q = new URLSearchParams({
    month: search.month,
    adults: String(search.adults),
    children: String(search.children),
    infants: String(search.infants),
    currency,
  });
  if (search.shipLine) q.set('ship_line', search.shipLine);
  q.set('sort', view.sort);
  if (view.filters.region.length) q.set('region', view.filters.region.join(','));
  if (view.filters.length.length) q.set('length', view.filters.length.join(','));
  if (view.filters.port) q.set('port', view.filters.port);
  return q;
}

const withParams = (path: string, query: string, extra: Record<string, string>) => {
  const p = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return `${path}?${p.toString()}`;
};

export const cruiseResultsUrl = (search: CruiseSearch) => `${ROUTES.cruise.search}?${toCruiseSearchQuery(search)}`;

/** /booknow/cruise/search-details?sailing=…&<search>: the sailing for this party. */
export const sailingDetailsUrl = (sailingId: string, search: CruiseSearch) =>
  withParams(ROUTES.cruise.searchDetails, toCruiseSearchQuery(search), { sailing: sailingId });

export const readSailingId = (query: string | URLSearchParams): string | null => {
  const id = new URLSearchParams(query).get('sailing') ?? '';
  return /^[a-z0-9-]{3,80}$/.test(id) ? id : null;
};

export interface CruiseCheckoutTarget {
  sailingId: string;
  category: CabinCategory;
  offerId: string;
  total: BookingMoney;
  search: CruiseSearch;
}

export const cruiseCheckoutUrl = ({ sailingId, category, offerId, total, search }: CruiseCheckoutTarget) =>
  withParams(ROUTES.cruise.checkout, toCruiseSearchQuery(search), {
    sailing: sailingId,
    cabin: category,
    offer: offerId,
    total: String(total.amount),
    currency: total.currency,
  });

export function readCruiseCheckout(query: string | URLSearchParams): CruiseCheckoutTarget | null {
  const p = new URLSearchParams(query);
  const sailingId = readSailingId(p);
  const category = p.get('cabin') ?? '';
  const offerId = p.get('offer') ?? '';
  const amount = p.get('total') ?? '';
  const currency = p.get('currency') ?? p.get('curr') ?? '';
  if (
    !sailingId ||
    !(CABIN_CATEGORIES as readonly string[]).includes(category) ||
    offerId.length < 10 ||
    !/^\d{1,12}$/.test(amount) ||
    !/^[A-Z]{3}$/.test(currency)
  )
    return null;
  return { sailingId, category: category as CabinCategory, offerId, total: { amount: Number(amount), currency }, search: readCruiseSearch(p) };
}

export const cruiseConfirmationUrl = (reference: string) => ROUTES.cruise.confirmation.replace(':referenceNumber', encodeURIComponent(reference));
