import AxeBuilder from '@axe-core/playwright';
import { convertMinor } from '@tripfront/domain/money';
import type { DashboardFigures, SearchesAnswer } from '@tripfront/domain/command-center/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, SUNRISE_USERS, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { productScreenshots } from '../screenshots.ts';
import { assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';

/**
 * Issue #16 acceptance: after a traveller books a hotel through the real checkout, the owner's
 * Command Center shows one more booking and the gross sales grown by its total (converted), the table
 * view lists the same figures, and Searches shows the traveller's search as leading to a booking.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { from: day(-29), to: day(0) };

/** The figures the page asks for, read in the page (its cookie, its selected currency). */
async function figures(page: Page, currency: string): Promise<DashboardFigures> {
  return page.evaluate(
    async ([from, to, c]) => {
      const res = await fetch(`/api/agent/dashboard?from=${from}&to=${to}&currency=${c}`);
      return ((await res.json()) as { data: DashboardFigures }).data;
    },
    [PERIOD.from, PERIOD.to, currency] as const,
  );
}

/** The currency the Command Center shows, from its note "Figures in USD, …". */
async function shownCurrency(page: Page): Promise<string> {
  const note = await page.locator('.tf-center__note').textContent();
  return /\b([A-Z]{3})\b/.exec(note ?? '')![1]!;
}

const kpi = (page: Page, name: string) => page.locator('.tf-center__kpi', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd bdi');

async function bookParisHotel(page: Page): Promise<{ reference: string }> {
  await visit(
    page,
    HOSTS.sunrise,
    `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(30)}&checkout_date=${day(32)}&occupancies=2`,
  );
  await page.getByRole('heading', { level: 1, name: /^\d+ hotels? in Paris/ }).waitFor();
  await page.getByRole('checkbox', { name: 'Free cancellation' }).check();
  const firstHotel = page.locator('.tf-results-list__items > li').first();
  await firstHotel.waitFor();
  const hotelName = (await firstHotel.getByRole('heading').textContent())!.trim();
  await firstHotel.getByRole('link', { name: `See rooms at ${hotelName}` }).click();
  await waitForPath(page, /^\/booknow\/hotels\/v2\/details\?/);
  await page.getByRole('heading', { name: 'Rooms and rates' }).waitFor();
  const rate = page
    .locator('.tf-hotels-rate')
    .filter({ hasText: 'Free cancellation' })
    .filter({ has: page.getByRole('button', { name: /^Select/, disabled: false }) })
    .first();
  await rate.getByRole('button', { name: /^Select/ }).click();
  await waitForPath(page, /^\/booknow\/hotels\/checkout\?/);
  await page.getByRole('timer').waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Tess Traveller');
  await page.getByRole('button', { name: /^Pay / }).click();
  await waitForPath(page, /^\/booknow\/hotels\/confirm-payment\?reference=TF-/, 45_000);
  await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
  return { reference: new URL(page.url()).searchParams.get('reference')! };
}

describe('Command Center', () => {
  it("shows a traveller's hotel booking to the owner with the right totals, and the search that led to it", async () => {
    const owner = await open(browser, { withoutSavePriceModal: true, width: 1440 });
    await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(owner.page, HOSTS.sunrise, '/dashboard');
    await owner.page.getByRole('heading', { level: 1, name: 'Command Center' }).waitFor();
    await owner.page.locator('.tf-center__kpis:not([aria-hidden]), .tf-center__empty').first().waitFor();
    const currency = await shownCurrency(owner.page);
    const before = await figures(owner.page, currency);

    // The traveller books a hotel through the real checkout.
    const traveller = await open(browser, { withoutSavePriceModal: true });
    await signIn(traveller.page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    const { reference } = await bookParisHotel(traveller.page);
    const booked = await traveller.page.evaluate(async (ref) => {
      const res = await fetch(`/api/bookings/${ref}`);
      return ((await res.json()) as { data: { total: { amount: number; currency: string } } }).data.total;
    }, reference);
    const rates = await traveller.page.evaluate(
      async () => ((await (await fetch('/api/multi-currency/exchange')).json()) as { rates: Record<string, number> }).rates,
    );
    assertNoConsoleErrors(traveller.page);
    await traveller.context.close();

    // Within seconds the owner's Command Center counts it.
    await visit(owner.page, HOSTS.sunrise, '/dashboard');
    await owner.page.locator('.tf-center__kpis').waitFor();
    const after = await figures(owner.page, currency);
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.grossSalesMinor).toBe(before.grossSalesMinor + convertMinor(booked.amount, booked.currency, currency, rates));
    await expect.poll(() => kpi(owner.page, 'Bookings').textContent()).toBe(String(after.bookings));
    const grossShown = (await kpi(owner.page, 'Gross sales').textContent())!;
    expect(grossShown).not.toBe('');
    expect(after.topDestinations.some((d) => d.countryCode === 'FR')).toBe(true);
    await owner.page.getByTestId('sales-chart').locator('canvas').waitFor();
    await screenshot(owner.page, 'command-center-en-1440');

    // The table view gives the same figures: its total row is the KPIs'.
    await owner.page.getByRole('button', { name: 'Show as table' }).click();
    const table = owner.page.getByRole('table', { name: /^Gross sales and bookings by day/ });
    const total = table.locator('tfoot tr');
    expect(await total.locator('td').first().textContent()).toBe(String(after.bookings));
    expect(await total.locator('td').nth(1).textContent()).toBe(grossShown);
    expect(await table.locator('tbody tr').count()).toBe(30);

    const axe = await new AxeBuilder({ page: owner.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // At 768 px the expanded side navigation lies over the page: the chart and "Show as table" stay
    // on screen, Escape closes it and focus goes back to its button.
    await owner.page.getByRole('button', { name: 'Show as table' }).click();
    await owner.page.setViewportSize({ width: 768, height: 900 });
    await owner.page.getByRole('button', { name: 'Expand navigation' }).click();
    await owner.page.getByTestId('sidenav-backdrop').waitFor();
    for (const target of [owner.page.getByRole('button', { name: 'Show as table' }), owner.page.getByTestId('sales-chart')]) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(768);
    }
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await owner.page.keyboard.press('Escape');
    await owner.page.getByTestId('sidenav-backdrop').waitFor({ state: 'detached' });
    expect(await owner.page.getByRole('button', { name: 'Expand navigation' }).evaluate((el) => el === document.activeElement)).toBe(true);
    // Its own button, above the header, closes it too.
    await owner.page.getByRole('button', { name: 'Expand navigation' }).click();
    await owner.page.getByRole('button', { name: 'Collapse navigation' }).click();
    await owner.page.getByTestId('sidenav-backdrop').waitFor({ state: 'detached' });
    await owner.page.setViewportSize({ width: 1440, height: 900 });

    // The Command Center and Clients, looked at on a desktop and a phone.
    const shots = productScreenshots('back-office', 'TF_BACKOFFICE_SHOTS');
    await shots.shoot(owner.page, 'command-center');
    await visit(owner.page, HOSTS.sunrise, '/users/clients');
    await owner.page.locator('.tf-people__table, .tf-people__empty').first().waitFor();
    await shots.shoot(owner.page, 'clients');

    // Searches: the traveller's search, marked as leading to a booking, and a working Search again.
    await visit(owner.page, HOSTS.sunrise, '/searches');
    const list = await owner.page.evaluate(async () => ((await (await fetch('/api/agent/searches?pageSize=20')).json()) as SearchesAnswer).data);
    const theirs = list.items.find((s) => s.destination === 'Paris' && s.startDate === day(30) && s.userName !== null);
    expect(theirs?.ledToBooking).toBe(true);
    const row = owner.page.locator('.tf-searches__table tbody tr', { has: owner.page.locator(`time[datetime="${theirs!.createdAt}"]`) });
    await row.waitFor();
    expect(await row.locator('td').nth(7).textContent()).toBe('Yes');
    const axeSearches = await new AxeBuilder({ page: owner.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axeSearches.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await screenshot(owner.page, 'searches-en-1440');
    await row.getByRole('link', { name: 'Search again: Paris' }).click();
    await waitForPath(owner.page, /^\/booknow\/hotels\/v2\/search\?destination=Paris&/);
    await owner.page.getByRole('heading', { level: 1, name: /^\d+ hotels? in Paris/ }).waitFor();
    assertNoConsoleErrors(owner.page);
    await owner.context.close();
  });

  it('reads well in en at 375 px, and in ar at 1440 and 375 px', { timeout: 120_000 }, async () => {
    // One signed-in page: ?lng= and the window size change between the three looks.
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
    for (const [lng, width] of [
      ['en', 375],
      ['ar', 1440],
      ['ar', 375],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, HOSTS.sunrise, `/dashboard?lng=${lng}`);
      await page.locator('.tf-center__kpis, .tf-center__empty').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
      await page.waitForLoadState('networkidle');
      // A figure never wraps inside the number: each is one line box.
      for (const figure of await page.locator('.tf-center__kpi dd > bdi').all()) expect(await figure.evaluate((el) => el.getClientRects().length)).toBe(1);
      await screenshot(page, `command-center-${lng}-${width}`);
      await visit(page, HOSTS.sunrise, `/searches?lng=${lng}`);
      await page.locator('.tf-searches__table, .tf-searches__empty').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `searches-${lng}-${width}`);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${lng} ${width}px)`)).toEqual([]);
    }
    assertNoConsoleErrors(page);
    await context.close();
  });
});
