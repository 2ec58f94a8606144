import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { assertNoConsoleErrors, openBrowser, screenshot, SCREENSHOT_DIR } from '../support.ts';
import { deals, home, NORDIC, openPage, signIn, SUNRISE, USERS } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('deals screenshots (checked by eye)', () => {
  it.each([
    [SUNRISE, 'sunrise', 1440, null, ''],
    [SUNRISE, 'sunrise', 375, null, ''],
    [SUNRISE, 'sunrise-agent', 1440, USERS.agent, ''],
    [SUNRISE, 'sunrise-agent', 375, USERS.agent, ''],
    [SUNRISE, 'sunrise-agent-cars', 1440, USERS.agent, '?tab=Car%20Rentals'],
    [SUNRISE, 'sunrise-traveller-activities', 768, USERS.traveller, '?tab=Activities'],
    [NORDIC, 'nordic', 1440, null, ''],
    [NORDIC, 'nordic', 375, null, ''],
    [NORDIC, 'nordic-cars', 375, null, '?tab=Car%20Rentals'],
  ] as const)('%s (%s) at %i px', async (host, name, width, login, query) => {
    const { context, page } = await openPage(browser, { width, height: 900 });
    if (login) await signIn(page, host, login);
    await home(page, host, query);
    // Let lazy images load before the picture.
    await deals(page)
      .locator('.tf-deals-carousel__slide[data-current] img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
    await screenshot(page, `deals-${name}-${width}`);
    await deals(page).screenshot({ path: path.join(SCREENSHOT_DIR, `deals-${name}-${width}-section.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it.each([1440, 375])('sunrise in Arabic (right to left) as a traveller at %i px', async (width) => {
    const { context, page } = await openPage(browser, { width, height: 900 });
    await signIn(page, SUNRISE, USERS.traveller);
    await home(page, SUNRISE, '?lng=ar&tab=Activities');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await deals(page).getByRole('button', { name: 'العروض التالية' }).click();
    await page.waitForTimeout(1500);
    await deals(page).screenshot({ path: path.join(SCREENSHOT_DIR, `deals-sunrise-ar-${width}-section.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it.each([
    [SUNRISE, '?tab=Air%20Travel', 'sunrise-flights', 1440],
    [SUNRISE, '?tab=Cruise', 'sunrise-cruise', 375],
  ] as const)('%s %s banner', async (host, query, name, width) => {
    const { context, page } = await openPage(browser, { width, height: 900 });
    await home(page, host, query, 'banner');
    await deals(page).screenshot({ path: path.join(SCREENSHOT_DIR, `deals-${name}-${width}-section.png`) });
    assertNoConsoleErrors(page);
    await context.close();
  });
});
