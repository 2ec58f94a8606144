import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { afterPay, payWith } from '../booking-hotels/helpers.ts';
import { HOSTS, here, open, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { cancunSearch, unitsLeftNow } from './helpers.ts';

/**
 * Issue #19 acceptance on the real server: a traveller holds a resort room, sees the countdown,
 * leaves the checkout, and the room is released (availability shows it again); an agency whose
 * Resorts item is inactive sends /booknow/resort to /errors.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(serious, where).toEqual([]);
}

const roomsLeft = async (page: Page) => {
  const text = (await page.getByTestId('units-suite').first().innerText()).trim();
  return text === 'Sold out' ? 0 : Number(/(\d+)/.exec(text)?.[1] ?? NaN);
};

describe('resort booking', { timeout: 240_000 }, () => {
  it('a traveller holds a resort room, sees the countdown, leaves the checkout, and the room is released', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    // A stay of its own (other runs may have left rooms held or booked on other days).
    const ahead = 40 + Math.floor(Math.random() * 300);
    const nights = 3;

    await visit(page, HOSTS.sunrise, cancunSearch(ahead, nights));
    await page.getByRole('heading', { level: 1, name: /^\d+ resorts? in Cancún/ }).waitFor({ timeout: 30_000 });
    await axe(page, 'results');
    // The themes filter narrows the list (and lives in the URL).
    await page.getByRole('checkbox', { name: /^Beach/ }).check();
    await waitForPath(page, /[?&]themes=Beach\b/);
    await page.getByRole('heading', { level: 1, name: /^\d+ resorts? in Cancún/ }).waitFor();

    await page.getByRole('link', { name: 'View rooms' }).first().click();
    await waitForPath(page, /^\/booknow\/resort\/details\?/);
    const resortId = new URL(page.url()).searchParams.get('resort_id')!;
    await page.getByRole('heading', { level: 2, name: /^Rooms for 3 nights, 2 guests$/ }).waitFor({ timeout: 20_000 });
    const before = await roomsLeft(page);
    expect(before).toBeGreaterThan(0);
    expect(await unitsLeftNow(page, resortId, ahead, nights)).toBe(before);
    await axe(page, 'details');

    await page.getByRole('link', { name: 'Reserve the One-Bedroom Suite' }).click();
    await waitForPath(page, /^\/booknow\/resort\/checkout\?/);
    await waitForHold(page);
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^Your unit is held for 1?\d:\d\d$/);
    await page.getByText('The resort is holding this room for you.').waitFor({ timeout: 20_000 });
    const reference = /Resort reference: (RH-[A-Z0-9]+)/.exec(await page.locator('main').innerText())?.[1];
    expect(reference).toMatch(/^RH-/);
    // Held: one suite fewer for everyone.
    expect(await unitsLeftNow(page, resortId, ahead, nights)).toBe(before - 1);
    await axe(page, 'checkout');

    // The traveller leaves the checkout: the room is released and availability shows it again.
    await page.goBack();
    await waitForPath(page, /^\/booknow\/resort\/details\?/);
    await expect.poll(() => unitsLeftNow(page, resortId, ahead, nights), { timeout: 15_000 }).toBe(before);
    await expect.poll(() => roomsLeft(page), { timeout: 15_000 }).toBe(before);
    const check = await page.evaluate(async (ref) => (await fetch(`/resort-api/properties/hold-check?reference_number=${ref}`)).json(), reference!);
    expect(check.data.status).toBe('RELEASED');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: /^Rooms for 3 nights/ }).waitFor({ timeout: 20_000 });
    expect(await roomsLeft(page)).toBe(before);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('a traveller books a resort room, finds it in My Trips and cancels it; hold-check then says BOOKED', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    const ahead = 40 + Math.floor(Math.random() * 300);
    await visit(page, HOSTS.sunrise, cancunSearch(ahead, 2));
    await page.getByRole('link', { name: 'View rooms' }).first().click();
    await waitForPath(page, /^\/booknow\/resort\/details\?/);
    await page.getByRole('link', { name: 'Reserve the Garden View Room' }).click();
    await waitForPath(page, /^\/booknow\/resort\/checkout\?/);
    await waitForHold(page);
    const reference = /Resort reference: (RH-[A-Z0-9]+)/.exec(await page.locator('main').innerText())?.[1];
    await payWith(page, '4242 4242 4242 4242');
    // Paid: the confirmation, as the other products show it (the email sent, the card, the stay and its terms).
    const paid = await afterPay(page, '/booknow/resort/checkout?reference=');
    expect(paid.said, paid.answers).toBe('confirmed');
    const booking = new URL(page.url()).searchParams.get('reference')!;
    await page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' }).waitFor({ timeout: 20_000 });
    await page.getByText(/^A confirmation email was sent to /).waitFor();
    await page.getByText(/card ending in 4242/).waitFor();
    await page.getByText(`Resort reference: ${reference}`).waitFor();
    await page.getByText(/^Cancellation policy: Free cancellation until .* \(local time\), then non-refundable\.$/).waitFor();
    await page.getByText('Garden View Room · 2 nights · 2 guests').waitFor();
    // Leaving the checkout for the booking did not release the room: the resort has it booked.
    const check = await page.evaluate(async (ref) => (await fetch(`/resort-api/properties/hold-check?reference_number=${ref}`)).json(), reference!);
    expect(check.data.status).toBe('BOOKED');

    await visit(page, HOSTS.sunrise, '/mytrip/mytrips');
    const trip = page.locator('.tf-trip', { hasText: booking });
    await trip.waitFor({ timeout: 20_000 });
    expect(await trip.getAttribute('data-product')).toBe('resort');
    await trip.getByRole('link').first().click();
    await waitForPath(page, `/mytrip/mytrips/${booking}`);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect.poll(() => page.locator('.tf-booking-status').textContent(), { timeout: 20_000 }).toBe('Cancelled');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('an agency whose Resorts item is inactive sends /booknow/resort to /errors', async () => {
    const { context, page } = await open(browser);
    await visit(page, HOSTS.nordic, '/booknow/resort');
    await waitForPath(page, '/errors');
    expect(here(page)).toBe('/errors');
    await visit(page, HOSTS.nordic, '/booknow/resort/checkout');
    await waitForPath(page, '/errors');
    await context.close();
  });
});
