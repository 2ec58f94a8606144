import type { Airline } from '@tripfront/domain/inventory';
import { createRng, hashString } from '../prng.ts';
import { AIRLINES, GLOBAL_CARRIERS, SHORT_HAUL_CARRIERS } from '../world/airlines.ts';
import { airportByIata, airports, lazy, type AirportRecord } from '../world/data.ts';
import { haversineKm } from '../world/geo.ts';
import { addMinutes } from './calendar.ts';

// The sandbox's flight network (issue #17): which airlines fly a route, non-stop or through one of
// their hubs, at which times, with which flight numbers and aircraft. A route's timetable is the
// same every day (BA117 leaves at the same time daily), so it is computed once per route and only
// placed on a date when asked; the date changes prices and seats, not the schedule.

const SLOTS = ['06:05', '06:50', '07:35', '08:20', '09:10', '10:25', '11:40', '12:55', '14:15', '15:30', '16:45', '18:00', '19:20', '20:40', '21:55', '23:05'];
/** Beyond this a carrier's fleet cannot fly a leg non-stop. */
const LONG_HAUL_RANGE_KM = 14_500;
const SHORT_HAUL_RANGE_KM = 4_000;
/** Shorter than this, nobody flies. */
const MIN_LEG_KM = 120;

/** Hubs a carrier connects through; its main hub (world/airlines.ts) when not listed. */
const HUBS: Readonly<Record<string, readonly string[]>> = {
  AA: ['DFW', 'CLT', 'MIA'],
  DL: ['ATL', 'JFK', 'MSP'],
  UA: ['ORD', 'EWR', 'DEN', 'SFO'],
  AC: ['YYZ', 'YVR'],
  BA: ['LHR'],
  LH: ['FRA', 'MUC'],
  QF: ['SYD', 'MEL', 'SIN'],
  NH: ['HND', 'NRT'],
  JL: ['HND', 'NRT'],
  AI: ['DEL', 'BOM'],
  LA: ['SCL', 'GRU'],
  WN: ['DAL', 'DEN', 'PHX'],
  AS: ['SEA', 'LAX'],
};

/** Alliances, for codeshares: a partner may operate a leg the owner sells under its own number. */
const ALLIANCES: readonly (readonly string[])[] = [
  ['UA', 'AC', 'LH', 'LX', 'OS', 'SK', 'TP', 'TK', 'SQ', 'NH', 'AI', 'TG', 'CA', 'ET', 'SA', 'NZ', 'AV', 'CM', 'MS'],
  ['AA', 'BA', 'IB', 'AY', 'QR', 'CX', 'JL', 'QF', 'AS', 'MH', 'AT'],
  ['DL', 'AF', 'KL', 'AZ', 'KE', 'MU', 'VN', 'GA', 'SV', 'AM', 'KQ', 'VS'],
];

const WIDE_BODIES = ['Boeing 787-9', 'Airbus A350-900', 'Boeing 777-300ER', 'Airbus A330-300'];
const A380_OPERATORS = ['EK', 'QR', 'SQ', 'BA', 'LH', 'QF', 'EY'];
const NARROW_BODIES = ['Airbus A320neo', 'Airbus A321neo', 'Boeing 737 MAX 8', 'Airbus A320'];
const BOEING_ONLY = ['WN', 'FR', 'AS', 'G3', 'WS'];

export const isShortHaulCarrier = (a: Airline): boolean => SHORT_HAUL_CARRIERS.includes(a.iata);
export const rangeOf = (a: Airline): number => (isShortHaulCarrier(a) ? SHORT_HAUL_RANGE_KM : LONG_HAUL_RANGE_KM);
const hubsOf = (a: Airline): readonly string[] => HUBS[a.iata] ?? [a.hub];
const airlineByIata = new Map(AIRLINES.map((a) => [a.iata, a]));
const partnersOf = (a: Airline): Airline[] =>
  (ALLIANCES.find((group) => group.includes(a.iata)) ?? [])
    .filter((iata) => iata !== a.iata)
    .map((iata) => airlineByIata.get(iata))
    .filter((p): p is Airline => p !== undefined);

/** Airlines of one alliance sell each other's flights on one ticket (interline), e.g. the legs of a multi-city trip. */
export const sameAlliance = (a: string, b: string): boolean => a === b || ALLIANCES.some((group) => group.includes(a) && group.includes(b));

