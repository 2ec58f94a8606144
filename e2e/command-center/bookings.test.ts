import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, toMajor } from '@tripfront/domain/money';
import { afterPay, payWith, selectRefundableRate } from '../booking-hotels/helpers.ts';
import { HOSTS, SUNRISE_USERS, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { api, assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';
import { day } from '../dates.ts';

/**
 * Issue #16, Bookings: a traveller books a hotel through the real checkout; the agency owner finds
 * it in the back-office's Bookings with its total, exports it as CSV, cancels it for the traveller;
 * the traveller's My Trips shows it cancelled. A SalesAgent without the Bookings permission is
 * refused by the API. Screenshots at 1440 and 375 px; no serious axe violations.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function noSeriousAxe(page: Page, what: string) {
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
  expect(serious, what).toEqual([]);
}

/** Both widths: nothing pushes the page sideways on a phone. */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(300);
    // Saved first, so a failure below can be looked at.
    await screenshot(page, `command-center-${name}-${width}`);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px: ${wide.join(' ')}`).toBeLessThanOrEqual(width);
    await noSeriousAxe(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('Command Center: Bookings', () => {
  it('the owner finds a traveller’s booking, exports it, cancels it for them; My Trips shows it cancelled', { timeout: 240_000 }, async () => {
    // The traveller books a refundable hotel through the real checkout.
    const traveller = await open(browser, { withoutSavePriceModal: true });
    await signIn(traveller.page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    await visit(
      traveller.page,
      HOSTS.sunrise,
      `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(45)}&checkout_date=${day(47)}&occupancies=2`,
    );
    await traveller.page
      .locator('.tf-results-list__items > li')
      .first()
      .getByRole('link', { name: /^See rooms at/ })
      .click();
    await selectRefundableRate(traveller.page);
    await traveller.page.getByRole('timer').waitFor();
    await payWith(traveller.page, '4242 4242 4242 4242');
    const paid = await afterPay(traveller.page);
    expect(paid.said, paid.answers).toBe('confirmed');
    const reference = new URL(traveller.page.url()).searchParams.get('reference')!;
    expect(reference).toMatch(/^TF-/);
    const booked = (await api(traveller.page, 'GET', `/api/bookings/${reference}`)).json as {
      data: { total: { amount: number; currency: string } };
    };
    const total = booked.data.total;
    const shownTotal = formatPrice(toMajor(total.amount, total.currency), total.currency, { locale: 'en', symbol: '$' });

    // The owner opens Bookings: the booking is there with its total.
    const owner = await open(browser, { withoutSavePriceModal: true });
    await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(owner.page, HOSTS.sunrise, '/bookings');
    await owner.page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    const row = owner.page.getByRole('row').filter({ has: owner.page.getByRole('link', { name: reference }) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(6).textContent()).toBe(shownTotal);
    expect(await row.textContent()).toContain('Confirmed');

    // Searching by reference keeps the query in the URL; the CSV export of that list holds the booking.
    await owner.page.getByRole('searchbox', { name: 'Search' }).fill(reference);
    await owner.page.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(owner.page, `/bookings?q=${reference}`);
    await owner.page.getByText('1 booking', { exact: true }).waitFor();
    const exportHref = await owner.page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(exportHref).toBe(`/api/agent/bookings/export.csv?q=${reference}&sort=createdAt&order=desc`);
    const csv = await api(owner.page, 'GET', exportHref!);
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Reference,/);
    expect(lines[1]).toMatch(new RegExp(`^${reference},.*,confirmed,hotel,`));
    expect(lines[1]).toContain(`,${(total.amount / 100).toFixed(2)},${total.currency},`);
    await owner.page.reload();
    await owner.page.getByRole('link', { name: reference }).waitFor();
    expect(await owner.page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(reference);

    // The list at both widths, then the booking's page.
    await visit(owner.page, HOSTS.sunrise, '/bookings');
    await owner.page.getByRole('link', { name: reference }).waitFor();
    await shoot(owner.page, 'bookings-list');
    await owner.page.getByRole('link', { name: reference }).click();
    await waitForPath(owner.page, `/bookings/${reference}`);
    await owner.page.getByRole('heading', { level: 1, name: `Booking ${reference}` }).waitFor();
    await owner.page.getByRole('region', { name: 'Payments' }).getByText('visa ending 4242').waitFor();
    await owner.page.getByRole('region', { name: 'Booking' }).getByText('Wholesale Rate').waitFor();
    await shoot(owner.page, 'booking-details');

    // Cancel for the traveller, after the refund preview.
    await owner.page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Cancel this booking for the traveller?' });
    await dialog.getByText(`the traveller will be refunded ${shownTotal}`).waitFor();
    await screenshot(owner.page, 'command-center-booking-cancel-dialog-1440');
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await owner.page.getByText(`Cancelled. ${shownTotal} was refunded to the traveller.`).waitFor();
    await owner.page
      .locator('.tf-agent-bookings__history')
      .getByText(/on behalf of the traveller/)
      .waitFor();
    await shoot(owner.page, 'booking-cancelled');
    assertNoConsoleErrors(owner.page);
    // Arabic, right to left: the list in the same shell, translated.
    await visit(owner.page, HOSTS.sunrise, '/bookings?lng=ar');
    await owner.page.getByRole('heading', { level: 1, name: 'الحجوزات' }).waitFor();
    await owner.page.getByRole('link', { name: reference }).waitFor();
    expect(await owner.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shoot(owner.page, 'bookings-list-ar');

    // The traveller's My Trips shows it cancelled.
    await visit(traveller.page, HOSTS.sunrise, '/mytrip/mytrips');
    const trip = traveller.page.locator('.tf-trip', { hasText: reference });
    await trip.waitFor();
    await expect.poll(() => trip.getAttribute('data-status')).toBe('cancelled');
    expect(await trip.textContent()).toContain('Cancelled');
    assertNoConsoleErrors(traveller.page);
    await traveller.context.close();
    await owner.context.close();
  });

  it('a SalesAgent whose Bookings permission is off gets 403 from the API, and the page says so', { timeout: 120_000 }, async () => {
    const owner = await open(browser, { withoutSavePriceModal: true });
    await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(owner.page, HOSTS.sunrise, '/bookings');
    const agents = (await api<{ data: { id: string; email: string }[] }>(owner.page, 'GET', '/api/agent/users')).json;
    const restricted = agents.data.find((a) => a.email === SUNRISE_USERS.restricted[0])!;
    const setBookings = (read: boolean) => api(owner.page, 'PUT', `/api/agent/users/${restricted.id}/permissions`, { permissions: { bookings: { read } } });
    expect((await setBookings(false)).status).toBe(200);
    const agent = await open(browser, { withoutSavePriceModal: true });
    try {
      await signIn(agent.page, HOSTS.sunrise, SUNRISE_USERS.restricted);
      await visit(agent.page, HOSTS.sunrise, '/bookings');
      for (const path of ['/api/agent/bookings', '/api/agent/bookings/export.csv', '/api/agent/bookings/agents', '/api/agent/bookings/TF-00000000']) {
        expect((await api(agent.page, 'GET', path)).status, path).toBe(403);
      }
      expect((await api(agent.page, 'POST', '/api/agent/bookings/TF-00000000/cancel', {})).status).toBe(403);
      await agent.page.getByRole('alert').getByText('Your access to Bookings is turned off.', { exact: false }).waitFor();
    } finally {
      expect((await setBookings(true)).status).toBe(200);
      await agent.context.close();
      await owner.context.close();
    }
  });
});
