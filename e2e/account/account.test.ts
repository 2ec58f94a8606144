import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser, url } from '../support.ts';
import { HOSTS, linkFromDevMail, open, visit, waitForPath } from '../shell/helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu for/ });

describe('account journeys', () => {
  it('sign up → confirm with the emailed link (from /dev/mail) → log in → profile edit → log out', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    const email = `e2e.signup.${Date.now()}@example.com`;
    await visit(page, HOSTS.sunrise, '/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    // Bad input first: nothing is sent and what was typed stays.
    await fill(page, { 'First name': 'Ella', Email: email, Password: 'short', 'Confirm password': 'short' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await fill(page, { 'Last name': 'Explorer', Password: 'Quiet-River-Stone-8', 'Confirm password': 'Quiet-River-Stone-8' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const verifyPath = await linkFromDevMail(page, HOSTS.sunrise, email, '/verify');
    await visit(page, HOSTS.sunrise, verifyPath);
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Log In' }).click();
    await waitForPath(page, '/login');
    await fill(page, { Email: email, Password: 'Quiet-River-Stone-8' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await waitForPath(page, '/');
    await accountMenu(page).waitFor();
    expect(await accountMenu(page).getAttribute('aria-label')).toContain('Ella');

    // Profile edit: the new name is saved and shows in the header.
    await visit(page, HOSTS.sunrise, '/mytrip/profile');
    await page.getByLabel('First name').fill('Eleanor');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.getByRole('button', { name: 'Account menu for Eleanor' }).waitFor();

    await visit(page, HOSTS.sunrise, '/logout');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    expect(await accountMenu(page).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'x-access-token')).toBeUndefined();
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('forgot password → reset with the emailed link → log in with the new password, honouring the redirect parameter', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    const email = `e2e.reset.${Date.now()}@example.com`;
    // An account of its own (created and confirmed through the API the pages use).
    await page.goto(url(HOSTS.sunrise, '/robots.txt'));
    const signup = await page.evaluate(
      async (address) =>
        (
          await fetch('/api/user/signup', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ firstName: 'Reo', email: address, password: 'Original-Pass-77' }),
          })
        ).status,
      email,
    );
    expect(signup).toBe(201);
    await visit(page, HOSTS.sunrise, await linkFromDevMail(page, HOSTS.sunrise, email, '/verify'));
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();

    await visit(page, HOSTS.sunrise, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgotpassword');
    await fill(page, { Email: email });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${email}`).waitFor();

    await visit(page, HOSTS.sunrise, await linkFromDevMail(page, HOSTS.sunrise, email, '/newPassword'));
    await fill(page, { 'New password': 'Brand-New-Secret-1', 'Confirm password': 'Brand-New-Secret-2' });
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await fill(page, { 'Confirm password': 'Brand-New-Secret-1' });
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Your password was changed' }).waitFor();

    await visit(page, HOSTS.sunrise, '/login?redirect=%2Ffaqs');
    await fill(page, { Email: email, Password: 'Brand-New-Secret-1' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await waitForPath(page, '/faqs');
    await accountMenu(page).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('single sign-on on an SSO-only agency: Log In page → sandbox identity provider → back signed in', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.gateway, '/login?redirect=%2Fabout');
    await page.getByRole('button', { name: 'Sign in with your agency account' }).click();
    await page.getByRole('heading', { name: 'Sandbox identity provider' }).waitFor();
    await fill(page, { Email: 'traveller@gateway-partners.example' });
    await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
    await waitForPath(page, '/about');
    await accountMenu(page).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });
});
