import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookingByReference, findTenantIdByHost } from '@tripfront/db';
import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import type { RecordedAccounts } from '@tripfront/suppliers/testing/recorded-accounts';
import { nordicOnDuffel, type NordicOnDuffel } from './account-helpers.ts';
import { serveMetrics, type MetricsServer } from '../src/lib/metrics-server.ts';
import { cookie } from './booking-helpers.ts';
import { bookFlight, holdFlight, offerDetails, passengersFor, searchFlights } from './flight-helpers.ts';
import { NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Flights through an agency's own Duffel account (issue #41, decision 0105): Nordic switches flights
// to its account and searches, holds, books and cancels through it with its own key (the local
// stand-in answers Duffel's recorded round trip); Sunrise stays on the sandbox and calls nobody.
// After Nordic switches flights off the account, its searches are the sandbox's again, and the
// flight it booked still cancels through the account. Calls through the account are counted as
// Duffel's flight calls.

const NORDIC_KEY = 'duffel_test_NordicFlightsKey1a2b3c4d5e';
const METRICS_TOKEN = 'metrics-token-0123456789';
/** The party Duffel's recorded round trip is for. */
const PARTY = { adults: 2, children: 1, infants: 1 };

let world: NordicOnDuffel;
let t: TestApp;
let duffel: RecordedAccounts;
let metrics: MetricsServer;
let nordicTraveller: string;
let accountId: string;

beforeAll(async () => {
  world = await nordicOnDuffel({ key: NORDIC_KEY, label: 'Nordic Air', products: ['flight'] }, { METRICS_PORT: '0', METRICS_TOKEN });
  ({ t, duffel, nordicTraveller, accountId } = world);
  metrics = await serveMetrics(t.app.deps.metrics!, { port: 0, host: '127.0.0.1', token: METRICS_TOKEN });
});
afterAll(async () => {
  await metrics?.close();
  await world?.close();
});

/** The stand-in's calls since `from`. */
const callsSince = (from: number) => duffel.seen.slice(from);

describe('flights through an agency’s own Duffel account', () => {
  let reference: string;

  it('Nordic’s search answers the account’s offers with its key; Sunrise’s stays on the sandbox and calls nobody', async () => {
    const before = duffel.seen.length;
    const sunrise = await searchFlights(t, SUNRISE, PARTY);
    expect(sunrise.data.offers.length).toBeGreaterThan(0);
    expect(sunrise.data.offers.every((o) => !o.offerId.startsWith('acc~'))).toBe(true);
    expect(duffel.seen.length).toBe(before);

    const nordic = await searchFlights(t, NORDIC, PARTY, nordicTraveller);
    // The recorded round trip's two offers: British Airways and Virgin Atlantic.
    expect(nordic.data.offers.map((o) => o.owner.iata).sort()).toEqual(['BA', 'VS']);
    expect(nordic.data.offers.every((o) => o.offerId.startsWith(`acc~${accountId}~`))).toBe(true);
    expect(callsSince(before)).toEqual([expect.objectContaining({ method: 'POST', path: '/air/offer_requests/', token: NORDIC_KEY })]);
    expect(JSON.stringify([sunrise, nordic])).not.toContain(NORDIC_KEY);
  });

  it('counts the account’s calls as Duffel’s flight calls', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/^tripfront_supplier_calls_total\{(?=[^}]*supplier="duffel")(?=[^}]*product="flight")(?=[^}]*operation="flightSearch")[^}]*\} [1-9]/m);
  });

  it('holds and books a Nordic traveller’s flight through the account, and records the account', async () => {
    const { data } = await searchFlights(t, NORDIC, PARTY, nordicTraveller);
    const ba = data.offers.find((o) => o.owner.iata === 'BA')!;
    const live = await offerDetails(t, NORDIC, ba.offerId, nordicTraveller);
    expect(live.offerId).toMatch(new RegExp(`^acc~${accountId}~`));
    const held = await holdFlight(t, NORDIC, nordicTraveller, live.offerId, live.price.total);
    expect(held.statusCode, held.body).toBe(201);
    // Duffel wants each passenger's gender as on the travel document.
    const passengers: FlightPassenger[] = passengersFor(PARTY, live.slices[0]!.segments[0]!.departAt.slice(0, 10)).map((p, i) => ({
      ...p,
      gender: i % 2 === 0 ? 'female' : 'male',
    }));
    const before = duffel.seen.length;
    const booked = await bookFlight(t, NORDIC, nordicTraveller, held.json().data, passengers);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.status).toBe('confirmed');
    reference = booked.json().data.reference;
    expect(callsSince(before)).toContainEqual(expect.objectContaining({ method: 'POST', path: '/air/orders', token: NORDIC_KEY }));
    const tenantId = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
    const row = await t.db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, reference));
    expect(row).toMatchObject({ supplierAccountId: accountId, supplier: 'duffel' });
    for (const answer of [held.body, booked.body, JSON.stringify(live)]) expect(answer).not.toContain(NORDIC_KEY);
  });

  it('after flights switch back to the sandbox, new searches use the sandbox and the booking still cancels through the account', async () => {
    const off = await world.switchOff();
    expect(off.body).not.toContain(NORDIC_KEY);
    const before = duffel.seen.length;
    const sandbox = await searchFlights(t, NORDIC, PARTY, nordicTraveller);
    expect(sandbox.data.offers.length).toBeGreaterThan(0);
    expect(sandbox.data.offers.every((o) => !o.offerId.startsWith('acc~'))).toBe(true);
    expect(duffel.seen.length).toBe(before);

    const cancelled = await t.call(NORDIC, { method: 'POST', url: `/api/bookings/${reference}/cancel`, cookies: cookie(nordicTraveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.body).not.toContain(NORDIC_KEY);
    const calls = callsSince(before);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/air/order_cancellations', token: NORDIC_KEY }));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: expect.stringMatching(/^\/air\/order_cancellations\/ore_\w+\/actions\/confirm$/), token: NORDIC_KEY }),
    );
    // Sunrise never reached the stand-in: every call it saw carried Nordic's key.
    expect(duffel.seen.every((c) => c.token === NORDIC_KEY)).toBe(true);
  });
});
