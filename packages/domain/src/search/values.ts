import type { ActivitySearch } from './activities.ts';
import type { CarSearch } from './cars.ts';
import type { CruiseSearch } from './cruise.ts';
import type { FlightSearch } from './flights.ts';
import type { HotelSearch } from './hotels.ts';
import type { ResortSearch } from './resorts.ts';

/** A search form's values, per service (spec §2's services). */
export interface SearchValuesByService {
  hotels: HotelSearch;
  flights: FlightSearch;
  cars: CarSearch;
  activities: ActivitySearch;
  cruise: CruiseSearch;
  resorts: ResortSearch;
}
