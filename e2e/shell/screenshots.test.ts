import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot } from '../support.ts';
import { HOSTS, open, visit } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const cases = Object.entries(HOSTS).flatMap(([tenant, host]) =>
  (['home', 'faqs', 'about'] as const).flatMap((pageName) =>
    // English on a wide screen, Arabic on a phone: both directions and both widths at half the page loads (CI time).
    (
      [
        [1440, 'en'],
        [375, 'ar'],
      ] as const
    ).map(([width, lng]) => ({ tenant, host, pageName, width, lng })),
  ),
);

describe('screenshots', () => {
  it.each(cases)('$tenant $pageName $width $lng', async ({ tenant, host, pageName, width, lng }) => {
    const { context, page } = await open(browser, { width, height: 900, withoutSavePriceModal: true });
    const path = pageName === 'home' ? '/' : `/${pageName}`;
    await visit(page, host, `${path}?lng=${lng}`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `shell-${tenant}-${pageName}-${width}-${lng}`);
    await context.close();
  });
});
