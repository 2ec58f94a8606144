import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { HOSTS, open, signIn, visit } from '../shell/helpers.ts';

// The Nordlys owner has no business info (the e2e setup answers it for Sunrise's owner only).
const HOST = HOSTS.nordic;
const OWNER = ['owner@nordlys.example', 'Owner#2026'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('business-information modal', () => {
  it('an owner without a contact email cannot dismiss it, sees the messages, submits, and is not asked again', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOST, OWNER);
    await visit(page, HOST, '/dashboard');
    const modal = page.getByRole('dialog', { name: 'Tell us about your business' });
    await modal.waitFor();

    // Neither Escape nor a click on the backdrop closes it; it has no close button.
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    expect(await modal.isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Close' }).count()).toBe(0);

    const email = modal.getByLabel('Contact email');
    const submit = modal.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await email.focus();
    await email.blur();
    await modal.getByText('Email is required').waitFor();
    await email.fill('olivia@nordlys');
    await modal.getByText('Please enter a valid email address').waitFor();
    await email.fill('olivia@nordlys.example');
    await modal.getByText('Please enter a valid email address').waitFor({ state: 'detached' });

    // The phone input starts on the United States.
    expect(await modal.getByRole('combobox', { name: 'Phone number country' }).inputValue()).toBe('US');
    await modal.getByRole('textbox', { name: /Contact phone number/ }).fill('2025550143');
    await modal.getByLabel('Headquarters country').selectOption('SE');
    await modal.getByRole('checkbox', { name: 'All' }).check();
    expect(await modal.getByRole('checkbox', { name: 'Cruises' }).isChecked()).toBe(true);
    await modal.getByLabel('Annual booking volume').selectOption('$100k - $500k');
    await modal.getByLabel('How will you use it for your business?').selectOption('B2B platform for clients');
    await modal.getByLabel('How did you hear about us?').selectOption('Customer Support Manager');
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByLabel('Which Customer Support Manager?').selectOption('Grace Lindqvist');
    expect(await submit.isEnabled()).toBe(true);

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/agency/business-info'));
    await submit.click();
    expect((await posted).postDataJSON()).toEqual({
      contactEmailId: 'olivia@nordlys.example',
      contactPhoneNumber: '+12025550143',
      hearBy: 'Customer Support Manager',
      hearByName: 'Grace Lindqvist',
      hqCountry: 'SE',
      bookingVolume: '$100k - $500k',
      useForBusiness: 'B2B platform for clients',
      productInterested: 'Resorts,Hotels,Flights,Cars,Activities,Cruises',
    });
    await page.getByText('Business information submitted successfully').waitFor();
    expect(await modal.count()).toBe(0);

    await page.reload();
    await page.getByRole('navigation', { name: 'Agent navigation' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
