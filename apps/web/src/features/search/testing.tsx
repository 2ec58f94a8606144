// Test helpers of the search feature (not shipped: only *.test.tsx files import this module).
import type { PlaceSuggestion } from '@tripfront/domain/inventory';
import i18next from 'i18next';
import searchEn from '../../../public/locales/en/search.json';
import { SEARCH_NS } from './hooks/use-search-translation.ts';

/** The 'search' namespace, as the http backend would load it. */
export function loadSearchTranslations(): void {
  i18next.addResourceBundle('en', SEARCH_NS, searchEn, true, true);
}

import type { SeenRequest } from '../../test/stub-fetch.ts';

export { deferred, stubFetch, type SeenRequest } from '../../test/stub-fetch.ts';

export const city = (name: string, country = 'France', countryCode = 'FR', latitude = 48.8566, longitude = 2.3522): PlaceSuggestion => ({
  id: `city:${name.toLowerCase().replace(/\W+/g, '-')}`,
  kind: 'city',
  name,
  label: `${name}, ${country}`,
  countryCode,
  latitude,
  longitude,
});

export const airport = (iata: string, city: string): PlaceSuggestion => ({
  id: `airport:${iata}`,
  kind: 'airport',
  name: `${city} Airport`,
  label: `${city} Airport (${iata}), ${city}`,
  countryCode: 'FR',
  latitude: 49,
  longitude: 2.5,
  iata,
});

/** The hotel auto-suggest answering cities whose name starts with the text. */
export const hotelSuggest = (cities: PlaceSuggestion[]) => (request: SeenRequest) => {
  const text = String(request.body?.text ?? '').toLowerCase();
  const matches = cities.filter((c) => c.name.toLowerCase().startsWith(text));
  return { data: { locationSuggestions: matches, allData: true } };
};
