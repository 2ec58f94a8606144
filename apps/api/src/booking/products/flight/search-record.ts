import { searchUrl } from '@tripfront/domain/search';
import type { Agency } from '@tripfront/domain';
import type { FlightSearchQuery, FlightSliceQuery } from '@tripfront/domain/booking/flight-api';
import type { SupplierFlightOffer } from '@tripfront/suppliers';
import type { SearchRecord } from '../../../lib/search-log.ts';
import { destinationCountry } from './request-rules.ts';

/**
 * What the search log keeps of a flight search (issue #16, #17): the route, dates and party, how
 * many offers it found, and the storefront URL that runs it again, written by the domain's
 * `searchUrl` (the form's query contract knows one-way, round and multi-city trips). The
 * destination country is the first leg's.
 */
export function flightSearchRecord(
  agency: Pick<Agency, 'enableHotelsV2' | 'enableFlightsV2'>,
  q: Pick<FlightSearchQuery, 'slice' | 'adults' | 'children' | 'infants' | 'cabin'>,
  found: readonly Pick<SupplierFlightOffer, 'slices'>[],
): SearchRecord {
  const slices: readonly FlightSliceQuery[] = q.slice;
  const first = slices[0]!;
  const last = slices[slices.length - 1]!;
  const roundTrip = slices.length === 2 && last.origin === first.destination && last.destination === first.origin;
  const airport = (iata: string) => ({ iata, label: iata });
  return {
    service: 'flights',
    destination: slices.length === 1 || roundTrip ? `${first.origin} → ${first.destination}` : [first.origin, ...slices.map((s) => s.destination)].join(' → '),
    countryCode: found[0] ? destinationCountry(found[0]) : null,
    startDate: first.departureDate,
    endDate: last.departureDate,
    party: { adults: q.adults, children: q.children, infants: q.infants },
    resultCount: found.length,
    searchUrl: searchUrl(
      'flights',
      {
        tripType: slices.length === 1 ? 'oneway' : roundTrip ? 'roundtrip' : 'multicity',
        from: airport(first.origin),
        to: airport(first.destination),
        departDate: first.departureDate,
        returnDate: roundTrip ? last.departureDate : null,
        legs: slices.length === 1 || roundTrip ? [] : slices.map((s) => ({ from: airport(s.origin), to: airport(s.destination), date: s.departureDate })),
        cabin: q.cabin,
        adults: q.adults,
        children: q.children,
        infants: q.infants,
      },
      { enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 },
    ),
  };
}
