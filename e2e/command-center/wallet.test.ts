import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { here, HOSTS, open, signIn, SUNRISE_USERS, visit } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';
import { day } from '../dates.ts';

/**
 * Issue #16 acceptance (decisions 0039, 0073): with Sunrise's reward wallet on at 5%, a traveller
 * books a hotel, sees its reward pending in /mytrip/wallet until after the stay, books again spending
 * the credits that can be spent and the card pays the rest;
 * an agent books for a client and the client's My Trips shows it. Screenshots at 1440 and 375 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

interface Money {
  amount: number;
  currency: string;
}

/** GET from the page (its cookie signs it in). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

const balanceOf = async (page: Page) => (await api<{ balance: Money }>(page, '/api/user/wallet?page=1')).balance.amount;
const pendingOf = async (page: Page) => (await api<{ pending: Money }>(page, '/api/user/wallet?page=1')).pending.amount;

/** A refundable rate of a Paris hotel for two nights `ahead` days from now, as the checkout's URL. */
async function checkoutUrlFor(page: Page, ahead: number): Promise<{ path: string; total: Money }> {
  const stay = { checkin_date: day(ahead), checkout_date: day(ahead + 2) };
  const q = new URLSearchParams({ lat: '48.8566', long: '2.3522', ...stay, occupancy: '2', searchString: 'Paris', freeCancellation: 'true', pageSize: '20' });
  const search = await api<{ hotels: { propertyId: string }[] }>(page, `/hotel-api/search?${q.toString()}`);
  // A hotel whose price holds still (see the sandbox supplier's PRICE_CHANGE_FACTOR).
  const hotel = search.hotels.find((h) => Number(h.propertyId.split('-').pop()) % 3 !== 0)!;
  const details = await api<{ rooms: { rates: { rateId: string; price: { total: Money }; cancellationPolicy: { refundable: boolean } }[] }[] }>(
    page,
    `/hotel-api/properties/${hotel.propertyId}?${new URLSearchParams({ ...stay, occupancy: '2' }).toString()}`,
  );
  const rate = details.rooms[0]!.rates.find((r) => r.cancellationPolicy.refundable)!;
  const params = new URLSearchParams({
    ...stay,
    occupancies: '2',
    propertyId: hotel.propertyId,
    rateId: rate.rateId,
    total: String(rate.price.total.amount),
    totalCurrency: rate.price.total.currency,
  });
  return { path: `/booknow/hotels/checkout?${params.toString()}`, total: rate.price.total };
}

async function fillCard(page: Page, name: string) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(name);
}

