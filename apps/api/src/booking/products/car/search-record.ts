import { searchUrl } from '@tripfront/domain/search';
import type { Agency } from '@tripfront/domain';
import type { CarSearchQuery } from '@tripfront/domain/booking/car-api';
import type { SupplierCarOffer } from '@tripfront/suppliers';
import type { SearchRecord } from '../../../lib/search-log.ts';

/**
 * What the search log keeps of a car search (issue #16, #18): the pick-up place and dates, the
 * driver, how many cars it found, and the storefront URL that runs it again (domain `searchUrl`).
 */
export function carSearchRecord(
  agency: Pick<Agency, 'enableHotelsV2' | 'enableFlightsV2'>,
  q: CarSearchQuery,
  found: readonly Pick<SupplierCarOffer, 'countryCode' | 'pickup'>[],
): SearchRecord {
  const place = (label: string | undefined, latitude: number, longitude: number, countryCode: string | undefined) => ({
    label: label || `${latitude}, ${longitude}`,
    latitude,
    longitude,
    countryCode: countryCode ?? null,
  });
  const differentDropoff = q.dropoff_lat !== undefined && q.dropoff_long !== undefined;
  return {
    service: 'cars',
    destination: q.pickup || found[0]?.pickup.name || `${q.pickup_lat}, ${q.pickup_long}`,
    countryCode: q.pickup_country ?? found[0]?.countryCode ?? null,
    startDate: q.pickup_date,
    endDate: q.dropoff_date,
    party: { driverAge: q.driver_age },
    resultCount: found.length,
    searchUrl: searchUrl(
      'cars',
      {
        pickup: place(q.pickup, q.pickup_lat, q.pickup_long, q.pickup_country),
        differentDropoff,
        dropoff: differentDropoff ? place(q.dropoff, q.dropoff_lat!, q.dropoff_long!, q.dropoff_country) : null,
        pickupDate: q.pickup_date,
        pickupTime: q.pickup_time,
        dropoffDate: q.dropoff_date,
        dropoffTime: q.dropoff_time,
        driverAge: q.driver_age,
        residence: q.residence,
      },
      { enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 },
    ),
  };
}
