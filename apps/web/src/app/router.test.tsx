import type { PublicAgency } from '@tripfront/domain/agency';
import { SIGNUP_SESSION_KEYS } from '@tripfront/domain/navigation/signup';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import accountEn from '../../public/locales/en/account.json';
import cruiseEn from '../../public/locales/en/cruise.json';
import resortsEn from '../../public/locales/en/resorts.json';
import centerEn from '../../public/locales/en/command-center.json';
import searchesEn from '../../public/locales/en/searches.json';
import proposalsEn from '../../public/locales/en/proposals.json';
import { agencyQueryOptions } from '../features/agency/index.ts';
import { currentUserQueryOptions } from '../features/auth/index.ts';
import type { Environment, SessionUser } from '../lib/bootstrap.ts';
import { browser } from '../lib/browser.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { makeAgency, makeAgent, makeUser } from '../test/factories.ts';
import { mockApi } from '../test/mock-api.ts';
import { remoteRoute } from './remote-parts.ts';
import { createRoutes } from './router.tsx';

function renderAt(path: string, options: { agency?: PublicAgency; user?: SessionUser | null; environment?: Environment } = {}) {
  const agency = options.agency ?? makeAgency();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(agencyQueryOptions().queryKey, agency);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, options.user ?? null);
  const router = createMemoryRouter(createRoutes({ agency, environment: options.environment ?? 'local', queryClient }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, queryClient };
}

const withMenu = (active: Record<number, boolean>) =>
  makeAgency({
    bookingMenuItemOptions: [1, 5, 6, 2, 3, 4].map((id) => ({ id, title: `Service ${id}`, active: active[id] ?? true })),
  });

