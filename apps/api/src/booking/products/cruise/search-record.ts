import { searchUrl } from '@tripfront/domain/search';
import type { Agency } from '@tripfront/domain';
import type { CruiseSearchQuery } from '@tripfront/domain/booking/cruise-api';
import type { SearchRecord } from '../../../lib/search-log.ts';

/**
 * What the search log keeps of a cruise search (issues #16, #19): the line (or any line), the month
 * and the party, how many sailings it found, and the storefront URL that runs it again.
 */
export function cruiseSearchRecord(agency: Pick<Agency, 'enableHotelsV2' | 'enableFlightsV2'>, q: CruiseSearchQuery, resultCount: number): SearchRecord {
  const line = q.ship_line?.length === 1 ? q.ship_line[0]! : null;
  return {
    service: 'cruise',
    destination: line ?? q.region?.join(', ') ?? 'Any cruise line',
    countryCode: null,
    startDate: `${q.month}-01`,
    endDate: null,
    party: { adults: q.adults, children: q.children, infants: q.infants },
    resultCount,
    searchUrl: searchUrl(
      'cruise',
      { shipLine: line, month: q.month, adults: q.adults, children: q.children, infants: q.infants },
      { enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 },
    ),
  };
}
