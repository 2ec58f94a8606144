import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../dates.ts';
import { pngOf } from '../png.ts';
import { api, assertNoConsoleErrors, getAsHost, openBrowser, screenshot, type Json } from '../support.ts';
import { HOSTS, open, signIn, SUNRISE_USERS, visit, waitForPath } from '../shell/helpers.ts';

// Issue #44's journeys: an owner writes and publishes a post in the back-office and a visitor finds
// it, its server-rendered head read by search engines; a top destination's page searches from its
// place. Everything made here is removed afterwards: the e2e server is shared.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
}

/** A new name per attempt: a retried test must not meet what its first attempt left. */
const fresh = () => Date.now().toString(36);

describe('a blog post', () => {
  it('is written and published by the owner, found by a visitor, and read by search engines from the server', async () => {
    const stamp = fresh();
    const title = `Lisbon in spring ${stamp}`;
    const description = `Three days of trams, tiles and custard tarts (${stamp}).`;
    const slug = `lisbon-in-spring-${stamp}`;
    const owner = await open(browser);
    await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(owner.page, HOSTS.sunrise, '/settings/content');
    await owner.page.getByRole('button', { name: 'New post' }).click();
    await owner.page.getByLabel('Title', { exact: true }).fill(title);
    // The address follows the title until it is edited.
    await expect.poll(() => owner.page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe(slug);
    await owner.page.getByLabel('Excerpt').fill('Trams, tiles and tarts.');
    await owner.page.getByLabel('Upload a picture').setInputFiles({ name: 'tram.png', mimeType: 'image/png', buffer: pngOf(64, [240, 180, 40]) });
    await expect.poll(() => owner.page.getByLabel('Picture address').inputValue()).toMatch(/^\/api\/agency\/assets\//);
    await owner.page.getByLabel('Text alternative').fill('A yellow tram climbing a narrow street');
    const body = owner.page.getByRole('textbox', { name: 'Text', exact: true });
    await body.click();
    await owner.page.getByRole('button', { name: 'Heading', exact: true }).click();
    await owner.page.keyboard.type('Where to start');
    await owner.page.keyboard.press('Enter');
    await owner.page.keyboard.type('Take tram 28 early, before the crowds.');
    await owner.page.getByLabel('Description for search engines').fill(description);
    await owner.page.getByLabel('Published').check();
    await screenshot(owner.page, 'content-editor-1440');
    await owner.page.getByRole('button', { name: 'Publish' }).click();
    await owner.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // A visitor in a fresh browser finds it on /blog and opens it.
    const visitor = await open(browser);
    await visit(visitor.page, HOSTS.sunrise, '/blog');
    await visitor.page.getByRole('link', { name: title }).click();
    await waitForPath(visitor.page, `/blog/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.page.getByRole('heading', { name: 'Where to start' }).waitFor();
    expect(await visitor.page.getByRole('img', { name: 'A yellow tram climbing a narrow street' }).count()).toBeGreaterThan(0);
    await screenshot(visitor.page, 'content-post-1440');
    assertNoConsoleErrors(visitor.page);

    // What a search engine reads, before any script: the title, the description, the article.
    const page = await getAsHost(HOSTS.sunrise, `/blog/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
    expect(page.body).toContain(`<meta name="description" content="${description}"`);
    const posting = jsonLd(page.body).find((block) => block['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe(title);
    expect(page.body).toContain('Where to start');
    const sitemap = await getAsHost(HOSTS.sunrise, '/sitemap.xml');
    expect(sitemap.body).toContain(`/blog/${slug}</loc>`);

    // Unpublished, it is gone for visitors.
    const list = await api(owner.page, 'GET', '/api/agency/content?kind=post');
    const item = (list.json.items as { id: string; slug: string }[]).find((i) => i.slug === slug);
    expect(item).toBeDefined();
    const full = await api(owner.page, 'GET', `/api/agency/content/${item!.id}`);
    expect(
      (await api(owner.page, 'PUT', `/api/agency/content/${item!.id}`, { ...full.json, status: 'draft', expectedUpdatedAt: full.json.updatedAt })).status,
    ).toBe(200);
    expect((await getAsHost(HOSTS.sunrise, `/blog/${slug}`)).status).toBe(404);
    expect((await getAsHost(HOSTS.sunrise, '/sitemap.xml')).body).not.toContain(`/blog/${slug}</loc>`);

    expect((await api(owner.page, 'DELETE', `/api/agency/content/${item!.id}`)).status).toBeLessThan(300);
    await owner.context.close();
    await visitor.context.close();
  });
});

describe('a top destination', () => {
  it('shows on /top-destination, and its page searches from its place', async () => {
    const stamp = fresh();
    const name = `Porto ${stamp}`;
    const slug = `porto-${stamp}`;
    const owner = await open(browser);
    await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(owner.page, HOSTS.sunrise, '/settings/content');
    const created = await api(owner.page, 'POST', '/api/agency/content', {
      kind: 'destination',
      slug,
      status: 'published',
      top: true,
      place: { name: 'Porto, Portugal', latitude: 41.1496, longitude: -8.611, countryCode: 'PT' },
      translations: { en: { title: name, excerpt: 'Port wine cellars and the Douro.', bodyHtml: '<p>Cross the Dom Luís I bridge at sunset.</p>' } },
    });
    expect(created.status).toBe(201);

    const visitor = await open(browser);
    await visit(visitor.page, HOSTS.sunrise, '/top-destination');
    await visitor.page.getByRole('link', { name }).click();
    await waitForPath(visitor.page, `/destination/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    // The search form starts from the destination's place; searching lands on the results.
    const search = visitor.page.getByRole('region', { name: /Porto, Portugal/ });
    await expect.poll(() => search.getByRole('combobox').first().inputValue()).toContain('Porto, Portugal');
    await screenshot(visitor.page, 'content-destination-1440');
    // Only the dates are the traveller's to choose.
    await search.getByLabel('Check-in').fill(day(30));
    await search.getByLabel('Check-out').fill(day(33));
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await visitor.page.getByRole('heading', { name: /hotels in Porto, Portugal/ }).waitFor();
    assertNoConsoleErrors(visitor.page);

    // An agency without top destinations has no such page.
    const nordic = await open(browser);
    await nordic.page.goto(`http://${HOSTS.nordic}:${new URL(visitor.page.url()).port}/top-destination`);
    await waitForPath(nordic.page, '/errors');

    expect((await api(owner.page, 'DELETE', `/api/agency/content/${(created.json as { id: string }).id}`)).status).toBeLessThan(300);
    await owner.context.close();
    await visitor.context.close();
    await nordic.context.close();
  });
});
