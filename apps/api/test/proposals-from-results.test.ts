import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivitySearchAnswer } from '@tripfront/domain/booking/activity-api';
import type { HotelSearchAnswer } from '@tripfront/domain/booking/hotel-api';
import type { Proposal } from '@tripfront/domain/proposals';
import { cookie, query } from './booking-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { LISBON } from './activity-helpers.ts';

// "Add to proposal" on a result card (decision 0123): a hotel's and a tour's search result names the
// offer its price is of, and the basket quotes that offer at the price the card showed.

let t: TestApp;
let agent: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
}, 60_000);
afterAll(() => t.close());

async function asAgent<T>(url: string): Promise<T> {
  const res = await t.call(SUNRISE, { method: 'GET', url, cookies: cookie(agent) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function addToBasket(product: 'hotel' | 'activity', offerId: string): Promise<Proposal> {
  const res = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/agent/proposals/basket/items',
    cookies: cookie(agent),
    payload: { product, offerId, currency: 'USD' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Proposal }).data;
}

describe('a result card adds the offer whose price it shows', () => {
  it('a hotel: its cheapest rate for the stay and party, at the card’s price', async () => {
    const params = { lat: 48.8566, long: 2.3522, checkin_date: day(40), checkout_date: day(42), occupancy: 2, searchString: 'Paris', currency: 'USD' };
    const { data } = await asAgent<HotelSearchAnswer>(`/hotel-api/search?${query(params)}`);
    expect(data.hotels.length).toBeGreaterThan(0);
    expect(data.hotels.every((h) => typeof h.offerId === 'string')).toBe(true);
    // The sandbox re-prices some breakfast rates on a check (a live price change); this hotel's stays put.
    const card = data.hotels.find((h) => Number(h.propertyId.split('-').pop()) % 3 !== 0)!;
    const proposal = await addToBasket('hotel', card.offerId!);
    const item = proposal.items.at(-1)!;
    expect(item.offerId).toBe(card.offerId);
    expect(item.current!.price.total).toEqual(card.price.total);
    expect(item.current!.cancellationPolicy.refundable).toBe(card.cancellationPolicy.refundable);
  });

  it('a tour: its earliest open slot for one adult, at the card’s "from" price', async () => {
    const { data } = await asAgent<ActivitySearchAnswer>(
      `/api/activities/search?${query({ ...LISBON, start_date: day(30), end_date: day(33), currency: 'USD' })}`,
    );
    const card = data.activities[0]!;
    // A1.{productCode}.{date}.{HHmm}.{adult}-{child}-{infant}-{senior}: a day of the range, one adult.
    const [, code, date, , counts] = card.offerId!.split('.');
    expect([code, counts]).toEqual([card.productCode, '1-0-0-0']);
    expect(date! >= day(30) && date! <= day(33)).toBe(true);
    const proposal = await addToBasket('activity', card.offerId!);
    const item = proposal.items.at(-1)!;
    expect(item.offerId).toBe(card.offerId);
    expect(item.current!.price.total).toEqual(card.price.total);
  });
});
