import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appReady, loginAs, newPage, url, type AnalyticsConsentOption } from '../support.ts';

/** Demo tenants of seed/demo-agencies.json. */
export const HOSTS = {
  sunrise: 'sunrise.localhost',
  nordic: 'nordic.localhost',
  closed: 'closed.localhost',
  gateway: 'gateway.localhost',
} as const;

export const SUNRISE_USERS = {
  traveller: ['traveller@sunrise-travel.example', 'Traveller#2026'],
  owner: ['owner@sunrise-travel.example', 'Owner#2026'],
  admin: ['admin@sunrise-travel.example', 'Admin#2026'],
  sales: ['sales@sunrise-travel.example', 'Sales#2026'],
  restricted: ['restricted@sunrise-travel.example', 'Restricted#2026'],
} as const;

export interface OpenOptions {
  width?: number;
  height?: number;
  locale?: string;
  /** Keep the save-price modal from opening (it would cover screenshots and clicks). */
  withoutSavePriceModal?: boolean;
  /**
   * Let each agency's default language apply (sv for Nordlys, de for Gateway). By default tests run
   * in English: their assertions name the English labels, which other languages translate.
   */
  agencyLanguage?: boolean;
  /** The visitor's answer to the analytics banner: answered 'denied' unless a test needs otherwise. */
  analyticsConsent?: AnalyticsConsentOption;
  /** Accept self-signed certificates (the test identity provider's). */
  ignoreHTTPSErrors?: boolean;
}

/**
 * A fresh context and page. Analytics vendors are answered with empty scripts: the browser has
 * no internet, and their failures are not what these tests look at.
 */
export async function open(browser: Browser, options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  if (!options.agencyLanguage) {
    await context.addCookies(Object.values(HOSTS).map((domain) => ({ name: 'pll_language', value: 'en', domain, path: '/' })));
  }
  if (options.withoutSavePriceModal) {
    await context.addInitScript(() => window.sessionStorage.setItem('savePriceModal', 'false'));
  }
  return { context, page };
}

/** Goes to a page and waits until the app runs and has rendered its main landmark. */
export async function visit(page: Page, host: string, path = '/'): Promise<void> {
  await page.goto(url(host, path));
  await appReady(page);
  await page.locator('main#main').waitFor();
}

/** Signs the page's browser context in to the agency host (the HttpOnly cookie is kept). */
export async function signIn(page: Page, host: string, [email, password]: readonly [string, string]): Promise<void> {
  await loginAs(page.context(), host, email, password);
}

/** The pathname and query of the page. */
export function here(page: Page): string {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
}

/** Waits until the page's URL (path and query) satisfies the predicate. */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = 10_000): Promise<void> {
  await page.waitForURL(
    (u) => {
      const value = `${u.pathname}${u.search}`;
      return typeof expected === 'string' ? value === expected : expected.test(value);
    },
    { timeout },
  );
}
