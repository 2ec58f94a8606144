import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, getAsHost, loginAs, openBrowser, url } from '../support.ts';
import { HOSTS, open } from '../shell/helpers.ts';
import { pickFirstSuggestion } from './helpers.ts';
import { day } from '../dates.ts';

/**
 * The home hero's search (issue #20 item 4, decision 0061): the first active product's form in the
 * server's HTML, usable before the app starts and without JavaScript, tabs for the other products.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const hero = (page: Page) => page.locator('.tf-hero');

/** Console messages of a failed hydration (React's minified #418 … in production). */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (/hydrat|did not match|#418|#419|#423|#425/i.test(msg.text())) warnings.push(msg.text());
  });
  return warnings;
}

/**
 * On Sunrise's home page: types 'par', check-in in 10 days and check-out in 12 in the hero's hotel
 * form and presses Search; returns the results page's query once it has opened.
 */
async function searchSunriseFromHero(page: Page): Promise<Record<string, string>> {
  await page.goto(url(HOSTS.sunrise, '/?lng=en'));
  const form = hero(page).getByRole('form', { name: 'Hotels search' });
  await form.getByRole('combobox', { name: 'Destination' }).fill('par');
  await form.getByLabel('Check-in').fill(day(10));
  await form.getByLabel('Check-out').fill(day(12));
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((u) => u.pathname === '/booknow/hotels/v2/search');
  return Object.fromEntries(new URL(page.url()).searchParams);
}

