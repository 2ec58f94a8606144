import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findTenantIdByHost, schema } from '@tripfront/db';
import type { Proposal } from '@tripfront/domain/proposals';
import { openCost, verifyHold } from '../src/booking/hold-token.ts';
import { book, cookie } from './booking-helpers.ts';
import { carOffer, DRIVER, newTraveller, searchCars } from './car-helpers.ts';
import { couple, guestsFor, sailing, searchCruises } from './cruise-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// A proposal's cruise and car checkouts (decisions 0118, 0119): an agent proposes a cabin and a
// car with their own markups, the client approves both and books each through the proposal's hold
// with the product's own traveller fields (the cruise's guests, the car's driver). The hotel one
// is proposals.test.ts's.

let t: TestApp;
let agent: string;
let client: string;
let clientEmail: string;
let sunriseId: string;
let proposal: Proposal;

type Answer = { data: Proposal };
const MARKUP = { cruise: 800, car: 1_200 } as const;

beforeAll(async () => {
  t = await createTestApp();
  sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  agent = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
  // The client has an account of the address the proposal goes to (the checkout's sign-up).
  client = await newTraveller(t, SUNRISE, 1);
  const me = await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: cookie(client) });
  expect(me.statusCode, me.body).toBe(200);
  clientEmail = me.json().data.personal_info.email as string;
  expect(clientEmail).toMatch(/@example.com$/);
}, 60_000);
afterAll(() => t.close());

const agentCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(SUNRISE, { method, url, cookies: cookie(agent), ...(payload ? { payload } : {}) });

/** Holds the proposal's item of `product` as the client, at the total the client's page shows. */
async function holdItem(product: 'cruise' | 'car') {
  const item = proposal.items.find((i) => i.product === product)!;
  const res = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings/holds',
    cookies: cookie(client),
    payload: { product, offerId: item.offerId, currency: 'USD', expectedTotal: item.current!.price.total, proposal: { id: proposal.id, itemId: item.id } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { item, held: res.json().data as { holdToken: string; price: { total: { amount: number; currency: string } } } };
}

async function bookingRow(reference: string) {
  const [row] = await t.db.withTenant(sunriseId, (tx) =>
    tx
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.tenantId, sunriseId), eq(schema.bookings.reference, reference))),
  );
  return row!;
}

describe("a proposal's cruise cabin and rental car, booked by its client", () => {
  it('is sent with both offers at their markups, and the client approves both', async () => {
    const { data: cruises } = await searchCruises(t, SUNRISE);
    const cabin = (await sailing(t, SUNRISE, cruises.sailings[0]!.sailingId)).cabins.find((c) => c.offerId)!;
    const { data: cars } = await searchCars(t, SUNRISE);
    const car = await carOffer(t, SUNRISE, cars.offers[0]!.offerId);

    const created = await agentCall('POST', '/api/agent/proposals', { title: 'Sea and road', clientName: 'Rita Racer', clientEmail, currency: 'USD' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Answer).data.id;
    for (const [product, offerId] of [
      ['cruise', cabin.offerId!],
      ['car', car.offerId],
    ] as const) {
      const added = await agentCall('POST', `/api/agent/proposals/${id}/items`, { product, offerId, currency: 'USD', agentMarkupBasisPoints: MARKUP[product] });
      expect(added.statusCode, added.body).toBe(201);
    }
    const expiresOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await agentCall('PATCH', `/api/agent/proposals/${id}`, { expiresOn })).statusCode).toBe(200);
    const sent = await agentCall('POST', `/api/agent/proposals/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const items = (sent.json() as Answer).data.items;
    // The agent's markups are on top of what the products' own pages show anyone.
    expect(items.find((i) => i.product === 'cruise')!.current!.price.total.amount).toBeGreaterThan(cabin.price.total.amount);
    expect(items.find((i) => i.product === 'car')!.current!.price.total.amount).toBeGreaterThan(car.price.total.amount);

    const approved = await t.call(SUNRISE, {
      method: 'POST',
      url: `/api/proposals/${id}/approve`,
      headers: { 'x-auth-optional': 'true' },
      payload: { itemIds: items.map((i) => i.id) },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    proposal = (approved.json() as Answer).data;
    expect(proposal.status).toBe('approved');
    expect(proposal.items.map((i) => i.status)).toEqual(['approved', 'approved']);
  });

  it.each([
    ['cruise', 'cruise', { guests: guestsFor(couple) }],
    ['car', 'cars', { driver: DRIVER }],
  ] as const)("holds the %s at the proposal's price, from its item, and books it with its own traveller fields", async (product, service, fields) => {
    const { item, held } = await holdItem(product);
    expect(held.price.total).toEqual(item.current!.price.total);
    // The hold's token names the proposal item as its markup's source and seals the agent's share.
    const claims = verifyHold(held.holdToken, t.config.SESSION_SECRET)!;
    expect(claims.agentMarkupSource).toEqual({ kind: 'proposal', proposalId: proposal.id, itemId: item.id });
    const cost = openCost(claims, t.config.SESSION_SECRET)!;
    expect(cost.agentMarkup).toBeGreaterThan(0);

    const booked = await book(t, SUNRISE, client, held, { fields });
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = booked.json().data.reference as string;
    const row = await bookingRow(reference);
    expect(row.service).toBe(service);
    expect(row.proposalItemId).toBe(item.id);
    expect(row.agentMarkupMinor).toBe(cost.agentMarkup);
    expect(row.markupMinor).toBeGreaterThan(row.agentMarkupMinor);

    // Its agent's proposal shows the item booked with that booking.
    const mine = (await agentCall('GET', `/api/agent/proposals/${proposal.id}`)).json() as Answer;
    expect(mine.data.items.find((i) => i.id === item.id)).toMatchObject({ status: 'booked', bookingReference: reference });
  });

  it('is booked once both are: the agent reads it booked, and neither item can be held again', async () => {
    const mine = (await agentCall('GET', `/api/agent/proposals/${proposal.id}`)).json() as Answer;
    expect(mine.data.status).toBe('booked');
    for (const item of proposal.items) {
      const again = await t.call(SUNRISE, {
        method: 'POST',
        url: '/api/bookings/holds',
        cookies: cookie(client),
        payload: {
          product: item.product,
          offerId: item.offerId,
          currency: 'USD',
          expectedTotal: item.current!.price.total,
          proposal: { id: proposal.id, itemId: item.id },
        },
      });
      expect(again.statusCode, item.product).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PROPOSAL_CLOSED' });
    }
  });
});
