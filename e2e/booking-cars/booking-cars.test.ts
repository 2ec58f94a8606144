import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPay, payWith } from '../booking-hotels/helpers.ts';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { deals, visibleCards } from '../deals/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser, url } from '../support.ts';
import { carCards, driverGroup, fillDriver, lisbonRental, settledCars } from './helpers.ts';

/** Issue #18 acceptance: a car rented end to end on the real server (sandbox cars and card). */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('car rental', { timeout: 240_000 }, () => {
  it('a traveller opens a car deal from the home page, adds a child seat, books it, finds it in My Trips and cancels it', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);

    await page.goto(url(HOSTS.sunrise, '/?tab=Car%20Rentals'));
    await visibleCards(page).first().waitFor({ timeout: 30_000 });
    const card = visibleCards(page).first();
    const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const dealPrice = amount(await card.locator('.tf-deal-price__total').textContent());
    await card.getByRole('link', { name: /^View Deal/ }).click();
    await waitForPath(page, /^\/booknow\/cars\/result-details\?/);
    const title = page.getByRole('heading', { level: 1, name: / or similar$/ });
    await title.waitFor({ timeout: 20_000 });
    // The deal's car at the deal's price: the details' total is the card's price.
    // (the card may round to whole units, spec §9).
    expect(Math.abs(amount(await page.locator('.tf-booking-breakdown__total dd').textContent()) - dealPrice)).toBeLessThan(1);
    expect(await deals(page).count()).toBe(0);
    // The deal's search stands behind it: Back goes to the cars of the deal's place and days.
    expect(await page.getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toMatch(/^\/booknow\/cars\/search\?.*pickup_lat=/);

    const before = await page.locator('.tf-booking-breakdown__total dd').textContent();
    await page.getByRole('button', { name: 'Add one Child seat' }).click();
    await waitForPath(page, /[?&]extras=child_seat%3A1\b/);
    await expect.poll(() => page.locator('.tf-booking-breakdown__total dd').textContent(), { timeout: 15_000 }).not.toBe(before);
    await page.getByRole('link', { name: 'Reserve this car' }).click();
    await waitForPath(page, /^\/booknow\/cars\/reservation-details\?/);
    await page.getByRole('heading', { level: 1, name: 'Review your reservation' }).waitFor();
    await page.getByText('Child seat × 1').waitFor();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await waitForPath(page, /^\/booknow\/Cars\/checkout\?/);
    await waitForHold(page);
    await page
      .getByText(/Child seat × 1/)
      .first()
      .waitFor();
    // The age comes from the search (the deal's driver is 25).
    expect(await driverGroup(page).getByLabel('Age at pick-up').inputValue()).toBe('25');
    await fillDriver(page, { first: 'Ella', last: 'Explorer' });
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page, '/booknow/Cars/confirm-payment');
    expect(paid.said, paid.answers).toBe('confirmed');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const reference = new URL(page.url()).searchParams.get('reference')!;
    await page.getByText(/Rental confirmation number: [A-Z0-9]{8}/).waitFor();
    await page.getByText('Ella Explorer', { exact: false }).first().waitFor();

    await page.getByRole('link', { name: 'Go to My Trips' }).click();
    await waitForPath(page, '/mytrip/mytrips');
    const trip = page.locator('.tf-trip', { hasText: reference });
    await trip.waitFor();
    expect(await trip.getAttribute('data-product')).toBe('car');
    await trip.getByRole('link').first().click();
    await waitForPath(page, `/mytrip/mytrips/${reference}`);
    await page.getByRole('heading', { name: `Booking ${reference}` }).waitFor();
    await page.getByText('Child seat × 1', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect.poll(() => page.locator('.tf-booking-status').textContent(), { timeout: 20_000 }).toBe('Cancelled');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('tells a driver younger than the rental company’s minimum age, before payment, and charges nothing', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    await visit(page, HOSTS.sunrise, `/booknow/cars/search?${lisbonRental(50, 2, '&vehicleClass=Luxury')}`);
    await settledCars(page);
    await carCards(page)
      .first()
      .getByRole('link', { name: /^View the / })
      .click();
    await waitForPath(page, /^\/booknow\/cars\/result-details\?/);
    await page.getByRole('link', { name: 'Reserve this car' }).click();
    await waitForPath(page, /^\/booknow\/cars\/reservation-details\?/);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await waitForPath(page, /^\/booknow\/Cars\/checkout\?/);
    await waitForHold(page);
    expect(await driverGroup(page).getByLabel('Age at pick-up').inputValue()).toBe('30');
    await fillDriver(page, { first: 'Tom', last: 'Young', age: 22 });
    // Shown as the age is typed, before any card is asked for.
    await driverGroup(page).getByText('The driver must be at least 25 years old to rent this car.').waitFor();
    const bookings: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/bookings' && bookings.push(r.url()));
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Tom Young');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), { timeout: 10_000 }).toBe('true');
    expect(bookings).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
