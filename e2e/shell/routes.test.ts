import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { here, HOSTS, open, visit, waitForPath } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('host routes', () => {
  it("/ shows the branded hero with the first service's search form and the Product Deals section", async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/');
    expect(await page.getByRole('heading', { level: 1, name: 'Sunrise Travel' }).isVisible()).toBe(true);
    // The hero carries the first active service's search form (decision 0061).
    expect(await page.locator('.tf-hero').getByRole('form', { name: 'Hotels search' }).isVisible()).toBe(true);
    const deals = page.locator('section#exclusive-deals');
    expect(await deals.getByRole('heading', { name: 'Product Deals' }).isVisible()).toBe(true);
    // Hotels v2 is on for Sunrise: the v1 entry redirects.
    await visit(page, HOSTS.sunrise, '/booknow/hotels');
    await waitForPath(page, '/booknow/hotels/v2');
    await page.getByRole('form', { name: 'Hotels search' }).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });

  // The routing rules (version redirects, conditional routes, placeholders) are table-tested in
  // packages/domain/src/navigation/redirects.test.ts and apps/web/src/app/router.test.tsx. Here one
  // page walks a representative case of each against the real server and the demo agencies' data.
  it('an unknown path lands on the not-found page, which links to the agency contact (if any) and home', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    const notFound = page.getByRole('heading', { name: "The page you're looking for is not found." });
    await visit(page, HOSTS.nordic, '/errors');
    await notFound.waitFor();
    expect(await page.getByRole('link', { name: 'Contact us' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    for (const path of ['/booknow/nothing', '/no-such-page']) {
      await visit(page, HOSTS.sunrise, path);
      await notFound.waitFor();
      expect(here(page), path).toBe('/errors');
    }
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('mailto:hello@sunrise-travel.example');
    await page.getByRole('link', { name: 'Take me home' }).click();
    await waitForPath(page, '/');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('each agency gets its hotels and flights version, unless overrideRedirect keeps the old one', async () => {
    const { context, page } = await open(browser);
    for (const [host, path, expected] of [
      [HOSTS.nordic, '/booknow/hotels/v2', '/booknow/hotels'],
      [HOSTS.sunrise, '/booknow/flights/v2/search', '/booknow/flights/search'],
      [HOSTS.gateway, '/booknow/flights', '/booknow/flights/v2'],
      [HOSTS.gateway, '/booknow/flights?overrideRedirect=1', '/booknow/flights?overrideRedirect=1'],
    ] as const) {
      await visit(page, host, path);
      await waitForPath(page, expected);
      await page.locator('form.tf-search-form').waitFor();
    }
    await context.close();
  });

  it('resort and destination routes exist only for the agencies that offer them', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    for (const [host, path, expected] of [
      [HOSTS.sunrise, '/booknow/resort', '/booknow/resort'],
      [HOSTS.nordic, '/booknow/resort', '/errors'],
      [HOSTS.sunrise, '/top-destination', '/top-destination'],
      [HOSTS.gateway, '/destination', '/errors'],
      [HOSTS.sunrise, '/destination/share', '/destination'],
    ] as const) {
      await visit(page, host, path);
      await waitForPath(page, expected);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await context.close();
  });

  it('the hotel deal path, the subscription page for visitors and cruise-line policy pages', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    // The hotel deal path books a proposal's item (decision 0118): without the item, it says the link is incomplete.
    await visit(page, HOSTS.sunrise, '/booknow/hotels/deal/P-123');
    await page.getByText('This booking link is incomplete. Please open the proposal from your email.').waitFor();
    // The agency's subscription is its owner's and admins' (decision 0151): a visitor is asked to log in first.
    await visit(page, HOSTS.sunrise, '/subscription');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/subscription');
    // Issue #19: the line's real policy, linked to the other lines.
    await visit(page, HOSTS.sunrise, '/cancellation-policy/royal-caribbean');
    await page.getByRole('heading', { level: 1, name: 'Royal Caribbean International cancellation policy' }).waitFor();
    expect(await page.getByText('This page is coming soon.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Carnival Cruise Line' }).getAttribute('href')).toBe('/cancellation-policy/carnival');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('FAQ: header message and an accordion with one item open at a time', async () => {
    const { context, page } = await open(browser);
    await visit(page, HOSTS.sunrise, '/faqs');
    await page.getByText('Answers to the questions travellers ask us most').waitFor();
    const first = page.getByRole('heading', { level: 2, name: 'How do I change a booking?' });
    const second = page.getByRole('heading', { level: 2, name: 'Which currencies can I pay in?' });
    const firstAnswer = page.getByText('Open My Trips, choose the booking and follow Change booking.');
    const secondAnswer = page.getByText('you are charged in the currency shown at checkout', { exact: false });
    await first.click();
    expect(await firstAnswer.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await secondAnswer.isVisible()).toBe(true);
    expect(await firstAnswer.isVisible()).toBe(false);
    await second.click();
    expect(await secondAnswer.isVisible()).toBe(false);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('FAQ and About show their empty states where the agency has none', async () => {
    const { context, page } = await open(browser);
    for (const [host, path, texts] of [
      [HOSTS.nordic, '/faqs', ['No Faqs Found !']],
      [HOSTS.gateway, '/faqs', ['Faq Page is not available']],
      [HOSTS.nordic, '/about', ['About Us Page is not available', 'Check back later for more information']],
    ] as const) {
      await visit(page, host, path);
      for (const text of texts) await page.getByText(text, { exact: true }).waitFor();
    }
    await context.close();
  });

  it('About shows title, image and the sanitised content; the legal pages render the agency HTML', async () => {
    const { context, page } = await open(browser);
    await visit(page, HOSTS.sunrise, '/about');
    await page.getByRole('heading', { level: 1, name: 'About Sunrise Travel' }).waitFor();
    expect(await page.locator('img.tf-about__image').count()).toBe(1);
    expect(await page.getByText('Agency prices on hotels worldwide').isVisible()).toBe(true);
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy policy'],
      ['/cookies-policy', 'Cookies'],
      ['/disclaimer', 'Disclaimer'],
    ] as const) {
      await visit(page, HOSTS.sunrise, path);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await context.close();
  });

  it('the login form signs in and honours the redirect parameter', async () => {
    const { context, page } = await open(browser);
    await visit(page, HOSTS.sunrise, '/login?redirect=%2Ffaqs');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('traveller@sunrise-travel.example');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').waitFor();
    expect(here(page)).toBe('/login?redirect=%2Ffaqs');
    await page.getByLabel('Password').fill('Traveller#2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await waitForPath(page, '/faqs');
    await page.getByRole('button', { name: 'Account menu for Tess' }).waitFor();
    await context.close();
  });
});
