import AxeBuilder from '@axe-core/playwright';
import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { pickFirstSuggestion } from './helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { day } from '../dates.ts';

/** The /booknow/{service} search forms (issue #4, deliverable 7) against the real server. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const display = (offset: number) => dayjs().add(offset, 'day').locale('en').format('MMM DD, YYYY');
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('search forms', () => {
  it('hotel form → keyboard pick, dates, guests → search URL with the form prefilled', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/booknow/hotels');
    // Hotels v2 is on for Sunrise.
    await waitForPath(page, '/booknow/hotels/v2');
    await page.getByRole('heading', { level: 1, name: 'Hotels' }).waitFor();
    const summary = page.getByTestId('date-summary');
    expect(await summary.textContent()).toBe('Select date | Select date');

    const destination = await pickFirstSuggestion(page, 'Destination', 'par');
    expect(destination).toMatch(/^Paris/);
    await page.getByLabel('Check-in').fill(day(10));
    await page.getByLabel('Check-out').fill(day(90));
    // Spec §5: more than 60 days is capped.
    expect(await page.getByLabel('Check-out').inputValue()).toBe(day(70));
    expect(await summary.textContent()).toBe(`${display(10)} | ${display(70)}`);
    await page.getByLabel('Check-out').fill(day(13));

    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    await page.getByRole('button', { name: 'Increase Children' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    // The panel closed on the click outside; the note under the button says what is missing.
    await page.getByText("Select the child's age.").filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    expect(new URL(page.url()).pathname).toBe('/booknow/hotels/v2');
    await page.getByLabel('Age of child 1').selectOption('6');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Search' }).click();

    await waitForPath(page, /^\/booknow\/hotels\/v2\/search\?/);
    expect(query(page)).toMatchObject({ destination, country: 'FR', checkin_date: day(10), checkout_date: day(13), occupancies: '2-6' });
    // The hotel results (features/booking-hotels) list under the prefilled form.
    await page.getByRole('heading', { level: 1, name: /hotels? in Paris/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe(destination);
    expect(await page.getByTestId('date-summary').textContent()).toBe(`${display(10)} | ${display(13)}`);
    expect(await page.getByRole('button', { name: /Rooms and guests/ }).textContent()).toContain('1 room, 2 adults, 1 child');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('submits a one-way flight (v2 agency) and a car rental with the same-day restriction', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.gateway, '/booknow/flights');
    await waitForPath(page, '/booknow/flights/v2');
    await pickFirstSuggestion(page, 'From', 'cdg');
    await pickFirstSuggestion(page, 'To', 'jfk');
    await page.getByRole('radio', { name: 'One way' }).check();
    expect(await page.getByLabel('Return', { exact: true }).count()).toBe(0);
    await page.getByLabel('Departure', { exact: true }).fill(day(20));
    await page.getByLabel('Cabin class').selectOption('business');
    await page.getByRole('button', { name: 'Search' }).click();
    await waitForPath(page, /^\/booknow\/flights\/v2\/search\?/);
    expect(query(page)).toMatchObject({
      trip: 'oneway',
      from: 'CDG',
      to: 'JFK',
      depart_date: day(20),
      cabin: 'business',
      adults: '1',
      children: '0',
      infants: '0',
    });
    assertNoConsoleErrors(page);

    // Nordlys disallows same-day car bookings: the pick-up starts 2 days out.
    await visit(page, HOSTS.nordic, '/booknow/cars');
    expect(await page.getByLabel('Pick-up date').getAttribute('min')).toBe(day(2));
    await pickFirstSuggestion(page, 'Pick-up location', 'lhr');
    await page.getByLabel('Pick-up date').fill(day(1));
    await page.getByLabel('Drop-off date').fill(day(5));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(`Choose ${display(2)} or later.`).waitFor();
    await page.getByLabel('Pick-up date').fill(day(3));
    await page.getByLabel("Driver's age").selectOption('30');
    await page.getByRole('button', { name: 'Search' }).click();
    await waitForPath(page, /^\/booknow\/cars\/search\?/);
    expect(query(page)).toMatchObject({ pickup_date: day(3), dropoff_date: day(5), pickup_time: '10:00', driver_age: '30' });
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('works right to left on a phone, and axe finds nothing serious', async () => {
    const { context, page } = await open(browser, { width: 375, height: 800, withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/booknow/hotels/v2?lng=ar');
    await page.locator('form.tf-search-form').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The dates not yet chosen read in the page's language.
    expect(await page.getByTestId('date-summary').textContent()).toBe('اختر التاريخ | اختر التاريخ');
    const box = page.locator('form.tf-search-form').getByRole('combobox').first();
    await box.fill('par');
    await page.getByRole('option').first().waitFor();
    // Nothing spills sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const [width, lng] of [
      [375, 'ar'],
      [1440, 'en'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await visit(
        page,
        HOSTS.sunrise,
        `/booknow/hotels/v2/search?lng=${lng}&destination=Paris&lat=48.85&long=2.35&checkin_date=${day(3)}&checkout_date=${day(4)}&occupancies=2-5`,
      );
      // On a phone the results lead with the search's summary line; its toggle opens the form.
      if (width === 375) await page.locator('.tf-search-summary__toggle').click();
      await page.locator('form.tf-search-form').waitFor();
      await page.locator('.tf-disclosure__button').click();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious, `${lng} ${width}px`).toEqual([]);
    }
    assertNoConsoleErrors(page);
    await context.close();
  });
});