describe('host routes', () => {
  it('renders the home page with the Product Deals section', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Product Deals' })).toBeInTheDocument();
    expect(document.getElementById('exclusive-deals')).toHaveAttribute('aria-labelledby', 'exclusive-deals-title');
    // The hero carries the first active service's search form (decision 0061), a plain GET form too.
    await waitFor(() => expect(document.querySelector('.tf-hero form')).toHaveAttribute('action', '/search/hotels'));
  });

  it.each(['/no-such-page', '/booknow/unknown', '/settings/nothing'])('redirects %s to /errors', async (path) => {
    const { location } = renderAt(path);
    expect(await screen.findByRole('heading', { name: "The page you're looking for is not found." })).toBeInTheDocument();
    expect(location()).toBe('/errors');
  });

  it.each<[string, PublicAgency, string]>([
    ['/booknow/hotels', makeAgency({ enableHotelsV2: true }), '/booknow/hotels/v2'],
    ['/booknow/hotels?lat=1', makeAgency({ enableHotelsV2: true }), '/booknow/hotels/v2?lat=1'],
    ['/booknow/hotels?overrideRedirect=true', makeAgency({ enableHotelsV2: true }), '/booknow/hotels?overrideRedirect=true'],
    ['/booknow/hotels/v2/search', makeAgency({ enableHotelsV2: false }), '/booknow/hotels/search'],
    ['/booknow/flights', makeAgency({ enableFlightsV2: true }), '/booknow/flights/v2'],
    ['/booknow/flights/v2', makeAgency({ enableFlightsV2: false }), '/booknow/flights'],
  ])('%s goes to the right hotels/flights version', async (path, agency, expected) => {
    const { location } = renderAt(path, { agency });
    await waitFor(() => expect(location()).toBe(expected));
    // Entry and search pages show the service's search form (features/search).
    // The first test to open a remote part waits for its modules to compile.
    expect(
      await screen.findByRole('heading', { level: 1, name: expected.includes('hotels') ? 'Hotels' : 'Air Travel' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/booknow/hotels/deal/{proposalId} is the checkout of a proposal item, which names its item', async () => {
    i18next.addResourceBundle('en', 'proposals', proposalsEn, true, true);
    renderAt('/booknow/hotels/deal/P-123');
    expect(await screen.findByText('This booking link is incomplete. Please open the proposal from your email.')).toBeInTheDocument();
  });

  it('opens the agency terms by version (issue #44), saying when there is no such version', async () => {
    renderAt('/agency-terms-and-conditions/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('There is no such version of the terms.')).toBeInTheDocument();
  });

  it.each<[string, string]>([['/academy', 'Academy']])('%s shows its coming-soon page', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
  });

  it('/cancellation-policy/disney shows the line’s refunds by days before sailing (issue #19)', async () => {
    i18next.addResourceBundle('en', 'cruise', cruiseEn, true, true);
    renderAt('/cancellation-policy/disney');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disney Cruise Line cancellation policy' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '90 days or more before sailing 100% of the fare' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Less than 15 days before sailing No refund' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carnival Cruise Line' })).toHaveAttribute('href', '/cancellation-policy/carnival');
  });

  it('/cancellation-policy shows the agency’s own cruise policy text above every line’s table (issue #19)', async () => {
    i18next.addResourceBundle('en', 'cruise', cruiseEn, true, true);
    renderAt('/cancellation-policy', { agency: makeAgency({ cruiseCancellationPolicy: '<p>Our agency fee of $50 is not refunded.</p>' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();
    expect(screen.getByText('Our agency fee of $50 is not refunded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Royal Caribbean International cancellation policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Other cruise lines' })).toBeInTheDocument();
  });

  it.each(['/users/clients', '/users/agents', '/users/agents/view/u1', '/applications', '/subscription', '/pay'])(
    'sends a visitor from %s to log in (issues #16, #46)',
    async (path) => {
      const { location } = renderAt(path);
      await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(path)}`));
    },
  );

  // The resort screens' chunk compiles on first use here.
  it('/booknow/resort/details without a resort and dates asks for them (issue #19)', { timeout: 20_000 }, async () => {
    i18next.addResourceBundle('en', 'resorts', resortsEn, true, true);
    renderAt('/booknow/resort/details');
    expect(await screen.findByText('Choose a region and your dates to see resorts.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('only has resort routes when the Resorts item is active', async () => {
    const { location } = renderAt('/booknow/resort', { agency: withMenu({ 6: false }) });
    await waitFor(() => expect(location()).toBe('/errors'));
  });

  it('only has destination routes when the agency displays top destinations', async () => {
    const first = renderAt('/top-destination', { agency: makeAgency({ displayTopDestinations: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Top destinations' })).toBeInTheDocument();
    expect(first.location()).toBe('/top-destination');
    first.router.dispose();
  });

  it('sends /destination to /errors without top destinations', async () => {
    const { location } = renderAt('/destination', { agency: makeAgency({ displayTopDestinations: false }) });
    await waitFor(() => expect(location()).toBe('/errors'));
  });

  it.each<[Environment, string]>([
    ['local', '/blog'],
    ['prod', '/errors'],
    ['qa', '/errors'],
  ])('old share URL /blog/share in %s ends at %s', async (environment, expected) => {
    const { location } = renderAt('/blog/share', { environment });
    await waitFor(() => expect(location()).toBe(expected));
  });

  it('redirects /destination/share outside the listed environments', async () => {
    const { location } = renderAt('/destination/share', { agency: makeAgency({ displayTopDestinations: true }), environment: 'local' });
    await waitFor(() => expect(location()).toBe('/destination'));
  });

  it.each<[SessionUser | null, string]>([
    [null, '/login?redirect=%2F'],
    [makeUser(), '/booknow/hotels'],
  ])('login-required mode sends / onwards (case %#)', async (user, expected) => {
    const { location } = renderAt('/', { agency: makeAgency({ settings: { requireLogin: true } }), user });
    await waitFor(() => expect(location()).toBe(expected));
  });

  it('sends a signed-in user away from /login', async () => {
    const { location } = renderAt('/login?redirect=%2Ffaqs', { user: makeUser() });
    await waitFor(() => expect(location()).toBe('/faqs'));
  });

  it('restores a fresh checkout URL once after signup', async () => {
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.url, '/booknow/hotels/checkout?id=9');
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.storedAt, String(Date.now() - 60_000));
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.flag, 'true');
    const { location } = renderAt('/signup', { user: makeUser() });
    await waitFor(() => expect(location()).toBe('/booknow/hotels/checkout?id=9'));
    expect(sessionStorage.getItem(SIGNUP_SESSION_KEYS.flag)).toBeNull();
  });

  it('discards a checkout URL older than 30 minutes', async () => {
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.url, '/booknow/hotels/checkout?id=9');
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.storedAt, String(Date.now() - 31 * 60_000));
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.flag, 'true');
    const { location } = renderAt('/signup', { user: makeUser() });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('keeps a visitor on /signup', async () => {
    sessionStorage.setItem(SIGNUP_SESSION_KEYS.flag, 'true');
    i18next.addResourceBundle('en', 'account', accountEn, true, true);
    const { location } = renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(location()).toBe('/signup');
  });

  it('renders the about and FAQ pages and the legal pages', async () => {
    mockApi({ 'GET /api/agency/faqs': { body: { data: [{ isEnabled: false, headerMessage: '', questions: [] }] } } });
    renderAt('/faqs');
    expect(await screen.findByText('Faq Page is not available')).toBeInTheDocument();
  });

  it('renders the sanitised privacy policy', async () => {
    renderAt('/privacy-policy', { agency: makeAgency({ privacyPolicy: '<h2>Privacy policy</h2><script>window.bad = 1</script>' }) });
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
  });

  it('shows the agency terms of use at /user-terms-and-conditions, or says they are not available', async () => {
    renderAt('/user-terms-and-conditions', { agency: makeAgency({ termsOfUse: '<h2>Terms of use</h2><p>Book fairly.</p>' }) });
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/user-terms-and-conditions');
    cleanup();
    renderAt('/user-terms-and-conditions');
    expect(await screen.findByText('This page is not available.')).toBeInTheDocument();
  });

  it('after a settings save, the shell takes the refetched agency: colours, title and favicon', async () => {
    const { queryClient } = renderAt('/faqs', {
      agency: makeAgency({ primaryColor: '#0b7285', metaData: { title: 'Before', description: '', keywords: [] } }),
    });
    await screen.findByRole('contentinfo');
    await waitFor(() => expect(document.title).toBe('Before'));
    expect(document.documentElement.style.getPropertyValue('--tf-primary')).toBe('#0b7285');
    queryClient.setQueryData(
      agencyQueryOptions().queryKey,
      makeAgency({ primaryColor: '#ffe066', favicon: '/api/agency/assets/f1', metaData: { title: 'After', description: '', keywords: [] } }),
    );
    await waitFor(() => expect(document.title).toBe('After'));
    expect(document.documentElement.style.getPropertyValue('--tf-primary')).toBe('#ffe066');
    expect(document.documentElement.style.getPropertyValue('--tf-primary-fg')).toBe('#000000');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/api/agency/assets/f1');
  });

  it('shows the agent side navigation only to travel agents', async () => {
    renderAt('/dashboard', { user: makeAgent() });
    expect(await screen.findByRole('navigation', { name: 'Agent navigation' })).toBeInTheDocument();
  });

  it('/dashboard is the Command Center and /searches the searches (issue #16), not placeholders', async () => {
    i18next.addResourceBundle('en', 'command-center', centerEn, true, true);
    i18next.addResourceBundle('en', 'searches', searchesEn, true, true);
    renderAt('/dashboard', { user: makeAgent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Command Center' })).toBeInTheDocument();
    expect(screen.queryByText('This page is coming soon.')).not.toBeInTheDocument();
    renderAt('/searches', { user: makeAgent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Searches' })).toBeInTheDocument();
  });

  it('hides the side navigation from travellers', async () => {
    renderAt('/mytrip/dashboard', { user: makeUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Agent navigation' })).not.toBeInTheDocument();
  });
});

describe('shell visibility', () => {
  it('hides the header with hideHeader=true and remembers it for the session', async () => {
    const { router } = renderAt('/faqs?hideHeader=true');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(document.cookie).toContain('hideHeader=true'));
    await router.navigate('/about');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('hides the footer with hideFooter=true', async () => {
    renderAt('/faqs?hideFooter=true');
    await screen.findByRole('banner');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('hides the footer on /logout', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderAt('/logout', { user: makeUser() });
    expect(await screen.findByText('Logging you out…')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('hides the header on proposal pages', async () => {
    i18next.addResourceBundle('en', 'proposals', proposalsEn, true, true);
    renderAt('/disapproveProposal');
    await screen.findByText('We could not find this proposal. Please check the link in your email.');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('hides header menus for visitors on deal links when the agency asks', async () => {
    renderAt('/faqs?dealLinkId=AAAABBBB', { agency: makeAgency({ hideHeaderforDealProposal: true }) });
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Travel home' })).toBeInTheDocument();
  });

  it('has a skip link to the main content', async () => {
    renderAt('/faqs');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    skip.click();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('blocks an inactive agency', async () => {
    renderAt('/', { agency: makeAgency({ status: 'Inactive' }) });
    expect(await screen.findByRole('alertdialog', { name: 'Agency is inactive, Please contact the administrator' })).toBeInTheDocument();
  });
});

describe('remote parts', () => {
  it("shows 'Failed to load remote component.' when a part cannot load", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', lazy: remoteRoute('hotel', () => Promise.reject(new Error('chunk failed'))) }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Failed to load remote component.' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('gives up on a part that does not load within the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', lazy: remoteRoute('flight', () => new Promise(() => {}), 20) }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Failed to load remote component.' })).toBeInTheDocument();
  });
});
