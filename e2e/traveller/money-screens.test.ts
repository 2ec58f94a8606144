import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTraveller } from '../booking-flights/helpers.ts';
import { SANDBOX_TEST_CARDS } from '@tripfront/domain/payments/sandbox-card';
import dayjs from 'dayjs';
import { afterPay, payWith, toRefundableParisCheckout } from '../booking-hotels/helpers.ts';
import { productScreenshots } from '../screenshots.ts';
import { HOSTS, SUNRISE_USERS, open, signIn, visit } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';

/**
 * Issue #38's screens at 1280 and 375 px, in English and Arabic (RTL), saved for a person to look at
 * (test-results/screenshots/money, or TF_MONEY_SHOTS=<folder>): a traveller's booking with its
 * receipts, the cancel dialog with the server's refund rule, the refund after cancelling; the
 * back-office's receipts list and the booking's status history. Each must fit a phone (tables turn
 * into cards), and axe finds nothing serious at 375 px.
 */
const { shoot: shootAt } = productScreenshots('money', 'TF_MONEY_SHOTS');
const shoot = (page: Page, lng: string, name: string) => shootAt(page, `${lng}-${name}`, { axe: true });

/**
 * Arabic (decision 0099): the element showing `text` sits in a left-to-right isolate, so it reads in
 * its own order inside right-to-left text.
 */
async function readsLeftToRight(page: Page, text: string) {
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  const shown = await page
    .locator('[dir="ltr"]', { hasText: exact })
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        text: (el as HTMLElement).innerText.trim(),
        direction: style.direction,
        isolated: /isolate/.test(style.unicodeBidi) || style.display !== 'inline',
      };
    });
  expect(shown, text).toEqual({ text, direction: 'ltr', isolated: true });
}

