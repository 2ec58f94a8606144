import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CarDriver, CarExtraChoices, CarOfferDetails, CarSearchAnswer } from '@tripfront/domain/booking/car-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { TestApp } from './helpers.ts';
import { book, cookie, query } from './booking-helpers.ts';

// Shared steps of the car rental API tests (issue #18): a Lisbon rental in the future, its search,
// offer, hold (with extras) and booking (with the driver).

export const LISBON = { pickup: 'Lisbon', pickup_lat: 38.7223, pickup_long: -9.1393, pickup_country: 'PT' };
export const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
/** A rental `ahead` days from today, `days` long, picked up and dropped off at 10:00. */
export const rental = (ahead = 40, days = 3) => ({
  ...LISBON,
  pickup_date: day(ahead),
  pickup_time: '10:00',
  dropoff_date: day(ahead + days),
  dropoff_time: '10:00',
  driver_age: 30,
});
export const DRIVER: CarDriver = { firstName: 'Ada', lastName: 'Lovelace', age: 30 };

export function searchCarsRaw(t: TestApp, host: string, params: Record<string, string | number | undefined>, token?: string) {
  return t.call(host, { method: 'GET', url: `/api/car-rental/search?${query(params)}`, ...(token ? { cookies: cookie(token) } : {}) });
}

export async function searchCars(t: TestApp, host: string, params: Record<string, string | number | undefined> = {}, token?: string) {
  const res = await searchCarsRaw(t, host, { ...rental(), currency: 'USD', ...params }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CarSearchAnswer;
}

export async function carOffer(t: TestApp, host: string, offerId: string, token?: string): Promise<CarOfferDetails> {
  const res = await t.call(host, {
    method: 'GET',
    url: `/api/car-rental/offers/${encodeURIComponent(offerId)}?currency=USD`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CarOfferDetails;
}

/** `from`: the caller's address (concurrency tests race from many). */
type From = { remoteAddress?: string };

export function holdCar(
  t: TestApp,
  host: string,
  token: string | null,
  offerId: string,
  expectedTotal: BookingMoney,
  extras: CarExtraChoices = [],
  from: From = {},
) {
  return t.call(host, {
    ...from,
    method: 'POST',
    url: '/api/bookings/holds',
    ...(token ? { cookies: cookie(token) } : {}),
    payload: { product: 'car', offerId, currency: expectedTotal.currency, expectedTotal, ...(extras.length > 0 ? { extras } : {}) },
  });
}

export const bookCar = (
  t: TestApp,
  host: string,
  token: string,
  held: { holdToken: string; price: { total: BookingMoney } },
  driver: Partial<CarDriver> | null = DRIVER,
  from: From = {},
): Promise<LightMyRequestResponse> => book(t, host, token, held, { fields: driver ? { driver } : {}, ...from });

/**
 * A new traveller of the agency, signed up, confirmed through the development outbox and logged
 * in: its session token. Each racer of a concurrency test is its own traveller, so the hold caps
 * (per traveller, per address) stay as they are in production.
 */
export async function newTraveller(t: TestApp, host: string, n: number): Promise<string> {
  const email = `racer.${n}.${Date.now()}@example.com`;
  const password = 'Quiet-Runway-Stone-8';
  // Each from its own address: sign-up and login are rate-limited per address.
  const remoteAddress = `198.51.100.${n + 1}`;
  const post = (url: string, payload: object) => t.call(host, { method: 'POST', url, payload, remoteAddress });
  const signup = await post('/api/user/signup', { firstName: 'Rita', lastName: `Racer${n}`, email, password });
  expect(signup.statusCode, signup.body).toBe(201);
  const { data } = (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { toAddress: string; text: string }[] };
  const token = /token=([A-Za-z0-9_-]{43})/.exec(data.find((m) => m.toAddress === email)?.text ?? '')?.[1];
  const verified = await post('/api/user/verify', { token });
  expect(verified.statusCode, verified.body).toBe(200);
  const login = await post('/api/user/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  return login.cookies.find((c) => c.name === 'x-access-token')!.value;
}
