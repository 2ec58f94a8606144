import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettings } from '@tripfront/domain';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Decision 0149: the agency's ads, set by its owner or admin next to analytics (website settings),
// reach the page's bootstrap, and only then does the page's policy allow AdSense's script.

const CLIENT = 'ca-pub-1234567890123456';
const SLOT = '1234567890';
const AD_ORIGIN = 'https://pagead2.googlesyndication.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function as(email: string, password: string) {
  const token = await t.login(SUNRISE, email, password);
  const send = (method: 'GET' | 'PUT', url: string, payload?: object) => t.call(SUNRISE, { method, url, payload, cookies: { 'x-access-token': token } });
  return {
    settings: async () => (await send('GET', '/api/agency/settings')).json<{ data: AgencySettings }>().data,
    /** Saves the website settings as read by `reader` (the owner: a sales agent cannot read them) with these ads. */
    saveAds: async (advertising: object, reader: AgencySettings | null = null) => {
      const s = reader ?? (await send('GET', '/api/agency/settings')).json<{ data: AgencySettings }>().data;
      return send('PUT', '/api/agency/settings/website', { version: s.version, settings: { ...s.website, agency: { ...s.website.agency, advertising } } });
    },
  };
}

/** What a visitor's browser gets with the home page: the bootstrap's agency and the page's policy. */
async function homePage(host = SUNRISE) {
  const res = await t.call(host, { method: 'GET', url: '/' });
  const boot = JSON.parse(/<script id="tf-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)![1]!);
  return { advertising: boot.agency.advertising, csp: String(res.headers['content-security-policy']) };
}

describe('advertising setting', () => {
  it('is off by default: the page gets no ad unit and its policy does not allow AdSense', async () => {
    const owner = await as('owner@sunrise-travel.example', 'Owner#2026');
    expect((await owner.settings()).website.agency.advertising).toEqual({ isEnabled: false, adsenseClientId: '', adsenseSlotId: '' });
    const page = await homePage();
    expect(page.advertising.isEnabled).toBe(false);
    expect(page.csp).not.toContain('googlesyndication');
  });

  it('only the owner or an admin may switch it on (403 for a sales agent, 401 for a visitor)', async () => {
    const current = await (await as('owner@sunrise-travel.example', 'Owner#2026')).settings();
    const sales = await as('sales@sunrise-travel.example', 'Sales#2026');
    expect((await sales.saveAds({ isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: SLOT }, current)).statusCode).toBe(403);
    const visitor = await t.call(SUNRISE, { method: 'PUT', url: '/api/agency/settings/website', payload: { version: 1, settings: {} } });
    expect(visitor.statusCode).toBe(401);
    expect((await homePage()).advertising.isEnabled).toBe(false);
  });

  it.each([
    [
      'a malformed publisher id',
      { isEnabled: true, adsenseClientId: 'pub-123', adsenseSlotId: SLOT },
      'settings.agency.advertising.adsenseClientId',
      /AdSense publisher id/,
    ],
    ['a malformed ad unit id', { isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: '12ab' }, 'settings.agency.advertising.adsenseSlotId', /10 digits/],
    [
      'ads on without a publisher id',
      { isEnabled: true, adsenseClientId: '', adsenseSlotId: SLOT },
      'settings.agency.advertising.adsenseClientId',
      /publisher id/,
    ],
  ])('refuses %s with a 400 naming the field', async (_, advertising, field, message) => {
    const owner = await as('owner@sunrise-travel.example', 'Owner#2026');
    const res = await owner.saveAds(advertising);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: expect.stringMatching(message) });
    expect((await owner.settings()).website.agency.advertising.isEnabled).toBe(false);
  });

  it("an admin's save reaches this agency's pages at once, and their policy allows AdSense; another agency's does not", async () => {
    const admin = await as('admin@sunrise-travel.example', 'Admin#2026');
    const res = await admin.saveAds({ isEnabled: true, adsenseClientId: ` ${CLIENT} `, adsenseSlotId: SLOT });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AgencySettings }>().data.website.agency.advertising).toEqual({ isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: SLOT });

    const page = await homePage();
    expect(page.advertising).toEqual({ isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: SLOT });
    const scripts = /script-src ([^;]*)/.exec(page.csp)?.[1] ?? '';
    expect(scripts.split(' ')).toContain(AD_ORIGIN);
    expect(page.csp).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/);
    expect((await homePage(NORDIC)).csp).not.toContain('googlesyndication');

    // Off again: the ids are kept for later, the policy is the plain one.
    expect((await admin.saveAds({ isEnabled: false, adsenseClientId: CLIENT, adsenseSlotId: SLOT })).statusCode).toBe(200);
    const off = await homePage();
    expect(off.advertising.isEnabled).toBe(false);
    expect(off.csp).not.toContain('googlesyndication');
  });
});
