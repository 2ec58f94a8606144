import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { HOSTS, here, visit } from '../shell/helpers.ts';

// Steps of booking a hotel in the browser, shared by the booking tests and the back-office's
// bookings test (e2e/command-center): choose a refundable rate, pay with a sandbox card, read
// where the checkout ended up.

/**
 * Waits until the checkout is ready for a card: the hold is made and the gateway known (Pay is
 * there and enabled), nothing in the page is still loading. Not 'networkidle': on a busy machine a
 * page that is ready may not see 500 ms without a request.
 */
export async function checkoutSettled(page: Page) {
  await expect.poll(() => page.getByRole('button', { name: /^Pay / }).isEnabled(), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
}

export async function payWith(page: Page, card: string) {
  await checkoutSettled(page);
  // Exact: a flight checkout also has 'Passport or ID card number' fields.
  const cardNumber = page.getByLabel('Card number', { exact: true });
  await cardNumber.fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ella Explorer');
  // What was typed is still there when Pay is pressed.
  expect((await cardNumber.inputValue()).replace(/\D/g, '')).toBe(card.replace(/\D/g, ''));
  expect(await page.getByLabel('Name on card').inputValue()).toBe('Ella Explorer');
  const answers: string[] = [];
  bookingAnswers.set(page, answers);
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/bookings')) return;
    const line = `${r.request().method()} ${new URL(r.url()).pathname} → ${r.status()}`;
    answers.push(line);
    void r.text().then(
      (body) => (answers[answers.indexOf(line)] = `${line} ${body.slice(0, 300)}`),
      () => undefined,
    );
  });
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The bookings API's answers after Pay, for a failure message. */
const bookingAnswers = new WeakMap<Page, string[]>();

/**
 * Where the checkout ended up after Pay (any product: its confirmation page's path): 'confirmed', or what its alerts say, with the bookings
 * API's answers for the failure message. Booking runs payment, supplier and database steps, so a
 * busy machine gets time; if the checkout says nothing, the failure shows the page as it was.
 */
export async function afterPay(page: Page, confirmationPath = '/booknow/hotels/confirm-payment'): Promise<{ said: string; answers: string }> {
  const answers = () => `bookings API: ${(bookingAnswers.get(page) ?? []).join(' | ') || 'none'}`;
  try {
    await page.waitForFunction(
      // A path ending in '/' or '?…' is a prefix (activities: /confirmation/{referenceNumber}; resorts: /checkout?reference=…).
      (confirmation) =>
        (confirmation.endsWith('/') || confirmation.includes('?')
          ? `${location.pathname}${location.search}`.startsWith(confirmation)
          : location.pathname === confirmation) || document.querySelector('.tf-booking-checkout [role="alert"]') !== null,
      confirmationPath,
      { timeout: 30_000 },
    );
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`checkout showed neither a confirmation nor a message 30 s after Pay at ${here(page)}.\n${answers()}\nPage:\n${shown}`, { cause: error });
  }
  if (here(page).startsWith(confirmationPath)) return { said: 'confirmed', answers: answers() };
  return { said: (await page.locator('.tf-booking-checkout [role="alert"]').allInnerTexts()).join('\n'), answers: answers() };
}

/** From a hotel's page: the first rate with free cancellation. */
export async function selectRefundableRate(page: Page) {
  const rate = page
    .locator('.tf-hotels-rate')
    .filter({ hasText: 'Free cancellation' })
    .filter({ has: page.getByRole('button', { name: /^Select/, disabled: false }) })
    .first();
  await rate.getByRole('button', { name: /^Select/ }).click();
}

/**
 * From Sunrise's hotel results in Paris (check-in `checkinDays` from today, `nights` nights, two
 * guests): the first hotel, its refundable rate, to the checkout with its hold running.
 */
export async function toRefundableParisCheckout(page: Page, checkinDays: number, nights: number) {
  const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
  await visit(
    page,
    HOSTS.sunrise,
    `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(checkinDays)}&checkout_date=${day(checkinDays + nights)}&occupancies=2`,
  );
  await page
    .locator('.tf-results-list__items > li')
    .first()
    .getByRole('link', { name: /^See rooms at/ })
    .click();
  await selectRefundableRate(page);
  await page.getByRole('timer').waitFor();
}
