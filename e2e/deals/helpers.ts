import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { appReady, loginAs, newPage, url } from '../support.ts';

/** Demo tenants (seed/demo-agencies.json). sunrise: every service, hotels v2, login required; nordic: Hotels and Car Rentals, v1, non-login flow. */
export const SUNRISE = 'sunrise.localhost';
export const NORDIC = 'nordic.localhost';

export const USERS = {
  traveller: ['traveller@sunrise-travel.example', 'Traveller#2026'],
  agent: ['owner@sunrise-travel.example', 'Owner#2026'],
  restricted: ['restricted@sunrise-travel.example', 'Restricted#2026'],
} as const;

/**
 * A fresh page without the save-price modal (it would cover the cards) and with the offline
 * analytics vendors answered by empty scripts.
 */
export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await context.addInitScript(() => window.sessionStorage.setItem('savePriceModal', 'false'));
  return { context, page };
}

/** Signs the page's browser context in to the agency host (the HttpOnly cookie is kept). */
export async function signIn(page: Page, host: string, [email, password]: readonly [string, string]): Promise<void> {
  await loginAs(page.context(), host, email, password);
}

export const deals = (page: Page): Locator => page.locator('#exclusive-deals');
/** Cards of the row in view. */
export const visibleCards = (page: Page): Locator => deals(page).locator('.tf-deals-carousel__slide[data-current] article[data-deal-card]');

/** Opens the home page (with an optional query) and waits for the first deal card, or a promo banner. */
export async function home(page: Page, host: string, query = '', wait: 'cards' | 'banner' | 'none' = 'cards'): Promise<void> {
  await page.goto(url(host, `/${query}`));
  await appReady(page);
  await deals(page).getByRole('tablist').waitFor();
  if (wait === 'cards') await visibleCards(page).first().waitFor();
  if (wait === 'banner') await deals(page).locator('[data-promo]').waitFor();
}

export const selectedTab = (page: Page) => deals(page).getByRole('tab', { selected: true }).textContent();
export const tabQuery = (page: Page) => new URL(page.url()).searchParams.get('tab');
