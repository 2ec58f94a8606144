import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Desktop and phone widths every product's pages are looked at in. */
export const SHOT_WIDTHS = [1280, 375] as const;

/**
 * A product's screenshots, saved for a person to look at (test-results/screenshots/<folder>, or the
 * folder in `envVar`). `shoot` takes the page at each width, checks that nothing pushes it sideways
 * on a phone, and with `axe` checks that axe finds nothing serious at 375 px. A dialog is taken
 * as the screen shows it (`fullPage: false`): a whole-page shot leaves the page below it uncovered.
 */
export function productScreenshots(folder: string, envVar: string) {
  const dir = process.env[envVar] ?? path.join(import.meta.dirname, '../test-results/screenshots', folder);
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    async shoot(page: Page, name: string, { axe = false, fullPage = true }: { axe?: boolean; fullPage?: boolean } = {}) {
      for (const width of SHOT_WIDTHS) {
        await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
        if (axe && width === 375) {
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const serious = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
          expect(serious, `${name} at 375 px`).toEqual([]);
        }
      }
      await page.setViewportSize({ width: SHOT_WIDTHS[0], height: 900 });
    },
  };
}
