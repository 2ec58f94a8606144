import dayjs from 'dayjs';
import { lastSeatDateFrom } from '@tripfront/suppliers/sandbox/flight-fares';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPath } from '../shell/helpers.ts';
import { url } from '../support.ts';
import { pickFirstSuggestion } from '../search/helpers.ts';

// Steps of booking a flight in the browser: search, choose an offer, fill in the passengers.

export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** On /booknow/flights: a round trip Paris → New York, `depart` and `back` days from today. */
export async function searchRoundTrip(page: Page, party: { adults: number; infants: number }, depart = 30, back = 37) {
  await pickFirstSuggestion(page, 'From', 'cdg');
  await pickFirstSuggestion(page, 'To', 'jfk');
  await page.getByLabel('Departure', { exact: true }).fill(day(depart));
  await page.getByLabel('Return', { exact: true }).fill(day(back));
  await page.getByRole('button', { name: /^Passengers/ }).click();
  for (let i = 1; i < party.adults; i += 1) await page.getByRole('button', { name: 'Increase Adults' }).click();
  for (let i = 0; i < party.infants; i += 1) await page.getByRole('button', { name: 'Increase Infants' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
}

/** The results once they settled: not loading, at least one offer. */
export async function settledOffers(page: Page, check: (texts: string[]) => boolean = () => true): Promise<string[]> {
  let seen = '';
  try {
    await expect
      .poll(
        async () => {
          const busy = await page.locator('.tf-results-list').getAttribute('aria-busy');
          const texts = await page.locator('.tf-results-list__items .tf-flight-card').allInnerTexts();
          seen = `busy=${busy} ${texts.length} offers ${JSON.stringify(texts.slice(0, 2))}`;
          return busy === 'false' && texts.length > 0 && check(texts);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(`the flight results never settled as expected; last seen ${seen}`, { cause: error });
  }
  return page.locator('.tf-results-list__items .tf-flight-card').allInnerTexts();
}

/** Days from today to the sandbox's first last-seat day (one seat at the cheapest fare) at least `atLeast` days away. */
export const lastSeatDay = (atLeast: number): number => dayjs(lastSeatDateFrom(day(atLeast))).diff(dayjs().startOf('day'), 'day');

/** From the results: the first offer's (or the first whose card shows `showing`) details, then "Choose this flight" to the checkout. */
export async function chooseFirstOffer(page: Page, showing?: string) {
  const cards = page.locator('.tf-results-list__items .tf-flight-card');
  await (showing === undefined ? cards : cards.filter({ hasText: showing }))
    .first()
    .getByRole('link', { name: /^Select the / })
    .click();
  await waitForPath(page, /^\/booknow\/flights\/(v2\/)?search-details\?/);
  await page.getByRole('heading', { level: 1, name: /^Your flight with / }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Choose this flight' }).click();
  await waitForPath(page, /^\/booknow\/flights\/checkout\?/);
}

export interface PassengerInput {
  given: string;
  family: string;
  born: string;
  gender: 'female' | 'male';
}

/** Fills every passenger's fieldset in order; the document fields only where the route asks for them. */
export async function fillPassengers(page: Page, people: PassengerInput[]) {
  const documents = await page.getByLabel('Passport or ID card number').count();
  for (const [i, p] of people.entries()) {
    await page.getByLabel('Given names').nth(i).fill(p.given);
    await page.getByLabel('Family name').nth(i).fill(p.family);
    await page.getByLabel('Date of birth').nth(i).fill(p.born);
    await page.getByLabel('Gender').nth(i).selectOption(p.gender);
    await page.getByLabel('Nationality').nth(i).selectOption('FR');
    if (documents > 0) {
      await page
        .getByLabel('Passport or ID card number')
        .nth(i)
        .fill(`FR${String(1234567 + i)}`);
      await page
        .getByLabel('Document expiry date')
        .nth(i)
        .fill(day(3 * 365));
      await page.getByLabel('Issuing country').nth(i).selectOption('FR');
    }
  }
}

/** The checkout once the seats are held (its countdown shows); otherwise the failure shows what the page said. */
export async function waitForHold(page: Page) {
  try {
    await page.getByRole('timer').waitFor({ timeout: 25_000 });
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`the checkout never showed the hold at ${page.url()}. Page:\n${shown.slice(0, 1500)}`, { cause: error });
  }
}

/**
 * A new traveller of the agency, signed in in the page's context: signed up, confirmed through the
 * development outbox and logged in, all through the API. Each booking test has its own, so the
 * per-traveller hold limit never depends on what other tests (or their retries) left held.
 */
export async function newTraveller(page: Page, host: string): Promise<string> {
  const email = `e2e.flight.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Quiet-Runway-Stone-8';
  await page.goto(url(host, '/robots.txt'));
  const said = await page.evaluate(
    async ([address, secret]) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
      const signup = await post('/api/user/signup', { firstName: 'Fay', lastName: 'Flyer', email: address, password: secret });
      const outbox = (await (await fetch('/api/dev/outbox')).json()) as { data: Array<{ toAddress: string; text: string }> };
      const token = /[?&]token=([\w-]+)/.exec(outbox.data.find((m) => m.toAddress === address)?.text ?? '')?.[1] ?? '';
      const verify = await post('/api/user/verify', { token });
      const login = await post('/api/user/login', { email: address, password: secret });
      return [signup, verify, login];
    },
    [email, password] as const,
  );
  expect(said, `sign up, verify, log in ${email}`).toEqual([201, 200, 200]);
  return email;
}
