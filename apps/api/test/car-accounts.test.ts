import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAccount } from '@tripfront/domain/supplier-accounts';
import { createDuffelCarSupplier } from '@tripfront/suppliers';
import type { RecordedAccounts } from '@tripfront/suppliers/testing/recorded-accounts';
import { nordicOnDuffel, type NordicOnDuffel } from './account-helpers.ts';
import { cookie } from './booking-helpers.ts';
import { bookCar, day, DRIVER, holdCar, rental, searchCars, searchCarsRaw } from './car-helpers.ts';
import { NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Cars through an agency's own Duffel account (decisions 0105, 0108, 0110): Nordic switches cars to
// its Duffel account (recorded Duffel Cars), Sunrise stays on the sandbox. Duffel Cars offers only
// rates the driver pays at the counter, which the storefront does not sell (it charges when
// booking): Nordic's search asks its account with its own key and shows none of them. The driver's
// date of birth is checked against the stated age on every car.

const NORDIC_KEY = 'duffel_test_NordicCarsKey9x8y7z6w5v4u';

let world: NordicOnDuffel;
let t: TestApp;
let duffel: RecordedAccounts;
let nordicTraveller: string;
let sunriseTraveller: string;
let accountId: string;

beforeAll(async () => {
  world = await nordicOnDuffel({ key: NORDIC_KEY, label: 'Nordic Duffel', products: ['car'] });
  ({ t, duffel, nordicTraveller, sunriseTraveller, accountId } = world);
});
afterAll(() => world.close());

describe('cars through an agency’s Duffel account', () => {
  it('Sunrise’s car search stays on the sandbox and calls nobody', async () => {
    const before = duffel.seen.length;
    const { data } = await searchCars(t, SUNRISE, {}, sunriseTraveller);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers.every((o) => !o.offerId.startsWith('acc~') && !o.driverBirthDateRequired)).toBe(true);
    expect(duffel.seen.length).toBe(before);
  });

  it('Nordic’s car search asks its account with its own key, and sells none of the rates paid at the counter', async () => {
    const res = await searchCarsRaw(t, NORDIC, { ...rental(), currency: 'EUR' }, nordicTraveller);
    expect(res.statusCode, res.body).toBe(200);
    expect(duffel.seen.at(-1)).toMatchObject({ method: 'POST', path: '/cars/search', token: NORDIC_KEY });
    // The recorded search has a Golf and a Tesla paid at the counter (and a prepaid Fiat the adapter leaves out).
    expect(res.json()).toMatchObject({ data: { offers: [], total: 0 }, message: 'No cars are available for this search.' });
    expect(res.body).not.toContain(NORDIC_KEY);
  });

  it('refuses a car paid at the counter by its id too: details not found, the hold not offered, nothing charged', async () => {
    // The id Duffel's adapter gives the Golf, under Nordic's account, as a search would have answered it.
    const adapter = createDuffelCarSupplier({ accessToken: 'duffel_test_other', apiUrl: duffel.duffelUrl });
    const q = rental();
    const found = await adapter.carSearch({
      pickup: { latitude: q.pickup_lat, longitude: q.pickup_long },
      dropoff: { latitude: q.pickup_lat, longitude: q.pickup_long },
      pickUpDateTime: `${q.pickup_date}T10:00`,
      returnDateTime: `${q.dropoff_date}T10:00`,
      driverAge: 30,
      residence: 'gb',
    });
    expect(found.ok).toBe(true);
    const golf = found.ok ? found.value.find((o) => o.vehicle.model === 'Volkswagen Golf')! : null;
    expect(golf).toMatchObject({ paidAtCounter: true, driverBirthDateRequired: true });
    const offerId = withAccount(accountId, golf!.offerId);

    const before = duffel.seen.length;
    const details = await t.call(NORDIC, {
      method: 'GET',
      url: `/api/car-rental/offers/${encodeURIComponent(offerId)}?currency=EUR`,
      cookies: cookie(nordicTraveller),
    });
    expect(details.statusCode, details.body).toBe(404);
    const held = await holdCar(t, NORDIC, nordicTraveller, offerId, { amount: 20_000, currency: 'EUR' });
    expect(held.statusCode, held.body).toBe(400);
    expect(held.json()).toMatchObject({ field: 'offerId', message: expect.stringContaining('no longer available') });
    // Both asked Duffel for a quote with Nordic's key; nothing was booked.
    const calls = duffel.seen.slice(before);
    expect(calls.filter((c) => c.path === '/cars/quotes').map((c) => c.token)).toEqual([NORDIC_KEY, NORDIC_KEY]);
    expect(calls.some((c) => c.path === '/cars/bookings')).toBe(false);
  });
});

describe('the driver’s date of birth', () => {
  const holdSandboxCar = async () => {
    const { data } = await searchCars(t, SUNRISE, { pickup_date: day(50), dropoff_date: day(53) }, sunriseTraveller);
    const car = data.offers.find((o) => o.minDriverAge <= 30)!;
    const held = await holdCar(t, SUNRISE, sunriseTraveller, car.offerId, car.price.total);
    expect(held.statusCode, held.body).toBe(201);
    return { held: held.json().data, pickupDate: car.pickup.dateTime.slice(0, 10) };
  };
  /** A date of birth that makes the driver `age` on `pickupDate`. */
  const bornFor = (age: number, pickupDate: string) => `${Number(pickupDate.slice(0, 4)) - age}-01-01`;

  it('refuses one that does not give the stated age at pick-up, naming the field, before anything is charged', async () => {
    const { held, pickupDate } = await holdSandboxCar();
    const wrong = await bookCar(t, SUNRISE, sunriseTraveller, held, { ...DRIVER, birthDate: bornFor(40, pickupDate) });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'driver.birthDate', message: expect.stringContaining('not 30') });
    const malformed = await bookCar(t, SUNRISE, sunriseTraveller, held, { ...DRIVER, birthDate: '31/12/1990' });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(malformed.json().field).toBe('driver.birthDate');

    const booked = await bookCar(t, SUNRISE, sunriseTraveller, held, { ...DRIVER, birthDate: bornFor(30, pickupDate) });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.status).toBe('confirmed');
  });
});
