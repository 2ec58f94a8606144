import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findTenantIdByHost, schema } from '@tripfront/db';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import type { Proposal } from '@tripfront/domain/proposals';
import { book, cookie, details, searchParis } from './booking-helpers.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { openSlot, party, searchActivities } from './activity-helpers.ts';
import { carOffer, searchCars } from './car-helpers.ts';
import { sailing, searchCruises } from './cruise-helpers.ts';
import { offerDetails, searchFlights } from './flight-helpers.ts';
import { suite } from './resort-helpers.ts';

// Proposals (decision 0118): an agent builds one from offers, sends it, the client opens it with
// the link alone, approves an offer and books it with an account of the email it was sent to, at
// the quoted price with the agent's markup. Another agency, another account, an old link and a
// changed price get nowhere.

let t: TestApp;
let agent: string;
let owner: string;
let rates: RatePlan[];
let sunriseId: string;

const CLIENT = 'proposal.client@example.com';
const PASSWORD = 'Correct-Horse-42';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const VISITOR = { 'x-auth-optional': 'true' };

type Answer = { data: Proposal };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object, host = SUNRISE) =>
  t.call(host, { method, url, ...(token ? { cookies: cookie(token) } : { headers: VISITOR }), ...(payload === undefined ? {} : { payload }) });

const outbox = async () =>
  ((await t.call(SUNRISE, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { toAddress: string; subject: string; text: string; html: string }[] })
    .data;

/** Two refundable rates of one hotel whose prices stay put (see steadyRate). */
async function twoSteadyRates(): Promise<RatePlan[]> {
  const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50, freeCancellation: 'true' });
  for (const h of data.hotels.filter((x) => Number(x.propertyId.split('-').pop()) % 3 !== 0)) {
    const d = await details(t, SUNRISE, h.propertyId);
    const found = d.rooms.flatMap((r) => r.rates.filter((x) => x.cancellationPolicy.refundable).slice(0, 1));
    if (found.length >= 2) return found.slice(0, 2);
  }
  throw new Error('no hotel with two refundable rooms');
}

