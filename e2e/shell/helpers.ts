import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
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

/**
 * The newest link of the development outbox (/dev/mail) to `to` whose text is `pathPrefix?token=…`
 * (or matches the pattern), as a path on its host.
 */
export async function linkFromDevMail(page: Page, host: string, to: string, link: string | RegExp): Promise<string> {
  await visit(page, host, '/dev/mail');
  const item = page.locator('li.tf-devmail__item', { hasText: to }).first();
  await item.waitFor({ timeout: 20_000 });
  const name = typeof link === 'string' ? new RegExp(`${link}\\?token=`) : link;
  const href = await item.getByRole('link', { name }).first().getAttribute('href');
  const target = new URL(href!);
  return `${target.pathname}${target.search}`;
}

/**
 * A visitor at a checkout signs up from its "Sign in to book" prompt, confirms the email, logs in,
 * and is back at that very checkout (spec §4: a remembered checkout younger than 30 minutes).
 */
export async function signUpOnTheWay(
  page: Page,
  host: string,
  person: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  const checkout = here(page);
  await page.getByRole('heading', { name: 'Sign in to book' }).waitFor();
  await page.locator('main').getByRole('link', { name: 'Sign Up' }).click();
  await waitForPath(page, '/signup');
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await visit(page, host, await linkFromDevMail(page, host, person.email, '/verify'));
  await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
  await page.locator('main').getByRole('link', { name: 'Log In' }).click();
  await waitForPath(page, /^\/login/);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await waitForPath(page, checkout, 20_000);
}

/** What React logs when hydration failed or did not match (its words, and the production build's error numbers). */
const HYDRATION_TROUBLE = /hydrat|did not match|#418|#419|#423|#425/i;

/**
 * Watches a server-rendered page's hydration; set up before the page opens (and kept for every page
 * it opens next). `warnings`: what the console said of hydration; `kept()`: whether the element
 * `selector` the browser parsed from the server's HTML is still the one on the page, i.e. hydration
 * kept the server's DOM instead of rendering anew.
 */
export async function watchHydration(
  page: Page,
  selector: string,
): Promise<{ warnings: string[]; kept: () => Promise<boolean>; moved: () => Promise<number> }> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { tfServerElement: Element | null; tfServerTop: number | null };
    document.addEventListener('DOMContentLoaded', () => {
      w.tfServerElement = document.querySelector(sel);
    });
    // Where the server's page put it, styled and with its pictures, before the app starts (the app
    // starts after the load event, decision 0059).
    addEventListener('load', () => {
      const element = document.querySelector(sel);
      w.tfServerTop = element ? element.getBoundingClientRect().top + scrollY : null;
    });
  }, selector);
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (HYDRATION_TROUBLE.test(msg.text())) warnings.push(msg.text());
  });
  const kept = () =>
    page.evaluate((sel) => {
      const first = (window as unknown as { tfServerElement: Element | null }).tfServerElement;
      return first !== null && first.isConnected && first === document.querySelector(sel);
    }, selector);
  /** How far (px) the element moved from where the server's page had it: what the app's start shifted. */
  const moved = () =>
    page.evaluate((sel) => {
      const before = (window as unknown as { tfServerTop: number | null }).tfServerTop;
      const element = document.querySelector(sel);
      return before === null || !element ? Number.POSITIVE_INFINITY : Math.abs(element.getBoundingClientRect().top + scrollY - before);
    }, selector);
  return { warnings, kept, moved };
}

/** The text of the markup inside #root, tags removed (what a crawler reads). */
export function appText(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf('<script', start))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
