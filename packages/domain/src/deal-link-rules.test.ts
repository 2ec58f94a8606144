import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './booking/products.ts';
import { pastedDealLinkTarget } from './navigation/deal-link.ts';
import { agentMarkupCap, dealLinkExpired, dealLinkExpiresAt, dealLinkLastDay, dealLinkTargetAllowed } from './proposals.ts';
import {
  defaultActivitySearch,
  defaultCarSearch,
  defaultCruiseSearch,
  defaultFlightSearch,
  defaultHotelSearch,
  defaultResortSearch,
  searchUrl,
} from './search/index.ts';

// The deal link rules of proposals.ts (decision 0118).

describe('dealLinkExpiresAt', () => {
  it('ends the day once it has ended everywhere (12:00 UTC the next day)', () => {
    expect(dealLinkExpiresAt('2027-03-31').toISOString()).toBe('2027-04-01T12:00:00.000Z');
    expect(dealLinkExpiresAt('2027-12-31').toISOString()).toBe('2028-01-01T12:00:00.000Z');
  });
  it('gives back the day chosen', () => {
    for (const day of ['2027-03-31', '2027-12-31', '2028-02-29']) expect(dealLinkLastDay(dealLinkExpiresAt(day))).toBe(day);
    expect(dealLinkLastDay('2027-04-01T12:00:00.000Z')).toBe('2027-03-31');
  });
});

describe('dealLinkExpired', () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it.each([
    [{ expiresAt: null, archivedAt: null }, false],
    [{ expiresAt: '2027-03-01T10:00:01Z', archivedAt: null }, false],
    [{ expiresAt: '2027-03-01T10:00:00Z', archivedAt: null }, true],
    [{ expiresAt: null, archivedAt: '2027-02-01T00:00:00Z' }, true],
  ])('%j → %s', (link, expired) => expect(dealLinkExpired(link, now)).toBe(expired));
});

describe('dealLinkTargetAllowed', () => {
  it.each([
    ['/booknow/hotels/v2/search?destination=Paris', true],
    ['/hotel-details?id=1', true],
    ['/about', false],
    ['https://elsewhere.example/booknow/hotels', false],
    ['/booknow/hotels?next=https://elsewhere.example', false],
    ['/booknow/hotels/ search', false],
    ['/booknow/\\elsewhere', false],
  ])('%s → %s', (target, allowed) => expect(dealLinkTargetAllowed(target)).toBe(allowed));
});

describe('agentMarkupCap', () => {
  it("is the agency's cap, else 20%", () => {
    expect(agentMarkupCap({})).toBe(2000);
    expect(agentMarkupCap({ maxAgentMarkupBasisPoints: 500 })).toBe(500);
    expect(agentMarkupCap({ maxAgentMarkupBasisPoints: 0 })).toBe(0);
  });
});

describe('dealLinkTargetAllowed takes every search the forms make', () => {
  const paris = { label: 'Paris, Île-de-France, France', latitude: 48.8566, longitude: 2.3522, countryCode: 'FR' };
  const cdg = { iata: 'CDG', label: 'Paris Charles de Gaulle Airport (CDG), Paris' };
  const jfk = { iata: 'JFK', label: "John F. Kennedy Int'l (JFK), New York & NJ" };
  // Names as a supplier may give them in Arabic: each letter is six characters once encoded.
  const arabic = (iata: string) => ({ iata, label: `مطار شارل ديغول الدولي في باريس العاصمة الفرنسية (${iata})، فرنسا` });
  const legs = ['CDG', 'JFK', 'LHR', 'DXB', 'SIN', 'SYD'];
  const longest = {
    hotels: {
      ...defaultHotelSearch(),
      destination: paris,
      checkin: '2027-04-01',
      checkout: '2027-04-05',
      rooms: Array.from({ length: 9 }, () => ({ adults: 4, childAges: [0, 5, 11, 17] })),
    },
    flights: {
      ...defaultFlightSearch(),
      tripType: 'multicity' as const,
      legs: legs.slice(1).map((to, i) => ({ from: arabic(legs[i]!), to: arabic(to), date: `2027-04-0${i + 1}` })),
      adults: 9,
      children: 9,
      infants: 9,
    },
  };
  const flags = [
    { enableHotelsV2: false, enableFlightsV2: false },
    { enableHotelsV2: true, enableFlightsV2: true },
  ];
  const searches: Array<[string, string]> = flags.flatMap((f) => [
    ['hotel', searchUrl('hotels', { ...defaultHotelSearch(), destination: paris, checkin: '2027-04-01', checkout: '2027-04-05' }, f)],
    ['hotel, nine full rooms', searchUrl('hotels', longest.hotels, f)],
    ['flight', searchUrl('flights', { ...defaultFlightSearch(), from: cdg, to: jfk, departDate: '2027-04-01', returnDate: '2027-04-08' }, f)],
    ['flight, five legs named in Arabic', searchUrl('flights', longest.flights, f)],
    [
      'car returned elsewhere',
      searchUrl(
        'cars',
        {
          ...defaultCarSearch(),
          pickup: paris,
          differentDropoff: true,
          dropoff: { ...paris, label: 'Nice' },
          pickupDate: '2027-04-01',
          dropoffDate: '2027-04-03',
        },
        f,
      ),
    ],
    ['activity', searchUrl('activities', { ...defaultActivitySearch(), destination: paris, startDate: '2027-04-01', endDate: '2027-04-02' }, f)],
    ['cruise', searchUrl('cruise', { ...defaultCruiseSearch(), shipLine: 'carnival', month: '2027-05' }, f)],
    [
      'resort',
      searchUrl(
        'resorts',
        { ...defaultResortSearch(), place: { label: 'Bali, Asia Pacific', regionId: 3, subregionId: 7 }, checkin: '2027-04-01', checkout: '2027-04-05' },
        f,
      ),
    ],
  ]);

  it.each(searches)('%s', (_, target) => expect(dealLinkTargetAllowed(target)).toBe(true));

  it('covers every product, and the longest of them', () => {
    const products = new Set(searches.map(([, target]) => pastedDealLinkTarget(target, 'agency.example')?.product));
    expect([...products].sort()).toEqual([...PRODUCTS].sort());
    expect(Math.max(...searches.map(([, target]) => target.length))).toBeGreaterThan(3000);
  });
});
