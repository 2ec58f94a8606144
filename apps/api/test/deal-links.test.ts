import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { findTenantIdByHost, findUserByEmail, insertBooking, rowsOf, schema } from '@tripfront/db';
import { percentMarkupMinor } from '@tripfront/domain/pricing';
import type { DealLink } from '@tripfront/domain/proposals';
import { SYSTEM_ACTORS } from '@tripfront/domain/audit';
import { createTestApp, GATEWAY, SUNRISE, type TestApp } from './helpers.ts';
import type { HotelDetails } from '@tripfront/domain/booking/hotel-api';
import { book, cookie, PARIS, query, stay, storedBooking } from './booking-helpers.ts';

// Deal links (decision 0118): an agent's shareable /url/{code} with its own markup; its clicks,
// sign-ups and bookings are the agent's. Sunrise's sales agent and owner make links; Gateway is
// another agency that must neither read them nor price with them.

let t: TestApp;
let owner: string;
let sales: string;
let traveller: string;
let gatewayOwner: string;
let sunriseId: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, sales, traveller, gatewayOwner] = await Promise.all([
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(GATEWAY, 'owner@gateway-partners.example', 'Owner#2026'),
  ]);
  sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

const dates = stay(45, 2);
const SEARCH = `/booknow/hotels/v2/search?${query({ destination: 'Paris', lat: PARIS.lat, long: PARIS.long, country: 'FR', ...dates, occupancies: 2 })}`;

async function create(token: string, body: Record<string, unknown>, host = SUNRISE) {
  return t.call(host, {
    method: 'POST',
    url: '/api/agent/deal-links',
    cookies: cookie(token),
    payload: { title: 'Paris in spring', product: 'hotel', target: SEARCH, ...body },
  });
}

