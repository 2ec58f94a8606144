import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import profileEn from '../../../../public/locales/en/profile.json';
import travellerEn from '../../../../public/locales/en/traveller.json';
import walletEn from '../../../../public/locales/en/wallet.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { makeAgency, makeOpenHold, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { loadProfilePage } from '../../profile/index.ts';
import { TRAVELLER_NS } from '../hooks/use-traveller-translation.ts';
import { travellerRoutes } from '../routes.tsx';

// Pages are lazy route modules: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  i18next.addResourceBundle('en', TRAVELLER_NS, travellerEn, true, true);
  i18next.addResourceBundle('en', 'wallet', walletEn, true, true);
  i18next.addResourceBundle('en', 'booking', bookingEn, true, true);
  // The profile page is the shared profile feature's (also /settings/profile).
  i18next.addResourceBundle('en', 'profile', profileEn, true, true);
  // Transformed once up front, so the first lazy route does not wait for the compiler.
  await Promise.all([loadProfilePage(), import('./dashboard-page.tsx'), import('./trips-page.tsx'), import('./traveller-layout.tsx')]);
});

const traveller = makeUser({
  isRewardWalletEnable: true,
  personal_info: { first_name: 'Tess', last_name: 'Traveller', email: 'tess@example.com', credits: { amount: 120.5, currency: 'USD' } },
});

function renderArea(path: string, user: SessionUser | null = traveller, agency = makeAgency()) {
  return renderApp(null, {
    path,
    user,
    agency,
    routes: [
      {
        element: (
          <CurrencyProvider agencyDefaultCountry="US">
            <Outlet />
            <ToastContainer />
          </CurrencyProvider>
        ),
        children: [
          travellerRoutes({ agency, signedIn: () => user !== null, guest: () => user?.isGuest === true }),
          { path: '/login', element: <p>Login page</p> },
        ],
      },
    ],
  });
}

/** jsdom decodes and draws no images: the browser's part of the photo resizing, answering `dataUrl`. */
function stubImageResizing(dataUrl: string) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 640, height: 480, close: () => {} })),
  );
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) => (type === 'image/webp' ? dataUrl : `${dataUrl}AAAA`));
  return context;
}

const profileSaved = (input: { firstName: string; lastName: string; profileImage: string }) => ({
  data: {
    ...traveller,
    personal_info: { ...traveller.personal_info, first_name: input.firstName, last_name: input.lastName, profile_image: input.profileImage },
  },
});

