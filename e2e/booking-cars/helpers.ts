import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps of renting a car in the browser (issue #18): a Lisbon search URL, settled results, the driver.

export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** The cars results URL's query for a Lisbon rental `ahead` days from today, `days` long (the search form's keys). */
export const lisbonRental = (ahead = 30, days = 3, extra = '') =>
  `pickup=Lisbon&pickup_lat=38.7223&pickup_long=-9.1393&pickup_country=PT&pickup_date=${day(ahead)}&pickup_time=10:00&dropoff_date=${day(ahead + days)}&dropoff_time=10:00&driver_age=30${extra}`;

export const carCards = (page: Page) => page.locator('.tf-results-list__items .tf-car-card');

/** The results once they settled: not loading, at least one car. */
export async function settledCars(page: Page): Promise<string[]> {
  await expect
    .poll(
      async () => {
        const busy = await page.locator('.tf-results-list').getAttribute('aria-busy');
        return busy === 'false' && (await carCards(page).count()) > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return carCards(page).allInnerTexts();
}

/** The checkout's driver fieldset (the lead guest has name fields of its own). */
export const driverGroup = (page: Page) => page.getByRole('group', { name: 'Driver' });

export async function fillDriver(page: Page, driver: { first: string; last: string; age?: number }) {
  const group = driverGroup(page);
  await group.getByLabel('First name').fill(driver.first);
  await group.getByLabel('Last name').fill(driver.last);
  if (driver.age !== undefined) await group.getByLabel('Age at pick-up').fill(String(driver.age));
}
