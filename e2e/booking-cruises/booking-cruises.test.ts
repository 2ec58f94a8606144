import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPay, payWith } from '../booking-hotels/helpers.ts';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, SUNRISE_USERS, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { api, cruiseResults, openFirstSailing, searchCruises, settledSailings } from './helpers.ts';

/** Issue #19 acceptance: a cruise booked end to end on the real server (sandbox sailings and card), and the agency's enabled lines. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, where).toEqual([]);
}

describe('cruise booking', { timeout: 240_000 }, () => {
  it('a traveller books a balcony cabin for 2 adults, sees it confirmed, finds it in My Trips and cancels it under the line’s policy', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    await visit(page, HOSTS.sunrise, '/booknow/cruise');
    await searchCruises(page, 'carnival');
    const asked = new URL(page.url()).searchParams;
    expect([asked.get('ship_line'), asked.get('adults'), asked.get('children'), asked.get('infants')]).toEqual(['carnival', '2', '0', '0']);
    await page.getByRole('heading', { level: 1, name: /^\d+ sailings?$/ }).waitFor({ timeout: 30_000 });
    const cards = await settledSailings(page);
    expect(cards.every((c) => c.includes('Carnival Cruise Line'))).toBe(true);
    await axe(page, 'results');

    await openFirstSailing(page);
    await page.getByRole('heading', { level: 2, name: 'Itinerary' }).waitFor();
    await page.getByText('Day 1', { exact: true }).waitFor();
    expect(await page.getByLabel('Adult (18 and over)').inputValue()).toBe('2');
    await axe(page, 'details');
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('link', { name: 'Choose Balcony cabin' }).click();
    await waitForPath(page, /^\/booknow\/cruise\/checkout\?/);
    await waitForHold(page);
    await page.getByText('Balcony cabin · 2 guests').first().waitFor();
    await page.getByRole('link', { name: 'Read the full cancellation policy' }).first().waitFor();
    await axe(page, 'checkout');
    for (const [i, [first, last]] of [
      ['Ella', 'Explorer'],
      ['Sam', 'Explorer'],
    ].entries()) {
      const guest = page.locator('.tf-cruise-guest').nth(i);
      await guest.getByLabel('First name', { exact: true }).fill(first!);
      await guest.getByLabel('Last name', { exact: true }).fill(last!);
      await guest.getByLabel('Age', { exact: true }).fill(String(38 + i));
    }
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page, '/booknow/cruise/confirmation/');
    expect(paid.said, paid.answers).toBe('confirmed');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByText(`Booking reference: ${reference}`).waitFor();
    await page.getByText('Sam Explorer', { exact: false }).first().waitFor();

    await page.getByRole('link', { name: 'Go to My Trips' }).click();
    await waitForPath(page, '/mytrip/mytrips');
    const trip = page.locator('.tf-trip', { hasText: reference });
    await trip.waitFor();
    expect(await trip.innerText()).toContain(title);

    // Its page cancels it under the line's policy: months ahead, a full refund.
    await trip.getByRole('link').first().click();
    await waitForPath(page, `/mytrip/mytrips/${reference}`);
    await page.getByRole('heading', { name: `Booking ${reference}` }).waitFor();
    await page.getByText('Sam Explorer', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText(/^Under the cruise line's cancellation policy you will be refunded /).waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect.poll(() => page.locator('.tf-booking-status').textContent(), { timeout: 20_000 }).toBe('Cancelled');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('a cruise search offers only the agency’s enabled lines', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(page, HOSTS.sunrise, '/');
    const read = await api<{ data: { version: number; product: Record<string, unknown> } }>(page, '/api/agency/settings');
    expect(read.status).toBe(200);
    const save = async (lines: string[] | null) => {
      const now = await api<{ data: { version: number; product: Record<string, unknown> } }>(page, '/api/agency/settings');
      const saved = await api(page, '/api/agency/settings/product', {
        method: 'PUT',
        body: { version: now.body.data.version, settings: { ...now.body.data.product, enabledCruiseLines: lines } },
      });
      expect(saved.status).toBe(200);
    };
    try {
      await save(['disney', 'celebrity']);
      await visit(page, HOSTS.sunrise, '/booknow/cruise');
      const options = page.getByLabel('Cruise line').locator('option');
      await expect.poll(() => options.allInnerTexts()).toEqual(['Any cruise line', 'Celebrity Cruises', 'Disney Cruise Line']);
      await searchCruises(page);
      const cards = await settledSailings(page);
      expect(
        cards.every((c) => /Celebrity Cruises|Disney Cruise Line/.test(c)),
        cards.join('\n---\n'),
      ).toBe(true);
      // Asked by URL for a line the agency does not sell: nothing of it is offered.
      await visit(page, HOSTS.sunrise, cruiseResults('&ship_line=carnival'));
      await page.getByText('No sailings match this search. Try another month or cruise line.').waitFor({ timeout: 30_000 });
    } finally {
      await save(null);
    }
    await context.close();
  });

  it('the cancellation policy pages show each line’s refunds by days before sailing, in en and ar, accessibly', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/cancellation-policy/royal-caribbean?lng=en');
    await page.getByRole('heading', { level: 1, name: 'Royal Caribbean International cancellation policy' }).waitFor();
    expect(await page.getByRole('row').allInnerTexts()).toContain('75 days or more before sailing\t85% of the fare');
    await axe(page, 'policy en');
    await page.getByRole('link', { name: 'Disney Cruise Line' }).click();
    await waitForPath(page, '/cancellation-policy/disney');
    await page.getByRole('heading', { level: 1, name: 'Disney Cruise Line cancellation policy' }).waitFor();
    await visit(page, HOSTS.sunrise, '/cancellation-policy?lng=ar');
    await page.getByRole('heading', { level: 1, name: 'سياسة الإلغاء' }).waitFor();
    expect(await page.locator('table').count()).toBe(6);
    await axe(page, 'policy ar');
    assertNoConsoleErrors(page);
    await context.close();
  });
});
