import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, assertNoConsoleErrors, getAsHost, openBrowser, url, type AnalyticsConsentOption } from '../support.ts';
import { ADS_HOST, ADS_SETTINGS } from './ads-agency.ts';
import { HOSTS, open } from './helpers.ts';

// Decision 0149: an agency's ads load only when it has them on and the visitor accepted the
// consent banner, never on booking or account pages, in a box kept from the first paint (CLS 0).
// AdSense is answered here by a stand-in that fills the box as the real script would: nothing
// leaves the machine, and every request to an ad host is in the log.

const AD_HOSTS = /googlesyndication\.com|doubleclick\.net|adtrafficquality\.google|googleadservices\.com/;
/** AdSense's script, answered by a stand-in that fills the box as the real one would. */
const STAND_IN = readFileSync(new URL('../fixtures/adsense-stand-in.js', import.meta.url), 'utf8');

const VIEWPORT_HEIGHT = 2400;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

declare global {
  interface Window {
    __cls?: number;
    __adBoxAtFirstPaint?: number | null;
  }
}

/** A visitor with this answer to the banner; every request to an ad host is logged, and the page's layout shifts are summed. */
async function visitor(analyticsConsent: AnalyticsConsentOption): Promise<{ context: BrowserContext; page: Page; adRequests: string[] }> {
  // Tall enough for the ad's box to be in view: a shift counts only where it is seen.
  const { context, page } = await open(browser, { withoutSavePriceModal: true, analyticsConsent, height: VIEWPORT_HEIGHT });
  const adRequests: string[] = [];
  context.on('request', (request) => {
    if (AD_HOSTS.test(new URL(request.url()).hostname)) adRequests.push(request.url());
  });
  await context.route(AD_HOSTS, (route) =>
    route.request().url().includes('/pagead/js/adsbygoogle.js')
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN })
      : route.fulfill({ status: 204, body: '' }),
  );
  await context.addInitScript(() => {
    window.__cls = 0;
    addEventListener('DOMContentLoaded', () => {
      window.__adBoxAtFirstPaint = document.querySelector('ins.adsbygoogle')?.getBoundingClientRect().height ?? null;
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__cls = (window.__cls ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page, adRequests };
}

async function load(page: Page, host: string, path = '/'): Promise<void> {
  await page.goto(url(host, path));
  await appReady(page);
  await page.locator('main#main').waitFor();
}

const slot = (page: Page) => page.getByRole('complementary', { name: 'Advertisement' });

describe('advertising', () => {
  it('requests nothing from an ad host with ads off, or with ads on and consent declined; the server keeps the box only where ads are on', async () => {
    // The box is in the server's HTML of an agency with ads on, whatever the visitor will answer; never with ads off.
    expect((await getAsHost(ADS_HOST, '/')).body).toMatch(/<aside class="tf-ad[^"]*"[^>]*aria-label="Advertisement"/);
    expect((await getAsHost(HOSTS.nordic, '/')).body).not.toMatch(/<aside class="tf-ad/);

    const off = await visitor('granted');
    await load(off.page, HOSTS.nordic);
    expect(await slot(off.page).count()).toBe(0);
    await off.context.close();

    const declined = await visitor('denied');
    for (const path of ['/', '/faqs']) {
      await load(declined.page, ADS_HOST, path);
      expect(await slot(declined.page).count(), path).toBe(0);
    }
    expect(await declined.page.evaluate(() => window.__cls)).toBe(0);
    expect([...off.adRequests, ...declined.adRequests]).toEqual([]);
    assertNoConsoleErrors(declined.page);
    await declined.context.close();
  });

  it('with ads on and consent given, fills the kept box without moving the page, on home and content pages only', async () => {
    const { context, page, adRequests } = await visitor('ask');
    // A booking page carries no slot and asks for no ad, even once the visitor accepted.
    await load(page, ADS_HOST, '/booknow/hotels');
    const banner = page.getByRole('region', { name: 'Analytics and advertising cookies' });
    expect(await banner.innerText()).toContain('Google AdSense');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await slot(page).count()).toBe(0);
    expect(adRequests).toEqual([]);

    // The home page, a fresh load with the answer stored: the box is there from the first paint and the ad fills it.
    await load(page, ADS_HOST);
    await slot(page).locator('.test-ad').waitFor();
    const unit = slot(page).locator('ins.adsbygoogle');
    expect(await unit.getAttribute('data-ad-client')).toBe(ADS_SETTINGS.adsenseClientId);
    expect(await unit.getAttribute('data-ad-slot')).toBe(ADS_SETTINGS.adsenseSlotId);
    const box = await unit.boundingBox();
    expect(box?.height).toBe(250);
    expect((box?.y ?? Infinity) + 250).toBeLessThan(VIEWPORT_HEIGHT);
    // The box had its height in the server's HTML, before any ad: the space was kept, not made.
    expect(await page.evaluate(() => window.__adBoxAtFirstPaint)).toBe(250);
    expect(adRequests).toEqual([`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ADS_SETTINGS.adsenseClientId}`]);
    // Let a late shift show before reading the sum.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    expect(await page.evaluate(() => window.__cls)).toBe(0);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
