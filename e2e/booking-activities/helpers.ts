import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps of booking an activity in the browser: results, a tour's details, the party and a time slot.

export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** The Lisbon results page for days `from`..`to` from today. */
export const lisbonResults = (from = 30, to = 33) =>
  `/booknow/activities/search?destination=Lisbon%2C+Portugal&lat=38.7223&long=-9.1393&country=PT&start_date=${day(from)}&end_date=${day(to)}`;

/** The results once they settled: not loading, at least one tour. */
export async function settledActivities(page: Page): Promise<string[]> {
  await expect
    .poll(
      async () => {
        const busy = await page.locator('.tf-results-list').getAttribute('aria-busy');
        return busy === 'false' && (await page.locator('.tf-results-list__items .tf-activity-card').count()) > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return page.locator('.tf-results-list__items .tf-activity-card').allInnerTexts();
}

/** The calendar once it shows days. */
export async function calendarReady(page: Page) {
  await page.locator('.tf-activity-day').first().waitFor({ timeout: 20_000 });
}

/** The places a slot's label says are left ('12 places left', '1 place left'; 'Full' is 0). */
export async function placesLeft(page: Page, time: string): Promise<number> {
  const text = (await page.locator('.tf-activity-slot', { hasText: time }).locator('.tf-activity-slot__places').textContent()) ?? '';
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}
