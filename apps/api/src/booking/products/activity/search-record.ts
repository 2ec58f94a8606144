import { searchUrl } from '@tripfront/domain/search';
import type { Agency } from '@tripfront/domain';
import type { ActivitySearchQuery } from '@tripfront/domain/booking/activity-api';
import type { SupplierActivity } from '@tripfront/suppliers';
import type { SearchRecord } from '../../../lib/search-log.ts';

/**
 * What the search log keeps of an activity search (issue #16, #18): the place and dates, how many
 * tours it found, and the storefront URL that runs it again (the domain's `searchUrl`).
 */
export function activitySearchRecord(
  agency: Pick<Agency, 'enableHotelsV2' | 'enableFlightsV2'>,
  q: Pick<ActivitySearchQuery, 'destination' | 'lat' | 'long' | 'country' | 'start_date' | 'end_date'>,
  found: readonly Pick<SupplierActivity, 'city' | 'countryCode'>[],
): SearchRecord {
  const label = q.destination || found[0]?.city || `${q.lat}, ${q.long}`;
  const countryCode = q.country?.toUpperCase() ?? found[0]?.countryCode ?? null;
  return {
    service: 'activities',
    destination: label,
    countryCode,
    startDate: q.start_date,
    endDate: q.end_date,
    party: {},
    resultCount: found.length,
    searchUrl: searchUrl(
      'activities',
      { destination: { label, latitude: q.lat, longitude: q.long, countryCode }, startDate: q.start_date, endDate: q.end_date },
      { enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 },
    ),
  };
}
