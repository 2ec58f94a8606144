import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookingByReference, findTenantIdByHost } from '@tripfront/db';
import { convertMinor, minorUnitExponent, type ExchangeRates } from '@tripfront/domain';
import type { HotelDetails } from '@tripfront/domain/booking/hotel-api';
import { exchangeRatesJob } from '../src/jobs/exchange-rates.ts';
import { book, hold, query, searchParis, stay } from './booking-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// Issue #38 "Live exchange rates", against recorded answers of the ECB's eurofxref-daily.xml
// (test/fixtures/ecb): a normal day, a holiday (the same day again), a malformed answer and a
// server that never answers. EXCHANGE_RATES_URL points at a local server serving them.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/ecb');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** What the local server answers next: a recorded document, or nothing at all (a timeout). */
let answer: { body: string } | 'hang' = { body: fixture('eurofxref-daily-2026-11-26.xml') };
let server: Server;
let t: TestApp;
let refresh: () => Promise<void>;

const rates = async () => {
  const res = await t.call(SUNRISE, { method: 'GET', url: '/api/multi-currency/exchange' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExchangeRates;
};
const refreshes = async () => {
  const text = await t.app.deps.metrics!.registry.getSingleMetricAsString('tripfront_exchange_rates_refreshes_total');
  const count = (outcome: string) => Number(new RegExp(`outcome="${outcome}"} (\\d+)`).exec(text)?.[1] ?? 0);
  return { stored: count('stored'), unchanged: count('unchanged'), failed: count('failed') };
};

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (answer === 'hang') return; // never answers
    res.writeHead(200, { 'content-type': 'text/xml' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    // The runner stays off: the test runs the refresh job itself, one run at a time.
    config: { EXCHANGE_RATES_URL: `http://127.0.0.1:${port}/eurofxref-daily.xml`, EXCHANGE_RATES_TIMEOUT_MS: '300', JOBS: 'off', METRICS_PORT: '0' },
  });
  const job = exchangeRatesJob(t.app)!;
  refresh = () => job.run({ payload: {}, now: new Date(), attempt: 1 });
});

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('exchange rates from the ECB', () => {
  it('serves the bundled snapshot, seeded into the empty table, before the first refresh', async () => {
    const before = await rates();
    expect(before.date).toBe('2025-06-30');
    expect(before.source).toMatch(/not for settlement/);
    expect(t.app.deps.rates.ageSeconds()).toBeGreaterThan(100 * 86_400);
  });

  it('a normal day: the recorded answer is stored and served, rebased from EUR to USD with decimal care', async () => {
    await refresh();
    const day = await rates();
    expect(day.date).toBe('2026-11-26');
    expect(day.source).toMatch(/European Central Bank/);
    expect(day.rates.USD).toBe(1);
    // 1 USD = 1 / 1.1587 EUR; 1 USD = 181.02 / 1.1587 JPY, to 12 significant digits.
    expect(day.rates.EUR).toBe(0.863036161215);
    expect(day.rates.JPY).toBe(156.226805903);
    // A currency the ECB does not publish keeps the snapshot's figure.
    expect(day.rates.AED).toBe(3.6725);
    expect((await refreshes()).stored).toBe(1);

    answer = { body: fixture('eurofxref-daily-2026-11-27.xml') };
    await refresh();
    const next = await rates();
    expect(next.date).toBe('2026-11-27');
    expect(next.rates.EUR).toBe(0.853242320819);
    expect((await refreshes()).stored).toBe(2);
  });

  it('a holiday: the same day again stores nothing new and changes nothing', async () => {
    const before = await rates();
    answer = { body: fixture('eurofxref-daily-holiday.xml') };
    await refresh();
    expect(await rates()).toEqual(before);
    expect((await refreshes()).unchanged).toBe(1);
  });

  it('a malformed answer is refused: the last stored rates keep serving and the failure is counted', async () => {
    const before = await rates();
    answer = { body: fixture('eurofxref-daily-malformed.xml') };
    await expect(refresh()).rejects.toThrow(/ECB answer/);
    expect(await rates()).toEqual(before);
    expect((await refreshes()).failed).toBe(1);
  });

  it('a source that never answers is given up after EXCHANGE_RATES_TIMEOUT_MS; the last stored rates keep serving', async () => {
    const before = await rates();
    answer = 'hang';
    const started = Date.now();
    await expect(refresh()).rejects.toThrow(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await rates()).toEqual(before);
    expect((await refreshes()).failed).toBe(2);
    const scraped = await t.app.deps.metrics!.registry.getSingleMetricAsString('tripfront_exchange_rates_age_seconds');
    const age = Number(/tripfront_exchange_rates_age_seconds (\d+)/.exec(scraped)?.[1]);
    expect(age).toBe(Math.round((Date.now() - Date.parse('2026-11-27T00:00:00Z')) / 1000));
  });

  it('a EUR booking stores the rate and the day it was charged with; conversions agree with it to the minor unit', async () => {
    const { rates: table } = await rates();
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    // A refundable rate of a Paris hotel, priced in euros (its supplier quotes dollars).
    const dates = stay();
    const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50, freeCancellation: 'true', currency: 'EUR' }, dates);
    const hotel = data.hotels.find((h) => Number(h.propertyId.split('-').pop()) % 3 !== 0)!;
    const detailsRes = await t.call(SUNRISE, {
      method: 'GET',
      url: `/hotel-api/properties/${hotel.propertyId}?${query({ ...dates, occupancy: 2, currency: 'EUR' })}`,
    });
    expect(detailsRes.statusCode, detailsRes.body).toBe(200);
    const rate = (detailsRes.json() as { data: HotelDetails }).data.rooms[0]!.rates.find((r) => r.cancellationPolicy.refundable)!;
    expect(rate.price.total.currency).toBe('EUR');
    const held = await hold(t, SUNRISE, traveller, rate);
    expect(held.statusCode, held.body).toBe(201);
    const booked = await book(t, SUNRISE, traveller, held.json().data);
    expect(booked.statusCode, booked.body).toBe(201);
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const row = (await t.db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, booked.json().data.reference)))!;
    expect(row.currency).toBe('EUR');
    expect({ from: row.exchangeFrom, rate: row.exchangeRate, date: row.exchangeRatesDate, source: row.exchangeRatesSource }).toEqual({
      from: 'USD',
      rate: '0.853242320819',
      date: '2026-11-27',
      source: 'ecb',
    });
    // Staff who see agent prices are shown it with the booking; the traveller is not.
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const reference = booked.json().data.reference as string;
    const asOwner = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: { 'x-access-token': owner } });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().data.exchange).toEqual({ from: 'USD', rate: '0.853242320819', date: '2026-11-27', source: 'ecb' });
    const asTraveller = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: { 'x-access-token': traveller } });
    expect(asTraveller.json().data.exchange).toBeUndefined();
    // The stored rate, applied to amounts in exact decimal arithmetic, gives what convertMinor gives.
    const [digits, decimals] = [BigInt(row.exchangeRate!.replace('.', '')), row.exchangeRate!.split('.')[1]!.length];
    for (const amount of [1, 99, 12_345, 199_999, 4_567_891, 123_456_789]) {
      const scale = 10n ** BigInt(decimals);
      const exact = (BigInt(amount) * digits * 2n + scale) / (2n * scale); // half up
      expect(convertMinor(amount, 'USD', 'EUR', table), `${amount} cents`).toBe(Number(exact));
    }
    expect(minorUnitExponent('EUR')).toBe(minorUnitExponent('USD'));
  });
});
