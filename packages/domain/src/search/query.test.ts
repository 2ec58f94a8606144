import { describe, expect, it } from 'vitest';
import type { ServiceKey } from '../booking/products.ts';
import {
  defaultActivitySearch,
  defaultCarSearch,
  defaultCruiseSearch,
  defaultFlightSearch,
  defaultHotelSearch,
  defaultResortSearch,
  fromSearchQuery,
  searchPath,
  searchUrl,
  toSearchQuery,
  type SearchValuesByService,
} from './index.ts';

const paris = { label: 'Paris, Île-de-France, France', latitude: 48.8566, longitude: 2.3522, countryCode: 'FR' };
const heathrow = { label: 'Heathrow (LHR), London, United Kingdom', latitude: 51.47, longitude: -0.4543, countryCode: 'GB' };

const examples: { [S in ServiceKey]: SearchValuesByService[S] } = {
  hotels: {
    destination: paris,
    checkin: '2027-02-21',
    checkout: '2027-02-24',
    rooms: [
      { adults: 2, childAges: [5, 7] },
      { adults: 1, childAges: [] },
    ],
  },
  flights: {
    tripType: 'roundtrip',
    from: { iata: 'CDG', label: 'Charles de Gaulle (CDG), Paris, France' },
    to: { iata: 'JFK', label: 'John F Kennedy (JFK), New York, United States' },
    departDate: '2027-02-21',
    returnDate: '2027-03-01',
    legs: [],
    cabin: 'business',
    adults: 2,
    children: 1,
    infants: 1,
  },
  cars: {
    pickup: heathrow,
    differentDropoff: true,
    dropoff: paris,
    pickupDate: '2027-02-21',
    pickupTime: '09:30',
    dropoffDate: '2027-02-25',
    dropoffTime: '18:00',
    driverAge: 31,
    residence: 'GB',
  },
  activities: { destination: paris, startDate: '2027-02-21', endDate: '2027-02-21' },
  cruise: { shipLine: 'royal-caribbean', month: '2027-06', adults: 2, children: 1, infants: 0 },
  resorts: { place: { label: 'Bali, Asia Pacific', regionId: 3, subregionId: 12 }, checkin: '2027-02-21', checkout: '2027-02-28', adults: 2, children: 2 },
};

const defaults: { [S in ServiceKey]: SearchValuesByService[S] } = {
  hotels: defaultHotelSearch(),
  flights: defaultFlightSearch(),
  cars: defaultCarSearch(),
  activities: defaultActivitySearch(),
  cruise: defaultCruiseSearch(),
  resorts: defaultResortSearch(),
};

const services = Object.keys(examples) as ServiceKey[];

describe('toSearchQuery / fromSearchQuery', () => {
  it.each(services)('%s survives the round trip', (service) => {
    const query = toSearchQuery(service, examples[service]);
    expect(fromSearchQuery(service, query)).toEqual(examples[service]);
    expect(fromSearchQuery(service, new URLSearchParams(query))).toEqual(examples[service]);
  });

  it.each(services)('%s reads an empty query as the defaults', (service) => {
    expect(fromSearchQuery(service, '')).toEqual(defaults[service]);
  });

  it.each(services)('%s never throws on garbage', (service) => {
    const garbage =
      'lat=abc&long=999&checkin_date=2027-02-30&occupancies=zz_-_9999&adults=-4&children=x&infants=1e9&trip=sideways&cabin=luxury&month=2027-13&driver_age=7&region_id=-1&from=12&to=%00&pickup_time=25:00&start_date=tomorrow';
    expect(() => fromSearchQuery(service, garbage)).not.toThrow();
    expect(fromSearchQuery(service, `${garbage}&%E0%A4%A=1`)).toBeTypeOf('object');
  });

  it('names the hotel parameters as spec §3 does', () => {
    const params = new URLSearchParams(toSearchQuery('hotels', examples.hotels));
    expect([...params.keys()]).toEqual(['destination', 'lat', 'long', 'country', 'checkin_date', 'checkout_date', 'occupancies']);
    expect(params.get('occupancies')).toBe('2-5-7_1');
  });

  it('leaves the drop-off out when the car returns where it was picked up', () => {
    const query = toSearchQuery('cars', { ...examples.cars, differentDropoff: false });
    expect(query).not.toContain('dropoff=');
    expect(fromSearchQuery('cars', query)).toMatchObject({ differentDropoff: false, dropoff: null });
  });

  it('drops the return date of a one-way trip', () => {
    const query = toSearchQuery('flights', { ...examples.flights, tripType: 'oneway' });
    expect(new URLSearchParams(query).has('return_date')).toBe(false);
  });
});

