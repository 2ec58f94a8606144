import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import type { DealLink, Proposal } from '@tripfront/domain/proposals';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, hold, PARIS, query, stay, steadyRate } from './booking-helpers.ts';

// A restricted agent (spec §6: a SalesAgent who does not see wholesale rates or markup, here with
// the agency's default permissions, every page on) on the traveller's own routes: their own holds,
// bookings and saved travellers are theirs; a traveller's booking they may read as staff with the
// Bookings permission (its calendar file), but a traveller's hold, special requests and saved
// travellers stay the traveller's (404, as for anyone else). On proposals and deal links, as the
// agent who makes them and as the client who answers and holds one, no answer carries the
// Wholesale Rate or the Agency Markup (seesAgentPrices); the agent's own markup is theirs to see.
// The routes' permission checks with pages off are walked by permission-walk.test.ts.

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

/** Every key path of `json` naming a wholesale price or a markup figure, but the agent's own markup (and the agency's cap on it). */
function agencyFigures(json: unknown, path = ''): string[] {
  if (Array.isArray(json)) return json.flatMap((v, i) => agencyFigures(v, `${path}.${i}`));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) => [
    ...(/wholesale|markup/i.test(key) && !/^(agentMarkupBasisPoints|agentMarkupCapBasisPoints|maxAgentMarkupBasisPoints)$/.test(key) ? [`${path}.${key}`] : []),
    ...agencyFigures(value, `${path}.${key}`),
  ]);
}

describe("a restricted agent's proposals and deal links", () => {
  const RESTRICTED = 'restricted@sunrise-travel.example';
  const dates = stay(60, 2);
  const searchUrl = `/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2, pageSize: 5, currency: 'USD' })}`;
  type Method = 'GET' | 'POST' | 'PATCH';
  /** Calls as `token` (null: a visitor with the proposal's link), expects `status`, and answers the JSON. */
  async function answer(token: string | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}, status = 200) {
    const res = await t.call(SUNRISE, {
      method,
      url,
      ...(token ? { cookies: cookie(token) } : {}),
      headers: { ...(token ? {} : { 'x-auth-optional': 'true' }), ...headers },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as { data: unknown };
  }

  it("shows their own markup and never the agency's figures, as the agent and as the client", async () => {
    const seen: [string, unknown][] = [];
    const read = async (what: string, ...args: Parameters<typeof answer>) => {
      const json = await answer(...args);
      seen.push([what, json]);
      return json;
    };

    // A deal link with their markup: created, listed, read by its visitors, and priced with.
    const link = (
      await read(
        'create a deal link',
        restricted,
        'POST',
        '/api/agent/deal-links',
        { title: 'Paris', product: 'hotel', target: '/booknow/hotels', agentMarkupBasisPoints: 1_000 },
        {},
        201,
      )
    ).data as DealLink;
    expect(link.agentMarkupBasisPoints).toBe(1_000);
    const listed = (await read('list deal links', restricted, 'GET', '/api/agent/deal-links')).data as DealLink[];
    expect(listed.find((l) => l.id === link.id)?.agentMarkupBasisPoints).toBe(1_000);
    await read("a deal link's public answer", null, 'GET', `/api/deal-links/${link.code}`);
    await read('search through their deal link', restricted, 'GET', searchUrl, undefined, { 'x-deal-link': link.code });

    // A proposal with their markup, sent to themselves: the agent's reads, then the client's.
    const rate: RatePlan = await steadyRate(t, SUNRISE, dates);
    const basket = (
      await read(
        'add to the basket',
        restricted,
        'POST',
        '/api/agent/proposals/basket/items',
        { product: 'hotel', offerId: rate.rateId, currency: 'USD', agentMarkupBasisPoints: 700 },
        {},
        201,
      )
    ).data as Proposal;
    expect(basket.items.map((i) => i.agentMarkupBasisPoints)).toEqual([700]);
    const id = basket.id;
    await read('name the client', restricted, 'PATCH', `/api/agent/proposals/${id}`, {
      title: 'Paris',
      clientName: 'Rita',
      clientEmail: RESTRICTED,
      expiresOn: stay(10).checkin_date,
    });
    const sent = (await read('send the proposal', restricted, 'POST', `/api/agent/proposals/${id}/send`)).data as Proposal;
    expect(sent.items[0]!.current!.price.total.amount).toBeGreaterThan(rate.price.total.amount);
    await read("the agent's proposal", restricted, 'GET', `/api/agent/proposals/${id}`);
    await read("the agent's proposals", restricted, 'GET', '/api/agent/proposals');
    await read('the proposal by its link', null, 'GET', `/api/proposals/${id}`);
    await read('the proposal as its client', restricted, 'GET', `/api/proposals/${id}`);
    await read('approve its offer', restricted, 'POST', `/api/proposals/${id}/approve`, { itemIds: [sent.items[0]!.id] });
    const item = sent.items[0]!;
    const held = await read(
      'hold its offer',
      restricted,
      'POST',
      '/api/bookings/holds',
      { product: 'hotel', offerId: item.offerId, currency: 'USD', expectedTotal: item.current!.price.total, proposal: { id, itemId: item.id } },
      {},
      201,
    );
    const booked = await book(t, SUNRISE, restricted, held.data as { holdToken: string; price: { total: { amount: number; currency: string } } });
    expect(booked.statusCode, booked.body).toBe(201);
    seen.push(['book its offer', booked.json()]);
    await read('the booked proposal as its agent', restricted, 'GET', `/api/agent/proposals/${id}`);

    for (const [what, json] of seen) expect(agencyFigures(json), what).toEqual([]);
    // The walk would see them: an agent who is not restricted reads them on the same search.
    const sales = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    expect(agencyFigures(await answer(sales, 'GET', searchUrl, undefined, { 'x-deal-link': link.code }))).not.toEqual([]);
  });
});
