import { describe, expect, it } from 'vitest';
import { airportByIata } from '../world/data.ts';
import { itinerariesOn, routeTemplates, utcOf, type Itinerary } from './flight-network.ts';

const ROUTES: [string, string][] = [
  ['LHR', 'JFK'],
  ['JFK', 'LHR'],
  ['LHR', 'SYD'],
  ['CDG', 'FCO'],
  ['BOS', 'DEN'],
  ['GRU', 'LIS'],
  ['NRT', 'SIN'],
  ['ORD', 'CLT'],
];
const all = (date: string): Itinerary[] => ROUTES.flatMap(([a, b]) => itinerariesOn(a, b, date));

describe('the sandbox flight network', () => {
  it('has flights on busy routes, both ways with the same airlines', () => {
    for (const [a, b] of ROUTES) expect(routeTemplates(a, b).length, `${a}-${b}`).toBeGreaterThan(2);
    const owners = (a: string, b: string) => new Set(routeTemplates(a, b).map((r) => r.owner.iata));
    expect(owners('LHR', 'JFK')).toEqual(owners('JFK', 'LHR'));
    // The airlines based at either end fly it.
    expect([...owners('LHR', 'JFK')]).toEqual(expect.arrayContaining(['BA', 'VS', 'DL', 'B6']));
  });

  it('flies nothing between one airport and itself, next-door airports or unknown codes', () => {
    expect(routeTemplates('LHR', 'LHR')).toEqual([]);
    expect(routeTemplates('LHR', 'LGW')).toEqual([]);
    expect(routeTemplates('LHR', 'QQQ')).toEqual([]);
  });

  it('keeps the timetable every day and only moves the dates', () => {
    const monday = itinerariesOn('LHR', 'JFK', '2027-01-11');
    const friday = itinerariesOn('LHR', 'JFK', '2027-01-15');
    expect(friday.map((i) => i.id)).toEqual(monday.map((i) => i.id));
    expect(friday.map((i) => i.segments[0]?.departAt.slice(11))).toEqual(monday.map((i) => i.segments[0]?.departAt.slice(11)));
  });

  it('gives local times that agree with each airport’s UTC offset and the flying time', () => {
    for (const it of all('2027-03-02')) {
      for (const s of it.segments) {
        expect(utcOf(s.departAt, s.from)).toBe(s.departUtc);
        expect(utcOf(s.arriveAt, s.to)).toBe(s.arriveUtc);
        expect(s.arriveUtc - s.departUtc).toBe(s.minutes * 60_000);
        // Roughly jet speed plus taxi: 500–900 km/h block speed on anything but short hops.
        if (s.km > 1500) expect(s.km / (s.minutes / 60)).toBeGreaterThan(500);
        expect(s.km / (s.minutes / 60)).toBeLessThan(900);
      }
      expect(it.minutes * 60_000).toBe(it.arriveUtc - it.departUtc);
    }
  });

  it('connects through a hub of the owner (or a partner) with a sensible connection', () => {
    const connections = all('2027-03-02').filter((it) => it.segments.length === 2);
    expect(connections.length).toBeGreaterThan(5);
    for (const it of connections) {
      const [first, second] = it.segments as [Itinerary['segments'][0], Itinerary['segments'][0]];
      expect(first.to.iata).toBe(second.from.iata);
      const wait = (second.departUtc - first.arriveUtc) / 60_000;
      expect(wait).toBeGreaterThanOrEqual(50);
      expect(wait).toBeLessThanOrEqual(240);
      // A detour, not a tour: the two legs are at most about twice the direct distance.
      expect(first.km + second.km).toBeLessThan(it.routeKm * 2.3);
    }
  });

  it('sells partners’ flights under its own numbers (codeshares), and names aircraft by distance', () => {
    const segments = ROUTES.flatMap(([a, b]) => itinerariesOn(a, b, '2027-03-02')).flatMap((it) => it.segments);
    const codeshares = segments.filter((s) => s.operating.iata !== s.marketing.iata);
    expect(codeshares.length).toBeGreaterThan(0);
    for (const s of segments) {
      expect(s.flightNumber).toMatch(new RegExp(`^${s.marketing.iata}\\d{1,4}$`));
      if (s.km > 5000) expect(s.aircraft).toMatch(/787|A350|777|A330|A380/);
      if (s.km < 1500) expect(s.aircraft).not.toMatch(/787|A350|777|A330|A380/);
    }
    // London to Sydney is too far non-stop: everyone stops once.
    expect(itinerariesOn('LHR', 'SYD', '2027-03-02').every((it) => it.segments.length === 2)).toBe(true);
    expect(airportByIata('SYD')?.utcOffsetHours).toBe(10);
  });
});
