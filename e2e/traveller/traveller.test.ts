import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { HOSTS, open, signIn, visit, waitForPath } from '../shell/helpers.ts';

// The Nordlys traveller: no other e2e file signs in as them. Name and password are put back at the end.
const HOST = HOSTS.nordic;
const EMAIL = 'traveller@nordlys.example';
const PASSWORD = 'Traveller#2026';
const NEW_PASSWORD = 'Fjord-Lights-2031';

// A 4 × 4 PNG: decoded and resized by the browser like any photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4ESACRwzEcQDzAxLBRjQxdQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** A same-origin API call from the page (the session cookie is HttpOnly). */
async function api(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(async ([m, p, b]) => (await fetch(p, { method: m, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status, [
    method,
    path,
    body,
  ] as const);
}

describe('traveller area', () => {
  it('a traveller edits name and photo (seen in the header), changes the password, signs in with it, and has no trips yet', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });

    // Visitors are sent to log in, and back.
    await visit(page, HOST, '/mytrip/profile');
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/mytrip/profile')}`);

    await signIn(page, HOST, [EMAIL, PASSWORD]);
    await visit(page, HOST, '/mytrip/profile');
    const nav = page.getByRole('navigation', { name: 'My account' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'My Trips', 'Profile', 'Support', 'Wallet']);

    const firstName = page.getByLabel('First name');
    await firstName.fill('Astrid');
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Your profile photo' }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was saved.').waitFor();

    // The header shows the new name and photo at once, and after a reload (stored by the API).
    const account = page.getByRole('button', { name: 'Account menu for Astrid' });
    await account.waitFor();
    expect(await account.locator('img').getAttribute('src')).toMatch(/^data:image\/(webp|jpeg);base64,/);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Astrid' }).locator('img').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Astrid');

    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Other devices were signed out.').waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    // Log out, then in again with the new password.
    await visit(page, HOST, '/logout');
    // The logout page leaves for the home page on its own: a navigation made before would be cut by it.
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    // The old password no longer works (tried from an untracked page: the browser logs the 401).
    const probe = await context.newPage();
    await expect(signIn(probe, HOST, [EMAIL, PASSWORD])).rejects.toThrow(/answered 401/);
    await probe.close();
    await signIn(page, HOST, [EMAIL, NEW_PASSWORD]);

    await visit(page, HOST, '/mytrip/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Astrid' }).waitFor();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My Trips' }).click();
    await waitForPath(page, '/mytrip/mytrips');
    await page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();
    await page.getByRole('heading', { name: 'No trips yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Search for a trip' }).getAttribute('href')).toBe('/booknow/hotels');
    assertNoConsoleErrors(page);

    // Put the demo traveller back as seeded.
    expect(await api(page, 'POST', '/api/user/change-password', { currentPassword: NEW_PASSWORD, newPassword: PASSWORD })).toBe(200);
    expect(await api(page, 'PUT', '/api/user/profile', { firstName: 'Tess', lastName: 'Traveller', profileImage: '' })).toBe(200);
    await context.close();
  });
});