/** Pays and waits for the confirmation page; answers the booking's reference. */
async function payAndConfirm(page: Page, button: RegExp | string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((u) => u.pathname === '/booknow/hotels/confirm-payment', { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('reference')!;
}

const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: minor % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

describe('the reward wallet', () => {
  it('earns 5% of a paid booking, shows it pending in /mytrip/wallet, and spends the credits held on the next booking with the card paying the rest', async () => {
    const { page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    await visit(page, HOSTS.sunrise, '/mytrip/wallet');
    const start = await balanceOf(page);

    // First booking, paid by card: 5% of it comes back as credits, pending until after the stay.
    const first = await checkoutUrlFor(page, 120);
    await visit(page, HOSTS.sunrise, first.path);
    await page.getByRole('timer').waitFor();
    await page.waitForLoadState('networkidle');
    await fillCard(page, 'Tess Traveller');
    await payAndConfirm(page, /^Pay /);
    const reward = Math.floor((first.total.amount * 500) / 10_000);
    expect(await balanceOf(page)).toBe(start);
    const pending = await pendingOf(page);
    expect(pending).toBeGreaterThanOrEqual(reward);

    await visit(page, HOSTS.sunrise, '/mytrip/wallet');
    await expect.poll(() => page.getByTestId('wallet-balance').innerText()).toBe(dollars(start));
    await expect.poll(() => page.getByTestId('wallet-pending').innerText()).toContain(dollars(pending));
    const earned = page.getByRole('row').filter({ hasText: 'Earned' }).first();
    await earned.waitFor();
    expect(await earned.innerText()).toContain(`+${dollars(reward)}`);
    expect(await earned.innerText()).toContain('Pending until');
    await screenshot(page, 'wallet-traveller-1440');

    // Second booking: all the credits that can be spent (not the pending reward), the card pays the rest.
    const second = await checkoutUrlFor(page, 130);
    await visit(page, HOSTS.sunrise, second.path);
    await page.getByRole('timer').waitFor();
    await page.waitForLoadState('networkidle');
    const credits = Math.min(start, second.total.amount);
    await page.getByRole('checkbox', { name: 'Use my credits' }).check();
    const rest = second.total.amount - credits;
    await page.getByText(`Your card pays ${dollars(rest)}.`).waitFor();
    await fillCard(page, 'Tess Traveller');
    await screenshot(page, 'wallet-checkout-credits-1440');
    const reference = await payAndConfirm(page, `Pay ${dollars(rest)}`);
    // The confirmation says what the credits paid.
    await page.getByText(`${dollars(credits)} in wallet credits`, { exact: false }).waitFor();
    const booking = await api<{ total: Money; payment: { credits?: number; status: string; last4: string | null } }>(page, `/api/bookings/${reference}`);
    expect(booking.payment).toMatchObject({ credits, status: 'captured', last4: '4242' });
    const entries = (await api<{ entries: { kind: string; amount: Money; bookingReference: string | null }[] }>(page, '/api/user/wallet?page=1')).entries;
    expect(entries.filter((e) => e.bookingReference === reference).map((e) => [e.kind, e.amount.amount])).toEqual([
      ['earn', Math.floor((rest * 500) / 10_000)],
      ['spend', -credits],
    ]);
    assertNoConsoleErrors(page);
  });

  it('shows the wallet pages at 375 px and in Arabic right to left', async () => {
    const { page } = await open(browser, { width: 375, height: 812, withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    await visit(page, HOSTS.sunrise, '/mytrip/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'wallet-traveller-375');
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(page, HOSTS.sunrise, '/wallet/details/');
    await page.getByTestId('wallet-balance').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'wallet-agency-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'wallet-agency-1440');
    assertNoConsoleErrors(page);

    const arabic = await open(browser, { width: 375, height: 812, withoutSavePriceModal: true });
    await arabic.context.addCookies([{ name: 'pll_language', value: 'ar', domain: HOSTS.sunrise, path: '/' }]);
    await signIn(arabic.page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    await visit(arabic.page, HOSTS.sunrise, '/mytrip/wallet');
    await arabic.page.getByRole('heading', { name: 'محفظتي' }).waitFor();
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic.page, 'wallet-traveller-ar-375');
  });
});

describe('booking for a client', () => {
  it("an agent books for a traveller of the agency; the client's My Trips shows it", async () => {
    const { page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.sales);
    await visit(page, HOSTS.sunrise, '/booknow/hotels');
    const offer = await checkoutUrlFor(page, 140);
    await visit(page, HOSTS.sunrise, offer.path);
    await page.getByRole('timer').waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: 'Book for a client' }).check();
    await page.getByLabel('Find a client by name or email').fill('traveller@sunrise');
    await page.getByRole('button', { name: /Book for Tess Traveller/ }).click();
    await page.getByText('Booking for Tess Traveller (traveller@sunrise-travel.example).').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('traveller@sunrise-travel.example');
    await fillCard(page, 'Sam Sales');
    await screenshot(page, 'wallet-book-for-client-1440');
    const reference = await payAndConfirm(page, /^Pay /);
    assertNoConsoleErrors(page);

    const client = await open(browser, { withoutSavePriceModal: true });
    await signIn(client.page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    await visit(client.page, HOSTS.sunrise, '/mytrip/mytrips');
    await client.page.locator(`a[href="/mytrip/mytrips/${reference}"]`).first().waitFor();
    expect(here(client.page)).toBe('/mytrip/mytrips');
  });
});
