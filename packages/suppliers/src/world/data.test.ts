import { describe, expect, it } from 'vitest';
import { AIRLINES } from './airlines.ts';
import { CRUISE_SHIP_LINES } from './cruise-lines.ts';
import { airportByIata, airports, cities, countries, countryByCode } from './data.ts';
import { haversineKm, mainAirportNear, nearestCity } from './geo.ts';
import { RESORT_AREAS, RESORT_REGIONS } from './resort-regions.ts';

describe('world data', () => {
  it('has real countries with currencies and coordinates', () => {
    expect(countries().length).toBeGreaterThan(240);
    expect(countryByCode('FR')).toMatchObject({ name: 'France', currency: 'EUR', style: 'fr' });
    expect(countryByCode('JP')).toMatchObject({ currency: 'JPY', style: 'ja' });
    for (const c of countries()) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['Paris', 'FR'],
    ['London', 'GB'],
    ['New York', 'US'],
    ['Dubai', 'AE'],
    ['Tokyo', 'JP'],
    ['Stockholm', 'SE'],
    ['Oslo', 'NO'],
    ['Copenhagen', 'DK'],
    ['Berlin', 'DE'],
    ['Madrid', 'ES'],
    ['Lisbon', 'PT'],
    ['Mexico City', 'MX'],
    ['São Paulo', 'BR'],
    ['Cancún', 'MX'],
  ])('has %s (%s)', (name, countryCode) => {
    expect(cities().find((c) => c.name === name && c.countryCode === countryCode)).toBeDefined();
  });

  it('has a few thousand cities, most populous first, every one in a known country', () => {
    const list = cities();
    expect(list.length).toBeGreaterThan(3000);
    expect(list[0]?.population).toBeGreaterThan(list[list.length - 1]?.population ?? 0);
    expect(list.every((c) => countryByCode(c.countryCode))).toBe(true);
  });

  it('has commercial airports with unique IATA codes in known countries', () => {
    const codes = airports().map((a) => a.iata);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(airports().every((a) => countryByCode(a.countryCode))).toBe(true);
    expect(airportByIata('cdg')).toMatchObject({ city: 'Paris', countryCode: 'FR' });
    expect(airportByIata('TXL')).toBeUndefined(); // closed
  });

  it('has distinct airlines, cruise lines and resort areas under known regions', () => {
    expect(new Set(AIRLINES.map((a) => a.iata)).size).toBe(AIRLINES.length);
    expect(AIRLINES.every((a) => airportByIata(a.hub))).toBe(true);
    expect(new Set(CRUISE_SHIP_LINES.map((l) => l.id)).size).toBe(CRUISE_SHIP_LINES.length);
    expect(RESORT_AREAS.every((a) => RESORT_REGIONS.some((r) => r.id === a.parent_id) && countryByCode(a.countryCode))).toBe(true);
  });
});

describe('geography', () => {
  it.each([
    [48.8566, 2.3522, 48.8566, 2.3522, 0],
    [51.5074, -0.1278, 48.8566, 2.3522, 344],
    [40.7128, -74.006, 51.5074, -0.1278, 5570],
  ])('(%d, %d) to (%d, %d) is about %i km', (lat1, lng1, lat2, lng2, km) => {
    expect(haversineKm(lat1, lng1, lat2, lng2)).toBeCloseTo(km, -1);
  });

  it('finds the nearest city and the main airport near a point', () => {
    expect(nearestCity(48.87, 2.33, 30)?.name).toBe('Paris');
    expect(nearestCity(30, -40, 100)).toBeUndefined();
    expect(mainAirportNear(48.8566, 2.3522, 60)?.iata).toBe('CDG');
  });

  it('answers as a scan of every city and airport would, nearest or busiest first, the first listed among equals', () => {
    // The lookups search a latitude band of a sorted index; a plain scan in list order is the rule.
    const scan = <T extends { latitude: number; longitude: number }>(
      items: readonly T[],
      lat: number,
      lng: number,
      maxKm: number,
      better?: (a: T, b: T) => boolean,
    ) => {
      let best: T | undefined;
      let bestKm = Infinity;
      for (const item of items) {
        const km = haversineKm(lat, lng, item.latitude, item.longitude);
        if (km <= maxKm && (best === undefined || (better ? better(item, best) : km < bestKm))) [best, bestKm] = [item, km];
      }
      return best;
    };
    const busier = (a: { weight: number }, b: { weight: number }) => a.weight > b.weight;
    // Points on and between places (where ties and band edges are), and around the globe.
    const points = [
      ...cities()
        .filter((_, i) => i % 20 === 0)
        .map((c) => [c.latitude, c.longitude + 0.05] as const),
      ...airports()
        .filter((_, i) => i % 20 === 0)
        .map((a) => [a.latitude - 0.3, a.longitude] as const),
      ...Array.from({ length: 200 }, (_, i) => [((i * 37) % 170) - 85, ((i * 91) % 360) - 180] as const),
    ];
    let found = 0;
    for (const [lat, lng] of points) {
      for (const km of [35, 60]) {
        const city = nearestCity(lat, lng, km);
        expect(city).toBe(scan(cities(), lat, lng, km));
        expect(mainAirportNear(lat, lng, km)).toBe(scan(airports(), lat, lng, km, busier));
        if (city) found += 1;
      }
    }
    expect(found).toBeGreaterThan(points.length / 2);
  });
});
