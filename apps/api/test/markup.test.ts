import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@tripfront/db';
import { defaultHotelDealSearch, type PricingSettings } from '@tripfront/domain';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { createTestApp, DEMO_SEED, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, details, hold, stay, steadyRate } from './booking-helpers.ts';

// Issue #15: the agency's markup rules price everything the storefront shows and charges. Sunrise
// sells hotels at 10% (its default stays 12%; a rule for Italian hotels must not reach Paris).

const TEN_PERCENT_HOTELS: PricingSettings = {
  markupBasisPoints: 1200,
  rules: [
    { product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 },
    { product: 'hotel', country: 'IT', kind: 'fixed', amounts: { EUR: 5_000 } },
  ],
};

const seed = {
  ...DEMO_SEED,
  agencies: DEMO_SEED.agencies.map((a) => (a.agency.subdomain === 'sunrise' ? { ...a, agency: { ...a.agency, pricing: TEN_PERCENT_HOTELS } } : a)),
};

let t: TestApp;
let owner: string;
let traveller: string;
let restricted: string;
beforeAll(async () => {
  t = await createTestApp({ seed });
  [owner, traveller, restricted] = await Promise.all([
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'),
  ]);
});
afterAll(() => t.close());

/** The hotel's markup is 10% of the pre-tax wholesale price: wholesale base = base − markup. */
const tenPercentOf = (base: number, markup: number) => Math.floor(((base - markup) * 1000 + 5000) / 10_000);

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const hotelDealsBody = { ...defaultHotelDealSearch({ now: new Date(), ...PARIS, searchString: 'Paris' }), destinationCountryCode: 'FR' };
const hotelDeals = (token?: string) =>
  t.call(SUNRISE, { method: 'POST', url: '/api/dealray/deals/hotel-search', payload: hotelDealsBody, ...(token ? { cookies: cookie(token) } : {}) });

