import { FLIGHT_SORTS, type FlightSort } from '@tripfront/domain/booking/flight-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { flightPartyIssues } from '@tripfront/domain/booking/passengers';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { fromFlightSearchQuery, searchSlices, sliceParam, toFlightSearchQuery, type FlightSearch } from '@tripfront/domain/search';

// Pure helpers of the flight booking screens: what the flight API is asked for a search, and the
// addresses of results, details, checkout and confirmation. The search travels in every URL in the
// search form's own format (docs/decisions/0007), so any page can be reloaded or shared.

/** The trip part of every flight API call (slices, party, cabin, currency), or null while the search cannot go. */
export function tripQuery(search: FlightSearch, currency: string): URLSearchParams | null {
  const slices = searchSlices(search);
  if (slices === null || flightPartyIssues(search).length > 0) return null;
  const q = new URLSearchParams();
  for (const s of slices) q.append('slice', sliceParam(s));
  q.set('adults', String(search.adults));
  q.set('children', String(search.children));
  q.set('infants', String(search.infants));
  q.set('cabin', search.cabin);
  q.set('currency', currency);
  return q;
}

// ---- results view: sort and filters, kept in the URL ------------------------------------------

/** Time-of-day windows of the departure and arrival filters (local time at the airport). */
export const DAY_WINDOWS = {
  night: ['00:00', '05:59'],
  morning: ['06:00', '11:59'],
  afternoon: ['12:00', '17:59'],
  evening: ['18:00', '23:59'],
} as const;
export type DayWindow = keyof typeof DAY_WINDOWS;
const WINDOW_NAMES = Object.keys(DAY_WINDOWS) as DayWindow[];

export interface FlightFilters {
  /** Most stops on any slice; null = any. */
  maxStops: number | null;
  /** Airline codes; empty = any. */
  airlines: string[];
  departWindow: DayWindow | null;
  arriveWindow: DayWindow | null;
  /** Longest slice, whole hours; null = any. */
  maxHours: number | null;
  /** Minor units of the search currency; null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  checkedBag: boolean;
}

export const NO_FLIGHT_FILTERS: FlightFilters = {
  maxStops: null,
  airlines: [],
  departWindow: null,
  arriveWindow: null,
  maxHours: null,
  minPrice: null,
  maxPrice: null,
  checkedBag: false,
};

export interface FlightResultsView {
  sort: FlightSort;
  filters: FlightFilters;
}

const VIEW_KEYS = ['sort', 'stops', 'airlines', 'depart', 'arrive', 'max_hours', 'price_min', 'price_max', 'bag'] as const;

const whole = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};
const windowOf = (value: string | null): DayWindow | null => ((WINDOW_NAMES as string[]).includes(value ?? '') ? (value as DayWindow) : null);

/** The view in a results URL; a value that is not one is ignored (the list shows unfiltered on it). */
export function readFlightView(query: string | URLSearchParams): FlightResultsView {
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  const airlines = [...new Set((params.get('airlines') ?? '').toUpperCase().split(','))].filter((c) => /^[A-Z0-9]{2}$/.test(c)).sort();
  return {
    sort: (FLIGHT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as FlightSort) : 'price',
    filters: {
      maxStops: whole(params.get('stops'), 0, 2),
      airlines,
      departWindow: windowOf(params.get('depart')),
      arriveWindow: windowOf(params.get('arrive')),
      maxHours: whole(params.get('max_hours'), 1, 80),
      minPrice: whole(params.get('price_min'), 1, Number.MAX_SAFE_INTEGER),
      maxPrice: whole(params.get('price_max'), 1, Number.MAX_SAFE_INTEGER),
      checkedBag: params.get('bag') === '1',
    },
  };
}

/** The results query with this view: the search's own parameters untouched, defaults left out. */
export function withFlightView(query: string | URLSearchParams, { sort, filters: f }: FlightResultsView): string {
  const params = new URLSearchParams(query);
  for (const key of VIEW_KEYS) params.delete(key);
  if (sort !== 'price') params.set('sort', sort);
  if (f.maxStops !== null) params.set('stops', String(f.maxStops));
  if (f.airlines.length > 0) params.set('airlines', [...f.airlines].sort().join(','));
  if (f.departWindow) params.set('depart', f.departWindow);
  if (f.arriveWindow) params.set('arrive', f.arriveWindow);
  if (f.maxHours !== null) params.set('max_hours', String(f.maxHours));
  if (f.minPrice !== null) params.set('price_min', String(f.minPrice));
  if (f.maxPrice !== null) params.set('price_max', String(f.maxPrice));
  if (f.checkedBag) params.set('bag', '1');
  return params.toString();
}

export const withoutFlightView = (query: string | URLSearchParams): string => withFlightView(query, { sort: 'price', filters: NO_FLIGHT_FILTERS });

export const isFiltered = (f: FlightFilters): boolean =>
  f.maxStops !== null ||
  f.airlines.length > 0 ||
  f.departWindow !== null ||
  f.arriveWindow !== null ||
  f.maxHours !== null ||
  f.minPrice !== null ||
  f.maxPrice !== null ||
  f.checkedBag;

/** The flight API's filter parameters for a view. */
export function viewQuery({ sort, filters: f }: FlightResultsView): URLSearchParams {
  const q = new URLSearchParams({ sort });
  if (f.maxStops !== null) q.set('maxStops', String(f.maxStops));
  if (f.airlines.length > 0) q.set('airlines', f.airlines.join(','));
  if (f.departWindow) {
    q.set('departAfter', DAY_WINDOWS[f.departWindow][0]);
    q.set('departBefore', DAY_WINDOWS[f.departWindow][1]);
  }
  if (f.arriveWindow) {
    q.set('arriveAfter', DAY_WINDOWS[f.arriveWindow][0]);
    q.set('arriveBefore', DAY_WINDOWS[f.arriveWindow][1]);
  }
  if (f.maxHours !== null) q.set('maxDurationMinutes', String(f.maxHours * 60));
  if (f.minPrice !== null) q.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) q.set('maxPrice', String(f.maxPrice));
  if (f.checkedBag) q.set('checkedBag', 'true');
  return q;
}

