import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openBrowser, screenshot } from '../support.ts';
import { HOSTS, open, signIn, SUNRISE_USERS, visit } from '../shell/helpers.ts';

// Issue #44: the agency's content is accessible. No serious or critical axe violation on the About
// page (its HTML holding a picture without alt), the blog, a post, the destinations, a destination
// page and the editor, at 1280 and 375 px, in English and Arabic; none wider than the screen. What
// is made here is removed after.

let browser: Browser;
let owner: { page: Page; close: () => Promise<void> };
const made: string[] = [];
/** Sunrise's Website settings before the test, put back after it. */
let website: { about: { content: string } };
const stamp = Date.now().toString(36);
const post = `a11y-post-${stamp}`;
const destination = `a11y-place-${stamp}`;

beforeAll(async () => {
  browser = await openBrowser();
  const { context, page } = await open(browser);
  owner = { page, close: () => context.close() };
  await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
  await visit(page, HOSTS.sunrise, '/settings/content');
  const picture = { url: '/img/placeholder.svg', alt: 'A harbour at dawn', decorative: false };
  for (const body of [
    {
      kind: 'post',
      slug: post,
      status: 'published',
      cover: picture,
      tags: ['coast'],
      translations: {
        en: { title: 'A week on the coast', excerpt: 'Ferries and cliff paths.', bodyHtml: '<h2>Getting there</h2><p>Take the first ferry.</p>' },
        ar: { title: 'أسبوع على الساحل', excerpt: 'عبّارات ومسارات على المنحدرات.', bodyHtml: '<h2>الوصول</h2><p>خذ العبّارة الأولى.</p>' },
      },
    },
    {
      kind: 'destination',
      slug: destination,
      status: 'published',
      top: true,
      cover: picture,
      place: { name: 'Lisbon, Portugal', latitude: 38.7223, longitude: -9.1393, countryCode: 'PT' },
      translations: { en: { title: 'Lisbon', excerpt: 'Seven hills by the river.', bodyHtml: '<p>Trams and tiles.</p>' } },
    },
  ]) {
    const created = await api(page, 'POST', '/api/agency/content', body);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    made.push((created.json as { id: string }).id);
  }
  // About HTML from elsewhere (the seed, an older editor): a picture without alt.
  const settings = (await api(page, 'GET', '/api/agency/settings')).json.data as { version: number; website: { about: { content: string } } };
  website = settings.website;
  const about = { ...website.about, isEnabled: true, content: `${website.about.content}<p><img src="/img/placeholder.svg"></p>` };
  expect((await api(page, 'PUT', '/api/agency/settings/website', { version: settings.version, settings: { ...website, about } })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  for (const id of made) await api(owner.page, 'DELETE', `/api/agency/content/${id}`);
  const { version } = (await api(owner.page, 'GET', '/api/agency/settings')).json.data as { version: number };
  await api(owner.page, 'PUT', '/api/agency/settings/website', { version, settings: website });
  await owner?.close();
  await browser?.close();
});

const pages = ['/about', '/blog', `/blog/${post}`, '/destination', `/destination/${destination}`];

/** Serious and critical axe violations, and a page wider than the screen (a phone scrolling sideways). */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const wide = overflow > 1 ? [`wider than the screen by ${overflow} px: ${label}`] : [];
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${label}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  return [...wide, ...serious];
}

describe('the agency content pages', () => {
  it.each([
    ['en', 1280],
    ['en', 375],
    ['ar', 1280],
    ['ar', 375],
  ] as const)('have no serious or critical violations in %s at %i px', async (lng, width) => {
    const { context, page } = await open(browser, { width });
    const found: string[] = [];
    for (const path of pages) {
      await visit(page, HOSTS.sunrise, `${path}?lng=${lng}`);
      found.push(...(await seriousViolations(page, `${path} ${lng} ${width}px`)));
      if (path !== '/about') await screenshot(page, `content${path.replace(/\//g, '-').replace(/-a11y-(post|place)-\w+$/, '-$1')}-${lng}-${width}`);
    }
    // The editor, signed in.
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(page, HOSTS.sunrise, `/settings/content?lng=${lng}`);
    await page.getByRole('tab').first().waitFor();
    found.push(...(await seriousViolations(page, `/settings/content ${lng} ${width}px`)));
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await page.getByRole('toolbar').waitFor();
    found.push(...(await seriousViolations(page, `/settings/content (a new post) ${lng} ${width}px`)));
    await screenshot(page, `content-editor-${lng}-${width}`);
    expect(found).toEqual([]);
    await context.close();
  });
});
