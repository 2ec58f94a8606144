import { describe, expect, it } from 'vitest';
import {
  carApiQuery,
  carCheckoutUrl,
  carDetailsUrl,
  readCarCheckout,
  readCarSearch,
  readCarTarget,
  readCarView,
  searchOfCar,
  searchQueryOf,
  withCarView,
} from './car-urls.ts';

const SEARCH =
  'pickup=Lisbon&pickup_lat=38.7223&pickup_long=-9.1393&pickup_country=PT&pickup_date=2027-02-10&pickup_time=10%3A00&dropoff_date=2027-02-13&dropoff_time=10%3A00&driver_age=30';

describe('car URLs (decision 0049)', () => {
  it('keep the sort and filters beside the search, under the API’s keys', () => {
    const query = withCarView(SEARCH, { sort: 'seats', vehicleClass: 'Economy,Compact', freeCancellation: 'true' });
    expect(readCarView(query)).toEqual({ sort: 'seats', vehicleClass: 'Economy,Compact', freeCancellation: 'true' });
    expect(searchQueryOf(query)).toBe(new URLSearchParams(SEARCH).toString());
  });

  it('ask the API the form’s search in the selected currency, and nothing while it is incomplete', () => {
    const q = new URLSearchParams(carApiQuery(readCarSearch(SEARCH), 'EUR')!);
    expect([q.get('pickup_lat'), q.get('pickup_date'), q.get('dropoff_date'), q.get('driver_age'), q.get('currency')]).toEqual([
      '38.7223',
      '2027-02-10',
      '2027-02-13',
      '30',
      'EUR',
    ]);
    expect(carApiQuery(readCarSearch('pickup_date=2027-02-10'), 'USD')).toBeNull();
  });

  it('carry the car and its extras to the details and the checkout, the accepted total to the checkout', () => {
    const details = carDetailsUrl('car1_x', SEARCH, [{ code: 'child_seat', quantity: 2 }]);
    expect(details.startsWith('/booknow/cars/result-details?')).toBe(true);
    expect(readCarTarget(details.split('?')[1]!)).toEqual({ carId: 'car1_x', extras: [{ code: 'child_seat', quantity: 2 }] });
    const checkout = carCheckoutUrl('car1_x', [{ code: 'gps', quantity: 1 }], { amount: 13946, currency: 'USD' });
    expect(checkout.startsWith('/booknow/Cars/checkout?')).toBe(true);
    expect(readCarCheckout(checkout.split('?')[1]!)).toEqual({
      carId: 'car1_x',
      extras: [{ code: 'gps', quantity: 1 }],
      total: { amount: 13946, currency: 'USD' },
    });
    expect(readCarCheckout('carId=car1_x&total=abc&currency=USD')).toBeNull();
    expect(readCarCheckout('carId=car1_x&currency=USD')).toBeNull();
    // Nothing to pay now: a car paid at pick-up (decision 0112).
    expect(readCarCheckout('carId=car1_x&total=0&currency=USD')).toMatchObject({ total: { amount: 0, currency: 'USD' } });
    // A deal's link (carId only) opens the car with no extras; garbled extras are dropped.
    expect(readCarTarget('carId=car1_x&isFromDeal=true&extras=wings:9')).toEqual({ carId: 'car1_x', extras: [] });
  });

  it('give a deal’s car (no search in its link) the search it was priced for', () => {
    const search = readCarSearch(
      searchOfCar({
        points: { pickup: { latitude: 38.7223, longitude: -9.1393 }, dropoff: { latitude: 38.7223, longitude: -9.1393 } },
        pickup: { name: 'Lisbon Airport (LIS)', dateTime: '2027-02-10T09:30' },
        dropoff: { name: 'Lisbon Airport (LIS)', dateTime: '2027-02-12T09:30' },
        countryCode: 'PT',
        driverAge: 25,
        residence: 'GB',
      }),
    );
    expect(search).toMatchObject({
      pickup: { label: 'Lisbon Airport (LIS)', latitude: 38.7223 },
      differentDropoff: false,
      pickupDate: '2027-02-10',
      pickupTime: '09:30',
      dropoffDate: '2027-02-12',
      driverAge: 25,
      residence: 'GB',
    });
  });
});
