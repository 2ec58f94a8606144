import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHotelDealSearch } from '@tripfront/domain/deals/deal-searches';
import { checkoutSettled } from '../booking-hotels/helpers.ts';
import { HOSTS, SUNRISE_USERS, open, signIn, visit } from '../shell/helpers.ts';
import { assertNoConsoleErrors, loginAs, openBrowser, url } from '../support.ts';
import { day } from '../dates.ts';

/**
 * Issue #15 acceptance: the owner sets a 10% hotel markup on the Markup Settings page; an agent's
 * deal cards and hotel search results carry wholesale + markup = total at 10%; a traveller is charged
 * the marked-up total and the booking stores all three. The e2e server's database is shared by every
 * file, so Sunrise's markup is put back afterwards.
 */
let browser: Browser;
let restore: (() => Promise<void>) | null = null;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await restore?.();
  await browser?.close();
});

/** Cents of a shown or answered amount: "$1,234.56" or 1234.56. */
const cents = (value: string | number) => Math.round(Number(String(value).replace(/[^\d.]/g, '')) * 100);

/** JSON from the page's own origin (its cookie session), as the app would ask. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([p, method, body]) => {
      const res = await fetch(p, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
    [path, init.method ?? 'GET', init.body] as const,
  ) as Promise<{ status: number; body: T }>;
}

describe('markup settings drive every price', () => {
  it('an owner sets a 10% hotel markup; the agent deal cards and hotel search results show wholesale + markup = total at 10%', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(page, HOSTS.sunrise, '/settings/agency');
    await page.getByRole('heading', { level: 1, name: 'Markup Settings' }).waitFor();

    const before = await api<{ data: { markup: unknown } }>(page, '/api/agency/settings');
    const original = before.body.data.markup;
    restore = async () => {
      const c = await browser.newContext();
      await loginAs(c, HOSTS.sunrise, ...SUNRISE_USERS.owner);
      const p = await c.newPage();
      await p.goto(url(HOSTS.sunrise, '/robots.txt'));
      const now = await api<{ data: { version: number } }>(p, '/api/agency/settings');
      await api(p, '/api/agency/settings/markup', { method: 'PUT', body: { version: now.body.data.version, settings: original } });
      await c.close();
    };

    await page.getByRole('button', { name: 'Add a rule' }).click();
    const rule = page.locator('.tf-markup__rule').last();
    await rule.getByLabel('Product').selectOption('hotel');
    await rule.getByLabel('Markup (%)', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved.').waitFor();
    const saved = await api<{ data: { markup: { rules: Array<{ product: string; kind: string; basisPoints?: number; country: string | null }> } } }>(
      page,
      '/api/agency/settings',
    );
    expect(saved.body.data.markup.rules).toContainEqual(expect.objectContaining({ product: 'hotel', kind: 'percent', basisPoints: 1000, country: null }));

    // The agent's hotel deal cards: the rows shown add up; the deal answer behind them is at 10%.
    await visit(page, HOSTS.sunrise, '/?tab=Hotels');
    const card = page.locator('#exclusive-deals .tf-deal-card').first();
    await card.locator('[data-row="wholesale"] dd').waitFor();
    const shown = async (row: string) => cents((await card.locator(`[data-row="${row}"] dd`).textContent()) ?? '');
    expect(Math.abs((await shown('wholesale')) + (await shown('markup')) - (await shown('total')))).toBeLessThanOrEqual(1);
    const deals = await api<{ response: Array<{ rates: { wholesaleRate: number; agencyMarkup: number; totalRate: number; taxAndFee: number } }> }>(
      page,
      '/api/dealray/deals/hotel-search',
      {
        method: 'POST',
        body: { ...defaultHotelDealSearch({ now: new Date(), latitude: 48.8566, longitude: 2.3522, searchString: 'Paris' }), destinationCountryCode: 'FR' },
      },
    );
    expect(deals.status).toBe(200);
    expect(deals.body.response.length).toBeGreaterThan(0);
    for (const { rates } of deals.body.response) {
      expect(Math.abs(cents(rates.wholesaleRate) + cents(rates.agencyMarkup) - cents(rates.totalRate))).toBeLessThanOrEqual(1);
      expect(Math.abs(cents(rates.agencyMarkup) - Math.round((cents(rates.wholesaleRate) - cents(rates.taxAndFee)) / 10))).toBeLessThanOrEqual(1);
    }

    // Hotel search results: the page lists hotels; every price an agent is given is at 10% of the pre-tax wholesale.
    const stay = `checkin_date=${day(40)}&checkout_date=${day(42)}`;
    await visit(page, HOSTS.sunrise, `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&${stay}&occupancies=2`);
    await page.locator('.tf-results-list__items .tf-hotel-card').first().waitFor();
    const found = await api<{ data: { hotels: Array<{ price: Record<string, { amount: number }> }> } }>(
      page,
      `/hotel-api/search?lat=48.8566&long=2.3522&${stay}&occupancy=2&pageSize=10`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.hotels.length).toBeGreaterThan(0);
    for (const { price } of found.body.data.hotels) {
      const { total, taxesAndFees, markup, wholesale } = price as Record<'total' | 'taxesAndFees' | 'markup' | 'wholesale', { amount: number }>;
      expect(wholesale!.amount + markup!.amount).toBe(total!.amount);
      expect(Math.abs(markup!.amount - Math.round((wholesale!.amount - taxesAndFees!.amount) / 10))).toBeLessThanOrEqual(1);
    }
    assertNoConsoleErrors(page);
    await context.close();
  });

  it("a traveller's checkout charges the marked-up total, and the booking stores wholesale + markup = total", async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    await visit(
      page,
      HOSTS.sunrise,
      `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(45)}&checkout_date=${day(46)}&occupancies=2`,
    );
    await page
      .locator('.tf-results-list__items > li')
      .first()
      .getByRole('link', { name: /^See rooms at/ })
      .click();
    const rate = page
      .locator('.tf-hotels-rate')
      .filter({ hasText: 'Free cancellation' })
      .filter({ has: page.getByRole('button', { name: /^Select/, disabled: false }) })
      .first();
    await rate.getByRole('button', { name: /^Select/ }).click();
    await page.getByRole('timer').waitFor();
    await checkoutSettled(page);
    const charged = cents((await page.locator('.tf-booking-breakdown__total dd').first().textContent()) ?? '');
    expect(charged).toBeGreaterThan(0);
    // A traveller never sees the agency's rows.
    expect(await page.getByText('Agency Markup').count()).toBe(0);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Tess Traveller');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/booknow\/hotels\/confirm-payment\?reference=TF-/, { timeout: 30_000 });
    const reference = new URL(page.url()).searchParams.get('reference')!;
    await page.getByText(`Booking reference: ${reference}`).waitFor();
    await context.close();

    // The owner (an agent) reads the booking: what was charged, and the wholesale and markup it stores.
    const agent = await open(browser);
    await signIn(agent.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await agent.page.goto(url(HOSTS.sunrise, '/robots.txt'));
    const booking = await api<{ data: { price: Record<'total' | 'taxesAndFees' | 'markup' | 'wholesale', { amount: number }> } }>(
      agent.page,
      `/api/bookings/${reference}`,
    );
    expect(booking.status).toBe(200);
    const { total, taxesAndFees, markup, wholesale } = booking.body.data.price;
    expect(total.amount).toBe(charged);
    expect(wholesale.amount + markup.amount).toBe(total.amount);
    expect(Math.abs(markup.amount - Math.round((wholesale.amount - taxesAndFees.amount) / 10))).toBeLessThanOrEqual(1);
    await agent.context.close();
  });
});
