import { describe, expect, it, vi } from 'vitest';
import { fetchCalls, mockApi } from '../test/mock-api.ts';
import { productRequest } from './correlation-id.ts';

const ok = { body: { data: {} } };
const correlationIds = () => fetchCalls.map((c) => c.headers['x-correlation-id']);

describe('x-correlation-id (spec §7): one per search journey, on product calls (productRequest)', () => {
  it('carries the search id through its pages and details, and a new search gets a new one', async () => {
    mockApi({ 'GET /flight-api/search': ok, 'GET /flight-api/offers/OFF1': ok, 'GET /flight-api/offers/OFF2': ok });
    await productRequest('/flight-api/search?from=LHR&to=CDG&page=1', { searchKey: 'from=LHR&to=CDG' });
    await productRequest('/flight-api/search?from=LHR&to=CDG&page=2&sort=duration', { searchKey: 'from=LHR&to=CDG' });
    await productRequest('/flight-api/offers/OFF1?from=LHR&to=CDG');
    await productRequest('/flight-api/search?from=LHR&to=JFK&page=1', { searchKey: 'from=LHR&to=JFK' });
    await productRequest('/flight-api/offers/OFF2?from=LHR&to=JFK');
    const [search, page2, details, newSearch, newDetails] = correlationIds();
    expect(search).toMatch(/^[\w.-]{8,100}$/);
    expect([page2, details]).toEqual([search, search]);
    expect(newSearch).toMatch(/^[\w.-]{8,100}$/);
    expect(newSearch).not.toBe(search);
    expect(newDetails).toBe(newSearch);
  });

  it('keeps a journey per product, and sends none to the other APIs', async () => {
    mockApi({ 'GET /hotel-api/search': ok, 'GET /hotel-api/properties/P1': ok, 'GET /resort-api/properties/availability': ok, 'GET /api/bookings/R1': ok });
    await productRequest('/hotel-api/search?lat=1', { searchKey: 'paris' });
    await productRequest('/resort-api/properties/availability?region_id=1', { searchKey: 'bali' });
    await productRequest('/hotel-api/properties/P1');
    await productRequest('/api/bookings/R1');
    const [hotelSearch, resortSearch, hotelDetails, booking] = correlationIds();
    expect(hotelDetails).toBe(hotelSearch);
    expect(resortSearch).not.toBe(hotelSearch);
    expect(booking).toBeUndefined();
  });

  it('starts a journey on a details page opened without a search, and keeps it across a reload', async () => {
    mockApi({ 'GET /hotel-api/properties/P1': ok });
    await productRequest('/hotel-api/properties/P1');
    // A reload: the journey is in session storage, not in the module.
    vi.resetModules();
    const { productRequest: afterReload } = await import('./correlation-id.ts');
    await afterReload('/hotel-api/properties/P1');
    const [first, second] = correlationIds();
    expect(first).toMatch(/^[\w.-]{8,100}$/);
    expect(second).toBe(first);
  });
});
