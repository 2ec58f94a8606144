import type { ActivityCategory } from '@tripfront/domain/booking/activity-api';
import type { CarCoverCode, CarExtraCode, FuelPolicy } from '@tripfront/domain/booking/car-api';
import type { AirportRecord } from '../world/data.ts';
import type { ResortArea } from '../world/resort-regions.ts';
import type { Airline, ResortTheme } from '@tripfront/domain/inventory';

// What the sandbox "API" answers, in its own shapes (snake_case, cents), the way a real supplier
// has its own; reshape.ts maps these onto the domain types.

export interface RawRate {
  currency: 'USD';
  /** Agency's cost before taxes. */
  net_cents: number;
  tax_cents: number;
  /** Public price, taxes included. */
  public_cents: number;
  /** Suggested selling price, taxes included. */
  suggested_cents: number;
}

export interface RawHotel {
  hotel_id: string;
  hotel_name: string;
  star_rating: number;
  image: string;
  street: string;
  city: string;
  country_code: string;
  lat: number;
  lon: number;
  distance_km: number;
  distance_from: string;
  check_in: string;
  check_out: string;
  nights: number;
  rooms: number;
  rate: RawRate;
}

export interface RawActivity {
  product_code: string;
  title: string;
  category: ActivityCategory;
  /** Which of the sandbox's tours (activities.ts TOURS). */
  tour_index: number;
  image: string;
  duration_minutes: number;
  free_cancellation: boolean;
  review_score: number;
  review_count: number;
  city: string;
  country_code: string;
  lat: number;
  lon: number;
  rate: RawRate;
}

export interface RawCar {
  car_id: string;
  model: string;
  category: string;
  vendor: { name: string; colour: string };
  seats: number;
  bags: number;
  doors: number;
  automatic: boolean;
  image_seed: string;
  pickup_name: string;
  dropoff_name: string;
  /** The pick-up city's country: where the agency's markup rule by destination looks. */
  country_code: string;
  /** The counter's IANA zone: `pickup_at` and `return_at` are its local times. */
  time_zone: string;
  pickup_at: string;
  return_at: string;
  days: number;
  rate: RawRate;
  /** The pick-up city (GeoNames id): the counter's location in the unit store. */
  city_id: number;
  pickup_instructions: string;
  /** Null: unlimited kilometres. */
  mileage_km_per_day: number | null;
  fuel_policy: FuelPolicy;
  free_cancellation: boolean;
  min_driver_age: number;
  includes: CarCoverCode[];
  excludes: CarCoverCode[];
  extras: { code: CarExtraCode; cents_per_day: number; max_quantity: number }[];
  /** Cars of this class at the counter. */
  fleet: number;
}

export interface RawFlight {
  offer_id: string;
  carrier: Airline;
  number: number;
  from: AirportRecord;
  to: AirportRecord;
  depart_local: string;
  arrive_local: string;
  minutes: number;
  stops: number;
  rate: RawRate;
}

export interface RawCruise {
  sailing_id: string;
  line: { id: string; name: string };
  ship: string;
  itinerary: string;
  port: string;
  sails_on: string;
  nights: number;
  rate: RawRate;
}

export interface RawResort {
  resort_id: string;
  name: string;
  stars: number;
  area: ResortArea;
  themes: readonly Exclude<ResortTheme, 'All'>[];
  lat: number;
  lon: number;
  distance_km: number;
  rate: RawRate;
}
