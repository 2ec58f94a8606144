import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { ResortAvailabilityAnswer, ResortRoom } from '@tripfront/domain/booking/resort-api';
import type { TestApp } from './helpers.ts';
import { book, cookie, query } from './booking-helpers.ts';

// Shared steps of the resort API tests (issue #19): availability in Cancún (subregion 101), room
// holds on the pipeline, hold-check and release on the resort API, bookings.

export const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
export const STAY = { checkin_date: day(30), checkout_date: day(33) };

export function availabilityCall(t: TestApp, host: string, params: Record<string, string | number | undefined> = {}, token?: string) {
  return t.call(host, {
    method: 'GET',
    url: `/resort-api/properties/availability?${query({ subregion_id: 101, ...STAY, adults: 2, children: 0, currency: 'USD', ...params })}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
}

export async function availability(t: TestApp, host: string, params: Record<string, string | number | undefined> = {}, token?: string) {
  const res = await availabilityCall(t, host, params, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ResortAvailabilityAnswer).data;
}

/** The suite of the first resort in the area that has one left, as listed now. */
export async function suite(t: TestApp, host: string, params: Record<string, string | number | undefined> = {}): Promise<ResortRoom & { resortId: string }> {
  const data = await availability(t, host, params);
  const r = data.resorts.find((x) => x.rooms.some((room) => room.roomType === 'suite' && room.offerId))!;
  return { ...r.rooms.find((x) => x.roomType === 'suite')!, resortId: r.resortId };
}

export const unitsLeft = async (t: TestApp, host: string, resortId: string) =>
  (await availability(t, host, { resort_id: resortId, subregion_id: undefined })).resorts[0]?.rooms.find((x) => x.roomType === 'suite')?.unitsLeft ?? 0;

export function holdRoom(t: TestApp, host: string, token: string | null, offerId: string, expectedTotal: BookingMoney): Promise<LightMyRequestResponse> {
  return t.call(host, {
    method: 'POST',
    url: '/api/bookings/holds',
    ...(token ? { cookies: cookie(token) } : {}),
    payload: { product: 'resort', offerId, currency: expectedTotal.currency, expectedTotal },
  });
}

export const bookRoom = (
  t: TestApp,
  host: string,
  token: string,
  held: { holdToken: string; price: { total: BookingMoney } },
): Promise<LightMyRequestResponse> => book(t, host, token, held);

export const holdCheck = (t: TestApp, host: string, ref: string, token?: string) =>
  t.call(host, {
    method: 'GET',
    url: `/resort-api/properties/hold-check?reference_number=${encodeURIComponent(ref)}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });

export const release = (t: TestApp, host: string, ref: string, token?: string) =>
  t.call(host, {
    method: 'PUT',
    url: `/resort-api/itineraries?reference_number=${encodeURIComponent(ref)}&status=RELEASE`,
    ...(token ? { cookies: cookie(token) } : {}),
  });

/** A new traveller of the agency, signed up, verified through the development outbox and logged in. */
export async function newTraveller(t: TestApp, host: string, email: string): Promise<string> {
  const password = 'Quiet-Lagoon-Stone-8';
  const post = (url: string, payload: object) => t.call(host, { method: 'POST', url, payload });
  expect((await post('/api/user/signup', { firstName: 'Rae', lastName: 'Resort', email, password })).statusCode).toBe(201);
  const { data } = (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { toAddress: string; text: string }[] };
  const token = /token=([A-Za-z0-9_-]{43})/.exec(data.find((m) => m.toAddress === email)?.text ?? '')?.[1] ?? '';
  expect((await post('/api/user/verify', { token })).statusCode).toBe(200);
  return t.login(host, email, password);
}
