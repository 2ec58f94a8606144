import { act, fireEvent, screen } from '@testing-library/react';
import { SAVE_PRICE_MODAL_KEY } from '@tripfront/domain/navigation/shell';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { ConsentBanner } from '../../analytics/index.ts';
import { AgencyInactiveModal } from './agency-inactive-modal.tsx';
import { SavePriceModal } from './save-price-modal.tsx';

const TITLE = 'Unlock instant savings by signing in';

function Home() {
  return (
    <>
      <button type="button">Outside</button>
      <section id="exclusive-deals">Deals</section>
      <SavePriceModal />
    </>
  );
}

describe('SavePriceModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens for visitors on the home page after 5000 ms', () => {
    renderApp(<Home />, { fakeTimers: true });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2F');
  });

  it('stores the session flag on close and does not reopen', async () => {
    const { user, unmount } = renderApp(<Home />);
    act(() => vi.advanceTimersByTime(5000));
    vi.useRealTimers();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SAVE_PRICE_MODAL_KEY)).toBe('false');
    unmount();
    vi.useFakeTimers();
    renderApp(<Home />, { fakeTimers: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and keeps focus inside while open', async () => {
    const { user } = renderApp(<Home />);
    act(() => vi.advanceTimersByTime(5000));
    vi.useRealTimers();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Outside' }).closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SAVE_PRICE_MODAL_KEY)).toBe('false');
    expect(screen.getByRole('button', { name: 'Outside' }).closest('[inert]')).toBeNull();
  });

  it.each([
    ['a signed-in user', { user: makeUser() }],
    ['another page', { path: '/faqs' }],
    ['an agency that hides it', { agency: makeAgency({ settings: { hideSavePriceModal: true } }) }],
  ])('never opens for %s', (_, options) => {
    renderApp(<Home />, { fakeTimers: true, ...options });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the analytics banner to be answered, then opens 5000 ms later: one interruption at a time', () => {
    const agency = makeAgency({ analytics: { isEnabled: true, googleAnalyticsId: 'G-TEST1', facebookAnalyticsId: '' } });
    renderApp(
      <>
        <ConsentBanner />
        <Home />
      </>,
      { fakeTimers: true, agency },
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    localStorage.clear();
  });

  it('opens when the deals block reaches mid-screen', () => {
    let trigger: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof trigger, options: IntersectionObserverInit) {
          trigger = callback;
          expect(options.rootMargin).toBe('-50% 0px -50% 0px');
        }
        observe = observe;
        disconnect() {}
      },
    );
    renderApp(<Home />, { fakeTimers: true });
    expect(observe).toHaveBeenCalledWith(document.getElementById('exclusive-deals'));
    act(() => trigger?.([{ isIntersecting: true }]));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});

describe('AgencyInactiveModal', () => {
  it('blocks an inactive agency and cannot be dismissed', async () => {
    const { user } = renderApp(<AgencyInactiveModal />, { agency: makeAgency({ status: 'Inactive' }) });
    const dialog = screen.getByRole('alertdialog', { name: 'Agency is inactive, Please contact the administrator' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });

  it('is absent for an active agency', () => {
    renderApp(<AgencyInactiveModal />, { agency: makeAgency({ status: 'Active' }) });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets the owner or an admin of an inactive agency sign in and reach the subscription and pay pages; no one else (decision 0151)', () => {
    const inactive = makeAgency({ status: 'Inactive' });
    const owner = makeUser({ userType: 'AgencyOwner', isTravelAgent: true });
    const admin = makeUser({ userType: 'Admin', isTravelAgent: true });
    const agent = makeUser({ userType: 'SalesAgent', isTravelAgent: true });
    const cases = [
      [null, '/login', false],
      [owner, '/subscription', false],
      [admin, '/pay', false],
      [owner, '/', true],
      [agent, '/subscription', true],
      [makeUser(), '/pay', true],
      [null, '/subscription', true],
    ] as const;
    for (const [user, path, blocked] of cases) {
      const view = renderApp(<AgencyInactiveModal />, { agency: inactive, user, path });
      expect(screen.queryByRole('alertdialog') !== null, `${user?.userType ?? 'visitor'} on ${path}`).toBe(blocked);
      view.unmount();
    }
  });
});
