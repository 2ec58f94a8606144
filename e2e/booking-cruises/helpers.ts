import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPath } from '../shell/helpers.ts';

// Steps of booking a cruise in the browser (issue #19): search a month, open a sailing, choose a cabin, name the guests.

/** A departure month four months ahead: every sailing in it is bookable and refundable in full. */
export const MONTH = dayjs().add(4, 'month').format('YYYY-MM');

/** The results page of a month's sailings (2 adults, the spec's default). */
export const cruiseResults = (extra = '') => `/booknow/cruise/search?month=${MONTH}&adults=2&children=0&infants=0${extra}`;

/** On /booknow/cruise: the month (and a line), then Search. */
export async function searchCruises(page: Page, line?: string) {
  if (line) await page.getByLabel('Cruise line').selectOption(line);
  await page.getByLabel('Departure month').selectOption(MONTH);
  await page.getByRole('button', { name: 'Search' }).click();
  await waitForPath(page, /^\/booknow\/cruise\/search\?/);
}

/** The sailings once they settled: not loading, at least one card. */
export async function settledSailings(page: Page): Promise<string[]> {
  let seen = '';
  try {
    await expect
      .poll(
        async () => {
          const busy = await page.locator('.tf-results-list').getAttribute('aria-busy');
          const texts = await page.locator('.tf-results-list__items .tf-cruise-card').allInnerTexts();
          seen = `busy=${busy} ${texts.length} sailings`;
          return busy === 'false' && texts.length > 0;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(`the cruise results never settled; last seen ${seen}`, { cause: error });
  }
  return page.locator('.tf-results-list__items .tf-cruise-card').allInnerTexts();
}

/** From the results: the first sailing's details with its cabins. */
export async function openFirstSailing(page: Page) {
  await page.locator('.tf-results-list__items .tf-cruise-card').first().getByRole('link').click();
  await waitForPath(page, /^\/booknow\/cruise\/search-details\?/);
  await page.locator('.tf-cruise-cabins__list').waitFor({ timeout: 20_000 });
}

/** JSON from the page's own origin (its cookie session), as the app would ask. */
export async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([p, method, body]) => {
      const res = await fetch(p, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
    [path, init.method ?? 'GET', init.body] as const,
  ) as Promise<{ status: number; body: T }>;
}
