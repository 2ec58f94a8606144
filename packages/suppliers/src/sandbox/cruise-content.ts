import type { CabinCategory, CruiseGuestType, CruiseRegion, ItineraryDay, ShipFacts } from '@tripfront/domain/booking/cruise-api';
import { CABIN_CATEGORIES, CABIN_OCCUPANCY } from '@tripfront/domain/booking/cruise-api';
import { addCalendarDays } from '@tripfront/domain/calendar';
import { createRng } from '../prng.ts';
import type { RawCruise, RawRate } from './raw-types.ts';

// What the sandbox says of a sailing beyond the deal (issue #19, decision 0052): its region, ports
// of call day by day, the ship's facts, and its cabins: how many each category has and each guest
// type's fare. Everything is derived from the sailing id, so search, details, hold and booking agree.

interface ItineraryContent {
  region: CruiseRegion;
  countryCode: string;
  ports: readonly string[];
}

/** By itinerary name (world/cruise-lines.ts and the river ones in cruises.ts). */
const ITINERARIES: Readonly<Record<string, ItineraryContent>> = {
  'Western Caribbean': {
    region: 'caribbean',
    countryCode: 'US',
    ports: ['Cozumel, Mexico', 'Roatán, Honduras', 'Costa Maya, Mexico', 'George Town, Grand Cayman', 'Falmouth, Jamaica'],
  },
  'Eastern Caribbean': {
    region: 'caribbean',
    countryCode: 'US',
    ports: ['Charlotte Amalie, St. Thomas', 'Philipsburg, St. Maarten', 'San Juan, Puerto Rico', 'Nassau, Bahamas'],
  },
  'Southern Caribbean': {
    region: 'caribbean',
    countryCode: 'PR',
    ports: ['Bridgetown, Barbados', 'Castries, St. Lucia', 'Oranjestad, Aruba', 'Willemstad, Curaçao', "St. John's, Antigua"],
  },
  'Bahamas Getaway': { region: 'bahamas', countryCode: 'US', ports: ['Nassau, Bahamas', 'Freeport, Bahamas', 'Half Moon Cay, Bahamas'] },
  'Alaska Inside Passage': {
    region: 'alaska',
    countryCode: 'US',
    ports: ['Ketchikan, Alaska', 'Juneau, Alaska', 'Skagway, Alaska', 'Glacier Bay (scenic cruising)', 'Victoria, Canada'],
  },
  'Mexican Riviera': {
    region: 'mexico',
    countryCode: 'US',
    ports: ['Cabo San Lucas, Mexico', 'Mazatlán, Mexico', 'Puerto Vallarta, Mexico', 'Ensenada, Mexico'],
  },
  'Western Mediterranean': {
    region: 'mediterranean',
    countryCode: 'ES',
    ports: ['Marseille, France', 'Genoa, Italy', 'Civitavecchia (Rome), Italy', 'Naples, Italy', 'Palma de Mallorca, Spain', 'La Spezia, Italy'],
  },
  'Greek Isles': {
    region: 'mediterranean',
    countryCode: 'GR',
    ports: ['Mykonos, Greece', 'Santorini, Greece', 'Rhodes, Greece', 'Kusadasi, Turkey', 'Heraklion, Greece', 'Corfu, Greece'],
  },
  'Norwegian Fjords': {
    region: 'northernEurope',
    countryCode: 'GB',
    ports: ['Stavanger, Norway', 'Olden, Norway', 'Geiranger, Norway', 'Bergen, Norway', 'Ålesund, Norway', 'Flåm, Norway'],
  },
  'Baltic Capitals': {
    region: 'northernEurope',
    countryCode: 'DK',
    ports: ['Stockholm, Sweden', 'Helsinki, Finland', 'Tallinn, Estonia', 'Riga, Latvia', 'Gdańsk, Poland', 'Warnemünde, Germany'],
  },
  'Canary Islands': {
    region: 'atlanticIslands',
    countryCode: 'PT',
    ports: ['Funchal, Madeira', 'Santa Cruz de Tenerife, Spain', 'Las Palmas, Gran Canaria', 'Arrecife, Lanzarote', 'Cádiz, Spain'],
  },
  'Arabian Gulf': {
    region: 'middleEast',
    countryCode: 'AE',
    ports: ['Abu Dhabi, UAE', 'Doha, Qatar', 'Muscat, Oman', 'Sir Bani Yas Island, UAE', 'Khasab, Oman'],
  },
  'Japan and Korea': {
    region: 'asia',
    countryCode: 'JP',
    ports: ['Busan, South Korea', 'Nagasaki, Japan', 'Kobe, Japan', 'Shimizu, Japan', 'Kagoshima, Japan', 'Hakodate, Japan'],
  },
  'Australia and New Zealand': {
    region: 'australia',
    countryCode: 'AU',
    ports: [
      'Melbourne, Australia',
      'Hobart, Australia',
      'Milford Sound (scenic cruising)',
      'Dunedin, New Zealand',
      'Wellington, New Zealand',
      'Auckland, New Zealand',
      'Bay of Islands, New Zealand',
    ],
  },
  'Rhine Getaway, Basel to Amsterdam': {
    region: 'rivers',
    countryCode: 'CH',
    ports: [
      'Breisach, Germany',
      'Strasbourg, France',
      'Heidelberg, Germany',
      'Koblenz, Germany',
      'Cologne, Germany',
      'Kinderdijk, Netherlands',
      'Amsterdam, Netherlands',
    ],
  },
  'Danube Waltz, Passau to Budapest': {
    region: 'rivers',
    countryCode: 'DE',
    ports: ['Linz, Austria', 'Melk, Austria', 'Krems, Austria', 'Vienna, Austria', 'Bratislava, Slovakia', 'Budapest, Hungary'],
  },
  'Lyon and Provence': {
    region: 'rivers',
    countryCode: 'FR',
    ports: ['Mâcon, France', 'Tournon, France', 'Viviers, France', 'Arles, France', 'Avignon, France', 'Lyon, France'],
  },
};

