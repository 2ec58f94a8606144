import { createRng } from '../prng.ts';
import { AIRLINES, GLOBAL_CARRIERS, SHORT_HAUL_CARRIERS } from '../world/airlines.ts';
import type { AirportRecord } from '../world/data.ts';
import type { Airline } from '@tripfront/domain/inventory';
import { haversineKm } from '../world/geo.ts';
import { addMinutes } from './calendar.ts';
import { sandboxRate } from './price-model.ts';
import type { RawFlight } from './raw-types.ts';

const CRUISE_KMH = 820;
/** Taxi, climb and descent. */
const OVERHEAD_MINUTES = 35;
const CONNECTION_MINUTES = 95;
const DEPARTURE_SLOTS = ['06:15', '07:40', '09:05', '10:30', '12:10', '13:55', '15:20', '17:05', '18:45', '20:30', '22:10'];

/** Beyond this, only full-service carriers fly the route. */
const SHORT_HAUL_KM = 4000;

function carriersFor(from: AirportRecord, to: AirportRecord, km: number) {
  const flies = (iata: string) => km <= SHORT_HAUL_KM || !SHORT_HAUL_CARRIERS.includes(iata);
  const home = AIRLINES.filter((a) => (a.countryCode === from.countryCode || a.countryCode === to.countryCode) && flies(a.iata));
  const global = AIRLINES.filter((a) => GLOBAL_CARRIERS.includes(a.iata) && !home.includes(a));
  return home.length >= 3 ? home : [...home, ...global];
}

/** One-way economy offers for a day, by departure time; the same route and day always give the same list. */
export function generateFlights(from: AirportRecord, to: AirportRecord, departDate: string, adults: number): RawFlight[] {
  if (from.iata === to.iata) return [];
  const km = haversineKm(from.latitude, from.longitude, to.latitude, to.longitude);
  const rng = createRng('flights', from.iata, to.iata, departDate);
  const carriers = rng.sample(carriersFor(from, to, km), rng.int(3, 5));
  const slots = rng.sample(DEPARTURE_SLOTS, carriers.length * 2).sort();
  return slots.map((slot, i): RawFlight => {
    // There are always global carriers to sample from, so the list is never empty.
    const carrier = carriers[i % carriers.length] as Airline;
    const stops = km > 11_000 || (km > 1500 && rng.chance(0.3)) ? 1 : 0;
    const minutes = Math.round(((km * (stops ? 1.12 : 1)) / CRUISE_KMH) * 60 + OVERHEAD_MINUTES + stops * CONNECTION_MINUTES);
    const departLocal = `${departDate}T${slot}`;
    const arriveLocal = addMinutes(departLocal, minutes + Math.round((to.utcOffsetHours - from.utcOffsetHours) * 60));
    // Short hops cost more per kilometre; a stop makes a ticket cheaper.
    const usd = (55 + km * (km < 1500 ? 0.14 : 0.075)) * (stops ? 0.82 : 1) * rng.float(0.8, 1.35);
    return {
      offer_id: `sbx-f-${from.iata}${to.iata}-${departDate.replace(/-/g, '')}-${i + 1}`,
      carrier,
      number: rng.int(100, 2999),
      from,
      to,
      depart_local: departLocal,
      arrive_local: arriveLocal,
      minutes,
      stops,
      rate: sandboxRate(rng, usd * adults * 100, 0.18),
    };
  });
}
