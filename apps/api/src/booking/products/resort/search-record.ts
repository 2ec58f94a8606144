import type { Agency } from '@tripfront/domain';
import type { ResortAvailabilityQuery } from '@tripfront/domain/booking/resort-api';
import { searchUrl } from '@tripfront/domain/search';
import { RESORT_REGIONS, RESORT_SUBREGIONS } from '@tripfront/suppliers';
import type { SearchRecord } from '../../../lib/search-log.ts';

/**
 * What the search log keeps of a resort search (issue #16, #19): the region or area and its label
 * as the search form shows it, the stay, the party, how many resorts had a room, and the storefront
 * URL that runs it again. A details page's ask for one resort is not a search.
 */
export function resortSearchRecord(
  agency: Pick<Agency, 'enableHotelsV2' | 'enableFlightsV2'>,
  q: Pick<ResortAvailabilityQuery, 'region_id' | 'subregion_id' | 'checkin_date' | 'checkout_date' | 'adults' | 'children'>,
  found: readonly { countryCode: string }[],
): SearchRecord | null {
  const sub = q.subregion_id !== undefined ? RESORT_SUBREGIONS.find((s) => s.id === q.subregion_id) : undefined;
  const regionId = sub?.parent_id ?? q.region_id;
  const region = RESORT_REGIONS.find((r) => r.id === regionId);
  if (!region) return null;
  const label = sub ? `${sub.name}, ${region.name}` : region.name;
  return {
    service: 'resorts',
    destination: label,
    countryCode: sub ? (found[0]?.countryCode ?? null) : null,
    startDate: q.checkin_date,
    endDate: q.checkout_date,
    party: { adults: q.adults, children: q.children },
    resultCount: found.length,
    searchUrl: searchUrl(
      'resorts',
      {
        place: { label, regionId: region.id, subregionId: sub?.id ?? null },
        checkin: q.checkin_date,
        checkout: q.checkout_date,
        adults: q.adults,
        children: q.children,
      },
      { enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 },
    ),
  };
}