export interface LegTemplate {
  marketing: Airline;
  operating: Airline;
  /** 'BA117'; a codeshare carries the owner's designator and a 4-digit number. */
  flightNumber: string;
  aircraft: string;
  from: AirportRecord;
  to: AirportRecord;
  /** Local departure time at `from`, HH:mm. */
  departs: string;
  /** Minutes after the slice's first departure (0 for the first leg). */
  offsetMinutes: number;
  minutes: number;
  km: number;
}

/** One way to fly a route, every day: non-stop or one stop, all legs sold by one airline. */
export interface RouteTemplate {
  /** Flight numbers joined: 'BA117' or 'BA117-BA6021'; unique within the route. */
  id: string;
  owner: Airline;
  legs: LegTemplate[];
  /** Door to door, connection included. */
  minutes: number;
  /** Great-circle distance of the route (not of the legs): what a fare is based on. */
  routeKm: number;
}

/** A route template placed on a date. */
export interface Segment extends Omit<LegTemplate, 'departs' | 'offsetMinutes'> {
  departAt: string;
  arriveAt: string;
  departUtc: number;
  arriveUtc: number;
  /** The physical flight, whoever sells it: 'QF:SINSYD:2027-01-10T09:10'. Seat buckets hang off it. */
  flightKey: string;
}

export interface Itinerary {
  id: string;
  owner: Airline;
  segments: Segment[];
  minutes: number;
  routeKm: number;
  departUtc: number;
  arriveUtc: number;
}

/** Long-haul non-stops link big airports only; smaller ones connect through a hub. */
const BIG_AIRPORTS = 300;
const airportRank = lazy(() => new Map(airports().map((a, i) => [a.iata, i])));
const isBig = (a: AirportRecord) => (airportRank().get(a.iata) ?? Infinity) < BIG_AIRPORTS;

const round5 = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);
const kmBetween = (a: AirportRecord, b: AirportRecord) => haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);

/** Block time: cruise plus taxi, climb and descent; the jet stream makes eastbound legs shorter. */
function blockMinutes(from: AirportRecord, to: AirportRecord, km: number): number {
  const eastbound = ((to.longitude - from.longitude + 540) % 360) - 180 > 0;
  const speed = km < 1000 ? 700 : 830;
  return round5(((km / speed) * 60 + 35) * (eastbound ? 0.96 : 1.04));
}

function aircraftFor(operating: Airline, km: number, key: string): string {
  const h = hashString(`aircraft:${key}`);
  if (km > 4500) {
    if (A380_OPERATORS.includes(operating.iata) && km > 7000 && h % 4 === 0) return 'Airbus A380-800';
    return WIDE_BODIES[h % WIDE_BODIES.length] as string;
  }
  if (BOEING_ONLY.includes(operating.iata)) return km < 1500 && h % 2 === 0 ? 'Boeing 737-800' : 'Boeing 737 MAX 8';
  if (km < 700 && !isShortHaulCarrier(operating) && h % 3 === 0) return 'Embraer E190';
  return NARROW_BODIES[h % NARROW_BODIES.length] as string;
}

/** A carrier's number for a leg, stable for the leg and departure time: long-haul 1–999, short-haul 1000–2999. */
function flightNumberOf(carrier: Airline, from: AirportRecord, to: AirportRecord, departs: string, km: number, codeshare: boolean): string {
  const h = hashString(`flight-no:${carrier.iata}:${from.iata}${to.iata}:${departs}`);
  const n = codeshare ? 6000 + (h % 3000) : km > 4500 ? 1 + (h % 999) : 1000 + (h % 2000);
  return `${carrier.iata}${n}`;
}

function leg(owner: Airline, operating: Airline, from: AirportRecord, to: AirportRecord, departs: string, offsetMinutes: number): LegTemplate {
  const km = kmBetween(from, to);
  const codeshare = operating.iata !== owner.iata;
  return {
    marketing: owner,
    operating,
    flightNumber: flightNumberOf(owner, from, to, departs, km, codeshare),
    aircraft: aircraftFor(operating, km, `${operating.iata}:${from.iata}${to.iata}:${departs}`),
    from,
    to,
    departs,
    offsetMinutes,
    minutes: blockMinutes(from, to, km),
    km,
  };
}

