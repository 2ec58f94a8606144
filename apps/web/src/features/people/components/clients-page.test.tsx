import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import peopleEn from '../../../../public/locales/en/people.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { PEOPLE_NS } from '../hooks/use-people-translation.ts';
import { ClientsPage } from './clients-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', PEOPLE_NS, peopleEn, true, true);
});

const client = (over: Record<string, unknown>) => ({
  id: 'c1',
  email: 'tess@example.com',
  firstName: 'Tess',
  lastName: 'Traveller',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  bookings: 3,
  spend: { amountMinor: 123_456, currency: 'USD' },
  ...over,
});
const page = (data: unknown[], total = data.length) => ({ body: { data, total, page: 1, pageSize: 20 } });
const render = (user = makeAgent()) =>
  renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <ClientsPage />
    </CurrencyProvider>,
    { user },
  );

describe('Clients', { timeout: 20_000 }, () => {
  it('lists clients with bookings and spend in the selected currency, searches and pages', async () => {
    mockApi({
      'GET /api/agent/clients': ({ url }) =>
        url.searchParams.get('q') === 'zed'
          ? page([])
          : page(
              [
                client({}),
                client({
                  id: 'c2',
                  email: 'ivy@example.com',
                  firstName: 'Ivy',
                  lastName: '',
                  status: 'invited',
                  bookings: 0,
                  spend: { amountMinor: 0, currency: 'USD' },
                }),
              ],
              45,
            ),
    });
    const { user } = render();
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['tess@example.com', 'Active', '3', '$1,234.56', 'Disable']);
    expect(within(second).getByRole('button', { name: 'Re-send invitation' })).toBeInTheDocument();
    expect(fetchCalls[0]?.url.searchParams.get('currency')).toBe('USD');
    expect(screen.getByText('Page 1 of 3 · 45 clients')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetchCalls.at(-1)?.url.searchParams.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'zed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No clients match “zed”')).toBeInTheDocument();
    expect(fetchCalls.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('disables a client after confirmation; Cancel leaves it', async () => {
    let disabled = false;
    mockApi({
      'GET /api/agent/clients': () => page([client({ status: disabled ? 'disabled' : 'active' })]),
      'POST /api/agent/clients/c1/disable': () => {
        disabled = true;
        return { body: { data: client({ status: 'disabled' }) } };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Disable Tess Traveller' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable Tess Traveller?' })).getByRole('button', { name: 'Cancel' }));
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable Tess Traveller' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Tess Traveller is disabled.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable Tess Traveller' })).toBeInTheDocument();
  });

  it('lets a sales agent list and invite, but not disable', async () => {
    mockApi({ 'GET /api/agent/clients': page([client({})]), 'POST /api/agent/clients': { status: 201, body: { data: client({ status: 'invited' }) } } });
    const { user } = render(makeAgent({ userType: 'SalesAgent' }));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite client' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a client' });
    expect(within(dialog).queryByLabelText('Role')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com.')).toBeInTheDocument();
  });

  it('says so when the Clients read permission is off, and offers a retry when loading fails', async () => {
    const { unmount } = render(makeAgent({ userType: 'SalesAgent', permissions: { clients: { read: false } } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your access to this page is turned off.');
    unmount();
    let calls = 0;
    mockApi({ 'GET /api/agent/clients': () => (++calls === 1 ? { status: 500, body: { message: 'Something went wrong.' } } : page([])) });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  });
});
