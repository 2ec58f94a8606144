import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { listAgencies } from '../src/cli/agency-commands.ts';
import { prepareDatabase } from '../src/lib/database.ts';
import { SANDBOX_DISABLED } from '../src/lib/sandbox.ts';
import { createTestApp, DEMO_SEED, SUNRISE, testConfig, type TestApp } from './helpers.ts';
import { book, cookie, hold, PARIS, query, stay, steadyRate } from './booking-helpers.ts';

// Decision 0078: NODE_ENV=production alone is safe; the sandbox serves only with ALLOW_SANDBOX=true.

const PRODUCTION = { NODE_ENV: 'production', SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
const TRAVELLER = ['traveller@sunrise-travel.example', 'Traveller#2026'] as const;

describe('production without ALLOW_SANDBOX', () => {
  let t: TestApp;
  let traveller: string;
  beforeAll(async () => {
    t = await createTestApp({ config: PRODUCTION });
    traveller = await t.login(SUNRISE, ...TRAVELLER);
  });
  afterAll(() => t.close());

  it('is production: APP_ENV is prod and the sandbox may not serve', () => {
    expect(t.config).toMatchObject({ APP_ENV: 'prod', production: true, sandboxAllowed: false, SEED_FILE: null });
  });

  it('offers no sandbox payment', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/getCurrentPaymentGateway' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CurrentPayment: { gateway: 'sandbox', available: false } });
  });

  it('answers a sandbox search 503 SANDBOX_DISABLED with a message', async () => {
    const hotels = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2, searchString: 'Paris' })}` });
    expect(hotels.statusCode, hotels.body).toBe(503);
    expect(hotels.json()).toMatchObject({ code: SANDBOX_DISABLED, message: expect.stringMatching(/not available/) });
    const cars = await t.call(SUNRISE, {
      method: 'GET',
      url: `/api/car-rental/search?${query({ pickup: 'Paris', pickup_lat: PARIS.lat, pickup_long: PARIS.long, pickup_country: 'FR', pickup_date: stay().checkin_date, pickup_time: '10:00', dropoff_date: stay().checkout_date, dropoff_time: '10:00', driver_age: 30 })}`,
    });
    expect(cars.statusCode, cars.body).toBe(503);
    expect(cars.json()).toMatchObject({ code: SANDBOX_DISABLED });
  });

  it('refuses a hold 503 SANDBOX_DISABLED, whatever offer it names', async () => {
    const total = { amount: 10_000, currency: 'USD' };
    const res = await hold(t, SUNRISE, traveller, { rateId: 'sandbox-rate-that-was-never-searched', price: { total } } as never, total);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ code: SANDBOX_DISABLED });
  });

  it('has no agency demo notice and no development pages', async () => {
    const agency = await t.call(SUNRISE, { method: 'GET', url: '/api/agency' });
    expect(agency.json().data.demoNotice).toBeUndefined();
    for (const url of ['/dev/mail', '/sso?sandbox=1', '/api/dev/outbox']) {
      const res = await t.call(SUNRISE, { method: 'GET', url, cookies: cookie(traveller) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('seeds no demo agency from the default seed file', async () => {
    const { db, drop } = await createTestDatabase();
    try {
      const config = testConfig(PRODUCTION);
      expect(await prepareDatabase(db, config.SEED_FILE)).toEqual({ seeded: false, agencies: 0 });
      expect(await listAgencies(db)).toEqual([]);
    } finally {
      await drop();
    }
  });
});

describe('production with ALLOW_SANDBOX=true and a seed file', () => {
  let t: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) warnings.push(String((JSON.parse(line) as { msg?: unknown }).msg));
        done();
      },
    });
    t = await createTestApp({
      config: { ...PRODUCTION, ALLOW_SANDBOX: 'true', SEED_FILE: 'seed/demo-agencies.json' },
      logger: { level: 'warn', stream },
    });
  });
  afterAll(() => t.close());

  it('warns at start-up that the sandbox takes bookings', () => {
    expect(warnings.some((line) => line.startsWith('ALLOW_SANDBOX=true in production'))).toBe(true);
  });

  it('books with the sandbox card', async () => {
    const traveller = await t.login(SUNRISE, ...TRAVELLER);
    const gateway = await t.call(SUNRISE, { method: 'GET', url: '/api/getCurrentPaymentGateway' });
    expect(gateway.json()).toEqual({ CurrentPayment: { gateway: 'sandbox', available: true } });
    const rate = await steadyRate(t, SUNRISE);
    const h = await hold(t, SUNRISE, traveller, rate);
    expect(h.statusCode, h.body).toBe(201);
    const booked = await book(t, SUNRISE, traveller, h.json().data);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('tells browsers to show the demo notice, and keeps development pages away', async () => {
    const agency = await t.call(SUNRISE, { method: 'GET', url: '/api/agency' });
    expect(agency.json().data.demoNotice).toBe(true);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});

describe('a staging deployment in production mode (APP_ENV=uat)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...PRODUCTION, APP_ENV: 'uat' } });
  });
  afterAll(() => t.close());

  it('is production: no sandbox, no development pages, and the browser is told prod', async () => {
    expect(t.config).toMatchObject({ APP_ENV: 'uat', production: true, sandboxAllowed: false });
    expect((await t.call(SUNRISE, { method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/sso?sandbox=1' })).statusCode).toBe(404);
    const home = await t.call(SUNRISE, { method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('"environment":"prod"');
  });
});

describe('an agency whose payment gateway this server does not have', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Outside production (the hold needs the sandbox's rooms), on a gateway no server offers.
    const agencies = DEMO_SEED.agencies.map((a) => (a.agency.subdomain === 'sunrise' ? { ...a, agency: { ...a.agency, currentGateway: 'paypal' } } : a));
    t = await createTestApp({ seed: { ...DEMO_SEED, agencies } });
  });
  afterAll(() => t.close());

  it('refuses the booking 503 PAYMENT_UNAVAILABLE after a hold, charging nothing', async () => {
    const traveller = await t.login(SUNRISE, ...TRAVELLER);
    const rate = await steadyRate(t, SUNRISE);
    const h = await hold(t, SUNRISE, traveller, rate);
    expect(h.statusCode, h.body).toBe(201);
    const booked = await book(t, SUNRISE, traveller, h.json().data);
    expect(booked.statusCode, booked.body).toBe(503);
    expect(booked.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE', message: expect.stringMatching(/Payments are not available/) });
  });
});
