import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, findBookingByReference } from '@tripfront/db';
import type { RecordedAccounts } from '@tripfront/suppliers/testing/recorded-accounts';
import { nordicOnDuffel, type NordicOnDuffel } from './account-helpers.ts';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import { book, cookie, guest, hold, query } from './booking-helpers.ts';
import { NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// The booking pipeline per agency (issue #41, decision 0105): two agencies on one platform, Sunrise
// on the sandbox and Nordic on its own Duffel account (recorded Duffel Stays), each searching and
// booking through its own suppliers only; keys never answered; a booking made before a switch still
// cancelled through the account that made it.

const NORDIC_KEY = 'duffel_test_NordicOwnKey9x8y7z6w5v4u';
const LISBON = { lat: 38.7223, long: -9.1393, checkin_date: '2027-03-10', checkout_date: '2027-03-13', occupancy: 2, searchString: 'Lisbon' };

let world: NordicOnDuffel;
let t: TestApp;
let duffel: RecordedAccounts;
let nordicOwner: string;
let nordicTraveller: string;
let sunriseTraveller: string;
let accountId: string;

beforeAll(async () => {
  world = await nordicOnDuffel({ key: NORDIC_KEY, label: 'Nordic Duffel', products: ['hotel'] });
  ({ t, duffel, nordicOwner, nordicTraveller, sunriseTraveller, accountId } = world);
});
afterAll(() => world.close());

const search = (host: string, token?: string) =>
  t.call(host, { method: 'GET', url: `/hotel-api/search?${query({ ...LISBON, currency: 'EUR' })}`, ...(token ? { cookies: cookie(token) } : {}) });

type Money = { amount: number; currency: string };
type Found = { propertyId: string; name: string; source?: string; price: { total: Money }; dueAtProperty?: Money };
/** The recorded Casa do Rio Lisboa room-only rate's city tax, which Duffel says is paid at the accommodation. */
const CITY_TAX = { amount: 2400, currency: 'EUR' };

describe('each agency sells through its own suppliers', () => {
  let reference: string;

  it('Nordic’s hotel search asks its Duffel account with its own key; Sunrise’s stays on the sandbox and calls nobody', async () => {
    const before = duffel.seen.length;
    const sunrise = await search(SUNRISE);
    expect(sunrise.statusCode, sunrise.body).toBe(200);
    expect(duffel.seen.length).toBe(before);
    expect((sunrise.json().data.hotels as Found[]).every((h) => !h.propertyId.startsWith('acc~'))).toBe(true);

    const nordic = await search(NORDIC, nordicTraveller);
    expect(nordic.statusCode, nordic.body).toBe(200);
    const hotels = nordic.json().data.hotels as Found[];
    expect(hotels.map((h) => h.name)).toEqual(expect.arrayContaining(['Casa do Rio Lisboa']));
    expect(hotels.every((h) => h.propertyId.startsWith(`acc~${accountId}~`))).toBe(true);
    // Travellers are not told where an offer comes from.
    expect(hotels.every((h) => h.source === undefined)).toBe(true);
    expect(duffel.seen.at(-1)).toMatchObject({ method: 'POST', path: '/stays/search', token: NORDIC_KEY });
    for (const answer of [sunrise, nordic]) expect(answer.body).not.toContain(NORDIC_KEY);
  });

  it('shows agents which account an offer comes from', async () => {
    const res = await search(NORDIC, nordicOwner);
    expect((res.json().data.hotels as Found[])[0]!.source).toBe('Duffel: Nordic Duffel');
  });

  it('refuses Nordic’s offers to Sunrise as not found, without calling the supplier', async () => {
    const nordic = (await search(NORDIC, nordicTraveller)).json().data.hotels as Found[];
    const before = duffel.seen.length;
    const details = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/properties/${encodeURIComponent(nordic[0]!.propertyId)}?${query(LISBON)}` });
    expect(details.statusCode, details.body).toBe(404);
    expect(duffel.seen.length).toBe(before);
  });

  it('books a Nordic traveller’s hotel through the account, records which account made it, and says the city tax due at the property throughout', async () => {
    const found = (await search(NORDIC, nordicTraveller)).json().data.hotels as Found[];
    const rio = found.find((h) => h.name === 'Casa do Rio Lisboa')!;
    expect(rio.dueAtProperty).toEqual(CITY_TAX);
    const details = await t.call(NORDIC, {
      method: 'GET',
      url: `/hotel-api/properties/${encodeURIComponent(rio.propertyId)}?${query({ ...LISBON, currency: 'EUR' })}`,
      cookies: cookie(nordicTraveller),
    });
    expect(details.statusCode, details.body).toBe(200);
    // The room-only Flexible Rate: the one Duffel's recorded quote is for.
    const rate = (details.json().data.rooms as { rates: RatePlan[] }[]).flatMap((r) => r.rates).find((r) => r.rateId.includes('rat_0000BTVRuKZTavzrZDJ4cA'))!;
    expect(rate.rateId).toMatch(new RegExp(`^acc~${accountId}~`));
    // Apart from the price paid now, in the property's currency (the total stays what is charged).
    expect(rate.dueAtProperty).toEqual(CITY_TAX);
    const checked = await t.call(NORDIC, {
      method: 'POST',
      url: '/hotel-api/price-check',
      cookies: cookie(nordicTraveller),
      payload: { rateId: rate.rateId, currency: 'EUR' },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.dueAtProperty).toEqual(CITY_TAX);
    const held = await hold(t, NORDIC, nordicTraveller, rate);
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data).toMatchObject({ product: 'hotel', dueAtProperty: CITY_TAX });
    // The guest leaves no phone: Duffel Stays, which requires one, is given the agency's contact number.
    const booked = await book(t, NORDIC, nordicTraveller, held.json().data, { guest: { ...guest, phone: '' } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data).toMatchObject({ status: 'confirmed', dueAtProperty: CITY_TAX });
    reference = booked.json().data.reference;
    // Stored with the booking: My Trips says it later.
    const mine = await t.call(NORDIC, { method: 'GET', url: `/api/bookings/${reference}`, cookies: cookie(nordicTraveller) });
    expect(mine.json().data.dueAtProperty, mine.body).toEqual(CITY_TAX);
    expect(duffel.seen.some((c) => c.method === 'POST' && c.path === '/stays/bookings' && c.token === NORDIC_KEY)).toBe(true);
    const tenantId = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
    const row = await t.db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, reference));
    expect(row).toMatchObject({ supplierAccountId: accountId, supplier: 'duffel-stays' });
    expect(booked.body).not.toContain(NORDIC_KEY);
  });

  it('after hotels switch back to the sandbox, new searches use the sandbox and the booking still cancels through Duffel', async () => {
    await world.switchOff();
    const before = duffel.seen.length;
    const sandbox = (await search(NORDIC, nordicTraveller)).json().data.hotels as Found[];
    expect(sandbox.length).toBeGreaterThan(0);
    expect(sandbox.every((h) => !h.propertyId.startsWith('acc~'))).toBe(true);
    expect(duffel.seen.length).toBe(before);

    const cancelled = await t.call(NORDIC, { method: 'POST', url: `/api/bookings/${reference}/cancel`, cookies: cookie(nordicTraveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      duffel.seen.slice(before).some((c) => c.method === 'POST' && /^\/stays\/bookings\/bok_\w+\/actions\/cancel$/.test(c.path) && c.token === NORDIC_KEY),
    ).toBe(true);
  });

  it('keeps Sunrise booking sandbox hotels throughout', async () => {
    const hotels = (await search(SUNRISE, sunriseTraveller)).json().data.hotels as Found[];
    const details = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/properties/${hotels[0]!.propertyId}?${query({ ...LISBON, currency: 'EUR' })}` });
    expect(details.statusCode, details.body).toBe(200);
    // The sandbox says nothing is due at the property, so nothing is shown.
    expect(hotels.every((h) => h.dueAtProperty === undefined)).toBe(true);
    expect(details.body).not.toContain('dueAtProperty');
  });
});
