import { JSDOM } from 'jsdom';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { CONTENT_VERSION_CONFLICT, CONTENT_VERSION_CONFLICT_MESSAGE, contentListWords, type ContentItemInput } from '@tripfront/domain/content';
import { PICTURE_NEEDS_TEXT } from '../src/lib/content.ts';
import { STAFF_ONLY } from '../src/lib/auth.ts';
import { contentPublicationJob } from '../src/jobs/content-publication.ts';
import { createTestApp, DEMO_SEED, GATEWAY, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// The agency's content (issue #44, decision 0127) through the real API and pages: who may write it,
// what visitors see and when, the server-written heads, the sitemap and the feed.

/** Sunrise's canonical origin (its first seeded host), whatever Host a request came with. */
const ORIGIN = 'http://sunrise.localhost:3000';
const ALIAS = 'www.sunrise-travel.example:8443';
const SUNRISE_NAME = DEMO_SEED.agencies[0]!.agency.agencyName;

let t: TestApp;
let owner: string;
let nordicOwner: string;
let gatewayOwner: string;
let traveller: string;
let sales: string;
let sunriseId: string;

beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perIp: 500, windowSeconds: 60 } });
  [owner, nordicOwner, traveller, sales, gatewayOwner] = await Promise.all([
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
    t.login(GATEWAY, 'owner@gateway-partners.example', 'Owner#2026'),
  ]);
  sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

