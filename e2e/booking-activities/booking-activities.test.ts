import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPay, payWith } from '../booking-hotels/helpers.ts';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, SUNRISE_USERS, here, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { calendarReady, day, lisbonResults, placesLeft, settledActivities } from './helpers.ts';

/** Issue #18 acceptance: an activity booked end to end on the real server (sandbox tours and card). */
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
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, where).toEqual([]);
}

/** Days from today of the 18th of next month (the sandbox's full-slot day; decision 0050). */
const fullSlotOffset = () => {
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 18));
  return Math.round((target.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) / 86_400_000);
};

describe('activity booking', { timeout: 240_000 }, () => {
  it('a traveller books 2 adults and 1 child on a time slot and sees the remaining places go down', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    await visit(page, HOSTS.sunrise, lisbonResults());
    await page.getByRole('heading', { level: 1, name: /^\d+ activities in Lisbon/ }).waitFor({ timeout: 30_000 });
    await settledActivities(page);
    await axe(page, 'results');

    // Free cancellation only: the filter lands in the URL.
    await page.getByRole('checkbox', { name: /Free cancellation/ }).check();
    await waitForPath(page, /[?&]freeCancellation=true\b/);
    const cards = await settledActivities(page);
    expect(cards.every((c) => c.includes('Free cancellation'))).toBe(true);

    await page
      .locator('.tf-results-list__items .tf-activity-card')
      .first()
      .getByRole('link', { name: /^See dates for / })
      .click();
    await waitForPath(page, /^\/booknow\/activities\/result-details\/\w+\?/);
    await page.getByRole('heading', { level: 2, name: 'Meeting point' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'One Child more' }).click();
    await calendarReady(page);
    await page.locator('.tf-activity-day:not([disabled])').first().click();
    const slot = page.locator('.tf-activity-slot:not(.is-full)').first();
    const time = (await slot.locator('.tf-activity-slot__time').textContent())!;
    const before = await placesLeft(page, time);
    expect(before).toBeGreaterThanOrEqual(3);
    await slot.locator('input').check();
    await axe(page, 'details');
    const detailsUrl = here(page);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await waitForPath(page, /^\/booknow\/activities\/bookings\/checkout\?/);
    await waitForHold(page);
    expect(await page.getByRole('group', { name: /^(Adult|Child) \d/ }).count()).toBe(3);
    await axe(page, 'checkout');
    const names = [
      ['Ella', 'Explorer'],
      ['Sam', 'Explorer'],
      ['Noa', 'Explorer'],
    ];
    for (const [i, [first, last]] of names.entries()) {
      await page.getByLabel('First name', { exact: true }).nth(i).fill(first!);
      await page.getByLabel('Last name', { exact: true }).nth(i).fill(last!);
    }
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page, '/booknow/activities/confirmation/');
    expect(paid.said, paid.answers).toBe('confirmed');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const reference = here(page).split('/').pop()!.split('?')[0]!;
    await page.getByText(`Booking reference: ${reference}`).waitFor();
    await page.getByText('Noa Explorer', { exact: false }).first().waitFor();
    await page.getByText(time, { exact: false }).first().waitFor();

    // The same slot now has three places fewer.
    await visit(page, HOSTS.sunrise, detailsUrl);
    await calendarReady(page);
    await page.locator('.tf-activity-day:not([disabled])').first().click();
    await expect.poll(() => placesLeft(page, time), { timeout: 15_000 }).toBe(before - 3);

    // My Trips lists it; its page shows the slot and cancels it under the tour's policy (free: refunded).
    await visit(page, HOSTS.sunrise, '/mytrip/mytrips');
    const trip = page.locator('.tf-trip', { hasText: reference });
    await trip.waitFor();
    expect(await trip.getAttribute('data-product')).toBe('activity');
    await trip.getByRole('link').first().click();
    await waitForPath(page, `/mytrip/mytrips/${reference}`);
    await page.getByText('Noa Explorer', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect.poll(() => page.locator('.tf-booking-status').textContent(), { timeout: 20_000 }).toBe('Cancelled');
    // The places come back.
    await visit(page, HOSTS.sunrise, detailsUrl);
    await calendarReady(page);
    await page.locator('.tf-activity-day:not([disabled])').first().click();
    await expect.poll(() => placesLeft(page, time), { timeout: 15_000 }).toBe(before);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('a full slot is shown but cannot be chosen', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    const offset = fullSlotOffset();
    await visit(page, HOSTS.sunrise, lisbonResults(offset, offset + 1));
    await settledActivities(page);
    await page
      .locator('.tf-results-list__items .tf-activity-card')
      .first()
      .getByRole('link', { name: /^See dates for / })
      .click();
    await calendarReady(page);
    await page.locator('.tf-activity-day:not([disabled])').first().click();
    const full = page.locator('.tf-activity-slot.is-full').first();
    await full.waitFor();
    expect(await full.textContent()).toContain('Full');
    expect(await full.locator('input').isDisabled()).toBe(true);
    await full.click({ force: true });
    expect(await page.getByRole('button', { name: 'Choose a date and time' }).isDisabled()).toBe(true);
    expect(day(offset).slice(8)).toBe('18');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('a home activity deal opens its real details', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    await visit(page, HOSTS.sunrise, '/?tab=Activities');
    const card = page
      .locator('.tf-deal-card')
      .filter({ has: page.getByRole('link', { name: /^View Deal/ }) })
      .first();
    await card.waitFor({ timeout: 20_000 });
    const title = (await card.locator('.tf-deal-card__title').textContent())!.trim();
    await card.getByRole('link', { name: /^View Deal/ }).click();
    await waitForPath(page, /^\/booknow\/activities\/result-details\/\w+\?isFromDeal=true$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 2, name: 'Meeting point' }).waitFor();
    await calendarReady(page);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('an unknown product code says the activity was not found', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/booknow/activities/result-details/ABC');
    await page.getByRole('heading', { level: 1, name: 'Activities' }).waitFor({ timeout: 20_000 });
    await page.getByText('This activity was not found or is no longer offered.').waitFor();
    await context.close();
  });

  it('an agent sees the wholesale and markup rows of a slot; a restricted agent does not; the slot is chosen by keyboard', async () => {
    for (const [who, sees] of [
      [SUNRISE_USERS.sales, true],
      [SUNRISE_USERS.restricted, false],
    ] as const) {
      const { context, page } = await open(browser, { withoutSavePriceModal: true });
      await signIn(page, HOSTS.sunrise, who);
      await visit(page, HOSTS.sunrise, lisbonResults(35, 36));
      await settledActivities(page);
      await page.locator('.tf-results-list__items .tf-activity-card').first().getByRole('link').click();
      await calendarReady(page);
      await page.locator('.tf-activity-day:not([disabled])').first().focus();
      await page.keyboard.press('Enter');
      const radio = page.locator('.tf-activity-slot:not(.is-full) input').first();
      await radio.focus();
      await page.keyboard.press('Space');
      expect(await radio.isChecked()).toBe(true);
      await page.locator('.tf-booking-breakdown').first().waitFor();
      expect((await page.getByText('Agency markup', { exact: false }).count()) > 0, `${who[0]} sees markup`).toBe(sees);
      expect((await page.getByText(/markup \$/).count()) > 0, `${who[0]} sees markup per type`).toBe(sees);
      await context.close();
    }
  });
});
