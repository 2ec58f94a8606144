import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_SORTS,
  PARTICIPANT_TYPES,
  type ActivityCategory,
  type ActivityDuration,
  type ActivitySort,
  type ParticipantCounts,
} from '@tripfront/domain/booking/activity-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { fillRoute, ROUTES, withQuery } from '@tripfront/domain/navigation/routes';
import { fromActivitySearchQuery, toActivitySearchQuery, type ActivitySearch } from '@tripfront/domain/search';

// Pure helpers of the activity booking screens (issue #18, decision 0051): what the activity API is
// asked for a search, and the addresses of results, details, checkout and confirmation. The search
// travels in every URL in the search form's own format, so any page can be reloaded or shared.

export const readActivitySearch = (query: string): ActivitySearch => fromActivitySearchQuery(query);

/** The search part of the API's querystring (the results URL's keys and the currency), or null while the search cannot go. */
export function searchQuery(search: ActivitySearch, currency: string): URLSearchParams | null {
  if (search.destination === null || search.startDate === null || search.endDate === null) return null;
  const q = new URLSearchParams(toActivitySearchQuery(search));
  q.set('currency', currency);
  return q;
}

// ---- results view: sort and filters, kept in the URL ------------------------------------------

export interface ActivityFilters {
  categories: ActivityCategory[];
  durations: ActivityDuration[];
  /** Minor units of the search currency; null = no bound. */
  maxPrice: number | null;
  minRating: number | null;
  freeCancellation: boolean;
}
export const NO_ACTIVITY_FILTERS: ActivityFilters = { categories: [], durations: [], maxPrice: null, minRating: null, freeCancellation: false };
export interface ActivityResultsView {
  sort: ActivitySort;
  filters: ActivityFilters;
}

const VIEW_KEYS = ['sort', 'category', 'duration', 'maxPrice', 'minRating', 'freeCancellation'] as const;
const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  (value ?? '').split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
const numberOf = (value: string | null): number | null => (value !== null && /^\d+(\.\d+)?$/.test(value) ? Number(value) : null);

export function readActivityView(query: string): ActivityResultsView {
  const q = new URLSearchParams(query);
  const sort = q.get('sort');
  return {
    sort: (ACTIVITY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ActivitySort) : 'recommended',
    filters: {
      categories: listOf(q.get('category'), ACTIVITY_CATEGORIES),
      durations: listOf(q.get('duration'), ACTIVITY_DURATIONS),
      maxPrice: numberOf(q.get('maxPrice')),
      minRating: numberOf(q.get('minRating')),
      freeCancellation: q.get('freeCancellation') === 'true',
    },
  };
}

/** The view's API (and URL) parameters; defaults left out. */
export function viewQuery({ sort, filters: f }: ActivityResultsView): [string, string][] {
  const out: [string, string][] = [];
  if (sort !== 'recommended') out.push(['sort', sort]);
  if (f.categories.length) out.push(['category', f.categories.join(',')]);
  if (f.durations.length) out.push(['duration', f.durations.join(',')]);
  if (f.maxPrice !== null) out.push(['maxPrice', String(f.maxPrice)]);
  if (f.minRating !== null) out.push(['minRating', String(f.minRating)]);
  if (f.freeCancellation) out.push(['freeCancellation', 'true']);
  return out;
}

export function withoutActivityView(query: string): string {
  const q = new URLSearchParams(query);
  for (const k of VIEW_KEYS) q.delete(k);
  return q.toString();
}
export function withActivityView(query: string, view: ActivityResultsView): string {
  const q = new URLSearchParams(withoutActivityView(query));
  for (const [k, v] of viewQuery(view)) q.set(k, v);
  return q.toString();
}
export const isFiltered = (f: ActivityFilters): boolean =>
  f.categories.length > 0 || f.durations.length > 0 || f.maxPrice !== null || f.minRating !== null || f.freeCancellation;

// ---- pages -------------------------------------------------------------------------------------

export const activityResultsUrl = (search: ActivitySearch): string => {
  const q = toActivitySearchQuery(search);
  return q ? `${ROUTES.activities.search}?${q}` : ROUTES.activities.search;
};

/** The details of a tour, with the search's place and dates (the calendar opens on them). */
export function activityDetailsUrl(productCode: string, search: ActivitySearch): string {
  const path = fillRoute(ROUTES.activities.resultDetails, { productCode });
  const q = toActivitySearchQuery(search);
  return q ? `${path}?${q}` : path;
}

export const emptyParty = (): ParticipantCounts => ({ adult: 2, child: 0, infant: 0, senior: 0 });

/** The party in a URL: adult=2&child=1 (absent types are 0; none at all: 2 adults). */
export function readParty(query: string): ParticipantCounts {
  const q = new URLSearchParams(query);
  if (!PARTICIPANT_TYPES.some((t) => q.has(t))) return emptyParty();
  const n = (t: string) => Math.min(15, Math.max(0, Math.floor(Number(q.get(t) ?? 0)) || 0));
  return { adult: n('adult'), child: n('child'), infant: n('infant'), senior: n('senior') };
}

export interface ActivityCheckoutTarget {
  offerId: string;
  productCode: string;
  total: BookingMoney;
  search: ActivitySearch;
  /** The party held: the checkout asks a name for each. */
  party: ParticipantCounts;
}

export function activityCheckoutUrl(t: ActivityCheckoutTarget): string {
  const q = new URLSearchParams(toActivitySearchQuery(t.search));
  q.set('offer', t.offerId);
  q.set('code', t.productCode);
  q.set('total', String(t.total.amount));
  q.set('currency', t.total.currency);
  for (const type of PARTICIPANT_TYPES) q.set(type, String(t.party[type]));
  return `${ROUTES.activities.checkout}?${q.toString()}`;
}

export function readActivityCheckout(query: string): ActivityCheckoutTarget | null {
  const q = new URLSearchParams(query);
  const offerId = q.get('offer');
  const productCode = q.get('code');
  const amount = Number(q.get('total'));
  const currency = q.get('currency');
  if (!offerId || !productCode || !currency || !Number.isInteger(amount) || amount < 0) return null;
  return { offerId, productCode, total: { amount, currency }, search: readActivitySearch(query), party: readParty(query) };
}

export const activityConfirmationUrl = (reference: string): string => fillRoute(ROUTES.activities.confirmation, { referenceNumber: reference });

/** Keeps the party of the details page in its URL. */
export const withParty = (path: string, query: string, party: ParticipantCounts): string => {
  const q = new URLSearchParams(query);
  for (const t of PARTICIPANT_TYPES) q.set(t, String(party[t]));
  return withQuery(path, Object.fromEntries(q));
};
