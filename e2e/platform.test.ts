import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAsHost, newPage, openBrowser, url } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('platform in a real browser', () => {
  it.each([
    ['sunrise.localhost', 'Sunrise Travel | Hotels, Flights and Cars at Agency Prices'],
    ['nordic.localhost', 'Nordlys Reiser Online Hotel, Flight, Car Booking Agency'],
  ])('%s has its own title in the HTML the server sends', async (host, title) => {
    const res = await getAsHost(host);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    const { context, page } = await newPage(browser);
    await page.goto(url(host));
    expect(await page.title()).toBe(title);
    await context.close();
  });

  it('answers an unknown host with 404 "Agency not found!" in the HTML', async () => {
    const res = await getAsHost('unknown.example');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Agency not found!');
  });

  it('shows "Agency not found!" with status 404 for an unknown host', async () => {
    const { context, page } = await newPage(browser);
    const res = await page.goto(url('nowhere.localhost'));
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Agency not found!' }).isVisible()).toBe(true);
    await context.close();
  });
});
