import type { GeoLocation } from '@tripfront/domain/geolocation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

/** Session storage key remembering the visitor's geolocation for the browser session (one request per session, not per page). */
export const GEOLOCATION_STORAGE_KEY = 'tf-geolocation';

const remembered = (): GeoLocation | undefined => {
  const raw = storage.get('session', GEOLOCATION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<GeoLocation>;
    return typeof value.country === 'string' && typeof value.countryCode === 'string' && /^[A-Z]{2}$/.test(value.countryCode)
      ? { country: value.country, countryCode: value.countryCode, located: value.located === true }
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/user/geolocation: the session's geoLocation (spec §3). An answer of its own, never in
 * the page (decision 0147): visitor pages are the same bytes for every visitor of an agency.
 */
export async function getGeoLocation(): Promise<GeoLocation> {
  const { data } = await apiRequest<{ data: GeoLocation }>('/api/user/geolocation');
  storage.set('session', GEOLOCATION_STORAGE_KEY, JSON.stringify(data));
  return data;
}

export const geoLocationQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'geolocation'],
    queryFn: getGeoLocation,
    staleTime: Infinity,
    // Remembered for the browser session: later pages choose at once, without asking again.
    initialData: remembered,
    // Without it the chain goes on to the agency's default country: nothing to tell the visitor.
    retry: 1,
  });

/**
 * The visitor's geolocation, asked only when `needed` (the currency chain reaches it) and in the
 * browser (a server render is shared by every visitor); undefined until it answers.
 */
export function useGeoLocation(needed: boolean): GeoLocation | undefined {
  return useQuery({ ...geoLocationQueryOptions(), enabled: needed && typeof window !== 'undefined' }).data;
}
