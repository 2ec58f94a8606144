import { RESORT_THEMES, type ResortTheme } from '@tripfront/domain/inventory';
import { fromResortSearchQuery, toResortSearchQuery, type ResortSearch } from '@tripfront/domain/search';
import { paths } from '../../config/paths.ts';

// The resort screens' URLs (issue #19, decision 0055). The results and details pages carry the
// search's own keys (domain/search/resorts.ts), which are also the availability API's query keys;
// the results add `themes` (a comma list of §9 themes), the details `resort_id`, the checkout the
// room's offer and the total the traveller saw.

export const readThemes = (query: string): ResortTheme[] => {
  const raw = new URLSearchParams(query).get('themes') ?? '';
  return raw
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is ResortTheme => t !== 'All' && (RESORT_THEMES as readonly string[]).includes(t));
};

/** The availability API's query for a search (null until a place and both dates are chosen). */
export function availabilityQuery(search: ResortSearch, currency: string, extra: { themes?: readonly ResortTheme[]; resortId?: string } = {}): string | null {
  if (!search.place || !search.checkin || !search.checkout) return null;
  const q = new URLSearchParams({
    checkin_date: search.checkin,
    checkout_date: search.checkout,
    adults: String(search.adults),
    children: String(search.children),
    currency,
  });
  if (extra.resortId) q.set('resort_id', extra.resortId);
  else if (search.place.subregionId !== null) q.set('subregion_id', String(search.place.subregionId));
  else q.set('region_id', String(search.place.regionId));
  if (extra.themes && extra.themes.length > 0) q.set('themes', extra.themes.join(','));
  return q.toString();
}

export const readResortSearch = (query: string): ResortSearch => fromResortSearchQuery(query);

export const resortResultsUrl = (search: ResortSearch, themes: readonly ResortTheme[] = []): string => {
  const q = new URLSearchParams(toResortSearchQuery(search));
  if (themes.length > 0) q.set('themes', themes.join(','));
  return `${paths.resort.search()}?${q.toString()}`;
};

export const resortDetailsUrl = (resortId: string, search: ResortSearch): string =>
  `${paths.resort.details()}?${new URLSearchParams({ resort_id: resortId, ...Object.fromEntries(new URLSearchParams(toResortSearchQuery(search))) }).toString()}`;

export interface ResortCheckoutTarget {
  offerId: string;
  total: { amount: number; currency: string };
  resortId: string;
  search: ResortSearch;
}

export const resortCheckoutUrl = (t: ResortCheckoutTarget): string =>
  `${paths.resort.checkout()}?${new URLSearchParams({
    offer: t.offerId,
    total: String(t.total.amount),
    currency: t.total.currency,
    resort_id: t.resortId,
    ...Object.fromEntries(new URLSearchParams(toResortSearchQuery(t.search))),
  }).toString()}`;

export function readResortCheckout(query: string): ResortCheckoutTarget | null {
  const q = new URLSearchParams(query);
  const offerId = q.get('offer');
  const amount = Number(q.get('total'));
  const currency = q.get('currency');
  const resortId = q.get('resort_id');
  if (!offerId || !Number.isInteger(amount) || amount < 0 || !currency || !/^[A-Z]{3}$/.test(currency) || !resortId) return null;
  return { offerId, total: { amount, currency }, resortId, search: fromResortSearchQuery(query) };
}

/**
 * Where the checkout lands once paid (spec §2 names no resort confirmation path): the checkout's own
 * path with the booking's reference, which shows the confirmation as the other products' do.
 */
export const resortConfirmationUrl = (reference: string): string => `${paths.resort.checkout()}?${new URLSearchParams({ reference }).toString()}`;

/** The booking reference a paid checkout's URL names, or null while the traveller is still checking out. */
export const resortConfirmationReference = (search: string): string | null => new URLSearchParams(search).get('reference');
