import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('disables the Markup, Website, Payment and Product settings for a SalesAgent', async () => {
    const { user } = renderApp(<SideNav user={makeAgent({ userType: 'SalesAgent' })} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    for (const name of ['Markup', 'Website', 'Payment', 'Product']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
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