/** Who sells the route: carriers at home at either end, topped up with global carriers (as the one-way generator does). */
function ownersFor(from: AirportRecord, to: AirportRecord, km: number): Airline[] {
  const flies = (a: Airline) => km <= rangeOf(a) * 1.6;
  const home = AIRLINES.filter((a) => (a.countryCode === from.countryCode || a.countryCode === to.countryCode) && flies(a));
  const global = AIRLINES.filter((a) => GLOBAL_CARRIERS.includes(a.iata) && !home.includes(a));
  return home.length >= 3 ? home : [...home, ...global];
}

/** A leg that touches `country` may be flown by a partner at home there (a codeshare) some of the time. */
function operatorFor(owner: Airline, from: AirportRecord, to: AirportRecord, chance: boolean): Airline {
  if (!chance || owner.countryCode === from.countryCode || owner.countryCode === to.countryCode) return owner;
  return partnersOf(owner).find((p) => p.countryCode === to.countryCode || p.countryCode === from.countryCode) ?? owner;
}

function buildRoute(from: AirportRecord, to: AirportRecord): RouteTemplate[] {
  const km = kmBetween(from, to);
  if (from.iata === to.iata || km < MIN_LEG_KM) return [];
  const rng = createRng('flight-route', from.iata, to.iata);
  // The same airlines fly both ways, so a round trip finds each of them on the way back.
  const pair = createRng('flight-route-owners', ...[from.iata, to.iata].sort());
  // Carriers based at either end always fly it; others are drawn.
  const all = ownersFor(from, to, km);
  const based = all.filter((a) => hubsOf(a).includes(from.iata) || hubsOf(a).includes(to.iata));
  const owners = [
    ...based,
    ...pair.sample(
      all.filter((a) => !based.includes(a)),
      Math.max(1, pair.int(3, 6) - based.length),
    ),
  ];
  const routes: RouteTemplate[] = [];
  const add = (owner: Airline, legs: LegTemplate[]) => {
    const last = legs[legs.length - 1] as LegTemplate;
    const id = legs.map((l) => l.flightNumber).join('-');
    if (routes.some((r) => r.id === id)) return;
    routes.push({ id, owner, legs, minutes: last.offsetMinutes + last.minutes, routeKm: km });
  };

  for (const owner of owners) {
    const atHome = owner.countryCode === from.countryCode || owner.countryCode === to.countryCode;
    const nonStop = atHome && km <= rangeOf(owner) && (km <= 4500 || (isBig(from) && isBig(to)));
    if (nonStop) {
      const departures = km < 1500 ? rng.int(2, 4) : km < 6000 ? rng.int(1, 3) : rng.int(1, 2);
      for (const departs of rng.sample(SLOTS, departures)) add(owner, [leg(owner, owner, from, to, departs, 0)]);
    }
    if (km < 500 && nonStop) continue;
    // Through a hub of the owner; the detour allowed grows when there is no non-stop to compete with.
    const limit = nonStop ? 1.35 : km < 2000 ? 2.2 : 1.6;
    const sensible = (hubs: readonly { iata: string; partner: Airline | null }[], range: number) =>
      hubs
        .map(({ iata, partner }) => ({ hub: airportByIata(iata), partner }))
        .filter((c): c is { hub: AirportRecord; partner: Airline | null } => c.hub !== undefined && c.hub.iata !== from.iata && c.hub.iata !== to.iata)
        .map((c) => ({ ...c, first: kmBetween(from, c.hub), second: kmBetween(c.hub, to) }))
        .filter((c) => c.first >= MIN_LEG_KM && c.second >= MIN_LEG_KM && c.first <= range && c.second <= range && (c.first + c.second) / km <= limit)
        .sort((a, b) => a.first + a.second - (b.first + b.second));
    let hubs = sensible(
      hubsOf(owner).map((iata) => ({ iata, partner: null })),
      rangeOf(owner),
    );
    // A carrier at home at one end with no non-stop and no hub on the way sells a partner's
    // connection: BA from London to Sydney through Singapore, the second leg flown by Qantas.
    if (hubs.length === 0 && atHome && !nonStop && !isShortHaulCarrier(owner)) {
      hubs = sensible(
        partnersOf(owner).flatMap((partner) => hubsOf(partner).map((iata) => ({ iata, partner }))),
        LONG_HAUL_RANGE_KM,
      );
    }
    for (const { hub, partner } of hubs.slice(0, 2)) {
      // On a partner's connection, the owner flies the legs that touch its home country; at its own hub, partners sometimes fly the far leg.
      const operator = (a: AirportRecord, b: AirportRecord) =>
        partner ? (owner.countryCode === a.countryCode || owner.countryCode === b.countryCode ? owner : partner) : operatorFor(owner, a, b, rng.chance(0.35));
      for (const departs of rng.sample(SLOTS, rng.int(1, 2))) {
        const first = leg(owner, operator(from, hub), from, hub, departs, 0);
        // Minimum connection: longer for an international change; waits up to about four hours.
        const international = from.countryCode !== hub.countryCode || hub.countryCode !== to.countryCode;
        const connection = round5(rng.int(international ? 75 : 50, international ? 240 : 180));
        const arrivesHub = addMinutes(`2000-01-01T${departs}`, first.minutes + Math.round((hub.utcOffsetHours - from.utcOffsetHours) * 60));
        const secondDeparts = addMinutes(arrivesHub, connection).slice(11, 16);
        add(owner, [first, leg(owner, operator(hub, to), hub, to, secondDeparts, first.minutes + connection)]);
      }
    }
  }
  return routes;
}