async function created(token: string, body: Record<string, unknown> = {}): Promise<DealLink> {
  const res = await create(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as DealLink;
}

async function list(token: string, host = SUNRISE): Promise<DealLink[]> {
  const res = await t.call(host, { method: 'GET', url: '/api/agent/deal-links', cookies: cookie(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DealLink[];
}

const listed = async (token: string, id: string) => (await list(token)).find((l) => l.id === id)!;

/** The stored link's expiry moved (a link cannot be created already expired). */
const expire = (id: string) =>
  t.db.withTenant(sunriseId, (tx) =>
    tx
      .update(schema.dealLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.dealLinks.id, id)),
  );

describe('creating deal links', () => {
  it("refuses a markup above the agency's cap (20% by default), naming the field", async () => {
    const res = await create(sales, { agentMarkupBasisPoints: 2_500 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'agentMarkupBasisPoints' });
    expect(res.json().message).toContain('20%');
  });

  it('refuses a target that is not a search or deal page of this storefront', async () => {
    for (const target of ['https://elsewhere.example/booknow/hotels', '//elsewhere.example/booknow/hotels', '/about']) {
      const res = await create(sales, { target });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().field, target).toBe('target');
    }
  });

  it('refuses an expiry in the past', async () => {
    const res = await create(sales, { expiresOn: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('expiresOn');
  });

  it("answers the link with its code and its URL on the agency's configured host", async () => {
    const link = await created(sales, { agentMarkupBasisPoints: 1_500, expiresOn: dates.checkin_date });
    expect(link.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    // The agency's configured origin (decision 0021), whatever Host the request named.
    expect(link.url).toMatch(new RegExp(`^https?://sunrise\\.localhost(:\\d+)?/url/${link.code}$`));
    expect(link).toMatchObject({ agentMarkupBasisPoints: 1_500, expired: false, archived: false, clicks: 0, signups: 0, bookings: 0 });
    expect(new Date(link.expiresAt!).getTime()).toBeGreaterThan(new Date(`${dates.checkin_date}T23:59:00Z`).getTime());
  });

  it('is for agents with the Deal Link permission only', async () => {
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/deal-links', cookies: cookie(traveller) })).statusCode).toBe(403);
    expect((await create(traveller, {})).statusCode).toBe(403);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/deal-links' })).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it("shows an agent their own links, and the owner every agent's", async () => {
    const mine = await created(sales, { title: 'Sales link' });
    const owners = await created(owner, { title: 'Owner link' });
    const salesList = await list(sales);
    expect(salesList.map((l) => l.id)).toContain(mine.id);
    expect(salesList.map((l) => l.id)).not.toContain(owners.id);
    const ownerList = await list(owner);
    expect(ownerList.map((l) => l.id)).toEqual(expect.arrayContaining([mine.id, owners.id]));
    expect(ownerList.find((l) => l.id === mine.id)!.agent.name).not.toBe('');
    // Another agent's link cannot be archived by an agent.
    expect((await t.call(SUNRISE, { method: 'POST', url: `/api/agent/deal-links/${owners.id}/archive`, cookies: cookie(sales) })).statusCode).toBe(404);
  });

  it('counts the sold bookings made through a link', async () => {
    const link = await created(sales);
    const user = (await t.db.withTenant(sunriseId, (tx) => findUserByEmail(tx, sunriseId, 'traveller@sunrise-travel.example')))!;
    await t.db.withTenant(sunriseId, async (tx) => {
      await insertBooking(tx, storedBooking(sunriseId, user.id, { dealLinkId: link.id }), 'test', SYSTEM_ACTORS.operator);
      await insertBooking(
        tx,
        storedBooking(sunriseId, user.id, { dealLinkId: link.id, status: 'failed', paymentStatus: 'failed' }),
        'test',
        SYSTEM_ACTORS.operator,
      );
    });
    expect((await listed(sales, link.id)).bookings).toBe(1);
  });
});

describe('/url/{code}', () => {
  it('counts a click and sends the visitor to the target with dealLinkId', async () => {
    const link = await created(sales);
    const res = await t.call(SUNRISE, { method: 'GET', url: `/url/${link.code.toLowerCase()}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location), 'http://x');
    expect(`${location.pathname}?`).toBe(`${SEARCH.split('?')[0]}?`);
    expect(location.searchParams.get('dealLinkId')).toBe(link.code);
    expect(location.searchParams.get('destination')).toBe('Paris');
    await t.call(SUNRISE, { method: 'GET', url: `/url/${link.code}` });
    expect((await listed(sales, link.id)).clicks).toBe(2);
  });

  it("shows the storefront's page for an expired, archived or unknown link, and counts nothing", async () => {
    const expired = await created(sales);
    await expire(expired.id);
    const archived = await created(sales);
    const res = await t.call(SUNRISE, { method: 'POST', url: `/api/agent/deal-links/${archived.id}/archive`, cookies: cookie(sales) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ archived: true, expired: true });
    for (const code of [expired.code, archived.code, 'ZZZZZZZZ', 'not-a-code']) {
      const page = await t.call(SUNRISE, { method: 'GET', url: `/url/${code}` });
      expect(page.statusCode, code).toBe(200);
      expect(page.headers['content-type'], code).toContain('text/html');
      expect(page.body, code).toContain('id="tf-bootstrap"');
    }
    expect((await listed(sales, expired.id)).clicks).toBe(0);
    expect((await listed(sales, archived.id)).clicks).toBe(0);
    const answer = await t.call(SUNRISE, { method: 'GET', url: `/api/deal-links/${expired.code}` });
    expect(answer.json().data).toEqual({ code: expired.code, title: 'Paris in spring', product: 'hotel', target: null, expired: true });
  });

  it('is unknown to another agency: its page, its answer, and its archive', async () => {
    const link = await created(sales);
    const page = await t.call(GATEWAY, { method: 'GET', url: `/url/${link.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers.location).toBeUndefined();
    expect((await t.call(GATEWAY, { method: 'GET', url: `/api/deal-links/${link.code}` })).statusCode).toBe(404);
    expect((await t.call(GATEWAY, { method: 'POST', url: `/api/agent/deal-links/${link.id}/archive`, cookies: cookie(gatewayOwner) })).statusCode).toBe(404);
    expect((await list(gatewayOwner, GATEWAY)).map((l) => l.id)).not.toContain(link.id);
    expect((await listed(sales, link.id)).clicks).toBe(0);
    const live = await t.call(SUNRISE, { method: 'GET', url: `/api/deal-links/${link.code}` });
    expect(live.json().data).toMatchObject({ expired: false, target: expect.stringContaining(`dealLinkId=${link.code}`) });
  });
});

type Hotel = { propertyId: string; price: { total: { amount: number }; base: { amount: number }; markup?: { amount: number } } };
async function hotels(host: string, headers: Record<string, string>, token?: string): Promise<Map<string, Hotel>> {
  const res = await t.call(host, {
    method: 'GET',
    url: `/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2, pageSize: 10, currency: 'USD' })}`,
    headers,
    ...(token ? { cookies: cookie(token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data.hotels as Hotel[]).map((h) => [h.propertyId, h]));
}

describe('prices through a deal link', () => {
  it("add the link's markup to every price; an expired link or another agency's adds nothing", async () => {
    const link = await created(sales, { agentMarkupBasisPoints: 1_500 });
    const plain = await hotels(SUNRISE, {}, owner);
    const marked = await hotels(SUNRISE, { 'x-deal-link': link.code }, owner);
    expect(plain.size).toBeGreaterThan(2);
    for (const [id, h] of plain) {
      const wholesaleBase = h.price.base.amount - h.price.markup!.amount;
      const extra = percentMarkupMinor(wholesaleBase, 1_500);
      expect(extra).toBeGreaterThan(0);
      expect(marked.get(id)!.price.total.amount - h.price.total.amount, id).toBe(extra);
    }
    // A visitor pays the same as the agent sees.
    const visitor = await hotels(SUNRISE, { 'x-deal-link': link.code });
    for (const [id, h] of visitor) expect(h.price.total.amount, id).toBe(marked.get(id)!.price.total.amount);
    // Gateway sells Paris too: Sunrise's code means nothing there.
    const gatewayPlain = await hotels(GATEWAY, {});
    const gatewayWith = await hotels(GATEWAY, { 'x-deal-link': link.code });
    for (const [id, h] of gatewayPlain) expect(gatewayWith.get(id)!.price.total.amount, id).toBe(h.price.total.amount);
    // An expired link prices as none (after the short lookup cache: archive forgets at once).
    await t.call(SUNRISE, { method: 'POST', url: `/api/agent/deal-links/${link.id}/archive`, cookies: cookie(sales) });
    const after = await hotels(SUNRISE, { 'x-deal-link': link.code }, owner);
    for (const [id, h] of plain) expect(after.get(id)!.price.total.amount, id).toBe(h.price.total.amount);
  });

  it("records the booking as the link's: its id and the agent's markup (the hold and checkout plumbing of decision 0118)", async () => {
    const link = await created(sales, { agentMarkupBasisPoints: 1_000 });
    const headers = { 'x-deal-link': link.code };
    // The rate as the link's visitor reads it (a steady price: see steadyRate), then held with the link.
    const search = await t.call(SUNRISE, {
      method: 'GET',
      url: `/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2, radius: 40, pageSize: 50, freeCancellation: 'true' })}`,
      headers,
    });
    const hotel = (search.json().data.hotels as Hotel[]).find((x) => Number(x.propertyId.split('-').pop()) % 3 !== 0)!;
    const details = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/properties/${hotel.propertyId}?${query({ ...dates, occupancy: 2 })}`, headers });
    expect(details.statusCode, details.body).toBe(200);
    const rate = (details.json().data as HotelDetails).rooms[0]!.rates.find((r) => r.cancellationPolicy.refundable)!;
    const h = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds',
      cookies: cookie(traveller),
      headers,
      payload: { product: 'hotel', offerId: rate.rateId, currency: rate.price.total.currency, expectedTotal: rate.price.total },
    });
    expect(h.statusCode, h.body).toBe(201);
    const booked = await book(t, SUNRISE, traveller, h.json().data);
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await t.db.withTenant(sunriseId, (tx) =>
      rowsOf<{ deal_link_id: string | null; agent_markup_minor: number }>(
        tx.execute(sql`select deal_link_id, agent_markup_minor from bookings where reference = ${booked.json().data.reference as string}`),
      ),
    );
    expect(row).toMatchObject({ deal_link_id: link.id });
    expect(Number(row!.agent_markup_minor)).toBeGreaterThan(0);
    expect((await listed(sales, link.id)).bookings).toBe(1);
  });
});

describe('sign-ups and the Command Center', () => {
  it("counts a sign-up that names the link, and the period's clicks, sign-ups and bookings", async () => {
    const link = await created(sales);
    await t.call(SUNRISE, { method: 'GET', url: `/url/${link.code}` });
    const signup = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'x-deal-link': link.code },
      payload: { firstName: 'Dee', lastName: 'Link', email: `dee.${Date.now()}@example.com`, password: 'Quiet-River-Stone-8' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await listed(sales, link.id)).toMatchObject({ clicks: 1, signups: 1 });
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call(SUNRISE, { method: 'GET', url: `/api/agent/dashboard?from=${today}&to=${today}&product=all`, cookies: cookie(owner) });
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().data.dealLinks as { clicks: number; signups: number; bookings: number };
    expect(figures.signups).toBeGreaterThanOrEqual(1);
    expect(figures.clicks).toBeGreaterThanOrEqual(1);
    expect(figures.bookings).toBeGreaterThanOrEqual(0);
  });
});
