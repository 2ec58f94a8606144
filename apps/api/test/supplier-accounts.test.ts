import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, getAgencySecret } from '@tripfront/db';
import { startRecordedServer, type RecordedServer } from '@tripfront/suppliers/testing/recorded-server';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// The agency's supplier accounts (issue #41, decision 0105): keys kept encrypted and never answered,
// one account per product except hotels, the platform's accounts only where the operator allows,
// "test connection" against the supplier's recorded answers.

const DUFFEL_KEY = 'duffel_test_Zq8sY3kP0aW2xV9nB4cR7tLm1a2b';
const LITEAPI_KEY = 'sand_6c0d2f4e-8a1b-4c3d-9e5f-a7b8c9d0e1f2';

let t: TestApp;
let supplier: RecordedServer<unknown, { path: string; headers: Record<string, unknown> }>;
let owner: string;
let nordicOwner: string;
let traveller: string;

beforeAll(async () => {
  supplier = await startRecordedServer({
    read: (url, req) => ({ path: url.pathname, headers: req.headers as Record<string, unknown> }),
    render: (body) => body,
    nothingScripted: (path) => ({ errors: [{ code: 'nothing_scripted', message: path }] }),
  });
  t = await createTestApp({ config: { DUFFEL_API_URL: supplier.url, LITEAPI_API_URL: `${supplier.url}/v3.0`, SUPPLIER_TIMEOUT_MS: '2000' } });
  [owner, nordicOwner, traveller] = await Promise.all([
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
  ]);
});
afterAll(async () => {
  await t.close();
  await supplier.close();
});

const call = (host: string, token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(host, { method, url: `/api/agency/settings/suppliers${url}`, cookies: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

describe('supplier accounts', () => {
  let duffelId: string;

  it('adds the agency’s own Duffel account: the key is answered masked, stored encrypted, and audited without it', async () => {
    const res = await call(SUNRISE, owner, 'POST', '', {
      supplier: 'duffel',
      label: 'Our Duffel',
      credentials: 'agency',
      secret: DUFFEL_KEY,
      products: ['hotel', 'flight'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      supplier: 'duffel',
      label: 'Our Duffel',
      credentials: 'agency',
      hint: 'duffel_test_…1a2b',
      products: ['hotel', 'flight'],
      check: null,
      archived: false,
    });
    duffelId = res.json().data.id;
    const list = await call(SUNRISE, owner, 'GET', '');
    expect(list.json().data).toEqual({ accounts: [expect.objectContaining({ id: duffelId })], platformAvailable: { duffel: false, liteapi: false } });
    const audit = await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings/audit?action=settings.suppliers', cookies: { 'x-access-token': owner } });
    for (const answer of [res, list, audit]) expect(answer.body).not.toContain(DUFFEL_KEY.slice(12));
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data[0]).toMatchObject({ action: 'settings.suppliers', target: 'Duffel: Our Duffel' });
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const stored = await t.db.withTenant(tenantId, (tx) => getAgencySecret(tx, tenantId, `supplier-account:${duffelId}`));
    expect(stored?.ciphertext).toBeTruthy();
    expect(stored?.ciphertext).not.toContain(DUFFEL_KEY.slice(12));
  });

  it('lets hotels sell through two accounts, other products through one at a time', async () => {
    const lite = await call(SUNRISE, owner, 'POST', '', {
      supplier: 'liteapi',
      label: 'LiteAPI',
      credentials: 'agency',
      secret: LITEAPI_KEY,
      products: ['hotel'],
    });
    expect(lite.statusCode, lite.body).toBe(201);
    const second = await call(SUNRISE, owner, 'POST', '', {
      supplier: 'duffel',
      label: 'Second Duffel',
      credentials: 'agency',
      secret: DUFFEL_KEY,
      products: ['flight'],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PRODUCT_TAKEN', field: 'products' });
    const notSold = await call(SUNRISE, owner, 'POST', '', { supplier: 'liteapi', label: 'x', credentials: 'agency', secret: LITEAPI_KEY, products: ['car'] });
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json().message).toContain('LiteAPI does not sell car here');
    // Archived, the first account frees flights for another.
    expect((await call(SUNRISE, owner, 'PATCH', `/${duffelId}`, { archived: true })).json().data.archived).toBe(true);
    const again = await call(SUNRISE, owner, 'POST', '', {
      supplier: 'duffel',
      label: 'Second Duffel',
      credentials: 'agency',
      secret: DUFFEL_KEY,
      products: ['flight'],
    });
    expect(again.statusCode, again.body).toBe(201);
    // Brought back while the other sells flights: refused, nothing changed.
    expect((await call(SUNRISE, owner, 'PATCH', `/${duffelId}`, { archived: false })).statusCode).toBe(409);
  });

  it("uses the platform's accounts only where the operator allows it", async () => {
    const res = await call(SUNRISE, owner, 'POST', '', { supplier: 'liteapi', label: 'Platform', credentials: 'platform', products: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("The platform's account with this supplier is not available to agencies here");
  });

  it('tests the connection with the account’s key and says what it found', async () => {
    supplier.reset();
    supplier.answer({
      status: 200,
      body: { data: [{ id: 'arl_00009VME7DAGiJjwomhv32', iata_code: 'BA', name: 'British Airways' }], meta: { limit: 1, after: null, before: null } },
    });
    const ok = await call(SUNRISE, owner, 'POST', `/${duffelId}/test`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.check).toMatchObject({ ok: true, message: 'Connected to Duffel in test mode: bookings are not real.' });
    expect(supplier.seen[0]).toMatchObject({ path: '/air/airlines', headers: expect.objectContaining({ authorization: `Bearer ${DUFFEL_KEY}` }) });

    const accounts = (await call(SUNRISE, owner, 'GET', '')).json().data.accounts as { id: string; supplier: string }[];
    const liteId = accounts.find((a) => a.supplier === 'liteapi')!.id;
    supplier.answer({ status: 401, body: { error: { code: 401, message: 'Invalid API key' } } });
    const refused = await call(SUNRISE, owner, 'POST', `/${liteId}/test`);
    expect(refused.json().data.check).toMatchObject({
      ok: false,
      message: 'LiteAPI refused the key. Check that it was copied whole and has not been revoked.',
    });
    expect(supplier.seen[1]).toMatchObject({ path: '/v3.0/data/currencies', headers: expect.objectContaining({ 'x-api-key': LITEAPI_KEY }) });

    supplier.answer({ hang: true });
    const silent = await call(SUNRISE, owner, 'POST', `/${liteId}/test`);
    expect(silent.json().data.check).toMatchObject({ ok: false, message: 'LiteAPI did not answer. Please try again in a minute.' });
  });

  it("is the agency's own: another agency's owner, a traveller and a visitor see and change nothing", async () => {
    const nordic = await call(NORDIC, nordicOwner, 'GET', '');
    expect(nordic.json().data.accounts).toEqual([]);
    expect((await call(NORDIC, nordicOwner, 'PATCH', `/${duffelId}`, { label: 'Mine now' })).statusCode).toBe(404);
    expect((await call(NORDIC, nordicOwner, 'POST', `/${duffelId}/test`)).statusCode).toBe(404);
    expect((await call(SUNRISE, traveller, 'GET', '')).statusCode).toBe(403);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings/suppliers' })).statusCode).toBe(401);
  });
});
