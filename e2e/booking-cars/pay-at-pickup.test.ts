import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { carCards, day, driverGroup, fillDriver, lisbonRental, settledCars } from './helpers.ts';

// Decision 0112 acceptance: Nordlys puts its cars on its own Duffel account (the e2e server's recorded
// stand-in, global-setup), whose rates are all paid at the counter; a traveller books one with nothing
// to pay now. Nordlys gets its sandbox cars back afterwards: the account is archived.
const HOST = HOSTS.nordic;
const OWNER = ['owner@nordlys.example', 'Owner#2026'] as const;
const AHEAD = 42;

let browser: Browser;
let owner: Page;
beforeAll(async () => {
  browser = await openBrowser();
  ({ page: owner } = await open(browser));
  await signIn(owner, HOST, OWNER);
  await visit(owner, HOST, '/about');
  const status = await owner.evaluate(async () => {
    const r = await fetch('/api/agency/settings/suppliers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        supplier: 'duffel',
        label: 'Nordlys cars',
        credentials: 'agency',
        secret: 'duffel_test_NordlysCarsE2e9x8y7z6w5v',
        products: ['car'],
      }),
    });
    return r.status;
  });
  expect(status).toBe(201);
});
afterAll(async () => {
  await owner?.evaluate(async () => {
    const { data } = (await (await fetch('/api/agency/settings/suppliers')).json()) as { data: { accounts: Array<{ id: string; archived: boolean }> } };
    for (const a of data.accounts.filter((x) => !x.archived))
      await fetch(`/api/agency/settings/suppliers/${a.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ archived: true }),
      });
  });
  await browser?.close();
});

describe('a car paid at pick-up', { timeout: 60_000 }, () => {
  it('is listed as Pay at pick-up and booked with no card, the amount due at pick-up on the confirmation', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOST);
    await visit(page, HOST, `/booknow/cars/search?${lisbonRental(AHEAD, 4)}`);
    await settledCars(page);
    const first = carCards(page).first();
    await first.getByText('Pay at pick-up').waitFor();
    const due = (await first.locator('.tf-car-card__amount').textContent())!;
    expect(due).toMatch(/€/);

    await first.getByRole('link').click();
    await waitForPath(page, /^\/booknow\/cars\/result-details\?/);
    await page.getByRole('link', { name: 'Reserve this car' }).click();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await waitForPath(page, /^\/booknow\/Cars\/checkout\?.*total=0/);
    await waitForHold(page);
    // Nothing due now, the rental company's price due at pick-up, and no card to give.
    await page.getByText('Due at pick-up').waitFor();
    expect(await page.locator('.tf-car-pay-later .tf-booking-breakdown__total dd').textContent()).toBe(due);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await fillDriver(page, { first: 'Ana', last: 'Silva' });
    await driverGroup(page)
      .getByLabel('Date of birth')
      .fill(`${Number(day(AHEAD).slice(0, 4)) - 30}-01-01`);
    // The rental company needs a phone number.
    await page.getByLabel('Phone (optional)').fill('+351 21 000 0000');
    await page.getByRole('button', { name: 'Book now' }).click();

    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.tf-car-pay-later .tf-booking-breakdown__total dd').textContent()).toBe(due);
    expect(await page.locator('.tf-booking-paid').count()).toBe(0);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