const as = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, host = SUNRISE) =>
  t.call(host, { method, url, ...(token ? { cookies: { 'x-access-token': token } } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
const visit = (url: string, host = SUNRISE) => t.call(host, { method: 'GET', url });

let slugs = 0;
function postInput(overrides: Partial<ContentItemInput> = {}): ContentItemInput {
  slugs += 1;
  return {
    kind: 'post',
    slug: `summer-in-lisbon-${slugs}`,
    status: 'draft',
    publishAt: null,
    cover: { url: '/api/agency/assets/00000000-0000-4000-8000-000000000001', alt: 'Tram 28 on a hill', decorative: false },
    tags: ['city'],
    place: null,
    top: false,
    translations: {
      en: { title: `Summer in Lisbon ${slugs}`, excerpt: 'Trams, tiles and the sea.', bodyHtml: '<p>Lisbon in July.</p>', seoTitle: '', seoDescription: '' },
      fr: { title: `L'été à Lisbonne ${slugs}`, excerpt: 'Tramways et azulejos.', bodyHtml: '<p>Lisbonne en juillet.</p>', seoTitle: '', seoDescription: '' },
    },
    ...overrides,
  };
}

const PORTO = { name: 'Porto', latitude: 41.15, longitude: -8.61, countryCode: 'PT' };
/** A destination page (published unless told otherwise) at a place. */
const destination = (slug: string, overrides: Partial<ContentItemInput> = {}) =>
  postInput({ kind: 'destination', slug, tags: [], place: PORTO, status: 'published', ...overrides });

async function create(input: ContentItemInput, token = owner) {
  const res = await as(token, 'POST', '/api/agency/content', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; status: string; publishAt: string | null; formerSlugs: string[]; updatedAt: string };
}

/** A PUT's body: the input and the updatedAt of the item as the editor loaded it. */
const edit = (item: { updatedAt: string }, input: ContentItemInput) => ({ ...input, expectedUpdatedAt: item.updatedAt });

describe('publishing a post', () => {
  it('keeps a draft from visitors, and shows it once published, in their language or the agency’s', async () => {
    const draft = await create(postInput());
    expect((await visit(`/api/content/posts/${draft.slug}`)).statusCode).toBe(404);
    expect((await visit('/api/content/posts')).json().items.map((i: { slug: string }) => i.slug)).not.toContain(draft.slug);

    const published = await as(owner, 'PUT', `/api/agency/content/${draft.id}`, edit(draft, postInput({ slug: draft.slug, status: 'published' })));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().publishAt).not.toBeNull();

    const french = await visit(`/api/content/posts/${draft.slug}?lang=fr`);
    expect(french.statusCode).toBe(200);
    expect(french.json()).toMatchObject({ language: 'fr', bodyHtml: '<p>Lisbonne en juillet.</p>' });
    expect(french.headers.etag).toBeTruthy();
    // German is not written: the agency's default language (English).
    expect((await visit(`/api/content/posts/${draft.slug}?lang=de`)).json()).toMatchObject({ language: 'en', excerpt: 'Trams, tiles and the sea.' });
    const list = (await visit('/api/content/posts?lang=fr')).json();
    expect(list.items.find((i: { slug: string }) => i.slug === draft.slug)).toMatchObject({ language: 'fr' });
    expect(list).toMatchObject({ page: 1 });
  });

  it('shows a scheduled post only once its time has come', async () => {
    const future = await create(postInput({ status: 'scheduled', publishAt: new Date(Date.now() + 86_400_000).toISOString() }));
    expect((await visit(`/api/content/posts/${future.slug}`)).statusCode).toBe(404);
    expect((await visit(`/blog/${future.slug}`)).statusCode).toBe(404);
    const past = await create(postInput({ status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }));
    expect((await visit(`/api/content/posts/${past.slug}`)).statusCode).toBe(200);
  });
});

describe('addresses', () => {
  it('redirects a former slug to the post’s page now, and refuses a slug another post has', async () => {
    const item = await create(postInput({ status: 'published' }));
    const old = item.slug;
    const moved = await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(item, postInput({ slug: `${old}-moved`, status: 'published' })));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().formerSlugs).toEqual([old]);

    const api = await visit(`/api/content/posts/${old}`);
    expect(api.statusCode).toBe(404);
    expect(api.json().movedTo).toBe(`${old}-moved`);
    const page = await visit(`/blog/${old}?lng=fr`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/blog/${old}-moved?lng=fr`);
    // Cached for a day, not forever: the old address may be given to another post.
    expect(page.headers['cache-control']).toBe('public, max-age=86400');

    const other = await create(postInput());
    const taken = await as(owner, 'PUT', `/api/agency/content/${other.id}`, edit(other, postInput({ slug: `${old}-moved` })));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('slug');
    expect((await as(owner, 'POST', '/api/agency/content', postInput({ slug: `${old}-moved` }))).statusCode).toBe(409);
  });
});

describe('two editors at once', () => {
  it('refuses a save over a change made since the editor loaded the page, and keeps that change', async () => {
    const item = await create(postInput());
    const first = postInput({ slug: item.slug, status: 'published' });
    first.translations.en!.title = 'Saved first';
    expect((await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(item, first))).statusCode).toBe(200);

    const second = postInput({ slug: item.slug });
    second.translations.en!.title = 'Saved over it';
    const stale = await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(item, second));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: CONTENT_VERSION_CONFLICT, message: CONTENT_VERSION_CONFLICT_MESSAGE });
    const stored = (await as(owner, 'GET', `/api/agency/content/${item.id}`)).json();
    expect(stored).toMatchObject({ status: 'published', translations: { en: { title: 'Saved first' } } });

    // Without the version it loaded, an editor's save is refused as a bad request.
    const blind = await as(owner, 'PUT', `/api/agency/content/${item.id}`, second);
    expect(blind.statusCode).toBe(400);
    expect(blind.json().field).toBe('expectedUpdatedAt');
    // Reloaded, the save goes through.
    expect((await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(stored, second))).statusCode).toBe(200);
  });
});

describe('publication dates', () => {
  it('keeps the moment a post first went out when it goes back to draft and is published again', async () => {
    const item = await create(postInput({ status: 'published' }));
    expect(item.publishAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const draft = await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(item, postInput({ slug: item.slug, status: 'draft' })));
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await visit(`/api/content/posts/${item.slug}`)).statusCode).toBe(404);
    const again = await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(draft.json(), postInput({ slug: item.slug, status: 'published' })));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().publishAt).toBe(item.publishAt);
  });

  it('refuses a moment PostgreSQL cannot store with 400 on publishAt', async () => {
    for (const publishAt of ['0000-06-01T00:00:00Z', '0001-01-01T00:00:00+05:00', '1999-12-31T23:59:59Z', '9999-12-31T23:00:00-05:00']) {
      const res = await as(owner, 'POST', '/api/agency/content', postInput({ status: 'scheduled', publishAt }));
      expect(res.statusCode, publishAt).toBe(400);
      expect(res.json().field).toBe('publishAt');
      expect(res.json().message).toContain('Please choose a date between the year 2000 and 9999.');
    }
    const item = await create(postInput({ status: 'scheduled', publishAt: '9999-12-31T23:00:00+05:00' }));
    expect(item.publishAt).toBe('9999-12-31T18:00:00.000Z');
  });
});

describe('who may write', () => {
  it('keeps another agency, travellers and visitors out', async () => {
    const item = await create(postInput({ status: 'published' }));
    expect((await as(nordicOwner, 'GET', `/api/agency/content/${item.id}`, undefined, NORDIC)).statusCode).toBe(404);
    expect((await as(nordicOwner, 'PUT', `/api/agency/content/${item.id}`, edit(item, postInput({ slug: item.slug })), NORDIC)).statusCode).toBe(404);
    expect((await as(nordicOwner, 'DELETE', `/api/agency/content/${item.id}`, undefined, NORDIC)).statusCode).toBe(404);
    const nordicList = (await as(nordicOwner, 'GET', '/api/agency/content', undefined, NORDIC)).json();
    expect(nordicList.items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    expect((await visit(`/api/content/posts/${item.slug}`, NORDIC)).statusCode).toBe(404);
    // Sunrise's own still has it.
    expect((await visit(`/api/content/posts/${item.slug}`)).statusCode).toBe(200);

    expect((await as(null, 'GET', '/api/agency/content')).statusCode).toBe(401);
    expect((await as(traveller, 'GET', '/api/agency/content')).statusCode).toBe(403);
    expect((await as(traveller, 'POST', '/api/agency/content', postInput())).statusCode).toBe(403);
  });

  it('lets a SalesAgent write with the Website Settings permission, and not without', async () => {
    expect((await as(sales, 'GET', '/api/agency/content?kind=post')).statusCode).toBe(200);
    await create(postInput(), sales);
    await t.db.withTenant(sunriseId, (tx) =>
      tx
        .update(schema.users)
        .set({ permissions: { websiteSettings: { read: false } } })
        .where(eq(schema.users.email, 'sales@sunrise-travel.example')),
    );
    try {
      expect((await as(sales, 'GET', '/api/agency/content')).statusCode).toBe(403);
      expect((await as(sales, 'POST', '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<p>x</p>' } } })).statusCode).toBe(403);
    } finally {
      await t.db.withTenant(sunriseId, (tx) => tx.update(schema.users).set({ permissions: {} }).where(eq(schema.users.email, 'sales@sunrise-travel.example')));
    }
  });

  it('refuses a restricted agent the editor and the terms, and shows them no draft or scheduled page', async () => {
    // The seeded restricted agent has every page on: the role refuses them, not a permission.
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const hidden = [
      await create(postInput()),
      await create(postInput({ status: 'scheduled', publishAt: later })),
      await create(destination('hidden-draft-place', { status: 'draft' })),
      await create(destination('hidden-later-place', { status: 'scheduled', publishAt: later })),
    ];
    for (const [method, url, payload] of [
      ['GET', '/api/agency/content', undefined],
      ['GET', `/api/agency/content/${hidden[0]!.id}`, undefined],
      ['POST', '/api/agency/content', postInput()],
      ['PUT', `/api/agency/content/${hidden[0]!.id}`, edit(hidden[0]!, postInput({ slug: hidden[0]!.slug, status: 'published' }))],
      ['DELETE', `/api/agency/content/${hidden[0]!.id}`, undefined],
      ['GET', '/api/agency/content/hidden-gems', undefined],
      ['PUT', '/api/agency/content/hidden-gems', { destinationIds: [hidden[2]!.id] }],
      ['GET', '/api/agency/terms', undefined],
      ['POST', '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<p>Mine now</p>' } } }],
    ] as const) {
      const res = await as(restricted, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(STAFF_ONLY);
    }
    const gems = await as(owner, 'PUT', '/api/agency/content/hidden-gems', { destinationIds: [hidden[2]!.id, hidden[3]!.id] });
    expect(gems.statusCode, gems.body).toBe(200);
    try {
      const read = (url: string) => as(restricted, 'GET', url);
      const slugsOf = async (url: string) => ((await read(url)).json() as { items: Array<{ slug: string }> }).items.map((i) => i.slug);
      for (const item of hidden) {
        const path = item.slug.endsWith('-place') ? 'destinations' : 'posts';
        expect((await read(`/api/content/${path}/${item.slug}`)).statusCode, item.slug).toBe(404);
      }
      const listed = [
        ...(await slugsOf('/api/content/posts')),
        ...(await slugsOf('/api/content/destinations')),
        ...(await slugsOf('/api/content/hidden-gems')),
      ];
      expect(listed.filter((slug) => hidden.some((item) => item.slug === slug))).toEqual([]);
      // Nothing was written by them: the first post is still the owner's draft.
      expect((await as(owner, 'GET', `/api/agency/content/${hidden[0]!.id}`)).json().status).toBe('draft');
    } finally {
      await as(owner, 'PUT', '/api/agency/content/hidden-gems', { destinationIds: [] });
    }
  });
});

describe('bodies', () => {
  it('stores a body without its script, and refuses a picture without a description', async () => {
    const input = postInput();
    input.translations.en!.bodyHtml = '<p>Hello</p><script>alert(1)</script><img src="/a.png" data-decorative>';
    const item = await create(input);
    const stored = (await as(owner, 'GET', `/api/agency/content/${item.id}`)).json();
    expect(stored.translations.en.bodyHtml).not.toContain('<script');
    expect(stored.translations.en.bodyHtml).toContain('<p>Hello</p>');
    // Marked decorative: it says nothing.
    expect(stored.translations.en.bodyHtml).toMatch(/<img alt="" [^>]*data-decorative/);

    const blind = postInput();
    blind.translations.fr!.bodyHtml = '<p>Voir :</p><img src="/b.png">';
    const refused = await as(owner, 'POST', '/api/agency/content', blind);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'translations.fr.bodyHtml', message: PICTURE_NEEDS_TEXT });
  });
});

describe('the pages', () => {
  it('writes a post’s head on the server: title, description, canonical on the configured origin, JSON-LD', async () => {
    const input = postInput({ status: 'published' });
    input.translations.en!.seoDescription = 'Where to eat & sleep in Lisbon.';
    const item = await create(input);
    const res = await visit(`/blog/${item.slug}`, ALIAS);
    expect(res.statusCode).toBe(200);
    const doc = new JSDOM(res.body).window.document;
    expect(doc.title).toBe(`${input.translations.en!.title} · ${SUNRISE_NAME}`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Where to eat & sleep in Lisbon.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/blog/${item.slug}`);
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}/api/agency/assets/00000000-0000-4000-8000-000000000001`);
    expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(`${ORIGIN}/blog/rss.xml`);
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    const posting = blocks.find((b) => b['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: input.translations.en!.title, mainEntityOfPage: { '@id': `${ORIGIN}/blog/${item.slug}` } });
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

    // Unpublished: the web app's not-found page, with its status.
    const hidden = await create(postInput());
    expect((await visit(`/blog/${hidden.slug}`)).statusCode).toBe(404);
    expect((await visit('/blog/no-such-post')).statusCode).toBe(404);
  });

  it('serves a page whose address is in another script', async () => {
    const slug = 'رحلة-إلى-البحر';
    await create(postInput({ slug, status: 'published' }));
    const res = await visit(`/blog/${encodeURIComponent(slug)}`);
    expect(res.statusCode).toBe(200);
    const canonical = new JSDOM(res.body).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(decodeURIComponent(canonical ?? '')).toBe(`${ORIGIN}/blog/${slug}`);
    expect((await visit(`/api/content/posts/${encodeURIComponent(slug)}`)).json().slug).toBe(slug);
  });

  it('changes the cached page when the post changes', async () => {
    const item = await create(postInput({ status: 'published' }));
    const before = await visit(`/blog/${item.slug}`);
    const edited = postInput({ slug: item.slug, status: 'published' });
    edited.translations.en!.title = 'Lisbon, rewritten';
    expect((await as(owner, 'PUT', `/api/agency/content/${item.id}`, edit(item, edited))).statusCode).toBe(200);
    const after = await visit(`/blog/${item.slug}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(new JSDOM(after.body).window.document.title).toContain('Lisbon, rewritten');
  });

  it('lists public posts in the sitemap and the feed', async () => {
    const item = await create(postInput({ status: 'published' }));
    const hidden = await create(postInput());
    const sitemap = await visit('/sitemap.xml');
    const urls = new JSDOM(sitemap.body, { contentType: 'application/xml' }).window.document;
    const locs = [...urls.querySelectorAll('url > loc')].map((l) => l.textContent);
    expect(locs).toContain(`${ORIGIN}/blog`);
    expect(locs).toContain(`${ORIGIN}/blog/${item.slug}`);
    expect(locs).not.toContain(`${ORIGIN}/blog/${hidden.slug}`);
    const entry = [...urls.querySelectorAll('url')].find((u) => u.querySelector('loc')?.textContent === `${ORIGIN}/blog/${item.slug}`);
    expect(Number.isNaN(Date.parse(entry?.querySelector('lastmod')?.textContent ?? ''))).toBe(false);

    const feed = await visit('/blog/rss.xml', ALIAS);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    const rss = new JSDOM(feed.body, { contentType: 'application/xml' }).window.document;
    expect(rss.querySelector('parsererror')).toBeNull();
    const links = [...rss.querySelectorAll('item > link')].map((l) => l.textContent);
    expect(links).toContain(`${ORIGIN}/blog/${item.slug}`);
    expect(links).not.toContain(`${ORIGIN}/blog/${hidden.slug}`);
  });
});