describe('the home hero search', () => {
  it("is in the home page's HTML before any script: the form, its tabs, its names and its styles", async () => {
    const { status, body } = await getAsHost(HOSTS.sunrise, '/');
    expect(status).toBe(200);
    const root = body.slice(body.indexOf('<div id="root">'));
    const heroHtml = root.slice(root.indexOf('class="tf-hero'), root.indexOf('id="exclusive-deals"'));
    // The agency's title stays in the hero.
    expect(heroHtml).toContain('Sunrise Travel');
    expect(heroHtml).toMatch(/<form [^>]*aria-label="Hotels search"[^>]*>/);
    expect(heroHtml).toMatch(/<form [^>]*action="\/search\/hotels"/);
    expect(heroHtml).toMatch(/<form [^>]*method="get"/);
    expect(heroHtml).toContain('role="tablist" aria-label="What would you like to book?"');
    const tabs = [...heroHtml.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(tabs).toEqual(['Hotels', 'Air Travel', 'Resorts', 'Car Rentals', 'Activities', 'Cruise']);
    for (const name of ['destination', 'checkin_date', 'checkout_date']) expect(heroHtml).toContain(`name="${name}"`);
    // The form's stylesheet is the page's own: no unstyled form before the app starts.
    expect(body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/search-[^"]+\.css"/);
    // Nordlys offers hotels and cars: its own tabs, in its language.
    const nordic = await getAsHost(HOSTS.nordic, '/');
    const nordicTabs = [...nordic.body.matchAll(/role="tab"[^>]*aria-controls="[^"]*-panel"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(nordicTabs).toEqual(['Hotell', 'Hyrbil']);
    // Its dates not yet chosen read in its language too.
    expect(nordic.body).toMatch(/data-testid="date-summary">Välj datum \| Välj datum</);
    expect(heroHtml).toMatch(/data-testid="date-summary">Select date \| Select date</);
  });

  it('works without JavaScript: typing the destination and dates and pressing Search opens the results', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const query = await searchSunriseFromHero(page);
    expect(query).toMatchObject({ checkin_date: day(10), checkout_date: day(12), occupancies: '2' });
    expect(query.destination).toMatch(/^Paris/);
    expect(Number(query.lat)).toBeCloseTo(48.86, 1);
    await context.close();
  });

  it("signed in on another agency, without JavaScript: the form opens this agency's results", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    // Nordlys's session cookie belongs to Nordlys's host; Sunrise's page and search never see it.
    await loginAs(context, HOSTS.nordic, 'traveller@nordlys.example', 'Traveller#2026');
    const page = await context.newPage();
    const query = await searchSunriseFromHero(page);
    expect(new URL(page.url()).host).toBe(new URL(url(HOSTS.sunrise, '/')).host);
    expect(query).toMatchObject({ checkin_date: day(10), checkout_date: day(12), occupancies: '2' });
    await context.close();
  });

  it.each([
    ['a traveller', 'traveller@sunrise-travel.example', 'Traveller#2026', 'My Trips'],
    ['a restricted agent', 'restricted@sunrise-travel.example', 'Restricted#2026', 'Command Center'],
  ])('signed in as %s, a plain search address opens the results and the session stays', async (_, email, password, menuLink) => {
    // Signed-in pages are rendered by the browser, so their form never posts to /search/…; a
    // bookmarked or shared plain-search address still works.
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await loginAs(context, HOSTS.sunrise, email, password);
    await page.goto(url(HOSTS.sunrise, `/search/hotels?destination=par&checkin_date=${day(10)}&checkout_date=${day(12)}`));
    await page.waitForURL((u) => u.pathname === '/booknow/hotels/v2/search');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ checkin_date: day(10), checkout_date: day(12), occupancies: '2' });
    await page.locator('main#main').waitFor();
    // Still signed in: the account's menu, with the account's own entry.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('link', { name: menuLink }).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('without JavaScript, a place nothing matches goes back to the form with what was typed', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(HOSTS.nordic, '/?lng=en'));
    const form = hero(page).getByRole('form', { name: 'Hotels search' });
    await form.getByRole('combobox', { name: 'Destination' }).fill('Qwxzyv');
    await form.getByLabel('Check-in').fill(day(10));
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.pathname === '/booknow/hotels');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ destination: 'Qwxzyv', checkin_date: day(10) });
    // The form page is rendered by the server too (decision 0129): what was typed is there to fix.
    // (In Nordlys's language: the address the server sent back names none.)
    const again = page.locator('form[action="/search/hotels"]');
    expect(await again.locator('input[name="destination"]').inputValue()).toBe('Qwxzyv');
    expect(await again.locator('input[name="checkin_date"]').inputValue()).toBe(day(10));
    await context.close();
  });

  it('with JavaScript: no hydration mismatch, the arrows switch products, and a search opens its results', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    const warnings = hydrationWarnings(page);
    await page.goto(url(HOSTS.sunrise, '/'), { waitUntil: 'networkidle' });
    const tabs = hero(page).getByRole('tablist', { name: 'What would you like to book?' });
    await tabs.getByRole('tab', { name: 'Hotels' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.getByRole('tab', { name: 'Air Travel' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Air Travel');
    await hero(page).getByRole('form', { name: 'Air Travel search' }).waitFor();
    expect(await hero(page).getByRole('form', { name: 'Hotels search' }).count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    const form = hero(page).getByRole('form', { name: 'Hotels search' });
    await form.waitFor();
    expect(await pickFirstSuggestion(page, 'Destination', 'par')).toMatch(/^Paris/);
    await form.getByLabel('Check-in').fill(day(10));
    await form.getByLabel('Check-out').fill(day(13));
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.pathname === '/booknow/hotels/v2/search');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ checkin_date: day(10), checkout_date: day(13), occupancies: '2' });
    expect(warnings).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('what is typed before the app has started is kept when it starts', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    const warnings = hydrationWarnings(page);
    // The start-up module is held back until the visitor has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url(HOSTS.sunrise, '/'), { waitUntil: 'domcontentloaded' });
    const form = hero(page).getByRole('form', { name: 'Hotels search' });
    const destination = form.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Pari');
    await form.getByLabel('Check-in').fill(day(10));
    await destination.focus();
    expect(await form.getByLabel('Check-in').getAttribute('min')).toBeNull();
    const serverForm = await form.elementHandle();
    release();
    // Hydrated, then the form starts again from what was entered (a new form element), and the
    // dates get their bounds (today in the visitor's time zone) from the app.
    await page.waitForFunction((el) => !el?.isConnected, serverForm);
    await page.waitForFunction(() => document.querySelector('.tf-hero input[name="checkin_date"]')?.hasAttribute('min'));
    // The app runs (its suggestions answer), the text and the date are still there, the focus too.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'destination');
    await page.keyboard.type('s');
    await page.getByRole('listbox', { name: 'Destination' }).getByRole('option').first().waitFor();
    expect(await destination.inputValue()).toBe('Paris');
    expect(await form.getByLabel('Check-in').inputValue()).toBe(day(10));
    expect(warnings).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('the home page the browser renders itself (after a navigation) shows the same form, compact on a phone', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, width: 375, height: 740 });
    await page.goto(url(HOSTS.nordic, '/'), { waitUntil: 'networkidle' });
    // Client-side navigation back home (not the server's HTML).
    await page.goto(url(HOSTS.nordic, '/faqs'), { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('link').first().click();
    await hero(page).getByRole('form', { name: 'Hotels search' }).waitFor();
    expect(await hero(page).getByRole('tab').allTextContents()).toEqual(['Hotels', 'Car Rentals']);
    // Compact on a phone: the deals start within the second screen.
    const dealsTop = await page.locator('#exclusive-deals').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(dealsTop).toBeLessThan(740);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