const ROUTE_CACHE_LIMIT = 4000;
const routeCache = new Map<string, RouteTemplate[]>();

/** Every way to fly from → to on any day, by IATA codes; empty for an unknown airport or a route nobody flies. */
export function routeTemplates(fromIata: string, toIata: string): RouteTemplate[] {
  const key = `${fromIata}${toIata}`;
  const cached = routeCache.get(key);
  if (cached) return cached;
  const from = airportByIata(fromIata);
  const to = airportByIata(toIata);
  const routes = from && to ? buildRoute(from, to) : [];
  if (routeCache.size >= ROUTE_CACHE_LIMIT) routeCache.delete(routeCache.keys().next().value as string);
  routeCache.set(key, routes);
  return routes;
}

/** Local wall-clock 'YYYY-MM-DDTHH:mm' at an airport, as epoch milliseconds. */
export const utcOf = (local: string, airport: AirportRecord): number => Date.parse(`${local}:00Z`) - airport.utcOffsetHours * 3_600_000;
const localAt = (utc: number, airport: AirportRecord): string => new Date(utc + airport.utcOffsetHours * 3_600_000).toISOString().slice(0, 16);

/** A route template on a departure date (the first leg's local date). */
export function placeOnDate(route: RouteTemplate, date: string): Itinerary {
  const first = route.legs[0] as LegTemplate;
  const start = utcOf(`${date}T${first.departs}`, first.from);
  const segments = route.legs.map(({ departs: _departs, offsetMinutes, ...l }): Segment => {
    const departUtc = start + offsetMinutes * 60_000;
    const arriveUtc = departUtc + l.minutes * 60_000;
    const departAt = localAt(departUtc, l.from);
    return {
      ...l,
      departAt,
      arriveAt: localAt(arriveUtc, l.to),
      departUtc,
      arriveUtc,
      flightKey: `${l.operating.iata}:${l.from.iata}${l.to.iata}:${departAt}`,
    };
  });
  const last = segments[segments.length - 1] as Segment;
  return { id: route.id, owner: route.owner, segments, minutes: route.minutes, routeKm: route.routeKm, departUtc: start, arriveUtc: last.arriveUtc };
}

const PLACED_CACHE_LIMIT = 512;
const placedCache = new Map<string, Itinerary[]>();

/** The itineraries of one slice: from → to leaving on `date` (the last few hundred asked are kept: searches repeat). Do not mutate. */
export function itinerariesOn(fromIata: string, toIata: string, date: string): Itinerary[] {
  const key = `${fromIata}${toIata}${date}`;
  const cached = placedCache.get(key);
  if (cached) return cached;
  const placed = routeTemplates(fromIata, toIata).map((r) => placeOnDate(r, date));
  if (placedCache.size >= PLACED_CACHE_LIMIT) placedCache.delete(placedCache.keys().next().value as string);
  placedCache.set(key, placed);
  return placed;
}
