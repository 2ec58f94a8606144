import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, openBrowser, url } from './support.ts';

/** No serious or critical axe violations on any page, in each demo tenant, in en and ar, at both widths. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const tenants = ['sunrise.localhost', 'nordic.localhost', 'gateway.localhost'];
const pages = ['/', '/faqs', '/about', '/errors', '/login'];

describe.each(tenants)('accessibility on %s', (host) => {
  // English on a wide screen and Arabic on a phone: both directions and both widths at half the scans (CI time).
  it.each([
    ['en', 1440],
    ['ar', 375],
  ] as const)('has no serious or critical violations in %s at %i px', async (lng, width) => {
    const { context, page } = await newPage(browser, { width });
    for (const path of pages) {
      await page.goto(url(host, `${path}?lng=${lng}`), { waitUntil: 'networkidle' });
      await page.waitForSelector('main, [role="main"]', { timeout: 10_000 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}) at ${width}px ${path}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious, `${host}${path} ${lng} ${width}px`).toEqual([]);
    }
    await context.close();
  });
});

describe('the blocked agency', () => {
  it('is accessible too', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('closed.localhost', '/'), { waitUntil: 'networkidle' });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
