import { describe, expect, it } from 'vitest';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { readFlightView } from '../flight-urls.ts';
import { getFlightOffer } from './get-offer.ts';
import { searchFlights } from './search-flights.ts';

const page = { body: { data: { offers: [], page: 1, hasMore: false } } };

describe('flight search journey (spec §7 x-correlation-id)', () => {
  it('sends the search id with a re-sorted page and the details, and a new trip gets a new id', async () => {
    mockApi({ 'GET /flight-api/search': page, 'GET /flight-api/offers/OFF1': { body: { data: {} } } });
    const trip = 'from=LHR&to=CDG&depart=2030-05-01&adults=1&currency=USD';
    await searchFlights({ trip, view: readFlightView('') }, 1);
    await searchFlights({ trip, view: readFlightView('sort=duration') }, 2);
    await getFlightOffer('OFF1', trip);
    await searchFlights({ trip: trip.replace('CDG', 'JFK'), view: readFlightView('') }, 1);
    const [search, resorted, details, newTrip] = fetchCalls.map((c) => c.headers['x-correlation-id']);
    expect(search).toMatch(/^[\w.-]{8,100}$/);
    expect([resorted, details]).toEqual([search, search]);
    expect(newTrip).toMatch(/^[\w.-]{8,100}$/);
    expect(newTrip).not.toBe(search);
  });
});
