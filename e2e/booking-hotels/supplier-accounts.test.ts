import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { productScreenshots } from '../screenshots.ts';
import { afterPay, payWith } from './helpers.ts';

// Issue #41 acceptance: Gateway's owner connects the agency's own Duffel account, a traveller books a
// Lisbon hotel through it, and with a LiteAPI account added the hotel both sell shows once. The e2e
// server's suppliers are the recorded stand-ins (global-setup). Gateway, whose hotels no other file
// searches, gets its sandbox back afterwards: the accounts are archived.
const HOST = HOSTS.gateway;
const OWNER = ['owner@gateway-partners.example', 'Owner#2026'] as const;
// The stay the recorded answers are for.
const LISBON =
  '/booknow/hotels/v2/search?destination=Lisbon&lat=38.7223&long=-9.1393&country=PT&checkin_date=2027-03-10&checkout_date=2027-03-13&occupancies=2';
const { shoot } = productScreenshots('booking-hotels', 'TF_HOTEL_SHOTS');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  if (browser) {
    const { context, page } = await open(browser);
    await signIn(page, HOST, OWNER);
    await archiveAccounts(page);
    await context.close();
  }
  await browser?.close();
});

/** Archives the agency's live accounts: its hotels sell the sandbox again. */
async function archiveAccounts(page: Page) {
  await visit(page, HOST, '/about');
  await page.evaluate(async () => {
    const { data } = (await (await fetch('/api/agency/settings/suppliers')).json()) as { data: { accounts: Array<{ id: string; archived: boolean }> } };
    for (const account of data.accounts.filter((a) => !a.archived))
      await fetch(`/api/agency/settings/suppliers/${account.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ archived: true }),
      });
  });
}

/** The cards of Casa do Rio Lisboa once the Lisbon results have settled. */
async function casaDoRio(page: Page, lng = 'en') {
  await visit(page, HOST, `${LISBON}&lng=${lng}`);
  await page.locator('.tf-results-list[aria-busy="false"] .tf-results-list__items > li').first().waitFor();
  return page.getByRole('article', { name: 'Casa do Rio Lisboa' });
}

/** The business-information modal every new owner meets covers the page; not what this file is about. */
async function answerBusinessInfo(page: Page) {
  await visit(page, HOST, '/about');
  await page.evaluate(async (email) => {
    await fetch('/api/agency/business-info', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        contactEmailId: email,
        contactPhoneNumber: '',
        hearBy: 'Google',
        hearByName: '',
        hqCountry: 'DE',
        bookingVolume: 'Under $100k',
        useForBusiness: 'B2B platform for clients',
        productInterested: 'Hotels',
      }),
    });
  }, OWNER[0]);
}

/** Adds an account through the page's form, with the agency's own key. */
async function addAccount(page: Page, supplier: 'duffel' | 'liteapi', label: string, key: string, hotels: boolean) {
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByLabel('Supplier', { exact: true }).selectOption(supplier);
  await form.getByLabel('Name', { exact: true }).fill(label);
  await form.getByLabel('Key', { exact: true }).fill(key);
  if (hotels) await form.getByRole('checkbox', { name: 'Hotels' }).check();
  await form.getByRole('button', { name: 'Add account' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `${label} added.` })
    .waitFor();
}

describe('supplier accounts per agency', () => {
  it(
    'the owner connects Duffel; a traveller books a Lisbon hotel through it; with LiteAPI too, the hotel both sell shows once',
    { timeout: 180_000 },
    async () => {
      const owner = await open(browser, { withoutSavePriceModal: true });
      await signIn(owner.page, HOST, OWNER);
      await answerBusinessInfo(owner.page);
      await archiveAccounts(owner.page); // what a failed first attempt left
      await visit(owner.page, HOST, '/settings/suppliers');
      await addAccount(owner.page, 'duffel', 'Gateway Duffel', 'duffel_test_GatewayOwnKey4k5l6m', false);
      const duffel = owner.page.getByRole('listitem', { name: 'Duffel Gateway Duffel', exact: true });
      await duffel.getByRole('button', { name: 'Test the connection of Gateway Duffel' }).click();
      await duffel.getByText('Connected to Duffel in test mode: bookings are not real.').waitFor();
      // The switch shows the account as saved: on once the API has it.
      await duffel.getByRole('switch', { name: 'Hotels through Gateway Duffel' }).click();
      await duffel.getByRole('switch', { name: 'Hotels through Gateway Duffel', checked: true }).waitFor();

      // An agent is told where each offer comes from, in every language and at every width.
      for (const lng of ['en', 'ar']) {
        await (await casaDoRio(owner.page, lng)).locator('.tf-hotel-card__source').waitFor();
        await shoot(owner.page, `${lng}-agent-results-source`);
      }
      const source = (await casaDoRio(owner.page)).locator('.tf-hotel-card__source');
      expect((await source.textContent())?.replace(/[\u2068\u2069]/g, '')).toBe('Supplier: Duffel: Gateway Duffel');

      // A traveller (Gateway books guests without an account) is not told, and books through Duffel.
      const { context, page } = await open(browser, { withoutSavePriceModal: true });
      const card = await casaDoRio(page);
      expect(await card.locator('.tf-hotel-card__source').count()).toBe(0);
      await card.getByRole('link', { name: 'See rooms at Casa do Rio Lisboa' }).click();
      await waitForPath(page, /^\/hotel-details\?/);
      await page.getByRole('heading', { level: 1, name: 'Casa do Rio Lisboa' }).waitFor();
      await page
        .locator('.tf-hotels-rate')
        .filter({ hasText: 'Flexible Rate' })
        .filter({ hasText: 'Room only' })
        .getByRole('button', { name: /^Select/ })
        .click();
      await waitForPath(page, /^\/booknow\/hotels\/checkout\?/);
      const guest = page.getByTestId('guest-checkout');
      await guest.getByLabel('First name').fill('Greta');
      await guest.getByLabel('Last name').fill('Gast');
      await guest.getByLabel('Email').fill(`e2e.duffel.${Date.now()}@example.com`);
      await guest.getByRole('button', { name: 'Continue as a guest' }).click();
      await page.getByRole('timer').waitFor();
      // Duffel Stays books only with the guest's phone.
      await page.getByLabel('Phone (optional)').fill('+351912345678');
      await payWith(page, '4242 4242 4242 4242');
      const paid = await afterPay(page);
      expect(paid.said, paid.answers).toBe('confirmed');
      await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
      await page.getByRole('heading', { name: 'Casa do Rio Lisboa' }).waitFor();

      // LiteAPI sells the same house (40 m away, same name): the traveller still sees it once.
      await visit(owner.page, HOST, '/settings/suppliers');
      await addAccount(owner.page, 'liteapi', 'Gateway LiteAPI', 'sand_GatewayOwnKey8p9q0r', true);
      await casaDoRio(page);
      await page.getByRole('article', { name: 'Hotel Alfama Vista' }).waitFor();
      // LiteAPI's other Lisbon hotels join Duffel's two.
      expect(Number((await page.getByRole('heading', { level: 1, name: /hotels in Lisbon/ }).textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(2);
      expect(await page.getByRole('article', { name: 'Casa do Rio Lisboa' }).count()).toBe(1);
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(owner.page);
      await context.close();
      await owner.context.close();
    },
  );
});