// ---- addresses ------------------------------------------------------------------------------------

const withParams = (path: string, base: string, extra: Record<string, string>) => {
  const params = new URLSearchParams(base);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params.toString()}`;
};

export const readFlightSearch = (query: string | URLSearchParams): FlightSearch => fromFlightSearchQuery(new URLSearchParams(query));

/** Back to the results of this search (v1 or v2, as the traveller came). */
export function flightResultsUrl(v2: boolean, search: FlightSearch): string {
  const query = toFlightSearchQuery(search);
  const path = v2 ? ROUTES.flights.v2Search : ROUTES.flights.search;
  return query === '' ? path : `${path}?${query}`;
}

/** An offer's details page for this search: its itinerary re-priced, where it is chosen. */
export function flightDetailsUrl(v2: boolean, offerId: string, search: FlightSearch): string {
  return withParams(v2 ? ROUTES.flights.v2SearchDetails : ROUTES.flights.searchDetails, toFlightSearchQuery(search), { offer: offerId });
}

export interface FlightCheckoutTarget {
  offerId: string;
  /** The total the traveller accepted; the hold is asked with it as expectedTotal. */
  total: BookingMoney;
  search: FlightSearch;
}

/**
 * The checkout for an offer. The total's currency travels as `currency` (which also selects it on
 * arrival); a currency change there reloads the page with it renamed `curr` (spec §4).
 */
export function flightCheckoutUrl({ offerId, total, search }: FlightCheckoutTarget): string {
  return withParams(ROUTES.flights.checkout, toFlightSearchQuery(search), { offer: offerId, total: String(total.amount), currency: total.currency });
}

/** The checkout's target, or null when its URL is incomplete (hand-edited, truncated). */
export function readFlightCheckout(query: string | URLSearchParams): FlightCheckoutTarget | null {
  const params = new URLSearchParams(query);
  const offerId = params.get('offer') ?? '';
  const amount = params.get('total') ?? '';
  const currency = params.get('currency') ?? params.get('curr') ?? '';
  if (offerId.length < 10 || !/^\d{1,12}$/.test(amount) || !/^[A-Z]{3}$/.test(currency)) return null;
  return { offerId, total: { amount: Number(amount), currency }, search: readFlightSearch(params) };
}

export const readOfferId = (query: string | URLSearchParams): string | null => {
  const id = new URLSearchParams(query).get('offer') ?? '';
  return id.length >= 10 ? id : null;
};

export const flightConfirmationUrl = (reference: string) => `${ROUTES.flights.confirmation}?${new URLSearchParams({ reference }).toString()}`;
