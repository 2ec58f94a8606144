import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { cancunSearch } from './helpers.ts';

/**
 * The resort results, details and checkout (its hold and countdown showing) at 1280 and 375 px, in
 * English and Arabic (RTL), saved for a person to look at (test-results/screenshots/booking-resorts,
 * or TF_RESORT_SHOTS=<folder>). Each page must fit its width; in Arabic on a phone axe finds nothing serious.
 */
const dir = process.env.TF_RESORT_SHOTS ?? path.join(import.meta.dirname, '../../test-results/screenshots/booking-resorts');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function shoot(page: Page, lng: string, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lng} ${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/${lng}-${name}-${width}.png`, fullPage: true });
    if (lng === 'ar' && width === 375) {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
      expect(serious, `${name} in ar at 375 px`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('resort booking screenshots', () => {
  it('results, details and checkout in en and ar', { timeout: 240_000 }, async () => {
    mkdirSync(dir, { recursive: true });
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    for (const [lng, ahead] of [
      ['en', 90 + Math.floor(Math.random() * 100)],
      ['ar', 200 + Math.floor(Math.random() * 100)],
    ] as const) {
      await visit(page, HOSTS.sunrise, `${cancunSearch(ahead)}&lng=${lng}`);
      await page.locator('.tf-resort-card').first().waitFor({ timeout: 30_000 });
      await shoot(page, lng, 'results');
      await page.locator('.tf-resort-card a.tf-button').first().click();
      await waitForPath(page, /^\/booknow\/resort\/details\?/);
      await page.locator('.tf-resort-room').first().waitFor({ timeout: 20_000 });
      await shoot(page, lng, 'details');
      await page.locator('.tf-resort-room a.tf-button').first().click();
      await waitForPath(page, /^\/booknow\/resort\/checkout\?/);
      await waitForHold(page);
      await page.locator('[data-testid="resort-hold-status"]').waitFor();
      await shoot(page, lng, 'checkout');
      await page.goBack();
    }
    await context.close();
  });
});