async function addToBasket(token: string, rate: RatePlan, agentMarkupBasisPoints: number) {
  const res = await call('POST', '/api/agent/proposals/basket/items', token, {
    product: 'hotel',
    offerId: rate.rateId,
    currency: 'USD',
    agentMarkupBasisPoints,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Answer).data;
}

/** A sent proposal of the agent with these rates, to CLIENT, answered by the agent's read. */
async function sentProposal(token: string, items: RatePlan[], markup = 0, title = 'Paris in spring'): Promise<Proposal> {
  const created = await call('POST', '/api/agent/proposals', token, { title, clientName: 'Sam Client', clientEmail: CLIENT, currency: 'USD' });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as Answer).data.id;
  for (const rate of items) {
    const added = await call('POST', `/api/agent/proposals/${id}/items`, token, {
      product: 'hotel',
      offerId: rate.rateId,
      currency: 'USD',
      agentMarkupBasisPoints: markup,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  expect((await call('PATCH', `/api/agent/proposals/${id}`, token, { expiresOn: day(10) })).statusCode).toBe(200);
  const sent = await call('POST', `/api/agent/proposals/${id}/send`, token);
  expect(sent.statusCode, sent.body).toBe(200);
  return (sent.json() as Answer).data;
}

async function signUpClient(): Promise<string> {
  const signup = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/user/signup',
    payload: { firstName: 'Sam', lastName: 'Client', email: CLIENT, password: PASSWORD },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const mail = (await outbox()).find((m) => m.toAddress === CLIENT && m.text.includes('/verify?token='))!;
  const token = /verify\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  expect((await t.call(SUNRISE, { method: 'POST', url: '/api/user/verify', payload: { token } })).statusCode).toBe(200);
  return t.login(SUNRISE, CLIENT, PASSWORD);
}

const holdItem = (token: string, proposal: Proposal, itemIndex: number, expectedTotal = proposal.items[itemIndex]!.current!.price.total) =>
  t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings/holds',
    cookies: cookie(token),
    payload: {
      product: 'hotel',
      offerId: proposal.items[itemIndex]!.offerId,
      currency: 'USD',
      expectedTotal,
      proposal: { id: proposal.id, itemId: proposal.items[itemIndex]!.id },
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
  owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
  rates = await twoSteadyRates();
  sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
}, 60_000);
afterAll(() => t.close());

describe('an agent builds a proposal, the client approves and books one of its offers', () => {
  let proposal: Proposal;
  let client: string;

  it('keeps the offers an agent adds across searches in their newest draft, priced with their markup', async () => {
    const first = await addToBasket(agent, rates[0]!, 500);
    const second = await addToBasket(agent, rates[1]!, 0);
    expect(second.id).toBe(first.id);
    expect(second.status).toBe('draft');
    expect(second.reference).toMatch(/^PR-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(second.items.map((i) => i.offerId)).toEqual([rates[0]!.rateId, rates[1]!.rateId]);
    expect(second.items.map((i) => i.agentMarkupBasisPoints)).toEqual([500, 0]);
    // The agent's 5% is on top of what any traveller pays; without one the price is the storefront's.
    expect(second.items[0]!.current!.price.total.amount).toBeGreaterThan(rates[0]!.price.total.amount);
    expect(second.items[1]!.current!.price.total).toEqual(rates[1]!.price.total);
    expect(second.items[0]!.current!.cancellationPolicy.refundable).toBe(true);
    expect(second.link).toBe(`http://sunrise.localhost:3000/allowAgentProposal?proposalId=${second.id}`);
    // The editor shows the agency's cap beside each markup (Sunrise sets none: 20%).
    expect(second.agentMarkupCapBasisPoints).toBe(2000);
    proposal = second;
  });

  it("refuses an agent's markup above the agency's cap, naming the field", async () => {
    const basket = await call('POST', '/api/agent/proposals/basket/items', agent, {
      product: 'hotel',
      offerId: rates[0]!.rateId,
      currency: 'USD',
      agentMarkupBasisPoints: 2500,
    });
    expect(basket.statusCode).toBe(400);
    expect(basket.json()).toMatchObject({ field: 'agentMarkupBasisPoints' });
    const patch = await call('PATCH', `/api/agent/proposals/${proposal.id}`, agent, {
      items: proposal.items.map((i, n) => ({ id: i.id, agentMarkupBasisPoints: n === 1 ? 2001 : 500 })),
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toMatchObject({ field: 'items.1.agentMarkupBasisPoints' });
  });

  it('cannot be sent without a client, then goes out by email in its language with its link', async () => {
    const early = await call('POST', `/api/agent/proposals/${proposal.id}/send`, agent);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ field: 'clientEmail' });
    const edited = await call('PATCH', `/api/agent/proposals/${proposal.id}`, agent, {
      title: 'Paris in spring',
      clientName: 'Sam',
      clientEmail: CLIENT,
      language: 'fr',
      expiresOn: day(10),
      message: 'Voici mes suggestions.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const sent = await call('POST', `/api/agent/proposals/${proposal.id}/send`, agent);
    expect(sent.statusCode, sent.body).toBe(200);
    proposal = (sent.json() as Answer).data;
    expect(proposal.status).toBe('sent');
    expect(proposal.items.every((i) => i.sent !== null)).toBe(true);
    const mail = (await outbox()).find((m) => m.toAddress === CLIENT && m.text.includes('allowAgentProposal'))!;
    expect(mail.subject).toContain('Paris in spring');
    expect(mail.subject).toContain('proposition de voyage');
    expect(mail.text).toContain(`http://sunrise.localhost:3000/allowAgentProposal?proposalId=${proposal.id}`);
    expect(mail.text).toContain('Voici mes suggestions.');
  });

  it('opens for a visitor with the link (x-auth-optional), quoted again, without the agent’s figures', async () => {
    expect((await t.call(SUNRISE, { method: 'GET', url: `/api/proposals/${proposal.id}` })).statusCode).toBe(401);
    const res = await call('GET', `/api/proposals/${proposal.id}`, null);
    expect(res.statusCode, res.body).toBe(200);
    const seen = (res.json() as Answer).data;
    expect(seen.status).toBe('opened');
    expect(seen.openedAt).not.toBeNull();
    expect(seen.link).toBeUndefined();
    expect(seen.items.map((i) => i.agentMarkupBasisPoints)).toEqual([undefined, undefined]);
    expect(seen.items.map((i) => i.change)).toEqual([{ kind: 'same' }, { kind: 'same' }]);
    expect(seen.total.amount).toBe(proposal.items[0]!.current!.price.total.amount + proposal.items[1]!.current!.price.total.amount);
    expect(seen.items[0]!.current!.price.markup).toBeUndefined();
  });

  it('lets the client approve one of the two offers, and only offers of this proposal', async () => {
    const other = await sentProposal(agent, [rates[1]!], 0, 'Another trip');
    const stranger = await call('POST', `/api/proposals/${proposal.id}/approve`, null, { itemIds: [other.items[0]!.id] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ field: 'itemIds.0' });
    const approved = await call('POST', `/api/proposals/${proposal.id}/approve`, null, { itemIds: [proposal.items[0]!.id] });
    expect(approved.statusCode, approved.body).toBe(200);
    const data = (approved.json() as Answer).data;
    expect(data.items.map((i) => i.status)).toEqual(['approved', 'proposed']);
    expect(data.status).toBe('opened');
  });

  it('is held only by an account of the email it was sent to', async () => {
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const res = await holdItem(traveller, proposal, 0);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PROPOSAL_NOT_YOURS' });
    expect(res.json().message).toContain('pr***@example.com');
    expect(res.json().message).not.toContain(CLIENT);
  });

  it('keeps its prices on the server: another total is a price change, and no body field moves the markup', async () => {
    client = await signUpClient();
    const cheaper = await holdItem(client, proposal, 0, rates[0]!.price.total);
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json()).toMatchObject({ code: 'PRICE_CHANGED', price: { total: proposal.items[0]!.current!.price.total } });
    const sneaky = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds',
      cookies: cookie(client),
      payload: {
        product: 'hotel',
        offerId: rates[0]!.rateId,
        currency: 'USD',
        expectedTotal: rates[0]!.price.total,
        agentMarkupBasisPoints: 0,
        proposal: { id: proposal.id, itemId: proposal.items[0]!.id, agentMarkupBasisPoints: 0 },
      },
    });
    expect(sneaky.statusCode).toBe(409);
    expect(sneaky.json()).toMatchObject({ code: 'PRICE_CHANGED' });
  });

  it('books the approved offer at its quoted price, the agent’s markup recorded with the proposal item', async () => {
    const held = await holdItem(client, proposal, 0);
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.price.total).toEqual(proposal.items[0]!.current!.price.total);
    const booked = await book(t, SUNRISE, client, held.json().data);
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = booked.json().data.reference as string;
    expect(booked.json().data.status).toBe('confirmed');
    const [row] = await t.db.withTenant(sunriseId, (tx) =>
      tx
        .select()
        .from(schema.bookings)
        .where(and(eq(schema.bookings.tenantId, sunriseId), eq(schema.bookings.reference, reference))),
    );
    expect(row!.proposalItemId).toBe(proposal.items[0]!.id);
    expect(row!.agentMarkupMinor).toBeGreaterThan(0);
    expect(row!.markupMinor).toBeGreaterThan(row!.agentMarkupMinor);
    expect(row!.totalMinor).toBe(proposal.items[0]!.current!.price.total.amount);

    const after = (await call('GET', `/api/proposals/${proposal.id}`, client)).json() as Answer;
    expect(after.data.status).toBe('partly_booked');
    expect(after.data.items[0]).toMatchObject({ status: 'booked', bookingReference: reference });
    const again = await holdItem(client, proposal, 0);
    expect(again.statusCode).toBe(409);

    const list = (await call('GET', '/api/agent/proposals?status=partly_booked', agent)).json() as { data: { id: string; itemCount: number }[] };
    expect(list.data.map((r) => r.id)).toContain(proposal.id);
  });

  it('counts in the Command Center: sent, approved and booked', async () => {
    const res = await call('GET', `/api/agent/dashboard?from=${day(-1)}&to=${day(0)}&product=all&currency=USD`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().data.proposals as { sent: number; approved: number; booked: number; conversion: number };
    expect(figures.sent).toBeGreaterThanOrEqual(2);
    expect(figures.approved).toBeGreaterThanOrEqual(1);
    expect(figures.booked).toBe(1);
    expect(figures.conversion).toBeCloseTo(1 / figures.sent);
  });

  it('is not there for another agency: nothing read, nothing answered', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/proposals/${proposal.id}`, undefined],
      ['POST', `/api/proposals/${proposal.id}/approve`, { itemIds: [proposal.items[1]!.id] }],
      ['POST', `/api/proposals/${proposal.id}/decline`, { reason: 'no' }],
    ] as const) {
      expect((await call(method, url, null, payload, NORDIC)).statusCode).toBe(404);
    }
    const nordicAgent = await t.login(NORDIC, 'admin@nordlys.example', 'Admin#2026');
    expect((await call('GET', `/api/agent/proposals/${proposal.id}`, nordicAgent, undefined, NORDIC)).statusCode).toBe(404);
  });
});

describe('what a client cannot do', () => {
  it('cannot answer nor book an expired proposal; the page is told it expired', async () => {
    const p = await sentProposal(agent, [rates[1]!]);
    await t.db.withTenant(sunriseId, (tx) =>
      tx
        .update(schema.proposals)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(schema.proposals.id, p.id)),
    );
    const seen = await call('GET', `/api/proposals/${p.id}`, null);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Answer).data.status).toBe('expired');
    expect((await call('POST', `/api/proposals/${p.id}/approve`, null, { itemIds: [p.items[0]!.id] })).statusCode).toBe(410);
    const client = await t.login(SUNRISE, CLIENT, PASSWORD);
    const held = await holdItem(client, p, 0);
    expect(held.statusCode).toBe(410);
    expect(held.json().message).toMatch(/expired/);
  });

  it('declines with a reason the agent reads, by email and in the answer', async () => {
    const p = await sentProposal(agent, [rates[1]!], 0, 'A trip to decline');
    const res = await call('POST', `/api/proposals/${p.id}/decline`, null, { reason: 'Too far for us' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Answer).data).toMatchObject({ status: 'declined', declineReason: 'Too far for us' });
    const mine = (await call('GET', `/api/agent/proposals/${p.id}`, agent)).json() as Answer;
    expect(mine.data.declineReason).toBe('Too far for us');
    const mail = (await outbox()).find((m) => m.toAddress === 'sales@sunrise-travel.example' && m.text.includes(p.reference));
    expect(mail?.text).toContain('Too far for us');
  });

  it('gets the proposal it was sent as a PDF; its agent gets a draft too; nobody else does', async () => {
    const sent = await sentProposal(agent, [rates[1]!], 0, 'A PDF trip');
    const pdf = await call('GET', `/api/proposals/${sent.id}/pdf`, null);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="proposal-${sent.reference}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/proposals/${sent.id}/pdf`, null, undefined, NORDIC)).statusCode).toBe(404);
    const draft = await addToBasket(agent, rates[1]!, 0);
    expect((await call('GET', `/api/proposals/${draft.id}/pdf`, null)).statusCode).toBe(404);
    const own = await call('GET', `/api/agent/proposals/${draft.id}/pdf?lang=ar`, agent);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const admin = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    expect((await call('GET', `/api/agent/proposals/${draft.id}/pdf`, admin)).statusCode).toBe(200);
  });

  it('sees nothing of a draft, and an agent sees only their own (the owner sees all)', async () => {
    const draft = await addToBasket(agent, rates[1]!, 0);
    expect((await call('GET', `/api/proposals/${draft.id}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/agent/proposals/${draft.id}`, owner)).statusCode).toBe(200);
    const admin = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    const own = await call('POST', '/api/agent/proposals', owner, { title: "The owner's" });
    expect(own.statusCode).toBe(201);
    expect((await call('GET', `/api/agent/proposals/${(own.json() as Answer).data.id}`, agent)).statusCode).toBe(404);
    expect((await call('GET', `/api/agent/proposals/${(own.json() as Answer).data.id}`, admin)).statusCode).toBe(200);
  });

  it('a withdrawn proposal can no longer be answered', async () => {
    const p = await sentProposal(agent, [rates[1]!]);
    expect((await call('POST', `/api/agent/proposals/${p.id}/withdraw`, agent)).statusCode).toBe(200);
    expect(((await call('GET', `/api/proposals/${p.id}`, null)).json() as Answer).data.status).toBe('withdrawn');
    expect((await call('POST', `/api/proposals/${p.id}/decline`, null, { reason: '' })).statusCode).toBe(410);
    const copy = await call('POST', `/api/agent/proposals/${p.id}/duplicate`, agent);
    expect(copy.statusCode).toBe(201);
    expect((copy.json() as Answer).data).toMatchObject({ status: 'draft', title: p.title, client: { email: CLIENT } });
    expect((copy.json() as Answer).data.items).toHaveLength(1);
  });
});

