import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, SUNRISE_USERS, here, linkFromDevMail, open, signIn, signUpOnTheWay, visit, waitForPath } from '../shell/helpers.ts';
import { lisbonResults, settledActivities } from '../booking-activities/helpers.ts';
import { afterPay, payWith } from '../booking-hotels/helpers.ts';
import { assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';
import { day } from '../dates.ts';

/**
 * Proposals (decision 0118) end to end, with two browsers: the agent puts a hotel and a tour from
 * the results into a proposal for a new client and sends it; the client opens the emailed link
 * signed out, approves the hotel, signs up on the way and books it; the agent's list follows.
 * A second proposal is declined with a reason, which the agent reads.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Quiet-River-Stone-8';
const parisResults = `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(40)}&checkout_date=${day(42)}&occupancies=2`;

/** From the results, the first hotel's card (its cheapest rate, the price shown) into the basket; answers the hotel's name. */
async function addHotel(page: Page): Promise<string> {
  await visit(page, HOSTS.sunrise, parisResults);
  const first = page.locator('.tf-results-list__items > li').first();
  await first.waitFor({ timeout: 30_000 });
  const name = (await first.getByRole('heading').first().textContent())!.trim();
  await first.getByRole('button', { name: `Add ${name} to proposal` }).click();
  await page.getByText('Added to proposal.').waitFor();
  expect(here(page)).toMatch(/^\/booknow\/hotels\/v2\/search\?/);
  return name;
}

/** From the Lisbon results, the first tour's card (its earliest open slot, one adult) into the basket; answers the tour's title. */
async function addTour(page: Page): Promise<string> {
  await visit(page, HOSTS.sunrise, lisbonResults());
  await settledActivities(page);
  const first = page.locator('.tf-results-list__items .tf-activity-card').first();
  const title = (await first.getByRole('heading').first().textContent())!.trim();
  await first.getByRole('button', { name: `Add ${title} to proposal` }).click();
  await page.getByText('Added to proposal.').waitFor();
  return title;
}

/** The agent's basket (the header's link) opened, the client filled in, sent. Answers the editor's path. */
async function sendBasket(page: Page, client: { name: string; email: string }, title: string): Promise<string> {
  await page.getByRole('link', { name: /^Proposal basket: \d+ offers?$/ }).click();
  await waitForPath(page, /^\/proposals\/[0-9a-f-]{36}$/);
  const editor = here(page);
  await page.getByLabel('Client name').fill(client.name);
  await page.getByLabel('Client email').fill(client.email);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Message to the client').fill('Two ideas for your spring trip.');
  await page.getByLabel('Last day to answer').fill(day(14));
  await page.getByRole('button', { name: 'Send to client' }).click();
  await page.getByText(`Proposal sent to ${client.email}.`).waitFor({ timeout: 20_000 });
  return editor;
}

async function listRow(page: Page, title: string) {
  await visit(page, HOSTS.sunrise, '/proposals');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor({ timeout: 20_000 });
  return row;
}

describe('proposals', { timeout: 240_000 }, () => {
  it('an agent sends a hotel and a tour; the client approves the hotel, signs up on the way, books it; the agent sees it opened, then partly booked', async () => {
    const agent = await open(browser, { withoutSavePriceModal: true });
    await signIn(agent.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    const stamp = Date.now();
    const client = { name: 'Petra Proposal', email: `e2e.proposal.${stamp}@example.com` };
    const title = `Spring trip ${stamp}`;

    const hotel = await addHotel(agent.page);
    const tour = await addTour(agent.page);
    await sendBasket(agent.page, client, title);
    expect(await (await listRow(agent.page, title)).textContent()).toContain('Sent');

    // The client, signed out in another browser, opens the emailed link.
    const visitor = await open(browser, { withoutSavePriceModal: true });
    const { page } = visitor;
    const link = await linkFromDevMail(page, HOSTS.sunrise, client.email, /allowAgentProposal\?proposalId=/);
    await visit(page, HOSTS.sunrise, link);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('article', { name: hotel }).waitFor();
    await page.getByRole('article', { name: tour }).waitFor();
    expect(await page.locator('.tf-proposals__total').textContent()).toMatch(/Total\s*\S*\d/);
    await screenshot(page, 'proposals/client-1440');

    // The client downloads it as a PDF: made on the compiled server's documents thread.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^PR-\w+\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The agent's list says it was opened.
    expect(await (await listRow(agent.page, title)).textContent()).toContain('Opened');

    // Only the hotel: approve and book; the checkout asks to sign in; Sign Up remembers it.
    await page.getByRole('checkbox', { name: `Choose ${tour}` }).uncheck();
    await page.getByRole('button', { name: 'Approve and book' }).click();
    await waitForPath(page, /^\/booknow\/hotels\/deal\/[0-9a-f-]{36}\?itemId=/, 20_000);
    await signUpOnTheWay(page, HOSTS.sunrise, { firstName: 'Petra', lastName: 'Proposal', email: client.email, password: PASSWORD });

    // The item is held at its proposal price and booked with the sandbox card.
    await page.getByRole('timer').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: hotel }).waitFor();
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page);
    expect(paid.said, paid.answers).toBe('confirmed');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();

    // Back on the proposal: the hotel is booked, the tour still there to choose.
    await visit(page, HOSTS.sunrise, link);
    await page
      .getByRole('article', { name: hotel })
      .getByText(/^Booking \W?TF-/)
      .waitFor({ timeout: 30_000 });
    expect(await (await listRow(agent.page, title)).textContent()).toContain('Partly booked');
    await screenshot(agent.page, 'proposals/list-1440');

    assertNoConsoleErrors(page);
    assertNoConsoleErrors(agent.page);
    await visitor.context.close();
    await agent.context.close();
  });

  it('a client declines a proposal with a reason, which the agent reads', async () => {
    const agent = await open(browser, { withoutSavePriceModal: true });
    await signIn(agent.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    const stamp = Date.now();
    const client = { name: 'Dora Decline', email: `e2e.decline.${stamp}@example.com` };
    const title = `Paris weekend ${stamp}`;
    await addHotel(agent.page);
    const editor = await sendBasket(agent.page, client, title);

    const visitor = await open(browser);
    const { page } = visitor;
    await visit(page, HOSTS.sunrise, await linkFromDevMail(page, HOSTS.sunrise, client.email, /allowAgentProposal\?proposalId=/));
    await page.getByRole('link', { name: 'Decline this proposal' }).click();
    await waitForPath(page, /^\/disapproveProposal\?proposalId=/);
    await page.getByLabel('Reason (optional)').fill('We found a cheaper flight package.');
    await page.getByRole('button', { name: 'Decline the proposal' }).click();
    await page.getByRole('heading', { name: 'You declined this proposal' }).waitFor({ timeout: 20_000 });

    expect(await (await listRow(agent.page, title)).textContent()).toContain('Declined');
    await visit(agent.page, HOSTS.sunrise, editor);
    await agent.page.getByText('Their reason: We found a cheaper flight package.').waitFor({ timeout: 20_000 });
    assertNoConsoleErrors(page);
    assertNoConsoleErrors(agent.page);
    await visitor.context.close();
    await agent.context.close();
  });
});
