import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LATENCY_CONTROL } from '@tripfront/suppliers/testing/recorded-accounts';
import { api, assertNoConsoleErrors, getAsHost, openBrowser, url } from '../support.ts';
import { day } from '../dates.ts';
import { HOSTS, open, signIn, visit } from './helpers.ts';

// A results page whose search does not answer within the renderer's budget (decision 0132): the
// server sends the list's skeleton and a link to the same search; without JavaScript the link
// shows the results once they have come, with it the app asks and fills the list in. The slow
// supplier is Gateway's own Duffel account on the recorded stand-in (global-setup), slowed here:
// the sandbox every other agency sells answers at once. Gateway's accounts are archived after.
const HOST = HOSTS.gateway;
const OWNER = ['owner@gateway-partners.example', 'Owner#2026'] as const;
/** Lisbon stays no other test asks for (the search cache would answer them at once), on Gateway's v1 hotel pages. */
const stay = (checkout: number) =>
  `/booknow/hotels/search?destination=Lisbon&lat=38.7223&long=-9.1393&country=PT&checkin_date=${day(77)}&checkout_date=${day(checkout)}&occupancies=2&lng=en`;
const SEARCH = stay(79);
/** Longer than the renderer waits (ANSWER_BUDGET_MS, 1.5 s). */
const SLOW_MS = 2_500;

let browser: Browser;
let owner: Page;

async function setLatency(ms: number) {
  const answer = await fetch(`${inject('suppliersUrl')}${LATENCY_CONTROL}?ms=${ms}`, { method: 'PUT' });
  expect(answer.status).toBe(204);
}

async function archiveAccounts(page: Page) {
  const { json } = await api<{ data: { accounts: Array<{ id: string; archived: boolean }> } }>(page, 'GET', '/api/agency/settings/suppliers');
  for (const account of json.data.accounts.filter((a) => !a.archived))
    expect((await api(page, 'PATCH', `/api/agency/settings/suppliers/${account.id}`, { archived: true })).status).toBe(200);
}

beforeAll(async () => {
  browser = await openBrowser();
  ({ page: owner } = await open(browser));
  await signIn(owner, HOST, OWNER);
  await visit(owner, HOST, '/about');
  await archiveAccounts(owner);
  const added = await api(owner, 'POST', '/api/agency/settings/suppliers', {
    supplier: 'duffel',
    label: 'Gateway Duffel (slow)',
    credentials: 'agency',
    secret: 'duffel_test_GatewayOwnKey4k5l6m',
    products: ['hotel'],
  });
  expect(added.status, added.text).toBe(201);
});

afterAll(async () => {
  await setLatency(0);
  if (owner) await archiveAccounts(owner);
  await browser?.close();
});

describe('a results page whose search answers after the budget', () => {
  it('comes with the skeleton and a link to the same search, which shows the results once they have come', async () => {
    await setLatency(SLOW_MS);
    const { status, body } = await getAsHost(HOST, SEARCH);
    expect(status).toBe(200);
    // The list's loading state, as the browser renders it before the answer: three skeleton cards.
    expect(body.match(/tf-hotel-card--skeleton/g)?.length).toBe(3);
    expect(body).not.toContain('tf-results-list__items');
    const again = /<p class="tf-results-again"><a href="([^"]+)">([^<]+)<\/a>/.exec(body);
    expect(again?.[2]).toBe('Still searching: show the results');
    expect(new URL((again?.[1] ?? '').replace(/&amp;/g, '&'), url(HOST)).href).toBe(url(HOST, SEARCH));
    // No answer travels with the page: the browser must ask.
    expect(body).not.toMatch(/"queries":\[[^\]]*"status":"success"/);

    // A visitor without JavaScript (another stay, not yet asked for) sees the same, and follows the
    // link once the supplier is quick again: the results come with the page.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(HOST, stay(78)));
    await page.locator('.tf-hotel-card--skeleton').first().waitFor();
    await setLatency(0);
    await page.getByRole('link', { name: 'Still searching: show the results' }).click();
    await page.getByRole('article', { name: 'Casa do Rio Lisboa' }).waitFor();
    await context.close();
  });

  it('with JavaScript, the app asks for the results itself and the link goes', async () => {
    await setLatency(SLOW_MS);
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await page.goto(url(HOST, stay(80)));
    const again = page.getByRole('link', { name: 'Still searching: show the results' });
    // The server's skeleton, then the app running hides the link while it asks.
    await page.locator('.tf-hotel-card--skeleton').first().waitFor();
    await page.getByRole('article', { name: 'Casa do Rio Lisboa' }).waitFor({ timeout: 15_000 });
    expect(await again.isVisible()).toBe(false);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
