import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';
import { HOSTS, SUNRISE_USERS, linkFromDevMail, open, signIn, visit, waitForPath } from '../shell/helpers.ts';

// Issue #16 acceptance: agents, invitations, read permissions and applications in a real browser.
const HOST = HOSTS.sunrise;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** A GET of the API from the page (its cookie), answering the status and message. */
async function apiGet(page: Page, path: string): Promise<{ status: number; message: string }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p);
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { status: res.status, message: body.message ?? '' };
  }, path);
}

// Hidden too: a closed submenu (Settings › Markup) keeps its entries in the page.
// By its label: a greyed entry's accessible name is its label, but with hidden content included
// (a collapsed group) Playwright also reads the reason beside it (decision 0100).
const sideNavItem = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Agent navigation' })
    .locator('.tf-sidenav__link', { has: page.locator('.tf-sidenav__label', { hasText: new RegExp(`^${name}$`) }) });

/** No page wider than the screen (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} overflows sideways`).toBeLessThanOrEqual(0);
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

describe('Agents (issue #16)', () => {
  it(
    'an owner invites a SalesAgent by email, the link sets a password, the agent sees what its permissions allow; Bookings read off greys it and the API answers 403',
    { timeout: 180_000 },
    async () => {
      const email = `e2e.agent.${Date.now()}@example.com`;
      const owner = await open(browser, { withoutSavePriceModal: true, width: 1440 });
      await signIn(owner.page, HOST, SUNRISE_USERS.owner);
      await visit(owner.page, HOST, '/users/agents');
      await owner.page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor();
      await owner.page.getByRole('button', { name: 'Invite agent' }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'Invite an agent' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('First name').fill('Erin');
      await dialog.getByLabel('Last name (optional)').fill('Enroute');
      await dialog.getByLabel('Role').selectOption('SalesAgent');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await owner.page.getByText(`Invitation sent to ${email}.`).waitFor();
      const row = owner.page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
      await row.getByText('Invited').waitFor();
      await screenshot(owner.page, 'people-agents-1440');

      // The invited agent opens the emailed link in a browser of their own.
      const agent = await open(browser, { withoutSavePriceModal: true, width: 1440 });
      const invitation = await linkFromDevMail(agent.page, HOST, email, '/invitation');
      await visit(agent.page, HOST, invitation);
      await agent.page.getByText(`Choose a password for ${email}`).waitFor();
      await screenshot(agent.page, 'people-invitation-1440');
      await agent.page.getByLabel('Password', { exact: true }).fill('Quiet-River-Stone-8');
      await agent.page.getByLabel('Confirm password').fill('Quiet-River-Stone-8');
      await agent.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await waitForPath(agent.page, '/dashboard');

      // What a SalesAgent may open: Bookings and Clients yes, Markup settings no, Agents only for owners and admins.
      await visit(agent.page, HOST, '/users/clients');
      await agent.page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
      await agent.page.getByRole('table').waitFor();
      expect(await sideNavItem(agent.page, 'Bookings').getAttribute('aria-disabled')).toBeNull();
      expect(await sideNavItem(agent.page, 'Markup').getAttribute('aria-disabled')).toBe('true');
      await visit(agent.page, HOST, '/users/agents');
      await agent.page.getByText('Only the agency owner or an admin can manage agents and applications.').waitFor();
      // The back-office's Bookings list, guarded by the Bookings read permission.
      const before = await apiGet(agent.page, '/api/agent/bookings');
      expect(before.status).toBe(200);

      // The owner turns Bookings read off on the agent's page.
      await visit(owner.page, HOST, '/users/agents');
      await owner.page.getByRole('link', { name: 'View Erin Enroute' }).click();
      await owner.page.getByRole('heading', { level: 1, name: 'Erin Enroute' }).waitFor();
      await owner.page.getByRole('switch', { name: 'Bookings' }).uncheck();
      await owner.page.getByRole('button', { name: 'Save permissions' }).click();
      await owner.page.getByText('Permissions saved.').waitFor();
      await screenshot(owner.page, 'people-agent-view-1440');

      await visit(agent.page, HOST, '/users/clients');
      await agent.page.getByRole('table').waitFor();
      expect(await sideNavItem(agent.page, 'Bookings').getAttribute('aria-disabled')).toBe('true');
      expect(await sideNavItem(agent.page, 'Clients').getAttribute('aria-disabled')).toBeNull();
      const after = await apiGet(agent.page, '/api/agent/bookings');
      expect(after).toEqual({
        status: 403,
        message: 'Your access to this part of the back office is turned off. Ask the agency owner or an admin to turn it on.',
      });

      assertNoConsoleErrors(owner.page);
      await owner.context.close();
      await agent.context.close();
    },
  );

  it('a visitor applies through the public form and an owner approves it from /applications: the applicant is invited', { timeout: 120_000 }, async () => {
    const email = `e2e.applicant.${Date.now()}@example.com`;
    const visitor = await open(browser, { withoutSavePriceModal: true, width: 375 });
    await visit(visitor.page, HOST, '/become-an-agent');
    await visitor.page.getByRole('heading', { level: 1, name: 'Become an agent' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Send application' }).click();
    await visitor.page.getByText('First name is required').waitFor();
    await visitor.page.getByLabel('First name').fill('Avery');
    await visitor.page.getByLabel('Last name (optional)').fill('Applicant');
    await visitor.page.getByLabel('Email').fill(email);
    await visitor.page.getByLabel('Company (optional)').fill('Avery Adventures');
    await visitor.page.getByLabel('Message (optional)').fill('I have sold trips for ten years.');
    await screenshot(visitor.page, 'people-apply-375');
    await visitor.page.getByRole('button', { name: 'Send application' }).click();
    await visitor.page.getByRole('heading', { name: 'Thank you for applying' }).waitFor();
    assertNoConsoleErrors(visitor.page);
    await visitor.context.close();

    const owner = await open(browser, { withoutSavePriceModal: true, width: 1440 });
    await signIn(owner.page, HOST, SUNRISE_USERS.owner);
    await visit(owner.page, HOST, '/applications');
    await owner.page.getByRole('heading', { name: 'Avery Applicant' }).first().waitFor();
    await screenshot(owner.page, 'people-applications-1440');
    await owner.page.getByRole('button', { name: 'Approve Avery Applicant' }).first().click();
    await owner.page.getByText('Avery Applicant is approved and invited as a sales agent.').waitFor();
    await owner.page.getByRole('tab', { name: 'Decided' }).click();
    await owner.page.getByText('Approved').first().waitFor();
    // The approval sent the invitation.
    expect(await linkFromDevMail(owner.page, HOST, email, '/invitation')).toMatch(/^\/invitation\?token=/);
    assertNoConsoleErrors(owner.page);
    await owner.context.close();
  });

  it('the people pages fit 375 px and read right to left in Arabic, with no serious axe violations', { timeout: 240_000 }, async () => {
    // One signed-in browser for the four pairs: the language cookie and the window change between them.
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOST, SUNRISE_USERS.owner);
    for (const [lng, width] of [
      ['en', 1440],
      ['en', 375],
      ['ar', 1440],
      ['ar', 375],
    ] as const) {
      await context.addCookies([{ name: 'pll_language', value: lng, domain: HOST, path: '/' }]);
      await page.setViewportSize({ width, height: 900 });
      await visit(page, HOST, '/users/agents');
      await page.locator('main table').waitFor();
      const agentHref = await page.locator('main table tbody a').nth(2).getAttribute('href');
      for (const [name, path] of [
        ['agents', '/users/agents'],
        ['agent-view', agentHref!],
        ['clients', '/users/clients'],
        ['applications', '/applications'],
        ['apply', '/become-an-agent'],
      ] as const) {
        await visit(page, HOST, path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `people-${name}-${lng}-${width}`);
        if (lng === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await expectNoPageOverflow(page, `${path} ${lng} ${width}px`);
        // Axe once per page and language (both widths share the markup); screenshots of all four.
        if (width === 375) expect(await seriousAxe(page), `${path} ${lng} ${width}px`).toEqual([]);
      }
    }
    assertNoConsoleErrors(page);
    await context.close();
  });
});
