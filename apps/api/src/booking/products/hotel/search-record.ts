import { searchUrl } from '@tripfront/domain/search';
import type { Agency } from '@tripfront/domain';
import type { HotelSearchQuery, StayAnswer } from '@tripfront/domain/booking/hotel-api';
import type { SearchRecord } from '../../../lib/search-log.ts';

/**
 * What the search log keeps of a hotel search (issue #16): the place, stay and party, how many hotels
 * it found, and the storefront URL that runs it again, written by the domain's `searchUrl` (the
 * form's own query contract). The destination country is the one most of the hotels found are in
 * (the API is asked by coordinates).
 */
export function hotelSearchRecord(
  agency: Pick<Agency, 'enableHotelsV2' | 'enableFlightsV2'>,
  q: Pick<HotelSearchQuery, 'lat' | 'long' | 'searchString' | 'occupancy'>,
  stay: Pick<StayAnswer, 'checkin' | 'checkout' | 'rooms' | 'adults' | 'children'>,
  found: ReadonlyArray<{ countryCode: string }>,
): SearchRecord {
  const countryCode = mostCommon(found.map((h) => h.countryCode));
  const label = q.searchString === '' ? `${q.lat}, ${q.long}` : q.searchString;
  return {
    service: 'hotels',
    destination: label,
    countryCode,
    startDate: stay.checkin,
    endDate: stay.checkout,
    party: { rooms: stay.rooms, adults: stay.adults, children: stay.children },
    resultCount: found.length,
    searchUrl: searchUrl(
      'hotels',
      {
        destination: { label, latitude: q.lat, longitude: q.long, countryCode },
        checkin: stay.checkin,
        checkout: stay.checkout,
        rooms: q.occupancy.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
      },
      { enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 },
    ),
  };
}

function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (best === null || n > (counts.get(best) ?? 0)) best = v;
  }
  return best !== null && /^[A-Z]{2}$/.test(best) ? best : null;
}
