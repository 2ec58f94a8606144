import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '../inventory.ts';
import type { ServiceKey } from '../booking/products.ts';
import { plainSearchOutcome, plainSearchParams, plainSearchPath, typedPlaces } from './plain-search.ts';

const ctx = { today: '2027-02-01', restriction: { hotel: false, activities: false, car: false } };
const flags = { enableHotelsV2: false, enableFlightsV2: false };
const paris: PlaceSuggestion = {
  id: 'city:2988507',
  kind: 'city',
  name: 'Paris',
  label: 'Paris, France',
  countryCode: 'FR',
  latitude: 48.8566,
  longitude: 2.3522,
};
const heathrow: PlaceSuggestion = {
  id: 'airport:LHR',
  kind: 'airport',
  name: 'Heathrow',
  label: 'Heathrow (LHR), London, United Kingdom',
  countryCode: 'GB',
  latitude: 51.47,
  longitude: -0.4543,
  iata: 'LHR',
};

/** What the browser sends, looked up with `found`, and where it leads. */
function submit(service: ServiceKey, query: string, found: Record<string, PlaceSuggestion | null>, overrides: Partial<typeof flags> = {}) {
  const sent = new URLSearchParams(query);
  const typed = typedPlaces(service, sent);
  const params = plainSearchParams(service, sent, new Map(Object.entries(found)));
  const unresolved = typed.filter((t) => !found[t.param]);
  return plainSearchOutcome(service, params, unresolved, ctx, { ...flags, ...overrides });
}

describe('a search form sent by the browser', () => {
  it('posts to /search/{service}', () => {
    expect(plainSearchPath('hotels')).toBe('/search/hotels');
    expect(plainSearchPath('resorts')).toBe('/search/resorts');
  });

  it.each<[string, ServiceKey, string, string[]]>([
    ['a typed hotel destination', 'hotels', 'destination=Par&checkin_date=2027-02-10', ['destination']],
    ['a picked one (it has coordinates)', 'hotels', 'destination=Paris&lat=48.85&long=2.35', []],
    ['an empty field', 'hotels', 'destination=+&checkin_date=2027-02-10', []],
    ['typed airports', 'flights', 'from=London&to=Paris', ['from', 'to']],
    ['a picked airport (it has its label)', 'flights', 'from=LHR&from_label=Heathrow&to=Paris', ['to']],
    ['a car pick-up', 'cars', 'pickup=Nice', ['pickup']],
    ['a resort area', 'resorts', 'place=Cancun', ['place']],
    ['cruise has no place', 'cruise', 'ship_line=&month=2027-03', []],
  ])('looks up %s', (_, service, query, expected) => {
    expect(typedPlaces(service, new URLSearchParams(query)).map((t) => t.param)).toEqual(expected);
  });

  it('a found hotel destination and good dates open the results page', () => {
    const outcome = submit('hotels', 'destination=par&checkin_date=2027-02-10&checkout_date=2027-02-12', { destination: paris });
    expect(outcome).toEqual({
      ok: true,
      url: '/booknow/hotels/search?destination=Paris%2C+France&lat=48.8566&long=2.3522&country=FR&checkin_date=2027-02-10&checkout_date=2027-02-12&occupancies=2',
    });
  });

  it('follows the agency v2 flag as the form does', () => {
    const outcome = submit('hotels', 'destination=par&checkin_date=2027-02-10&checkout_date=2027-02-12', { destination: paris }, { enableHotelsV2: true });
    expect(outcome.ok && outcome.url.startsWith('/booknow/hotels/v2/search?')).toBe(true);
  });

  it('an unknown place goes back to the form with everything typed', () => {
    const outcome = submit('hotels', 'destination=Xyzzy&checkin_date=2027-02-10&checkout_date=2027-02-12', { destination: null });
    expect(outcome.ok).toBe(false);
    const url = new URL(outcome.url, 'https://x.example');
    expect(url.pathname).toBe('/booknow/hotels');
    expect(url.searchParams.get('destination')).toBe('Xyzzy');
    expect(url.searchParams.get('checkin_date')).toBe('2027-02-10');
    expect(url.searchParams.get('checkout_date')).toBe('2027-02-12');
    expect(outcome.ok === false && outcome.unresolved).toEqual(['destination']);
  });

  it('a day in the past goes back to the form, the place found and the dates kept', () => {
    const outcome = submit('hotels', 'destination=par&checkin_date=2020-01-01&checkout_date=2020-01-03', { destination: paris });
    expect(outcome.ok).toBe(false);
    const url = new URL(outcome.url, 'https://x.example');
    expect(url.searchParams.get('lat')).toBe('48.8566');
    expect(url.searchParams.get('checkin_date')).toBe('2020-01-01');
  });

  it('missing dates go back to the form', () => {
    expect(submit('hotels', 'destination=par', { destination: paris }).ok).toBe(false);
  });

  it('airports take their code and label; the trip type radio is read by its field name', () => {
    const outcome = submit('flights', 'tripType=oneway&from=lon&to=par&depart_date=2027-02-10&cabin=business', {
      from: heathrow,
      to: { ...heathrow, id: 'airport:CDG', iata: 'CDG', label: 'Charles de Gaulle (CDG), Paris, France' },
    });
    expect(outcome.ok).toBe(true);
    const url = new URL(outcome.url, 'https://x.example');
    expect(url.pathname).toBe('/booknow/flights/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ trip: 'oneway', from: 'LHR', to: 'CDG', depart_date: '2027-02-10', cabin: 'business' });
  });

  it('never throws on nonsense', () => {
    for (const service of ['hotels', 'flights', 'cars', 'activities', 'cruise', 'resorts'] as const) {
      expect(() => submit(service, 'checkin_date=9999-99-99&occupancies=%%%&adults=-4&month=x', {})).not.toThrow();
    }
  });
});
