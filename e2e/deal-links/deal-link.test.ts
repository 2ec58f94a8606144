import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, SUNRISE_USERS, here, open, signIn, signUpOnTheWay, visit, waitForPath } from '../shell/helpers.ts';
import { afterPay, payWith, selectRefundableRate } from '../booking-hotels/helpers.ts';
import { pickFirstSuggestion } from '../search/helpers.ts';
import { assertNoConsoleErrors, openBrowser, url } from '../support.ts';
import { day } from '../dates.ts';

// Deal links (decision 0118) end to end: an agent makes one on /deal-link by building a hotel search
// in its form; a visitor follows it to that search's results, signs up and books at the agent's
// price; the agent's list counts the click, the sign-up and the booking; an archived link says so.
// And a visitor arriving with dealLinkId or proposalId gets a page that hydrates without an error
// (React #418 came from the server rendering another page).

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Quiet-River-Stone-8';

/** The row of the agent's list for a link title: its clicks, sign-ups and bookings. */
async function figures(page: Page, title: string): Promise<string[]> {
  const row = page.locator('.tf-deal-links__table tbody tr', { hasText: title });
  await row.waitFor();
  return (await row.locator('td').allTextContents()).slice(1, 4);
}

describe('deal links', () => {
  it('a page opened with dealLinkId or proposalId hydrates without an error', async () => {
    const errors: Record<string, string[]> = {};
    for (const [host, path] of [
      [HOSTS.nordic, '/?dealLinkId=42'],
      [HOSTS.gateway, '/?proposalId=1'],
      [HOSTS.sunrise, '/?dealLinkId=7K3M9Q2X'],
    ] as const) {
      const { context, page } = await open(browser, { withoutSavePriceModal: true });
      const seen: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') seen.push(m.text());
      });
      page.on('pageerror', (e) => seen.push(e.message));
      await visit(page, host, path);
      // Hydration has finished once the app marks itself ready; give late recoverable errors a moment.
      await page.waitForTimeout(300);
      errors[`${host}${path}`] = seen;
      await context.close();
    }
    expect(errors).toEqual({ 'nordic.localhost/?dealLinkId=42': [], 'gateway.localhost/?proposalId=1': [], 'sunrise.localhost/?dealLinkId=7K3M9Q2X': [] });
  });

  it('an agent shares a search; a visitor follows it, signs up and books at the agent’s price; the list counts it; an archived link says so', async () => {
    const title = `Paris in spring ${Date.now()}`;
    const agent = await open(browser, { withoutSavePriceModal: true });
    await signIn(agent.page, HOSTS.sunrise, SUNRISE_USERS.sales);
    await visit(agent.page, HOSTS.sunrise, '/deal-link');
    await agent.page.getByRole('heading', { level: 1, name: 'Deal Link' }).waitFor();
    // The agent builds the search with the hotel search form itself; using it opens no results.
    const form = agent.page.getByRole('form', { name: 'The search the link opens: Hotels' });
    const place = await pickFirstSuggestion(agent.page, 'Destination', 'par');
    await form.getByLabel('Check-in').fill(day(24));
    await form.getByLabel('Check-out').fill(day(26));
    await form.getByRole('button', { name: 'Use this search' }).click();
    await agent.page.getByRole('button', { name: 'Change', exact: true }).waitFor();
    expect(await agent.page.locator('.tf-deal-links__chosen .tf-search-summary__lead').textContent()).toBe(place);
    expect(here(agent.page)).toBe('/deal-link');
    await agent.page.getByLabel('Title').fill(title);
    await agent.page.getByLabel('Your markup (%)').fill('10');
    await agent.page.getByRole('button', { name: 'Create deal link' }).click();
    const created = agent.page.locator('.tf-deal-links__created');
    await created.waitFor();
    const shared = (await created.locator('.tf-deal-links__url').textContent())!.trim();
    const code = shared.split('/url/')[1]!;
    expect(code).toMatch(/^[0-9A-Z]{8}$/);

    // The visitor lands on the search with dealLinkId; prices there carry the agent's markup.
    const visitor = await open(browser, { withoutSavePriceModal: true });
    const { page } = visitor;
    const dealRequests: string[] = [];
    page.on('request', (r) => {
      // The app's API calls (texts and files are not priced; the development outbox is not the visit).
      const path = new URL(r.url()).pathname;
      if (r.resourceType() === 'fetch' && /^\/(api|hotel-api)\//.test(path) && !path.startsWith('/api/dev/')) {
        dealRequests.push(`${new URL(r.url()).pathname} ${r.headers()['x-deal-link'] ?? 'none'}`);
      }
    });
    await page.goto(url(HOSTS.sunrise, `/url/${code}`));
    await waitForPath(page, new RegExp(`^/booknow/hotels/v2/search\\?.*dealLinkId=${code}`));
    const landed = new URL(page.url()).searchParams;
    expect([landed.get('destination'), landed.get('checkin_date'), landed.get('checkout_date'), landed.get('occupancies')]).toEqual([
      place,
      day(24),
      day(26),
      '2',
    ]);
    await page.locator('.tf-results-list__items > li').first().waitFor();
    await page
      .locator('.tf-results-list__items > li')
      .first()
      .getByRole('link', { name: /^See rooms at/ })
      .click();
    await selectRefundableRate(page);
    await waitForPath(page, /^\/booknow\/hotels\/checkout\?/);

    // Signs up on the way (the sign-up names the link), confirms, logs in, and is back at the checkout.
    const email = `e2e.deal.${Date.now()}@example.com`;
    await signUpOnTheWay(page, HOSTS.sunrise, { firstName: 'Dee', lastName: 'Link', email, password: PASSWORD });
    await page.getByRole('timer').waitFor();
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page);
    expect(paid.said, paid.answers).toBe('confirmed');
    // Every API call of the visit named the link.
    expect(dealRequests.length).toBeGreaterThan(5);
    expect(dealRequests.filter((h) => !h.endsWith(` ${code}`))).toEqual([]);
    assertNoConsoleErrors(page);
    await visitor.context.close();

    // The agent's list: 1 click, 1 sign-up, 1 booking.
    await visit(agent.page, HOSTS.sunrise, '/deal-link');
    expect(await figures(agent.page, title)).toEqual(['1', '1', '1']);

    // Archived, the link says so and offers the agency's search; nothing more is counted.
    const row = agent.page.locator('.tf-deal-links__table tbody tr', { hasText: title });
    await row.getByRole('button', { name: `Archive ${title}` }).click();
    await row.getByText('Archived').waitFor();
    const late = await open(browser, { withoutSavePriceModal: true });
    await late.page.goto(url(HOSTS.sunrise, `/url/${code}`));
    await late.page.getByRole('heading', { level: 1, name: 'This deal has expired' }).waitFor();
    expect(here(late.page)).toBe(`/url/${code}`);
    await late.page.getByRole('button', { name: 'Search' }).first().waitFor();
    assertNoConsoleErrors(late.page);
    await late.context.close();
    await visit(agent.page, HOSTS.sunrise, '/deal-link');
    expect(await figures(agent.page, title)).toEqual(['1', '1', '1']);
    assertNoConsoleErrors(agent.page);
    await agent.context.close();
  });
});
