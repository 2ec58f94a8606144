import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, hold, stay, steadyRate } from './booking-helpers.ts';

// A restricted agent (spec §6: a SalesAgent who does not see wholesale rates or markup, here with
// the agency's default permissions, every page on) on the traveller's own routes: their own holds,
// bookings and saved travellers are theirs; a traveller's booking they may read as staff with the
// Bookings permission (its calendar file), but a traveller's hold, special requests and saved
// travellers stay the traveller's (404, as for anyone else). The routes' permission checks with
// pages off are walked by permission-walk.test.ts.

let t: TestApp;
let restricted: string;
let mine: { holdId: string; reference: string; travellerId: string };
let theirs: { holdId: string; reference: string; travellerId: string };

/** A hotel stay of `token`'s, booked, a second one held, and a saved traveller. */
async function things(token: string, ahead: number) {
  const rates = [await steadyRate(t, SUNRISE, stay(ahead)), await steadyRate(t, SUNRISE, stay(ahead + 5))];
  const [toBook, toKeep] = await Promise.all(rates.map((rate) => hold(t, SUNRISE, token, rate)));
  const booked = await book(t, SUNRISE, token, toBook!.json().data);
  expect(booked.statusCode, booked.body).toBe(201);
  const saved = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/user/travellers',
    cookies: cookie(token),
    payload: { firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const holdId = (await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/holds', cookies: cookie(token) })).json().data[0].holdId as string;
  expect(toKeep!.statusCode).toBe(201);
  return { holdId, reference: booked.json().data.reference as string, travellerId: saved.json().data.id as string };
}

beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  const [traveller, agent] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'),
  ]);
  restricted = agent;
  [mine, theirs] = [await things(restricted, 40), await things(traveller, 50)];
});
afterAll(() => t.close());

type Things = typeof mine;
type Method = 'POST' | 'GET' | 'PATCH' | 'PUT' | 'DELETE';
/** Each new route on one of someone's things, and what a restricted agent gets on the traveller's. */
const ROUTES: [name: string, method: Method, url: (x: Things) => string, payload: ((x: Things) => object) | null, onTheTravellers: number][] = [
  ['release a hold by its id', 'POST', () => '/api/bookings/holds/release', (x) => ({ holdId: x.holdId }), 404],
  // Staff with the Bookings permission read any booking of the agency.
  ["a booking's calendar file", 'GET', (x) => `/api/bookings/${x.reference}/calendar.ics`, null, 200],
  ["change a booking's special requests", 'PATCH', (x) => `/api/bookings/${x.reference}/special-requests`, () => ({ specialRequests: 'Late arrival' }), 404],
  ['change a saved traveller', 'PUT', (x) => `/api/user/travellers/${x.travellerId}`, () => ({ firstName: 'Eve', lastName: 'Intruder' }), 404],
  ['delete a saved traveller', 'DELETE', (x) => `/api/user/travellers/${x.travellerId}`, null, 404],
];

describe('a restricted agent', () => {
  it.each([
    ...ROUTES.map(([name, method, url, payload, status]) => [`the traveller's: ${name}`, () => theirs, method, url, payload, status] as const),
    ...ROUTES.map(([name, method, url, payload]) => [`their own: ${name}`, () => mine, method, url, payload, method === 'DELETE' ? 204 : 200] as const),
  ])('%s', async (_, whose, method, url, payload, status) => {
    const x = whose();
    const res = await t.call(SUNRISE, { method, url: url(x), cookies: cookie(restricted), ...(payload ? { payload: payload(x) } : {}) });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('lists only their own holds and saved travellers', async () => {
    const holds = (await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/holds', cookies: cookie(restricted) })).json().data as { holdId: string }[];
    expect(holds.map((h) => h.holdId)).not.toContain(theirs.holdId);
    const travellers = (await t.call(SUNRISE, { method: 'GET', url: '/api/user/travellers', cookies: cookie(restricted) })).json().data as { id: string }[];
    expect(travellers.map((x) => x.id)).not.toContain(theirs.travellerId);
  });
});