describe('an offer of every product', () => {
  /** The offer id and the total its own page shows a visitor now. */
  const OFFERS: Record<string, () => Promise<{ offerId: string; total: { amount: number; currency: string } }>> = {
    flight: async () => {
      const { data } = await searchFlights(t, SUNRISE);
      const live = await offerDetails(t, SUNRISE, data.offers[0]!.offerId);
      return { offerId: live.offerId, total: live.price.total };
    },
    car: async () => {
      const { data } = await searchCars(t, SUNRISE);
      const live = await carOffer(t, SUNRISE, data.offers[0]!.offerId);
      return { offerId: live.offerId, total: live.price.total };
    },
    activity: async () => {
      const { data } = await searchActivities(t, SUNRISE);
      const { slot } = await openSlot(t, SUNRISE, data.activities[0]!.productCode, party());
      return { offerId: slot.offerId!, total: slot.price.total };
    },
    cruise: async () => {
      const { data } = await searchCruises(t, SUNRISE);
      const d = await sailing(t, SUNRISE, data.sailings[0]!.sailingId);
      const cabin = d.cabins.find((c) => c.offerId)!;
      return { offerId: cabin.offerId!, total: cabin.price.total };
    },
    resort: async () => {
      const room = await suite(t, SUNRISE);
      return { offerId: room.offerId!, total: room.price.total };
    },
  };

  it.each(Object.keys(OFFERS))('a %s is quoted into a proposal at the price its page shows, with its facts and terms', async (product) => {
    const { offerId, total } = await OFFERS[product]!();
    const created = await call('POST', '/api/agent/proposals', agent, { title: `A ${product}`, currency: 'USD' });
    const id = (created.json() as Answer).data.id;
    const added = await call('POST', `/api/agent/proposals/${id}/items`, agent, { product, offerId, currency: 'USD' });
    expect(added.statusCode, added.body).toBe(201);
    const item = (added.json() as Answer).data.items[0]!;
    expect(item.product).toBe(product);
    expect(item.current!.price.total).toEqual(total);
    expect(item.current!.title).not.toBe('');
    expect(item.current!.cancellationPolicy.description).not.toBe('');
    expect(item.current!.startDate <= item.current!.endDate).toBe(true);
  });

  it('refuses an offer id no supplier knows, naming the field', async () => {
    const res = await call('POST', '/api/agent/proposals/basket/items', agent, { product: 'car', offerId: 'no-such-offer-0000', currency: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'offerId' });
  });
});
