import type { PublicAgency } from '@tripfront/domain/agency';
import type { ContentPresence } from '@tripfront/domain/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../features/currency/index.ts';
import type { SessionUser } from '../../lib/bootstrap.ts';
import { makeAgency, makeAgent, makeUser } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render.tsx';
import { Header } from './header.tsx';

/** The agency answer's content presence (issue #44); absent, the content links are hidden. */
const withContent = (agency: PublicAgency, presence: Partial<ContentPresence>): PublicAgency =>
  Object.assign(agency, { contentPages: { blog: false, destinations: false, topDestinations: false, hiddenGems: false, ...presence } });

function renderHeader(options: { user?: SessionUser | null; agency?: ReturnType<typeof makeAgency>; showMenus?: boolean; path?: string } = {}) {
  const agency = options.agency ?? makeAgency();
  return renderApp(
    <CurrencyProvider agencyDefaultCountry={agency.defaultCountry}>
      <Header user={options.user ?? null} showMenus={options.showMenus ?? true} />
    </CurrencyProvider>,
    { agency, user: options.user ?? null, path: options.path ?? '/' },
  );
}

describe('Header', () => {
  it.each([
    [false, false],
    [true, true],
  ])('shows the Blog link only when the blog has posts (contentPages.blog %s)', async (blog, shown) => {
    mockApi({
      'GET /api/agency/navigations': {
        body: {
          agencyNavigation: [
            { label: 'Deals', path: '/deals' },
            { label: 'Blog', path: '/blog' },
          ],
        },
      },
    });
    renderHeader({ agency: withContent(makeAgency(), { blog }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Deals' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Blog' }) !== null).toBe(shown);
  });

  it('shows the logo linking home, the agency navigation and the visitor buttons', async () => {
    mockApi({
      'GET /api/agency/navigations': {
        body: {
          agencyNavigation: [
            { label: 'Blog', path: '/blog' },
            { label: 'Partner', path: 'https://partner.example' },
          ],
        },
      },
    });
    renderHeader({ agency: withContent(makeAgency({ agencyName: 'Sunrise Travel', logo: '/logo.svg', logoMobile: '/logo-m.svg' }), { blog: true }) });
    const logo = screen.getByRole('link', { name: 'Sunrise Travel home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByRole('img', { name: 'Sunrise Travel' })).toHaveAttribute('src', '/logo.svg');
    expect(logo.querySelector('source')).toHaveAttribute('srcset', '/logo-m.svg');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Partner' })).toHaveAttribute('href', 'https://partner.example');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2F');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Currency/ })).toBeInTheDocument();
  });

  it('links the logo to the subscription page for an owner of an unsubscribed agency', () => {
    renderHeader({ agency: makeAgency({ isSubscribed: false, returnUrl: '/x' }), user: makeAgent() });
    expect(screen.getByRole('link', { name: 'Test Travel home' })).toHaveAttribute('href', '/subscription');
  });

  it('hides Log In and Sign Up by the agency flags', () => {
    renderHeader({ agency: makeAgency({ isHideLoginOption: true, isHideSignupOption: true }) });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('sends Log In to the return URL for SSO-only agencies, with navigateTo for deal links', () => {
    renderHeader({
      agency: makeAgency({
        sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: false, socialProviders: [] },
        returnUrl: 'https://intranet.example/travel',
      }),
      path: '/deal-link?dealLinkId=42',
    });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', 'https://intranet.example/travel?navigateTo=%2Fdeal-link%3FdealLinkId%3D42');
  });

  it('keeps only the logo when the menus are hidden', () => {
    renderHeader({ showMenus: false });
    expect(screen.getByRole('link', { name: 'Test Travel home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu by button and Escape', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows traveller links in the profile menu', async () => {
    const { user } = renderHeader({ user: makeUser({ isRewardWalletEnable: true }) });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Account menu for Tess' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/mytrip/dashboard'],
      ['Book Now', '/booknow/hotels'],
      ['My Trips', '/mytrip/mytrips'],
      ['My Profile', '/mytrip/profile'],
      ['Wallet', '/mytrip/wallet/'],
      ['Support', '/mytrip/support'],
      ['Log Out', '/logout'],
    ]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a guest (decision 0104) only My Trips and Log Out', async () => {
    const { user } = renderHeader({ user: makeUser({ isGuest: true, isRewardWalletEnable: true }) });
    const button = screen.getByRole('button', { name: 'Account menu for Tess' });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['My Trips', '/mytrip/mytrips'],
      ['Log Out', '/logout'],
    ]);
  });

  it('shows Command Center and settings links for agents, Website Settings only for owners and admins', async () => {
    const agency = makeAgency({ enableHotelsV2: true });
    const { user, unmount } = renderHeader({ agency, user: makeAgent() });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Command Center' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/hotels/v2');
    expect(screen.getByRole('link', { name: 'Website Settings' })).toHaveAttribute('href', '/settings/website/');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/settings/support');
    unmount();

    const second = renderHeader({ agency, user: makeAgent({ userType: 'SalesAgent' }) });
    await second.user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Website Settings' })).not.toBeInTheDocument();
  });

  it("sends travellers' Support to the agency's help widget", async () => {
    const { user } = renderHeader({ agency: makeAgency({ settings: { supportWidgetUrl: 'https://help.example/widget' } }), user: makeUser() });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const support = screen.getByRole('link', { name: /Support/ });
    expect(support).toHaveAttribute('href', 'https://help.example/widget');
    expect(support).toHaveAttribute('target', '_blank');
  });

  it('hides Log Out when a partner SDK provides the profile', async () => {
    window.TripfrontPartnerSDK = { profile: { id: 'p1' } };
    const { user } = renderHeader({ user: makeUser() });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('link', { name: 'Log Out' })).not.toBeInTheDocument();
    delete window.TripfrontPartnerSDK;
  });

  it('marks the logo placement chosen in Customize Theme for the wide-screen layout', () => {
    renderHeader({ agency: makeAgency({ logoPlacement: 'center' }) });
    expect(screen.getByRole('banner')).toHaveAttribute('data-logo-placement', 'center');
  });
});