describe('fallbacks of single parameters', () => {
  it.each<[string, ServiceKey, string, Record<string, unknown>]>([
    ['a stay over 60 days is capped', 'hotels', 'checkin_date=2027-01-01&checkout_date=2027-06-01', { checkin: '2027-01-01', checkout: '2027-03-02' }],
    ['a checkout before checkin is dropped', 'hotels', 'checkin_date=2027-01-10&checkout_date=2027-01-01', { checkin: '2027-01-10', checkout: null }],
    ['a place without coordinates is no place', 'hotels', 'destination=Paris', { destination: null }],
    [
      'a lowercase country is read',
      'hotels',
      'destination=Paris&lat=48.85&long=2.35&country=fr',
      { destination: { label: 'Paris', latitude: 48.85, longitude: 2.35, countryCode: 'FR' } },
    ],
    [
      'a bad country is left out',
      'hotels',
      'destination=Paris&lat=48.85&long=2.35&country=France',
      { destination: { label: 'Paris', latitude: 48.85, longitude: 2.35, countryCode: null } },
    ],
    ['an unknown trip type is a round trip', 'flights', 'trip=sideways', { tripType: 'roundtrip' }],
    ['a lowercase IATA code is read', 'flights', 'from=cdg', { from: { iata: 'CDG', label: 'CDG' } }],
    ['a return before departure is dropped', 'flights', 'depart_date=2027-03-01&return_date=2027-02-01', { returnDate: null }],
    ['flight guests are clamped', 'flights', 'adults=0&children=20&infants=5', { adults: 1, children: 8, infants: 5 }],
    ['a driver too young gets the default age', 'cars', 'driver_age=12', { driverAge: 25 }],
    ['a bad time gets the default', 'cars', 'pickup_time=25:00', { pickupTime: '10:00' }],
    ['an impossible month is dropped', 'cruise', 'month=2027-13', { month: null }],
    ['a resort without a region is no place', 'resorts', 'place=Bali', { place: null }],
  ])('%s', (_label, service, query, expected) => {
    expect(fromSearchQuery(service, query)).toMatchObject(expected);
  });
});

describe('searchPath', () => {
  const v1 = { enableHotelsV2: false, enableFlightsV2: false };
  const v2 = { enableHotelsV2: true, enableFlightsV2: true };
  it.each<[ServiceKey, typeof v1, string]>([
    ['hotels', v1, '/booknow/hotels/search'],
    ['hotels', v2, '/booknow/hotels/v2/search'],
    ['flights', v1, '/booknow/flights/search'],
    ['flights', v2, '/booknow/flights/v2/search'],
    ['cars', v2, '/booknow/cars/search'],
    ['activities', v2, '/booknow/activities/search'],
    ['cruise', v2, '/booknow/cruise/search'],
    ['resorts', v2, '/booknow/resort/search'],
  ])('%s with %j → %s', (service, flags, path) => expect(searchPath(service, flags)).toBe(path));

  it('joins path and query', () => {
    expect(searchUrl('cruise', defaultCruiseSearch(), { enableHotelsV2: false, enableFlightsV2: false })).toBe(
      '/booknow/cruise/search?adults=2&children=0&infants=0',
    );
  });
});
