import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productScreenshots } from '../screenshots.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { open, visit } from '../shell/helpers.ts';
import { SSO_HOST } from './sso-agency.ts';

// The sign-in pages of the SSO agency (it offers Google, Microsoft and Apple too), in English and
// Arabic (right to left), at desktop and phone widths, checked by axe at 375 px.

const shots = productScreenshots('sso', 'TF_SSO_SCREENSHOTS');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('sign-in screenshots', () => {
  it.each(['en', 'ar'])('/sso?error=denied and /social in %s', async (language) => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await context.addCookies([{ name: 'pll_language', value: language, domain: SSO_HOST, path: '/' }]);
    await visit(page, SSO_HOST, '/sso?error=denied');
    await page.getByRole('alert').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await shots.shoot(page, `sso-error-denied-${language}`, { axe: true });

    await visit(page, SSO_HOST, '/social');
    const buttons = page.locator('.tf-social__button');
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(3);
    await shots.shoot(page, `social-${language}`, { axe: true });
    assertNoConsoleErrors(page);
    await context.close();
  });
});