describe('traveller area', { timeout: 30_000 }, () => {
  it('sends a visitor to log in and back', async () => {
    const { router } = renderArea('/mytrip/profile?tab=x', null);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent('/mytrip/profile?tab=x')}`);
  });

  it('lists the sections, Wallet only with the reward wallet', async () => {
    renderArea('/mytrip/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'My Trips', 'Profile', 'Support', 'Wallet']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('a guest (decision 0104) has only My Trips: its profile link lands there', async () => {
    const { router } = renderArea('/mytrip/profile', makeUser({ isGuest: true }));
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mytrip/mytrips');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['My Trips']);
  });

  it('dashboard: greeting, no upcoming trip, shortcuts to search and the sections, credits', async () => {
    renderArea('/mytrip/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming trips')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Search for a trip/ })).toHaveAttribute('href', '/booknow/hotels');
    expect(screen.getByText('$120.50')).toBeInTheDocument();
  });

  it('My Trips: the empty state while the bookings API answers 404, then the bookings', async () => {
    const first = renderArea('/mytrip/mytrips');
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for a trip' })).toHaveAttribute('href', '/booknow/hotels');
    first.unmount();

    mockApi({
      'GET /api/bookings': {
        body: {
          data: [
            {
              reference: 'TF-1',
              service: 'hotels',
              status: 'confirmed',
              title: 'Hotel Lisboa',
              location: 'Lisbon, Portugal',
              startDate: '2031-05-02',
              endDate: '2031-05-05',
              total: { amount: 45_650, currency: 'USD' },
              createdAt: '2026-01-01T10:00:00Z',
            },
          ],
        },
      },
    });
    renderArea('/mytrip/mytrips');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Lisboa' })).toBeInTheDocument();
    expect(screen.getByText('May 02, 2031 | May 05, 2031')).toBeInTheDocument();
    expect(screen.getByText('$456.50')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('My Trips: the open holds, each with its time left and Release, above the trips', async () => {
    mockApi({
      'GET /api/bookings/holds': {
        body: { data: [makeOpenHold({ minutes: 9 })] },
      },
      'POST /api/bookings/holds/release': { body: { data: { released: true } } },
    });
    const { user } = renderArea('/mytrip/mytrips');
    const holds = await screen.findByRole('region', { name: 'Your open holds' });
    expect(within(holds).getByRole('listitem')).toHaveTextContent(/^CDG → JFK\$520 · 9:\d\d leftRelease$/);
    await user.click(within(holds).getByRole('button', { name: 'Release the hold on CDG → JFK' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your open holds' })).not.toBeInTheDocument());
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings/holds/release').map((c) => c.body)).toEqual([{ holdId: 'h-1' }]);
  });

  it('My Trips: each booking shows what was booked, a booking without a product being a hotel', async () => {
    const trip = (reference: string, title: string, product?: string) => ({
      reference,
      ...(product ? { product } : {}),
      service: 'hotels',
      status: 'confirmed',
      title,
      startDate: '2031-05-02',
      endDate: '2031-05-05',
      total: { amount: 45_650, currency: 'USD' },
      createdAt: `2026-01-0${reference.slice(-1)}T10:00:00Z`,
    });
    mockApi({
      'GET /api/bookings': {
        body: {
          data: [
            trip('TF-1', 'Hotel Lisboa'),
            trip('TF-2', 'Lisbon → Paris', 'flight'),
            trip('TF-3', 'Compact car, Lisbon airport', 'car'),
            trip('TF-4', 'Azure Bay', 'unknown'),
          ],
        },
      },
    });
    renderArea('/mytrip/mytrips');
    await screen.findByRole('heading', { level: 2, name: 'Lisbon → Paris' });
    const cards = screen.getAllByRole('article').map((card) => ({
      service: card.querySelector('.tf-trip__service')?.textContent,
      title: within(card).getByRole('link').textContent,
      href: within(card).getByRole('link').getAttribute('href'),
      icon: card.querySelector('.tf-trip__service svg') !== null,
    }));
    expect(cards).toEqual([
      { service: 'Hotels', title: 'Azure Bay', href: '/mytrip/mytrips/TF-4', icon: true },
      { service: 'Car Rentals', title: 'Compact car, Lisbon airport', href: '/mytrip/mytrips/TF-3', icon: true },
      { service: 'Air Travel', title: 'Lisbon → Paris', href: '/mytrip/mytrips/TF-2', icon: true },
      { service: 'Hotels', title: 'Hotel Lisboa', href: '/mytrip/mytrips/TF-1', icon: true },
    ]);
  });

  it("wallet: the ledger's balance and entries (the wallet feature's page)", async () => {
    mockApi({
      'GET /api/user/wallet': {
        body: {
          data: {
            enabled: true,
            rewardBasisPoints: 500,
            balance: { amount: 12_050, currency: 'USD' },
            pending: { amount: 0, currency: 'USD' },
            entries: [],
            page: 1,
            pageSize: 20,
            total: 0,
          },
        },
      },
    });
    renderArea('/mytrip/wallet/');
    expect(await screen.findByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$120.50');
  });

  it("support: the agency's phone, email and address and the FAQ link", async () => {
    renderArea(
      '/mytrip/support',
      traveller,
      makeAgency({
        contactPhoneNumber: '+1 415 555 0134',
        addressLine1: '500 Market Street',
        city: 'San Francisco',
        country: 'United States',
        isFaqEnable: true,
      }),
    );
    expect(await screen.findByRole('link', { name: '+1 415 555 0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(screen.getByRole('link', { name: 'hello@test-travel.example' })).toHaveAttribute('href', 'mailto:hello@test-travel.example');
    expect(screen.getByText('500 Market Street')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faqs');
  });
});

describe('profile form', { timeout: 30_000 }, () => {
  it('saves the name and photo, updating the signed-in user', async () => {
    stubImageResizing('data:image/webp;base64,AAAA');
    mockApi({ 'PUT /api/user/profile': ({ body }) => ({ body: profileSaved(body as never) }) });
    const { user, queryClient } = renderArea('/mytrip/profile');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Tessa');
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', 'data:image/webp;base64,AAAA');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Tessa',
      lastName: 'Traveller',
      profileImage: 'data:image/webp;base64,AAAA',
    });
    expect(queryClient.getQueryData<SessionUser>(['user', 'me'])?.personal_info).toMatchObject({
      first_name: 'Tessa',
      profile_image: 'data:image/webp;base64,AAAA',
    });
  });

  it('refuses an empty first name, a wrong photo type or size, and keeps what was typed when saving fails', async () => {
    mockApi({ 'PUT /api/user/profile': { status: 500, body: { message: 'Something went wrong.' } } });
    const { user } = renderArea('/mytrip/profile');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();

    const file = screen.getByLabelText('Choose a photo');
    // A file picker can still hand over another type (e.g. "All files").
    fireEvent.change(file, { target: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image')).toBeInTheDocument();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(file, { target: { files: [big] } });
    expect(await screen.findByText('The photo must be 5 MB or smaller')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();

    await user.type(first, 'Tessa');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Something went wrong. Your changes were not saved.')).toBeInTheDocument();
    expect(first).toHaveValue('Tessa');
  });

  it('changes the password: mismatch, wrong current password, then success clears the form', async () => {
    let calls = 0;
    mockApi({
      'POST /api/user/change-password': () =>
        ++calls === 1
          ? {
              status: 400,
              body: { statusCode: 400, error: 'Bad Request', message: 'currentPassword: The current password is incorrect.', field: 'currentPassword' },
            }
          : { body: { message: 'Your password was changed.' } },
    });
    const { user } = renderArea('/mytrip/profile');
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'Wrong#2026');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-pass-43');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-pass-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Brand-new-pass-42');

    await user.clear(current);
    await user.type(current, 'Traveller#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Other devices were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(fetchCalls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ currentPassword: 'Traveller#2026', newPassword: 'Brand-new-pass-42' });
  });
});
