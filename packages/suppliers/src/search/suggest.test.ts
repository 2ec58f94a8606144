import { describe, expect, it } from 'vitest';
import { placeSuggestionSchema } from '@tripfront/domain/inventory';
import { nearestAirports, suggestAirports, suggestCarLocations, suggestCities, suggestCountries, suggestResortAreas } from './suggest.ts';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('city suggestions (hotel locations, activity destinations)', () => {
  it.each([
    ['par', 'Paris, France'],
    ['sao', 'São Paulo, Brazil'],
    ['SÃO PAU', 'São Paulo, Brazil'],
    ['lon', 'London, United Kingdom'],
    ['new y', 'New York, NY, United States'],
    ['nyc', 'New York, NY, United States'],
    ['dub', 'Dubai, United Arab Emirates'],
    ['tok', 'Tokyo, Japan'],
    ['stockh', 'Stockholm, Sweden'],
    ['osl', 'Oslo, Norway'],
    ['copenh', 'Copenhagen, Denmark'],
    ['kobenhavn', 'Copenhagen, Denmark'],
    ['berl', 'Berlin, Germany'],
    ['madr', 'Madrid, Spain'], // not Chennai, once Madras
    ['lisboa', 'Lisbon, Portugal'],
    ['mexico c', 'Mexico City, Mexico'],
    ['cancun', 'Cancún, Mexico'],
    ['reykjavik', 'Reykjavík, Iceland'],
    ['zurich', 'Zürich, Switzerland'],
  ])('%s → %s first', (query, expected) => {
    expect(suggestCities(query)[0]?.label).toBe(expected);
  });

  it('ranks by population among matches', () => {
    const paris = suggestCities('par');
    expect(paris).toHaveLength(10);
    expect(paris.slice(0, 2).map((p) => p.name)).toEqual(['Paris', 'Parbhani']);
  });

  it('answers places the domain schema accepts, with coordinates and a country', () => {
    const [paris] = suggestCities('paris', 1);
    expect(placeSuggestionSchema.parse(paris)).toEqual(paris);
    expect(paris).toMatchObject({ id: 'city:2988507', kind: 'city', countryCode: 'FR' });
    expect(paris?.latitude).toBeCloseTo(48.85, 1);
  });

  it.each(['', '   ', 'qqqqzz', '!!!'])('answers nothing for %j', (query) => {
    expect(suggestCities(query)).toEqual([]);
  });

  it('honours the limit', () => {
    expect(suggestCities('s', 3)).toHaveLength(3);
    expect(suggestCities('s', 500)).toHaveLength(50);
  });
});

describe('airport suggestions', () => {
  it.each([
    ['cdg', 'Charles de Gaulle (CDG), Paris, France'],
    ['LHR', 'Heathrow (LHR), London, United Kingdom'],
    ['lon', 'Heathrow (LHR), London, United Kingdom'],
    ['heathrow', 'Heathrow (LHR), London, United Kingdom'],
    ['par', 'Charles de Gaulle (CDG), Paris, France'],
    ['dub', 'Dublin (DUB), Dublin, Ireland'],
    ['dubai', 'Dubai International (DXB), Dubai, United Arab Emirates'],
    ['cancun', 'Cancun International (CUN), Cancun, Mexico'],
  ])('%s → %s first', (query, expected) => {
    expect(suggestAirports(query)[0]?.label).toBe(expected);
  });

  it('lists airports only: no railway stations, heliports or city groupings', () => {
    const names = [...suggestAirports('london'), ...suggestAirports('paris'), ...suggestAirports('new york')].map((a) => a.name);
    expect(names.filter((n) => /station|railway|heliport|all airports/i.test(n))).toEqual([]);
    expect(
      suggestAirports('lon')
        .slice(0, 3)
        .map((a) => a.iata),
    ).toEqual(['LHR', 'LGW', 'STN']);
  });
});

describe('car locations', () => {
  it('mixes cities and airports, city first', () => {
    const mia = suggestCarLocations('miami', 4);
    expect(mia.map((m) => m.kind)).toEqual(['city', 'airport', 'city', 'airport']);
    expect(mia[0]?.label).toBe('Miami, FL, United States');
    expect(mia[1]?.iata).toBe('MIA');
  });
});

describe('country suggestions', () => {
  it.each([
    ['united', ['United Arab Emirates', 'United Kingdom', 'United States']],
    ['us', ['United States']],
    ['swe', ['Sweden']],
    ['ivo', ['Ivory Coast']],
  ])('%s → %j first', (query, expected) => {
    expect(labels(suggestCountries(query)).slice(0, expected.length)).toEqual(expected);
  });
});

describe('resort areas', () => {
  it('finds regions and subregions by any word, region first', () => {
    expect(labels(suggestResortAreas('carib', 3))).toEqual(['Caribbean']);
    expect(suggestResortAreas('cancun')[0]).toMatchObject({ kind: 'subregion', name: 'Cancún and Riviera Maya', parentId: 1 });
    expect(suggestResortAreas('maya')[0]?.name).toBe('Cancún and Riviera Maya');
  });
});

describe('nearest airports (spec §2 airportLat/airportLong)', () => {
  it('lists the airports near a point, nearest first, and none in the middle of an ocean', () => {
    const paris = nearestAirports(48.8566, 2.3522);
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.slice(0, 2).map((a) => a.iata)).toEqual(['ORY', 'CDG']);
    expect(paris.every((a) => a.kind === 'airport' && placeSuggestionSchema.safeParse(a).success)).toBe(true);
    const london = nearestAirports(51.47, -0.4543);
    expect(london[0]?.iata).toBe('LHR');
    expect(nearestAirports(-40, -30)).toEqual([]);
  });
});
