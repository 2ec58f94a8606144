import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost } from '@tripfront/db';
import { createTestApp, DEMO_SEED, GATEWAY, SUNRISE, type TestApp } from './helpers.ts';

/**
 * Walks every endpoint as one agency (signed in as its owner) after the other agency stored
 * business info, and looks for anything of the other agency in the answers.
 */
let t: TestApp;
/** A proposal of the other agency, whose id the walk puts in the proposal routes. */
let proposalId: string;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
  const res = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/agency/business-info',
    cookies: { 'x-access-token': token },
    payload: {
      contactEmailId: 'secret-owner@sunrise-travel.example',
      hearBy: 'Google',
      hqCountry: 'US',
      bookingVolume: '$1M+',
      useForBusiness: 'B2B platform for clients',
      productInterested: 'Hotels',
    },
  });
  expect(res.statusCode).toBe(200);
  const proposal = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/agent/proposals',
    cookies: { 'x-access-token': token },
    payload: { title: 'Secret proposal of Sunrise', clientEmail: 'proposal-client@elsewhere.example', currency: 'USD' },
  });
  expect(proposal.statusCode).toBe(201);
  proposalId = proposal.json().data.id;
  const post = await t.call(SUNRISE, {
    method: 'POST',
    url: '/api/agency/content',
    cookies: { 'x-access-token': token },
    payload: { kind: 'post', slug: 'secret-post', status: 'published', translations: { en: { title: 'Secret post of Sunrise' } } },
  });
  expect(post.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('answers no data of another agency on any endpoint', async () => {
    const doc = (await t.call(GATEWAY, { method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const token = await t.login(GATEWAY, 'owner@gateway-partners.example', 'Owner#2026');
    const sunrise = DEMO_SEED.agencies[0]!;
    const sunriseId = await findTenantIdByHost(t.db, 'sunrise.localhost');
    const markers = [
      sunriseId!,
      'sunrise-travel.example',
      sunrise.agency.primaryColor,
      sunrise.faqs.headerMessage,
      'secret-owner',
      sunrise.navigations[2]!.label,
      'Secret proposal of Sunrise',
      'Secret post of Sunrise',
    ];
    const visited: string[] = [];
    for (const [route, methods] of Object.entries(doc.paths)) {
      // The proposal routes are asked for the other agency's proposal: a link is all a visitor has.
      const url = route.replace('{language}', 'de').replace(/^(\/api(\/agent)?\/proposals\/)\{id\}/, `$1${proposalId}`);
      for (const method of Object.keys(methods)) {
        if (method === 'post' && url === '/api/user/logout') continue;
        const res = await t.call(GATEWAY, {
          method: method.toUpperCase() as 'GET',
          url,
          cookies: { 'x-access-token': token },
          ...(method === 'post' ? { payload: {} } : {}),
        });
        visited.push(`${method} ${url} ${res.statusCode}`);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        for (const m of markers) expect(res.body, `${method} ${url} leaks ${m}`).not.toContain(m);
      }
    }
    for (const page of ['/', '/faqs', '/about', '/robots.txt', '/sitemap.xml', '/blog', '/blog/secret-post', '/blog/rss.xml']) {
      const res = await t.call(GATEWAY, { method: 'GET', url: page, cookies: { 'x-access-token': token } });
      for (const m of markers) expect(res.body, `${page} leaks ${m}`).not.toContain(m);
    }
    expect(visited.length).toBeGreaterThanOrEqual(15);
  });
});
