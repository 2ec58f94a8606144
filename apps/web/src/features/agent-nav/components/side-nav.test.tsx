import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAgency, makeAgent } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { SideNav } from './side-nav.tsx';

describe('SideNav', () => {
  it('lists the entries in the spec order', () => {
    renderApp(<SideNav user={makeAgent({ isRewardWalletEnable: true })} />);
    const nav = screen.getByRole('navigation', { name: 'Agent navigation' });
    const top = within(nav).getByRole('list').children;
    expect(Array.from(top).map((li) => li.firstElementChild?.textContent?.trim())).toEqual([
      'Dashboard',
      'Book Now',
      'Clients',
      'Agents',
      'Bookings',
      'Proposals',
      'Settings',
      'Wallet',
      'Academy(opens in a new tab)',
      'Deal Link',
      'Applications',
      'Customize Theme',
      'Pay',
      'Support',
      'Searches',
      'Log Out',
    ]);
  });

  it('collapses and expands with its button, and expands on hover', async () => {
    const { user } = renderApp(<SideNav user={makeAgent()} />);
    const nav = screen.getByRole('navigation', { name: 'Agent navigation' });
    const toggle = screen.getByRole('button', { name: 'Expand navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('is-wide');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('is-wide');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The pointer is still over the bar, so it stays wide until it leaves.
    expect(nav).toHaveClass('is-wide');
    fireEvent.mouseLeave(nav);
    expect(nav).not.toHaveClass('is-wide');
    fireEvent.mouseEnter(nav);
    expect(nav).toHaveClass('is-wide');
    fireEvent.mouseLeave(nav);
    expect(nav).not.toHaveClass('is-wide');
  });

  it('disables the Markup, Website, Payment, Product and Suppliers settings for a SalesAgent', async () => {
    const { user } = renderApp(<SideNav user={makeAgent({ userType: 'SalesAgent' })} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    for (const name of ['Markup', 'Website', 'Payment', 'Product', 'Suppliers']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
    expect(screen.getByRole('link', { name: 'Suppliers' })).toHaveAccessibleDescription('Owner or admin only');
  });

  it('greys entries without read permission', () => {
    renderApp(<SideNav user={makeAgent({ permissions: { clients: { read: false }, bookings: { read: true } } })} />);
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('opens Academy in a new tab and sends Support to the agent settings', () => {
    renderApp(<SideNav user={makeAgent()} />, { agency: makeAgency({ settings: { supportWidgetUrl: 'https://help.example' } }) });
    const academy = screen.getByRole('link', { name: /Academy/ });
    expect(academy).toHaveAttribute('href', '/academy');
    expect(academy).toHaveAttribute('target', '_blank');
    expect(academy.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/settings/support');
  });

  it('shows Wallet only with the reward wallet and hides Log Out for partner profiles', () => {
    window.TripfrontPartnerSDK = { profile: {} };
    renderApp(<SideNav user={makeAgent({ isRewardWalletEnable: false })} />);
    expect(screen.queryByRole('button', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log Out' })).not.toBeInTheDocument();
    delete window.TripfrontPartnerSDK;
  });
});

describe('SideNav: pages a role cannot use (spec §6)', () => {
  it.each([
    ['a SalesAgent', makeAgent({ userType: 'SalesAgent' })],
    ['a restricted agent', makeAgent({ userType: 'Traveller', isTravelAgent: true, isRestrictedAgent: true })],
  ])('greys Agents, Applications and Customize Theme for %s and says why', (_, agent) => {
    renderApp(<SideNav user={agent} />);
    for (const name of ['Agents', 'Applications', 'Customize Theme']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveAccessibleDescription('Owner or admin only');
      expect(link).toHaveAttribute('title', 'Only the agency owner or an admin can open this.');
    }
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/users/clients');
  });

  it('explains an entry greyed by a read permission differently', () => {
    renderApp(<SideNav user={makeAgent({ permissions: { clients: { read: false } } })} />);
    const clients = screen.getByRole('link', { name: 'Clients' });
    expect(clients).toHaveAccessibleDescription('Access turned off');
    expect(clients).toHaveAttribute('title', 'Your access to this page is turned off. Ask the agency owner or an admin to turn it on.');
    expect(screen.getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '/users/agents');
  });
});

describe('SideNav on a narrow screen', () => {
  const narrow = (matches: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  afterEach(() => vi.unstubAllGlobals());

  it('opens over the page with a backdrop; Escape closes it and gives focus back to the button', async () => {
    narrow(true);
    const { user } = renderApp(<SideNav user={makeAgent()} />);
    const toggle = screen.getByRole('button', { name: 'Expand navigation' });
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Agent navigation' });
    expect(nav).toHaveClass('is-over');
    // The slot keeps its narrow width: the page beside it is not pushed.
    expect(nav.parentElement).not.toHaveClass('is-expanded');
    expect(screen.getByTestId('sidenav-backdrop')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(nav).not.toHaveClass('is-over');
    expect(screen.queryByTestId('sidenav-backdrop')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the backdrop is clicked, and does not open at load from a remembered choice', async () => {
    localStorage.setItem('tf.sideNavExpanded', 'true');
    narrow(true);
    const { user } = renderApp(<SideNav user={makeAgent()} />);
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    await user.click(screen.getByTestId('sidenav-backdrop'));
    expect(screen.queryByTestId('sidenav-backdrop')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveFocus();
    localStorage.clear();
  });

  it('sits beside the page on a wide screen', async () => {
    narrow(false);
    const { user } = renderApp(<SideNav user={makeAgent()} />);
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Agent navigation' });
    expect(nav.parentElement).toHaveClass('is-expanded');
    expect(screen.queryByTestId('sidenav-backdrop')).not.toBeInTheDocument();
  });
});
