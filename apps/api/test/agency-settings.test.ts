import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettings } from '@tripfront/domain';
import { findTenantIdByHost, rowsOf, seedIfEmpty } from '@tripfront/db';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { agencyStripeSecret, agencyStripeWebhookSecret } from '../src/lib/agency-secrets.ts';
import { DEMO_SEED, NORDIC, SUNRISE, testConfig, type TestApp } from './helpers.ts';

// Issue #15: the agency's own settings API. A real logger captures every line, so the Stripe
// secret can be looked for in the logs as well as in the answers; the agency cache is on (TTL 60 s)
// so a save must show at once on this instance.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const { db, drop } = await createTestDatabase();
  await seedIfEmpty(db, DEMO_SEED, { hashPassword, sanitizeHtml });
  const config = testConfig({ AGENCY_CACHE_TTL: '60' });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ config, db, logger: { level: 'trace', stream } });
  await app.ready();
  const call: TestApp['call'] = (host, opts) => app.inject({ ...opts, headers: { host, ...(opts.headers ?? {}) } });
  t = {
    app,
    db,
    config,
    call,
    async login(host, email, password) {
      const res = await call(host, { method: 'POST', url: '/api/user/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.cookies.find((c) => c.name === 'x-access-token')!.value;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
});
afterAll(() => t.close());

const SECTIONS = ['website', 'theme', 'markup', 'product', 'payment'] as const;
const answers: string[] = [];

async function as(host: string, email: string, password: string) {
  const token = await t.login(host, email, password);
  const send = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await t.call(host, { method, url, payload, cookies: { 'x-access-token': token } });
    answers.push(res.body);
    return res;
  };
  return {
    get: () => send('GET', '/api/agency/settings'),
    settings: async (): Promise<AgencySettings> => (await send('GET', '/api/agency/settings')).json<{ data: AgencySettings }>().data,
    put: (section: string, payload: object) => send('PUT', `/api/agency/settings/${section}`, payload),
    audit: (query = '') => send('GET', `/api/agency/settings/audit${query}`),
  };
}
const owner = (host = SUNRISE) => as(host, host === NORDIC ? 'owner@nordlys.example' : 'owner@sunrise-travel.example', 'Owner#2026');

describe('agency settings: who may read and save', () => {
  it('answers owner and admin; refuses a SalesAgent, a restricted agent and a traveller (403) and a visitor (401) on every route', async () => {
    const o = await owner();
    const current = await o.settings();
    const admin = await as(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    expect((await admin.get()).statusCode).toBe(200);
    for (const [who, expected] of [
      [await as(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'), 403],
      [await as(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'), 403],
      [await as(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'), 403],
    ] as const) {
      expect((await who.get()).statusCode).toBe(expected);
      expect((await who.audit()).statusCode).toBe(expected);
      for (const section of SECTIONS) {
        expect((await who.put(section, { version: current.version, settings: current[section] })).statusCode).toBe(expected);
      }
    }
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings' })).statusCode).toBe(401);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings/audit' })).statusCode).toBe(401);
    for (const section of SECTIONS) {
      const res = await t.call(SUNRISE, { method: 'PUT', url: `/api/agency/settings/${section}`, payload: { version: 1, settings: {} } });
      expect(res.statusCode).toBe(401);
    }
    // Nothing above changed anything.
    expect((await o.settings()).version).toBe(current.version);
  });

  it('reads every section of the seeded agency, with the secret only as a hint', async () => {
    const s = await (await owner()).settings();
    expect(s.website.agency.agencyName).toBe('Sunrise Travel');
    expect(s.website.agency).not.toHaveProperty('subdomain');
    expect(s.website.about.isEnabled).toBe(true);
    expect(s.theme.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(s.markup.markupBasisPoints).toBeGreaterThanOrEqual(0);
    expect(s.product.bookingMenuItemOptions).toHaveLength(6);
    expect(s.payment).toEqual({
      currentGateway: 'sandbox',
      stripe: { publishableKey: '', secretKeyHint: null, webhookSecretHint: null },
      legal: { name: '', registrationNumber: '', taxNumber: '' },
    });
  });
});

describe('agency settings: saving', () => {
  it('saves the theme: the new version, GET /api/agency and the page show it at once (cache on)', async () => {
    const o = await owner();
    const before = await o.settings();
    // Warm the caches first: the save must replace what they hold.
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data.primaryColor).toBe(before.theme.primaryColor);
    const res = await o.put('theme', { version: before.version, settings: { primaryColor: '#0b7285', logoPlacement: 'center' } });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: AgencySettings }>().data;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.theme).toEqual({ primaryColor: '#0b7285', logoPlacement: 'center' });
    const agency = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data;
    expect(agency).toMatchObject({ primaryColor: '#0b7285', logoPlacement: 'center' });
  });

  it('saves the website: title in the page head, About and FAQ pages, languages; HTML is sanitised, the subdomain stays', async () => {
    const o = await owner();
    // Warm the page and the About cache.
    await t.call(SUNRISE, { method: 'GET', url: '/about' });
    await t.call(SUNRISE, { method: 'GET', url: '/api/agency/about-us' });
    const before = await o.settings();
    const w = before.website;
    const website = {
      ...w,
      agency: {
        ...w.agency,
        subdomain: 'hijacked',
        metaData: { ...w.agency.metaData, title: 'Sunrise Deluxe Trips' },
        privacyPolicy: '<p>We keep your data safe.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        languages: [
          { name: 'English', code: 'en', value: 'en' },
          { name: 'Deutsch', code: 'de', value: 'de' },
        ],
        defaultLanguage: 'de',
        askAnalyticsConsent: false,
        mapStyleUrl: 'https://tiles.example.com/styles/basic/style.json?key=k',
      },
      about: { ...w.about, title: 'About Sunrise', content: '<h2>Who we are</h2><p onclick="steal()">Since 1999.</p>' },
      faqs: { ...w.faqs, questions: [{ question: 'Can I pay later?', answer: '<p>Yes.</p><script>x()</script>' }] },
    };
    const res = await o.put('website', { version: before.version, settings: website });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: AgencySettings }>().data.website;
    expect(saved.agency.privacyPolicy).toContain('We keep your data safe.');
    expect(saved.agency.privacyPolicy).not.toMatch(/script|onerror/);
    expect(saved.about.content).toBe('<h2>Who we are</h2><p>Since 1999.</p>');
    expect(saved.faqs.questions).toEqual([{ question: 'Can I pay later?', answer: '<p>Yes.</p>' }]);
    expect(saved.agency.languages.map((l) => l.code)).toEqual(['en', 'de']);
    expect(saved.agency.askAnalyticsConsent).toBe(false);

    const agency = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data;
    expect(agency).toMatchObject({ subdomain: 'sunrise', defaultLanguage: 'de', metaData: { title: 'Sunrise Deluxe Trips' } });
    expect(agency.settings.askAnalyticsConsent).toBe(false);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/about-us' })).json().data[0]).toMatchObject({ title: 'About Sunrise' });
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/faqs' })).json().data[0].questions).toHaveLength(1);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/languages' })).json().languages.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'de',
    ]);
    const page = await t.call(SUNRISE, { method: 'GET', url: '/about' });
    expect(page.body).toContain('<title>Sunrise Deluxe Trips</title>');
    // The maps' tile provider (decision 0101): in the agency answer, and allowed by its pages' CSP.
    expect(agency.mapStyleUrl).toBe('https://tiles.example.com/styles/basic/style.json?key=k');
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
    const nordicPage = await t.call(NORDIC, { method: 'GET', url: '/about' });
    expect(String(nordicPage.headers['content-security-policy'])).not.toContain('tiles.example.com');
  });

  it('saves markup and product', async () => {
    const o = await owner();
    let s = await o.settings();
    const markup = { markupBasisPoints: 800, rules: [{ product: 'hotel', country: 'FR', kind: 'percent', basisPoints: 1000 }] };
    let res = await o.put('markup', { version: s.version, settings: markup });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.markup).toEqual(markup);
    s = res.json<{ data: AgencySettings }>().data;
    const items = [...s.product.bookingMenuItemOptions].reverse().map((i, n) => ({ ...i, active: n !== 0 }));
    res = await o.put('product', { version: s.version, settings: { bookingMenuItemOptions: items } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product.bookingMenuItemOptions).toEqual(items);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data.bookingMenuItemOptions).toEqual(items);
    // Markup is internal: never in the public agency.
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data).not.toHaveProperty('pricing');
  });

  it('refuses a stale version with 409 naming who saved and when, and changes nothing', async () => {
    const o = await owner();
    const admin = await as(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    const read = await o.settings();
    expect((await admin.put('theme', { version: read.version, settings: { primaryColor: '#5f3dc4', logoPlacement: 'start' } })).statusCode).toBe(200);
    const stale = await o.put('theme', { version: read.version, settings: { primaryColor: '#e03131', logoPlacement: 'center' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: expect.stringMatching(/^Adam Admin saved these settings at \d{4}-\d\d-\d\d \d\d:\d\d UTC/),
    });
    const now = await o.settings();
    expect(now.version).toBe(read.version + 1);
    expect(now.theme.primaryColor).toBe('#5f3dc4');
  });

  it('of two admins saving at once from the same version, one wins and the other gets 409', async () => {
    const o = await owner();
    const admin = await as(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    const read = await o.settings();
    const results = await Promise.all([
      o.put('theme', { version: read.version, settings: { primaryColor: '#1098ad', logoPlacement: 'start' } }),
      admin.put('markup', { version: read.version, settings: { ...read.markup, markupBasisPoints: 999 } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const now = await o.settings();
    expect(now.version).toBe(read.version + 1);
    // Exactly one of the two changes is there.
    expect([now.theme.primaryColor === '#1098ad', now.markup.markupBasisPoints === 999].filter(Boolean)).toHaveLength(1);
  });

  it('a save that changes nothing answers 200 without a new version or audit entry', async () => {
    const o = await owner();
    const s = await o.settings();
    const audit = (await o.audit()).json().data.length;
    const res = await o.put('theme', { version: s.version, settings: s.theme });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(s.version);
    expect((await o.audit()).json().data.length).toBe(audit);
  });

  it.each([
    ['theme', (s: AgencySettings) => ({ ...s.theme, primaryColor: 'red' }), 'settings.primaryColor'],
    ['website', (s: AgencySettings) => ({ ...s.website, agency: { ...s.website.agency, defaultLanguage: 'ar' } }), 'settings.agency.defaultLanguage'],
    [
      'website',
      (s: AgencySettings) => ({
        ...s.website,
        agency: { ...s.website.agency, socialLinks: { ...s.website.agency.socialLinks, facebook: 'javascript:alert(1)' } },
      }),
      'settings.agency.socialLinks.facebook',
    ],
    ['markup', (s: AgencySettings) => ({ ...s.markup, markupBasisPoints: 20_000 }), 'settings.markupBasisPoints'],
    ['product', () => ({ bookingMenuItemOptions: [] }), 'settings.bookingMenuItemOptions'],
    ['payment', () => ({ currentGateway: 'paypal' }), 'settings.currentGateway'],
    ['payment', () => ({ currentGateway: 'sandbox', legal: { name: '<b>Sunrise Travel Ltd</b>' } }), 'settings.legal.name'],
    ['payment', () => ({ currentGateway: 'sandbox', legal: { taxNumber: 123456789 } }), 'settings.legal.taxNumber'],
  ])('refuses an invalid %s with 400 naming the field', async (section, make, field) => {
    const o = await owner();
    const s = await o.settings();
    const res = await o.put(section, { version: s.version, settings: make(s) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: expect.stringContaining(`${field}: `) });
    expect((await o.settings()).version).toBe(s.version);
  });
});

describe('agency settings: payment and the Stripe secret', () => {
  const SECRET = 'sk_test_51SecretValue0123456789abcdefXYZ';
  const PUBLISHABLE = 'pk_test_51PublishableValue0123456789';

  it('needs both keys for Stripe, naming the missing one', async () => {
    const o = await owner(NORDIC);
    const s = await o.settings();
    let res = await o.put('payment', { version: s.version, settings: { currentGateway: 'stripe', stripe: { publishableKey: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('settings.stripe.publishableKey');
    res = await o.put('payment', { version: s.version, settings: { currentGateway: 'stripe', stripe: { publishableKey: PUBLISHABLE } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('settings.stripe.secretKey');
    res = await o.put('payment', {
      version: s.version,
      settings: { currentGateway: 'stripe', stripe: { publishableKey: PUBLISHABLE, secretKey: 'sk_live_51Other0123456789' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/both be test keys or both live keys/);
  });

  it('stores the secret encrypted, shows a hint, keeps it when left out; never in an answer or a log line', async () => {
    const o = await owner(NORDIC);
    let s = await o.settings();
    let res = await o.put('payment', {
      version: s.version,
      settings: { currentGateway: 'stripe', stripe: { publishableKey: PUBLISHABLE, secretKey: SECRET } },
    });
    expect(res.statusCode).toBe(200);
    s = res.json<{ data: AgencySettings }>().data;
    expect(s.payment).toEqual({
      currentGateway: 'stripe',
      stripe: { publishableKey: PUBLISHABLE, secretKeyHint: 'sk_test_…fXYZ', webhookSecretHint: null },
      legal: { name: '', registrationNumber: '', taxNumber: '' },
    });
    // Left out: the stored one stays.
    res = await o.put('payment', { version: s.version, settings: { currentGateway: 'stripe', stripe: { publishableKey: PUBLISHABLE, secretKey: '' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.stripe.secretKeyHint).toBe('sk_test_…fXYZ');

    const tenantId = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
    expect(await agencyStripeSecret(t.app, tenantId)).toBe(SECRET);
    const [row] = await t.db.withTenant(tenantId, (tx) =>
      rowsOf<{ ciphertext: string; hint: string }>(tx.execute(sql`select ciphertext, hint from agency_secrets`)),
    );
    expect(row!.ciphertext).not.toContain(SECRET);
    expect(row!.ciphertext).not.toContain(SECRET.slice(8));
    // Another agency's key: Sunrise has none.
    expect(await agencyStripeSecret(t.app, (await findTenantIdByHost(t.db, 'sunrise.localhost'))!)).toBeNull();

    const audit = (await o.audit()).json().data as Array<{ section: string; changes: Array<{ field: string; from: unknown; to: unknown }> }>;
    expect(audit[0]!.changes).toContainEqual({ field: 'stripe.secretKey', from: 'not set', to: 'set' });
    answers.push(JSON.stringify((await t.call(NORDIC, { method: 'GET', url: '/api/agency' })).json()));
    answers.push((await t.call(NORDIC, { method: 'GET', url: '/api/getCurrentPaymentGateway' })).body);
    answers.push((await t.call(NORDIC, { method: 'GET', url: '/' })).body);
    for (const text of [...answers, ...lines]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET.slice(8));
    }
    expect(lines.length).toBeGreaterThan(0);
  });

  it("stores the Stripe webhook's signing secret the same way: write-only, a hint, audited as set; a malformed one is a 400 naming it", async () => {
    const WEBHOOK = 'whsec_51SigningSecret0123456789abcdWXYZ';
    const o = await owner(NORDIC);
    let s = await o.settings();
    const stripe = { publishableKey: PUBLISHABLE };
    let res = await o.put('payment', {
      version: s.version,
      settings: { currentGateway: 'stripe', stripe: { ...stripe, webhookSecret: 'sk_test_51NotAWebhookSecret' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('settings.stripe.webhookSecret');
    res = await o.put('payment', { version: s.version, settings: { currentGateway: 'stripe', stripe: { ...stripe, webhookSecret: WEBHOOK } } });
    expect(res.statusCode).toBe(200);
    s = res.json<{ data: AgencySettings }>().data;
    expect(s.payment.stripe).toMatchObject({ webhookSecretHint: 'whsec_…WXYZ' });
    res = await o.put('payment', { version: s.version, settings: { currentGateway: 'stripe', stripe } });
    expect(res.json().data.payment.stripe.webhookSecretHint).toBe('whsec_…WXYZ');
    const tenantId = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
    expect(await agencyStripeWebhookSecret(t.app, tenantId)).toBe(WEBHOOK);
    const audit = (await o.audit()).json().data as Array<{ changes: Array<{ field: string; from: unknown; to: unknown }> }>;
    expect(audit.flatMap((e) => e.changes)).toContainEqual({ field: 'stripe.webhookSecret', from: 'not set', to: 'set' });
    for (const text of [JSON.stringify(s), JSON.stringify(audit), ...lines]) expect(text).not.toContain(WEBHOOK.slice(6));
  });
});

describe('agency settings: legal details for receipts', () => {
  it('saves them trimmed with the payment settings and answers them; left out they stay, empty clears; audited; never public', async () => {
    const o = await owner(NORDIC);
    let s = await o.settings();
    const legal = { name: '  Nordlys Reiser AS ', registrationNumber: ' 912 345 678 ', taxNumber: 'NO912345678MVA ' };
    const keys = { currentGateway: s.payment.currentGateway, stripe: { publishableKey: s.payment.stripe.publishableKey } };
    let res = await o.put('payment', { version: s.version, settings: { ...keys, legal } });
    expect(res.statusCode, res.body).toBe(200);
    s = res.json<{ data: AgencySettings }>().data;
    expect(s.payment.legal).toEqual({ name: 'Nordlys Reiser AS', registrationNumber: '912 345 678', taxNumber: 'NO912345678MVA' });
    expect((await o.settings()).payment.legal).toEqual(s.payment.legal);
    // The Stripe keys stored earlier are untouched by a save of the legal details.
    expect(s.payment.stripe.secretKeyHint).not.toBeNull();

    const audit = (await o.audit()).json().data as Array<{ section: string; changes: Array<{ field: string; from: unknown; to: unknown }> }>;
    expect(audit[0]!.section).toBe('payment');
    expect(audit[0]!.changes).toEqual([
      { field: 'legal.name', from: '', to: 'Nordlys Reiser AS' },
      { field: 'legal.registrationNumber', from: '', to: '912 345 678' },
      { field: 'legal.taxNumber', from: '', to: 'NO912345678MVA' },
    ]);

    // Left out (an editor of the keys only): kept.
    res = await o.put('payment', { version: s.version, settings: keys });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.legal.taxNumber).toBe('NO912345678MVA');
    expect(res.json().data.version).toBe(s.version);
    // The storefront's public agency does not carry them.
    expect((await t.call(NORDIC, { method: 'GET', url: '/api/agency' })).body).not.toContain('NO912345678MVA');

    res = await o.put('payment', { version: s.version, settings: { ...keys, legal: { ...s.payment.legal, registrationNumber: '' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.legal).toEqual({ name: 'Nordlys Reiser AS', registrationNumber: '', taxNumber: 'NO912345678MVA' });
  });
});

describe('agency settings: audit log', () => {
  it('records who changed which fields, newest first, with a limit', async () => {
    const o = await owner();
    const res = await o.audit('?limit=2');
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as Array<{
      actor: { name: string; email: string };
      section: string;
      changes: Array<{ field: string; from: unknown; to: unknown }>;
    }>;
    expect(entries).toHaveLength(2);
    const all = (await o.audit()).json().data as typeof entries;
    const theme = all.find((e) => e.section === 'theme' && e.actor.name === 'Adam Admin');
    expect(theme).toMatchObject({ actor: { name: 'Adam Admin', email: 'admin@sunrise-travel.example' } });
    expect(theme!.changes).toContainEqual({ field: 'primaryColor', from: '#0b7285', to: '#5f3dc4' });
    const website = all.find((e) => e.section === 'website')!;
    expect(website.actor.name).toBe('Olivia Owner');
    expect(website.changes).toContainEqual({ field: 'agency.metaData.title', from: expect.any(String), to: 'Sunrise Deluxe Trips' });
    expect(website.changes.map((c) => c.field)).toContain('agency.privacyPolicy');
    expect((await o.audit('?limit=500')).statusCode).toBe(400);
  });

  it('keeps the map style when a website save leaves it out, and refuses an http:// one naming the field', async () => {
    const o = await owner();
    const before = await o.settings();
    const { mapStyleUrl: _kept, ...withoutMap } = before.website.agency;
    const again = await o.put('website', { version: before.version, settings: { ...before.website, agency: withoutMap } });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: AgencySettings }>().data.website.agency.mapStyleUrl).toBe('https://tiles.example.com/styles/basic/style.json?key=k');
    const plain = await o.put('website', {
      version: again.json<{ data: AgencySettings }>().data.version,
      settings: { ...before.website, agency: { ...before.website.agency, mapStyleUrl: 'http://tiles.example.com/style.json' } },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('mapStyleUrl');
  });
});

describe('agency settings: header links and page titles in other languages', () => {
  it('saves header links and page titles by language, answers them publicly, and refuses an unknown language or a long label (decision 0099)', async () => {
    const o = await owner();
    const before = await o.settings();
    const w = before.website;
    const translations = {
      ar: { navigation: { '/about': 'من نحن', '/faqs': 'الأسئلة الشائعة' }, aboutTitle: 'عن الوكالة', faqTitle: 'أسئلة' },
      fr: { navigation: { '/about': 'À propos' }, aboutTitle: '', faqTitle: '' },
    };
    const res = await o.put('website', { version: before.version, settings: { ...w, agency: { ...w.agency, translations } } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AgencySettings }>().data.website.agency.translations).toEqual(translations);
    const agency = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data;
    expect(agency.translations.ar.navigation['/about']).toBe('من نحن');

    const version = (await o.settings()).version;
    const unknown = await o.put('website', { version, settings: { ...w, agency: { ...w.agency, translations: { xx: translations.fr } } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toMatch(/translations/);
    const long = await o.put('website', {
      version,
      settings: { ...w, agency: { ...w.agency, translations: { ar: { ...translations.ar, navigation: { '/about': 'ب'.repeat(81) } } } } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toMatch(/translations\.ar\.navigation/);
    expect((await o.settings()).website.agency.translations).toEqual(translations);
  });
});

describe('agency settings: one agency cannot see or change another', () => {
  it("signed in on Nordic, Nordic's host shows Nordic's settings only; Sunrise's session does not work on Nordic", async () => {
    const sunrise = await owner();
    const sunriseBefore = await sunrise.settings();
    const nordic = await owner(NORDIC);
    const n = await nordic.settings();
    expect(n.website.agency.agencyName).not.toBe(sunriseBefore.website.agency.agencyName);
    expect(JSON.stringify(n)).not.toContain('Sunrise');
    const res = await nordic.put('theme', { version: n.version, settings: { primaryColor: '#2b8a3e', logoPlacement: 'start' } });
    expect(res.statusCode).toBe(200);
    // Sunrise untouched.
    const sunriseAfter = await sunrise.settings();
    expect(sunriseAfter.version).toBe(sunriseBefore.version);
    expect(sunriseAfter.theme).toEqual(sunriseBefore.theme);
    // A Sunrise session sent to Nordic's host is no session there.
    const token = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const cross = await t.call(NORDIC, {
      method: 'PUT',
      url: '/api/agency/settings/theme',
      payload: { version: n.version + 1, settings: sunriseBefore.theme },
      cookies: { 'x-access-token': token },
    });
    expect(cross.statusCode).toBe(401);
    expect((await nordic.settings()).theme.primaryColor).toBe('#2b8a3e');
  });
});