type Price = { total: BookingMoney; base: BookingMoney; markup?: BookingMoney; wholesale?: BookingMoney };
async function searchAs(token: string, dates: { checkin_date: string; checkout_date: string }) {
  const res = await t.call(SUNRISE, {
    method: 'GET',
    url: `/hotel-api/search?lat=48.8566&long=2.3522&checkin_date=${dates.checkin_date}&checkout_date=${dates.checkout_date}&occupancy=2&pageSize=10`,
    cookies: cookie(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.hotels as { propertyId: string; price: Price }[];
}

/** The owner saves the markup section as the settings page does: with the version it read. */
async function saveMarkup(pricing: PricingSettings) {
  const read = await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings', cookies: cookie(owner) });
  expect(read.statusCode, read.body).toBe(200);
  const saved = await t.call(SUNRISE, {
    method: 'PUT',
    url: '/api/agency/settings/markup',
    cookies: cookie(owner),
    payload: { version: read.json().data.version, settings: pricing },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.markup).toEqual(pricing);
}

describe('an agency with a 10% hotel markup', () => {
  it("shows an agent's hotel deal cards wholesale + markup = total, the markup 10% of the pre-tax wholesale", async () => {
    const res = await hotelDeals(owner);
    expect(res.statusCode, res.body).toBe(200);
    const deals = res.json().response as { rates: { wholesaleRate: number; agencyMarkup: number; totalRate: number; baseRate: number; taxAndFee: number } }[];
    expect(deals.length).toBeGreaterThan(2);
    for (const { rates } of deals) {
      expect(rates.wholesaleRate + rates.agencyMarkup).toBeCloseTo(rates.totalRate, 2);
      const wholesaleBase = rates.wholesaleRate - rates.taxAndFee;
      expect(rates.agencyMarkup).toBeCloseTo(wholesaleBase * 0.1, 1);
    }
  });

  it('shows hotel search results and rates to an agent at 10%, and the same totals without the agent rows to a traveller', async () => {
    const dates = stay(45, 2);
    const agent = await searchAs(owner, dates);
    const mine = await searchAs(traveller, dates);
    expect(agent.length).toBeGreaterThan(2);
    for (const [i, h] of agent.entries()) {
      const { total, base, markup, wholesale } = h.price;
      expect(wholesale!.amount + markup!.amount).toBe(total.amount);
      expect(markup!.amount).toBe(tenPercentOf(base.amount, markup!.amount));
      expect(mine[i]!.propertyId).toBe(h.propertyId);
      expect(mine[i]!.price.total).toEqual(total);
      expect(mine[i]!.price).not.toHaveProperty('markup');
      expect(mine[i]!.price).not.toHaveProperty('wholesale');
    }
    const rate = (await details(t, SUNRISE, agent[0]!.propertyId, dates)).rooms[0]!.rates[0]!;
    expect(rate.price).not.toHaveProperty('markup'); // details fetched without a session
  });

  it('charges a traveller the marked-up total and stores wholesale + markup = total on the booking, shown to agents only', async () => {
    const rate: RatePlan = await steadyRate(t, SUNRISE);
    const held = await hold(t, SUNRISE, traveller, rate);
    expect(held.statusCode, held.body).toBe(201);
    const holdAnswer = held.json().data;
    expect(holdAnswer.price.total).toEqual(rate.price.total);
    expect(holdAnswer.price).not.toHaveProperty('markup');
    // The hold token travels through the browser: it must not tell the traveller the agency's margin.
    const claims = JSON.parse(Buffer.from(holdAnswer.holdToken.split('.')[0], 'base64url').toString('utf8'));
    expect(JSON.stringify(claims)).not.toMatch(/wholesale|markup/);

    const booked = await book(t, SUNRISE, traveller, holdAnswer);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    expect(booking.total).toEqual(rate.price.total);
    expect(booking.price).not.toHaveProperty('markup');

    const [row] = await rowsOf<{ total_minor: string; wholesale_minor: string; markup_minor: string; currency: string }>(
      t.db.owner.execute(sql`select total_minor, wholesale_minor, markup_minor, currency from bookings where reference = ${booking.reference}`),
    );
    const [total, wholesale, markup] = [row!.total_minor, row!.wholesale_minor, row!.markup_minor].map(Number) as [number, number, number];
    expect(total).toBe(rate.price.total.amount);
    expect(wholesale + markup).toBe(total);
    expect(markup).toBe(tenPercentOf(rate.price.base.amount, markup));

    const asAgent = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(owner) });
    expect(asAgent.statusCode, asAgent.body).toBe(200);
    expect(asAgent.json().data.price).toMatchObject({
      wholesale: { amount: wholesale, currency: row!.currency },
      markup: { amount: markup, currency: row!.currency },
    });
    const asTraveller = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(traveller) });
    expect(asTraveller.json().data.price).not.toHaveProperty('markup');
    expect(asTraveller.json().data.price).not.toHaveProperty('wholesale');
  });

  it('never gives a restricted agent the agent rows, on deals or on a hold', async () => {
    const deal = (await hotelDeals(restricted)).json().response[0].rates;
    expect(deal).not.toHaveProperty('wholesaleRate');
    const rate = await steadyRate(t, SUNRISE);
    const held = await hold(t, SUNRISE, restricted, rate);
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.price).not.toHaveProperty('markup');
    const released = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds/release',
      cookies: cookie(restricted),
      payload: { holdToken: held.json().data.holdToken },
    });
    expect(released.statusCode, released.body).toBe(200);
  });

  it('prices new answers at once when the owner saves a rule, even with the same default percentage', async () => {
    const before = (await hotelDeals(owner)).json().response[0].rates;
    const searched = await searchAs(owner, stay(50, 2));
    await saveMarkup({ markupBasisPoints: 1200, rules: [{ product: 'hotel', country: 'FR', kind: 'fixed', amounts: { USD: 2_500 } }] });
    try {
      const after = (await hotelDeals(owner)).json().response[0].rates;
      expect(after.wholesaleRate).toBe(before.wholesaleRate);
      expect(after.agencyMarkup).toBe(25);
      expect(after.totalRate).toBeCloseTo(after.wholesaleRate + 25, 2);
      // A fixed amount is per stay: two nights, one markup.
      const [first] = await searchAs(owner, stay(50, 2));
      expect(first!.price.markup).toEqual({ amount: 2_500, currency: 'USD' });
      expect(first!.price.wholesale).toEqual(searched[0]!.price.wholesale);
      expect(first!.price.total.amount).toBe(first!.price.wholesale!.amount + 2_500);
    } finally {
      await saveMarkup(TEN_PERCENT_HOTELS);
    }
  });
});