const FALLBACK: ItineraryContent = ITINERARIES['Western Caribbean']!;

/** The itinerary's name without its '7-Night ' prefix. */
export const itineraryName = (c: RawCruise): string => c.itinerary.replace(/^\d+-Night /, '');
export const contentOf = (c: RawCruise): ItineraryContent => ITINERARIES[itineraryName(c)] ?? FALLBACK;
export const returnDateOf = (c: RawCruise): string => addCalendarDays(c.sails_on, c.nights);

/** Day by day: embark, ports and days at sea, and back (a river cruise calls somewhere every day and ends at its last port). */
export function itineraryOf(c: RawCruise): ItineraryDay[] {
  const { ports, region } = contentOf(c);
  const rng = createRng('cruise-itinerary', c.sailing_id);
  const river = region === 'rivers';
  const days: ItineraryDay[] = [{ day: 1, date: c.sails_on, port: c.port, atSea: false, depart: river ? '20:00' : '17:00' }];
  let next = rng.int(0, ports.length - 1);
  for (let d = 2; d <= c.nights; d += 1) {
    const atSea = !river && (d === 2 || rng.float(0, 1) < 0.3);
    const date = addCalendarDays(c.sails_on, d - 1);
    if (atSea) days.push({ day: d, date, port: 'At sea', atSea: true });
    else {
      days.push({ day: d, date, port: ports[next % ports.length]!, atSea: false, arrive: `0${rng.int(7, 9)}:00`, depart: `${rng.int(16, 19)}:00` });
      next += 1;
    }
  }
  const last = river ? ports[ports.length - 1]! : c.port;
  days.push({ day: c.nights + 1, date: returnDateOf(c), port: last, atSea: false, arrive: '07:00' });
  return days;
}

/** The ports a sailing calls at, in order, without its departure port or days at sea. */
export const portsOf = (c: RawCruise): string[] => [
  ...new Set(
    itineraryOf(c)
      .slice(1, -1)
      .filter((d) => !d.atSea)
      .map((d) => d.port),
  ),
];

export function shipFactsOf(c: RawCruise): ShipFacts {
  const rng = createRng('cruise-ship', c.line.id, c.ship);
  const river = contentOf(c).region === 'rivers';
  const passengers = river ? rng.int(150, 190) : rng.int(18, 68) * 100;
  return {
    name: c.ship,
    yearBuilt: rng.int(2008, 2025),
    grossTonnage: river ? rng.int(2, 3) * 1000 : Math.round(passengers * rng.float(30, 36)),
    passengers,
    crew: Math.round(passengers * rng.float(0.35, 0.45)),
    decks: river ? 3 : rng.int(12, 20),
  };
}

export const describeSailing = (c: RawCruise): string => {
  const { ports } = contentOf(c);
  return (
    `${c.nights} nights aboard ${c.ship} with ${c.line.name}, sailing from ${c.port}. ` +
    `Calls include ${ports.slice(0, 3).join(', ')}. Meals in the main dining rooms and buffet, entertainment and port taxes ` +
    'are included; drinks packages, specialty dining, shore excursions and gratuities are not.'
  );
};

/**
 * Cabins of each category on a sailing. The documented last-cabin case (decision 0052): on every
 * sailing whose id ends in '-1' the suite category has exactly ONE cabin, so tests can race for it
 * (`LAST_CABIN_CATEGORY` of `lastCabinSailing(...)`). Other categories have several.
 */
export const LAST_CABIN_CATEGORY: CabinCategory = 'suite';
export const isLastCabinSailing = (sailingId: string): boolean => sailingId.endsWith('-1');

export function cabinCapacity(sailingId: string, category: CabinCategory): number {
  if (category === LAST_CABIN_CATEGORY && isLastCabinSailing(sailingId)) return 1;
  const rng = createRng('cruise-cabins', sailingId, category);
  const ranges: Record<CabinCategory, [number, number]> = { inside: [8, 20], oceanView: [6, 16], balcony: [4, 12], suite: [2, 4] };
  const [min, max] = ranges[category];
  return rng.int(min, max);
}

export const cabinBucket = (sailingId: string, category: CabinCategory): string => `cruise:${sailingId}:${category}`;
export const occupancyOf = (category: CabinCategory): number => CABIN_OCCUPANCY[category];
export { CABIN_CATEGORIES };

/** Each category's fare over the inside fare (the deal's per-guest price). */
const CATEGORY_FACTOR: Readonly<Record<CabinCategory, number>> = { inside: 1, oceanView: 1.22, balcony: 1.55, suite: 2.6 };
/** Each guest type's share of an adult's fare: children sail at a reduced fare, infants pay port fees and a little. */
const TYPE_FACTOR: Readonly<Record<CruiseGuestType, number>> = { adult: 1, child: 0.65, infant: 0.2 };

const scale = (r: RawRate, f: number): RawRate => ({
  currency: 'USD',
  net_cents: Math.round(r.net_cents * f),
  tax_cents: Math.round(r.tax_cents * f),
  public_cents: Math.round(r.public_cents * f),
  suggested_cents: Math.round(r.suggested_cents * f),
});

/** One guest of the type's fare for the whole sailing in a cabin of the category. */
export const guestRate = (c: RawCruise, category: CabinCategory, type: CruiseGuestType): RawRate =>
  scale(c.rate, CATEGORY_FACTOR[category] * TYPE_FACTOR[type]);
