import { attempt, attemptAsync, attemptResult, fail, ok } from '../result.ts';
import { nearestAirports, suggestAirports, suggestCarLocations, suggestCities, suggestResortAreas } from '../search/suggest.ts';
import type { InventorySupplier } from '../supplier.ts';
import { AIRLINES } from '../world/airlines.ts';
import { CRUISE_SHIP_LINES } from '../world/cruise-lines.ts';
import { airportByIata, countries, countryName } from '../world/data.ts';
import { RESORT_REGIONS, RESORT_SUBREGIONS } from '../world/resort-regions.ts';
import { generateActivities } from './activities.ts';
import { generateCars } from './cars.ts';
import { generateCruises } from './cruises.ts';
import { generateFlights } from './flights.ts';
import { generateHotels } from './hotels.ts';
import { generateResorts } from './resorts.ts';
import { capacitiesOf, propertyDetails, searchAvailability } from './hotel-availability.ts';
import { createReservations } from './hotel-reservations.ts';
import { createMemoryInventoryStore } from './inventory-store.ts';
import type { SandboxInventoryStore } from './inventory-store.ts';
import { reshapeActivity, reshapeCar, reshapeCruise, reshapeFlight, reshapeHotel, reshapeResort } from './reshape.ts';

export interface SandboxSupplierOptions {
  /** No longer read: the demo resort holds moved to the resort supplier (decision 0054), dated when first asked about. */
  today?: string;
  /** Room allotments and holds; the app passes the database store, the default keeps them in memory. */
  inventory?: SandboxInventoryStore;
  /** For holds and cancellation deadlines; the real clock by default. */
  clock?: () => Date;
  /** How long a hold keeps a room (default 15). */
  holdMinutes?: number;
}

export const DEFAULT_HOLD_MINUTES = 15;

const isCoordinate = (lat: number, lon: number) => Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/**
 * The sandbox supplier: realistic, deterministic inventory made up around real places. The same
 * question always gets the same answer; (resort holds are the resort supplier's: resort-supplier.ts).
 */
export function createSandboxSupplier(options: SandboxSupplierOptions = {}): InventorySupplier {
  const store = options.inventory ?? createMemoryInventoryStore();
  const clock = options.clock ?? (() => new Date());
  const reservations = createReservations({ store, clock, holdMinutes: options.holdMinutes ?? DEFAULT_HOLD_MINUTES, newId: () => crypto.randomUUID() });
  return {
    hotelDeals: (q, signal) => attempt(signal, () => generateHotels(q).map((h) => reshapeHotel(h, countryName(h.country_code)))),
    activityDeals: (q, signal) => attempt(signal, () => generateActivities(q).map(reshapeActivity)),
    carDeals: (q, signal) => attempt(signal, () => generateCars(q).map(reshapeCar)),
    flightOffers: (q, signal) =>
      attemptResult(signal, () => {
        const from = airportByIata(q.origin);
        const to = airportByIata(q.destination);
        if (!from || !to) return fail(`Unknown airport ${from ? q.destination : q.origin}`, false);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(q.departDate)) return fail('departDate must look like 2027-02-21', false);
        if (!Number.isInteger(q.adults) || q.adults < 1 || q.adults > 9) return fail('adults must be 1 to 9', false);
        return ok(generateFlights(from, to, q.departDate, q.adults).map(reshapeFlight));
      }),
    cruiseDeals: (q, signal) =>
      attemptResult(signal, () =>
        /^\d{4}-(0[1-9]|1[0-2])$/.test(q.departMonth)
          ? ok(generateCruises(q.departMonth, q.shipLineId).map(reshapeCruise))
          : fail('departMonth must look like 2027-02', false),
      ),
    suggestHotelLocations: (text, signal) => attempt(signal, () => suggestCities(text)),
    suggestActivityDestinations: (text, signal) => attempt(signal, () => suggestCities(text)),
    suggestCarLocations: (text, signal) => attempt(signal, () => suggestCarLocations(text)),
    suggestAirports: (text, signal) => attempt(signal, () => suggestAirports(text)),
    nearestAirports: ({ latitude, longitude }, signal) => attempt(signal, () => nearestAirports(latitude, longitude)),
    carCountries: (signal) =>
      attempt(signal, () =>
        [...countries()]
          .sort((a, b) => a.name.localeCompare(b.name, 'en'))
          .map(({ code, name, currency, latitude, longitude }) => ({ code, name, currency, latitude, longitude })),
      ),
    airlines: (signal) => attempt(signal, () => AIRLINES.map((a) => ({ ...a }))),
    cruiseShipLines: (signal) => attempt(signal, () => CRUISE_SHIP_LINES.map((l) => ({ ...l, ships: [...l.ships] }))),
    resortSuggest: (text, signal) => attempt(signal, () => suggestResortAreas(text)),
    resortDeals: (q, signal) =>
      attemptResult(signal, () =>
        isCoordinate(q.lat, q.lon) ? ok(generateResorts(q.lat, q.lon).map(reshapeResort)) : fail('lat and lon must be coordinates', false),
      ),
    resortRegions: (signal) => attempt(signal, () => RESORT_REGIONS.map((r) => ({ ...r }))),
    resortSubregions: (ids, signal) => attempt(signal, () => RESORT_SUBREGIONS.filter((s) => ids.includes(s.parent_id)).map((s) => ({ ...s }))),
    hotelAvailability: (q, signal) => attempt(signal, () => searchAvailability(q)),
    hotelPropertyDetails: (q, signal) =>
      attemptAsync(signal, async () => {
        const capacity = capacitiesOf(q.propertyId);
        if (capacity.size === 0) return fail('Hotel not found.', false, 'not_found');
        const left = await store.roomsLeft(q.propertyId, capacity, q.checkin, q.checkout, clock());
        const details = propertyDetails(q, left);
        return details ? ok(details) : fail('Hotel not found.', false, 'not_found');
      }),
    hotelPriceCheck: (rateId, signal) => attemptAsync(signal, () => reservations.quote(rateId)),
    hotelHold: (request, signal) => attemptAsync(signal, () => reservations.hold(request)),
    hotelReleaseHold: (holdId, signal) => attemptAsync(signal, () => reservations.release(holdId)),
    hotelBook: (request, signal) => attemptAsync(signal, () => reservations.book(request)),
    hotelCancel: (reference, signal) => attemptAsync(signal, () => reservations.cancel(reference)),
    hotelBookingByClientReference: (reference, signal) => attemptAsync(signal, () => reservations.byClientReference(reference)),
  };
}