/** A date written in Arabic: an Arabic month name, Latin digits (decision 0099). */
const ARABIC_DATE = /^\d{2} [\u0600-\u06FF]+ \d{4}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('money screens', () => {
  it('a booking’s receipts, cancel dialog and refund; the back-office’s receipts, in en and ar', { timeout: 180_000 }, async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);

    // Arabic (decision 0099): results and a hotel's page, then the checkout; dates in Arabic, the
    // test cards, the agency's phone and e-mail each in their own order.
    const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
    await visit(
      page,
      HOSTS.sunrise,
      `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(61)}&checkout_date=${day(63)}&occupancies=2&lng=ar`,
    );
    const firstHotel = page.locator('.tf-results-list__items > li').first();
    await firstHotel.waitFor();
    await shoot(page, 'ar', 'results');
    await readsLeftToRight(page, '+1 415 555 0134');
    await readsLeftToRight(page, 'hello@sunrise-travel.example');
    // The Afghani and dram signs have a font, bundled with the app (no empty boxes in the currency list).
    expect(await page.evaluate(async () => (await document.fonts.load('16px "Tripfront Currency Signs"', '\u060B\u058F')).length)).toBe(2);
    // The header's links in the interface language (the agency's own Arabic words).
    await page.getByRole('banner').getByRole('link', { name: 'من نحن' }).first().waitFor({ state: 'attached' });
    await firstHotel.locator('a.tf-button--primary').click();
    await page.locator('.tf-hotels-rate').first().waitFor();
    await shoot(page, 'ar', 'hotel');

    await visit(page, HOSTS.sunrise, '/?lng=en');
    await toRefundableParisCheckout(page, 61, 2);
    const checkoutUrl = new URL(page.url());
    checkoutUrl.searchParams.set('lng', 'ar');
    await visit(page, HOSTS.sunrise, `${checkoutUrl.pathname}${checkoutUrl.search}`);
    await page.locator('.tf-booking-testcards').waitFor();
    await page.waitForLoadState('networkidle');
    for (const card of SANDBOX_TEST_CARDS) await readsLeftToRight(page, card.number);
    const stayDates = (await page.locator('.tf-booking-facts > div:nth-child(2) dd').first().innerText()).split('(')[0]!.split('|');
    for (const date of stayDates) expect(date.trim()).toMatch(ARABIC_DATE);
    await shoot(page, 'ar', 'checkout');
    checkoutUrl.searchParams.set('lng', 'en');
    await visit(page, HOSTS.sunrise, `${checkoutUrl.pathname}${checkoutUrl.search}`);
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page);
    expect(paid.said, paid.answers).toBe('confirmed');
    const reference = new URL(page.url()).searchParams.get('reference')!;
    const receiptRows = page.locator('.tf-booking-receipts tbody tr');

    for (const lng of ['en', 'ar'] as const) {
      await visit(page, HOSTS.sunrise, `/mytrip/mytrips/${reference}?lng=${lng}`);
      await page.locator('#booking-title bdi', { hasText: reference }).waitFor();
      if (lng === 'ar') {
        await readsLeftToRight(page, reference);
        // My Trips: the trip's dates in Arabic, its reference in its own order.
        await visit(page, HOSTS.sunrise, '/mytrip/mytrips?lng=ar');
        const trip = page.locator('.tf-trip').first();
        await trip.waitFor();
        expect((await trip.locator('.tf-trip__facts dd').first().innerText()).split('|').map((d) => ARABIC_DATE.test(d.trim()))).toEqual([true, true]);
        await readsLeftToRight(page, reference);
        await shoot(page, lng, 'trips');
        await visit(page, HOSTS.sunrise, `/mytrip/mytrips/${reference}?lng=${lng}`);
        await page.locator('#booking-title bdi', { hasText: reference }).waitFor();
      }
      await expect.poll(() => receiptRows.count()).toBe(1);
      await shoot(page, lng, 'booking');
      await page.locator('.tf-booking-page > section.tf-card').first().locator('button.tf-button--outline').click();
      const dialog = page.getByRole('dialog');
      // The rule in words, as the server states it (in the booking's language, English here).
      await dialog.getByText(/^Cancelling now refunds /).waitFor();
      await shoot(page, lng, 'cancel-dialog');
      if (lng === 'en') {
        await dialog.getByRole('button', { name: 'Keep the booking' }).click();
      } else {
        await dialog.locator('.tf-button--primary').click();
        await page.locator('.tf-booking-status[data-status="cancelled"]').waitFor({ timeout: 20_000 });
        // The refund's receipt joins the payment's.
        await expect.poll(() => receiptRows.count(), { timeout: 10_000 }).toBe(2);
        await shoot(page, lng, 'cancelled');
      }
    }
    await visit(page, HOSTS.sunrise, `/mytrip/mytrips/${reference}?lng=en`);
    await page.getByText(/^Cancelled\. .+ has been refunded to your card\.$/).waitFor();
    // The receipts load after the booking: wait for them.
    await expect.poll(() => receiptRows.locator('td:nth-child(2)').allTextContents()).toEqual(['Payment', 'Refund']);
    await shoot(page, 'en', 'cancelled');
    assertNoConsoleErrors(page);
    await context.close();

    const owner = await open(browser, { withoutSavePriceModal: true });
    await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    for (const lng of ['en', 'ar'] as const) {
      await visit(owner.page, HOSTS.sunrise, `/bookings/receipts?reference=${reference}&lng=${lng}`);
      const rows = owner.page.locator('.tf-agent-bookings__table tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      await shoot(owner.page, lng, 'receipts');
      await visit(owner.page, HOSTS.sunrise, `/bookings/${reference}?lng=${lng}`);
      await owner.page.locator('.tf-agent-bookings__history li').nth(4).waitFor();
      await shoot(owner.page, lng, 'agent-booking');
    }
    await visit(owner.page, HOSTS.sunrise, `/bookings/${reference}?lng=en`);
    // Who cancelled, by name.
    expect(await owner.page.locator('.tf-agent-bookings__history li').last().textContent()).toMatch(/by Fay Flyer$/);
    assertNoConsoleErrors(owner.page);
    await owner.context.close();
  });
});
