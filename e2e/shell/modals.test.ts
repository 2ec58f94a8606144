import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { HOSTS, open, visit } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const TITLE = 'Unlock instant savings by signing in';

describe('modals', () => {
  it('the save-price modal opens after 5 s for visitors, Escape closes it for the session', async () => {
    const { context, page } = await open(browser);
    await visit(page, HOSTS.sunrise, '/');
    const dialog = page.getByRole('dialog', { name: TITLE });
    const started = Date.now();
    await dialog.waitFor({ timeout: 8000 });
    expect(Date.now() - started).toBeGreaterThan(3500);
    expect(await dialog.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?redirect=%2F');
    // Focus is inside and stays there.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The session's answer is stored; that it keeps the modal shut (after a reload, for signed-in
    // users, on other pages) is the rule savePriceModalEligible, table-tested in
    // packages/domain/src/navigation/shell.test.ts and, in the component, by modals.test.tsx's
    // fake timers: here each of those cases cost a real 5.5 s wait for nothing to happen.
    expect(await page.evaluate(() => sessionStorage.getItem('savePriceModal'))).toBe('false');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('opens as soon as the deals block reaches mid-screen', async () => {
    const { context, page } = await open(browser, { width: 1440, height: 900 });
    await visit(page, HOSTS.sunrise, '/');
    await page.locator('#exclusive-deals').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.getByRole('dialog', { name: TITLE }).waitFor({ timeout: 2000 });
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('savePriceModal'))).toBe('false');
    await context.close();
  });

  it("on a phone the close button keeps clear of the title's text", async () => {
    const { context, page } = await open(browser, { width: 375, height: 800 });
    await visit(page, HOSTS.sunrise, '/');
    await page.locator('#exclusive-deals').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor({ timeout: 2000 });
    const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
    // Every line of the title's text, as laid out (not the heading's full-width box).
    const lines = await dialog.getByRole('heading', { name: TITLE }).evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
    });
    expect(lines.length).toBeGreaterThan(0);
    const overlaps = (a: { x: number; y: number; width: number; height: number }) =>
      a.x < close.x + close.width && close.x < a.x + a.width && a.y < close.y + close.height && close.y < a.y + a.height;
    expect(lines.filter(overlaps)).toEqual([]);
    await context.close();
  });

  it('an inactive agency is blocked by a modal that cannot be dismissed', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.closed, '/');
    const dialog = page.getByRole('alertdialog', { name: 'Agency is inactive, Please contact the administrator' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]')))).toBe(true);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