describe('terms', () => {
  it('serves the latest version by default and an older one by number, and records the latest at sign-up', async () => {
    const first = await as(owner, 'POST', '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<p>Version one</p><script>x()</script>' } } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ version: 1 });
    expect(first.json().translations.en.bodyHtml).not.toContain('script');
    // A picture in the terms needs its text as one in a post does, and a refused version takes no number.
    const blind = await as(owner, 'POST', '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<p>Signed</p><img src="/x.png">' } } });
    expect(blind.statusCode).toBe(400);
    expect(blind.json()).toMatchObject({ field: 'translations.en.bodyHtml', message: PICTURE_NEEDS_TEXT });
    // Terms that say nothing once sanitised are refused with a code the editor words in the agent's language.
    const empty = await as(owner, 'POST', '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<script>x()</script>' } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'translations.en.bodyHtml', code: 'TERMS_EMPTY' });
    const second = await as(owner, 'POST', '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<p>Version two</p>' } } });
    expect(second.json()).toMatchObject({ version: 2 });

    const latest = (await visit('/api/content/terms/users/latest')).json();
    expect(latest).toMatchObject({ version: 2, bodyHtml: '<p>Version two</p>' });
    expect(latest.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await visit('/api/content/terms/users/1')).json()).toMatchObject({ version: 1, bodyHtml: '<p>Version one</p>' });
    expect((await visit('/api/content/terms/users/3')).statusCode).toBe(404);
    expect((await visit('/api/content/terms/agency/latest')).statusCode).toBe(404);
    expect((await as(owner, 'GET', '/api/agency/terms')).json().users.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const email = 'terms-reader@example.com';
    const signup = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { firstName: 'Tess', lastName: 'Terms', email, password: 'Correct-Horse-42' },
    });
    expect(signup.statusCode).toBe(201);
    const [user] = await t.db.withTenant(sunriseId, (tx) => tx.select().from(schema.users).where(eq(schema.users.email, email)));
    expect(user?.acceptedTermsVersion).toBe(2);
  });
});

