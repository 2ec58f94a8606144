import { addCalendarDays } from '@tripfront/domain/calendar';
import { createRng } from '../prng.ts';
import { CRUISE_ITINERARIES, CRUISE_SHIP_LINES } from '../world/cruise-lines.ts';
import { sandboxRate } from './price-model.ts';
import type { RawCruise } from './raw-types.ts';

const RIVER_ITINERARIES = [
  { name: 'Rhine Getaway, Basel to Amsterdam', port: 'Basel, Switzerland', nights: [7] },
  { name: 'Danube Waltz, Passau to Budapest', port: 'Passau, Germany', nights: [7] },
  { name: 'Lyon and Provence', port: 'Lyon, France', nights: [7] },
] as const;
/** USD per guest per night in a shared inside cabin, by line. */
const LINE_LEVEL: Readonly<Record<string, number>> = {
  carnival: 95,
  msc: 90,
  costa: 90,
  norwegian: 120,
  'royal-caribbean': 125,
  princess: 130,
  'holland-america': 135,
  celebrity: 150,
  disney: 230,
  cunard: 180,
  'virgin-voyages': 170,
  oceania: 260,
  viking: 420,
  silversea: 650,
};

/** Sailings in a month (YYYY-MM), optionally of one line; ordered by date then line. */
export function generateCruises(departMonth: string, shipLineId?: string): RawCruise[] {
  const lines = CRUISE_SHIP_LINES.filter((l) => shipLineId === undefined || l.id === shipLineId);
  const daysInMonth = new Date(Date.UTC(Number(departMonth.slice(0, 4)), Number(departMonth.slice(5, 7)), 0)).getUTCDate();
  return lines
    .flatMap((line) => {
      const rng = createRng('cruises', line.id, departMonth);
      const itineraries = line.id === 'viking' ? RIVER_ITINERARIES : CRUISE_ITINERARIES;
      return Array.from({ length: shipLineId ? 6 : 2 }, (_, i): RawCruise => {
        const itinerary = rng.pick(itineraries);
        const nights = rng.pick(itinerary.nights);
        const sailsOn = addCalendarDays(`${departMonth}-01`, rng.int(0, daysInMonth - 1));
        return {
          sailing_id: `sbx-s-${line.id}-${sailsOn.replace(/-/g, '')}-${i + 1}`,
          line: { id: line.id, name: line.name },
          ship: rng.pick(line.ships),
          itinerary: `${nights}-Night ${itinerary.name}`,
          port: itinerary.port,
          sails_on: sailsOn,
          nights,
          rate: sandboxRate(rng, (LINE_LEVEL[line.id] ?? 120) * nights * rng.float(0.85, 1.25) * 100, 0.14),
        };
      });
    })
    .sort((a, b) => a.sails_on.localeCompare(b.sails_on) || a.sailing_id.localeCompare(b.sailing_id));
}
