import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_PERMISSION_KEYS } from '@tripfront/domain';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

/**
 * Issue #16: every back-office endpoint (/api/agent/*, as the OpenAPI document lists them) refuses
 * a visitor (401), a traveller (403) and a SalesAgent whose read permissions are all off (403),
 * whatever its method, before it looks at the request.
 */
let t: TestApp;
let routes: Array<{ method: string; url: string }>;
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.call(SUNRISE, { method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/agent/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{id\}|\{[a-zA-Z]*Id\}/g, '00000000-0000-4000-8000-000000000000').replace(/\{reference\}/g, 'TF-AAAAAAAA'),
      })),
    );
});
afterAll(() => t.close());

async function refusals(cookie: string | null): Promise<string[]> {
  const answers: string[] = [];
  for (const { method, url } of routes) {
    const res = await t.call(SUNRISE, {
      method: method as 'GET',
      url,
      ...(cookie ? { cookies: { 'x-access-token': cookie } } : {}),
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    answers.push(`${method} ${url} ${res.statusCode}`);
  }
  return answers;
}

describe('back-office guards (issue #16)', () => {
  it('lists the back-office endpoints: bookings, dashboard, searches, clients, agents, applications, wallet, receipts, proposals, deal links', () => {
    const families = new Set(routes.map((r) => r.url.split('/')[3]));
    expect([...families].sort()).toEqual([
      'applications',
      'bookings',
      'clients',
      'dashboard',
      'deal-links',
      'proposals',
      'receipts',
      'searches',
      'users',
      'wallet',
    ]);
  });

  it('refuses a visitor (401) and a traveller (403) on every one', async () => {
    for (const line of await refusals(null)) expect(line).toMatch(/ 401$/);
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    for (const line of await refusals(traveller)) expect(line).toMatch(/ 403$/);
  });

  it('refuses a SalesAgent with every read permission off (403) on every one, and lets it in again when they are on', async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const sales = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    const agents = (await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', cookies: { 'x-access-token': owner } })).json() as {
      data: Array<{ id: string; email: string }>;
    };
    const salesId = agents.data.find((a) => a.email === 'sales@sunrise-travel.example')!.id;
    const set = async (read: boolean) => {
      const res = await t.call(SUNRISE, {
        method: 'PUT',
        url: `/api/agent/users/${salesId}/permissions`,
        cookies: { 'x-access-token': owner },
        payload: { permissions: Object.fromEntries(NAV_PERMISSION_KEYS.map((k) => [k, { read }])) },
      });
      expect(res.statusCode).toBe(200);
    };
    const searches = () => t.call(SUNRISE, { method: 'GET', url: '/api/agent/searches', cookies: { 'x-access-token': sales } });
    expect((await searches()).statusCode).toBe(200);
    await set(false);
    for (const line of await refusals(sales)) expect(line).toMatch(/ 403$/);
    await set(true);
    expect((await searches()).statusCode).toBe(200);
  });
});