describe('presence flags', () => {
  it('turns the blog link on when Nordic publishes its first post, with a new ETag', async () => {
    const before = await visit('/api/agency', NORDIC);
    expect(before.json().data.contentPages).toEqual({ blog: false, destinations: false, topDestinations: false, hiddenGems: false });
    const input = postInput({ status: 'published' });
    const res = await as(nordicOwner, 'POST', '/api/agency/content', input, NORDIC);
    expect(res.statusCode, res.body).toBe(201);
    const after = await visit('/api/agency', NORDIC);
    expect(after.json().data.contentPages).toMatchObject({ blog: true, destinations: false });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('a scheduled post going public', () => {
  it('turns the blog link on when the minute job finds its time has come', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const res = await as(gatewayOwner, 'POST', '/api/agency/content', postInput({ status: 'scheduled', publishAt: at.toISOString() }), GATEWAY);
    expect(res.statusCode, res.body).toBe(201);
    expect((await visit('/api/agency', GATEWAY)).json().data.contentPages.blog).toBe(false);
    const job = contentPublicationJob(t.app);
    await job.run({ now: new Date(Date.now() + 60_000), payload: {}, attempt: 1 });
    expect((await visit('/api/agency', GATEWAY)).json().data.contentPages.blog).toBe(false);
    await job.run({ now: new Date(at.getTime() + 1_000), payload: {}, attempt: 1 });
    expect((await visit('/api/agency', GATEWAY)).json().data.contentPages.blog).toBe(true);
    const item = (await as(gatewayOwner, 'GET', `/api/agency/content/${res.json().id}`, undefined, GATEWAY)).json();
    expect(item).toMatchObject({ status: 'published', publishAt: at.toISOString() });
  });
});

describe('destinations and hidden gems', () => {
  it('lists top destinations, keeps the gems in their order, and describes a destination for search engines', async () => {
    const a = await create(destination('porto', { top: true }));
    const b = await create(destination('faro'));
    const draft = await create(destination('evora', { status: 'draft' }));

    const tops = (await visit('/api/content/destinations?top=true')).json();
    expect(tops.items.map((i: { slug: string }) => i.slug)).toEqual(['porto']);
    expect(
      (await visit('/api/content/destinations'))
        .json()
        .items.map((i: { slug: string }) => i.slug)
        .sort(),
    ).toEqual(['faro', 'porto']);

    const post = await create(postInput({ status: 'published' }));
    const notDestination = await as(owner, 'PUT', '/api/agency/content/hidden-gems', { destinationIds: [b.id, post.id] });
    expect(notDestination.statusCode).toBe(400);
    expect(notDestination.json().field).toBe('destinationIds');
    const saved = await as(owner, 'PUT', '/api/agency/content/hidden-gems', { destinationIds: [b.id, draft.id, a.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as(owner, 'GET', '/api/agency/content/hidden-gems')).json().destinationIds).toEqual([b.id, draft.id, a.id]);
    // Visitors get the public ones, in the agency's order.
    expect((await visit('/api/content/hidden-gems')).json().items.map((i: { slug: string }) => i.slug)).toEqual(['faro', 'porto']);

    const page = await visit('/destination/porto');
    expect(page.statusCode).toBe(200);
    const doc = new JSDOM(page.body).window.document;
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    expect(blocks.find((x) => x['@type'] === 'TouristDestination')).toMatchObject({ name: 'Porto', geo: { latitude: 41.15, longitude: -8.61 } });
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/destination/porto`);

    const list = new JSDOM((await visit('/destination')).body).window.document;
    expect(list.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/destination`);
    expect(list.title).toBe(`Destinations · ${SUNRISE_NAME}`);

    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/destination/porto</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/hidden-gems-round-the-world</loc>`);
    // Sunrise displays top destinations: both lists exist.
    expect(sitemap).toContain(`<loc>${ORIGIN}/destination</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/top-destination</loc>`);
    expect((await visit('/api/agency')).json().data.contentPages).toMatchObject({ destinations: true, topDestinations: true, hiddenGems: true });
    expect(sitemap).not.toContain(`${ORIGIN}/destination/evora`);
  });

  it('has no destination lists for an agency that does not display top destinations', async () => {
    // Nordic does not display top destinations: its destination pages exist, the lists do not.
    const slug = `tromso-${Date.now()}`;
    const created = await as(nordicOwner, 'POST', '/api/agency/content', destination(slug, { top: true }), NORDIC);
    expect(created.statusCode, created.body).toBe(201);
    expect((await visit(`/destination/${slug}`, NORDIC)).statusCode).toBe(200);
    expect((await visit('/api/content/destinations?top=true', NORDIC)).json()).toMatchObject({ items: [], total: 0 });
    for (const [path, list] of [
      ['/destination', 'destinations'],
      ['/top-destination', 'topDestinations'],
    ] as const) {
      // An unknown page of the agency: 404, the web app's shell (its router sends it to the not-found page), no head of a list.
      const page = await visit(path, NORDIC);
      expect(page.statusCode, path).toBe(404);
      const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
      expect(title, path).not.toContain(contentListWords(list, 'sv', 'Nordlys Reiser').title);
      expect(page.body, path).not.toContain('BreadcrumbList');
    }
  });
});

describe('pictures of the content', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const upload = (token: string | null, body: Buffer, type: string) =>
    t.call(SUNRISE, {
      method: 'POST',
      url: '/api/agency/content/images',
      payload: body,
      headers: { 'content-type': type },
      ...(token ? { cookies: { 'x-access-token': token } } : {}),
    });

  it('stores a picture for the editor and serves it from the agency’s assets; refuses what is not a picture and who may not write', async () => {
    const res = await upload(owner, PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/api\/agency\/assets\/[0-9a-f-]{36}$/);
    const served = await visit(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    expect((await upload(owner, Buffer.from('not a picture'), 'image/png')).statusCode).toBe(400);
    expect((await upload(owner, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif')).statusCode).toBe(415);
    expect((await upload(traveller, PNG, 'image/png')).statusCode).toBe(403);
    expect((await upload(null, PNG, 'image/png')).statusCode).toBe(401);
  });
});

describe('descriptions', () => {
  it('describes a post without excerpt or SEO description by the agency’s description, never by an empty one', async () => {
    const bare = postInput({ status: 'published' });
    bare.translations = { en: { ...bare.translations.en!, excerpt: '', seoDescription: '' } };
    const item = await create(bare);
    const doc = new JSDOM((await visit(`/blog/${item.slug}`)).body).window.document;
    const agencyDescription = DEMO_SEED.agencies[0]!.agency.metaData.description;
    expect(agencyDescription).not.toBe('');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(agencyDescription);
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(agencyDescription);
  });
});

describe('addresses that name nothing', () => {
  it('answers 404 for a terms version or a list page that does not exist, and page 1 for page 0', async () => {
    expect((await visit('/agency-terms-and-conditions/latest')).statusCode).toBe(404);
    const published = await as(owner, 'POST', '/api/agency/terms', { kind: 'agency', translations: { en: { bodyHtml: '<p>Agency terms</p>' } } });
    expect(published.statusCode, published.body).toBeLessThan(300);
    expect((await visit('/agency-terms-and-conditions/latest')).statusCode).toBe(200);
    expect((await visit('/agency-terms-and-conditions/1')).statusCode).toBe(200);
    for (const id of ['2', '999', 'not-a-version']) {
      const page = await visit(`/agency-terms-and-conditions/${id}`);
      expect(page.statusCode, id).toBe(404);
      expect(page.body, id).not.toContain('BreadcrumbList');
    }

    await create(postInput({ status: 'published' }));
    expect((await visit('/blog?page=9999')).statusCode).toBe(404);
    // Page 0 is the first page (as the web reads it), under the first page's address.
    const first = await visit('/blog?page=0');
    expect(first.statusCode).toBe(200);
    expect(new JSDOM(first.body).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/blog`);
  });
});
