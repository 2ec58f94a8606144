import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentBookingRow } from '@tripfront/domain/agent-bookings';
import agentBookingsEn from '../../../../public/locales/en/agent-bookings.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { AGENT_BOOKINGS_NS } from '../hooks/use-agent-bookings-translation.ts';
import { BookingsLayout } from './bookings-layout.tsx';
import { BookingsPage } from './bookings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', AGENT_BOOKINGS_NS, agentBookingsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const row = (over: Partial<AgentBookingRow> = {}): AgentBookingRow => ({
  reference: 'TF-AAAA2222',
  product: 'hotel',
  service: 'hotels',
  status: 'confirmed',
  title: 'Hotel Lumière',
  location: 'Paris, FR',
  countryCode: 'FR',
  startDate: '2027-03-01',
  endDate: '2027-03-04',
  total: { amount: 123_456, currency: 'USD' },
  createdAt: '2026-11-20T08:15:00.000Z',
  traveller: { id: 't1', name: 'Ada Lovelace', email: 'ada@example.com' },
  agent: null,
  paymentStatus: 'captured',
  refundStatus: 'none',
  refund: null,
  ...over,
});

const answer = (data: AgentBookingRow[], over: Record<string, unknown> = {}) => ({
  body: { data, page: 1, pageSize: 25, total: data.length, totalCapped: false, ...over },
});
const agents = {
  'GET /api/agent/bookings/agents': { body: { data: [{ id: '0b6f2c1e-8d7a-4b8e-9a55-1f2e3d4c5b6a', name: 'Sam Sales', email: 'sam@example.com' }] } },
};
const routes = [
  {
    element: (
      <CurrencyProvider agencyDefaultCountry="US">
        <BookingsLayout />
      </CurrencyProvider>
    ),
    children: [{ path: '/bookings', element: <BookingsPage /> }],
  },
];
const lastListCall = () => fetchCalls.filter((c) => c.url.pathname === '/api/agent/bookings').at(-1)!;

describe('Bookings (back-office list)', { timeout: 20_000 }, () => {
  it('lists the bookings with money, dates, traveller and a link to each; the export carries the filters', async () => {
    mockApi({
      ...agents,
      'GET /api/agent/bookings': answer(
        [
          row(),
          row({
            reference: 'TF-BBBB3333',
            product: 'car',
            service: 'cars',
            title: 'Compact car',
            status: 'cancelled',
            agent: { id: 'a', name: 'Sam Sales', email: 'sam@example.com' },
          }),
        ],
        { total: 2 },
      ),
    });
    renderApp(<></>, { user: makeAgent(), path: '/bookings?status=confirmed&sort=total&order=asc', routes });
    const table = await screen.findByRole('table', { name: 'Bookings, page 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'TF-AAAA2222' })).toHaveAttribute('href', '/bookings/TF-AAAA2222');
    expect(first).toHaveTextContent('$1,234.56');
    expect(first).toHaveTextContent('Mar 01, 2027 | Mar 04, 2027');
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent('Car Rentals');
    expect(rows[1]).toHaveTextContent('Sam Sales');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
    expect(lastListCall().url.search).toBe('?status=confirmed&sort=total&order=asc&page=1&pageSize=25');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/agent/bookings/export.csv?status=confirmed&sort=total&order=asc');
    // The sorted column says so; the others can be sorted.
    expect(within(table).getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Reference/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
  });

  it('keeps search, filters, sort and page in the URL and asks the server for them', async () => {
    mockApi({ ...agents, 'GET /api/agent/bookings': answer([row()], { total: 60 }) });
    const { user, router } = renderApp(<></>, { user: makeAgent(), path: '/bookings', routes });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ada%40'));
    await user.selectOptions(screen.getByLabelText('Product'), 'car');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ada%40&product=car'));
    await user.selectOptions(await screen.findByLabelText('Agent'), 'Sam Sales');
    await waitFor(() => expect(router.state.location.search).toContain('agentId=0b6f2c1e-8d7a-4b8e-9a55-1f2e3d4c5b6a'));
    await user.click(screen.getByRole('button', { name: /Reference/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=reference&order=asc'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(lastListCall().url.searchParams.get('page')).toBe('2'));
    expect(Object.fromEntries(lastListCall().url.searchParams)).toMatchObject({ q: 'ada@', product: 'car', sort: 'reference', order: 'asc' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=reference&order=asc'));
  });

  it('says "No bookings yet" for a new agency and "No bookings match these filters" when filtered', async () => {
    mockApi({ ...agents, 'GET /api/agent/bookings': answer([]) });
    renderApp(<></>, { user: makeAgent(), path: '/bookings', routes });
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    renderApp(<></>, { user: makeAgent(), path: '/bookings?q=zzz', routes });
    expect(await screen.findByRole('heading', { name: 'No bookings match these filters' })).toBeInTheDocument();
  });

  it('goes back to the first page from a page past the end', async () => {
    mockApi({
      ...agents,
      'GET /api/agent/bookings': ({ url }) => (url.searchParams.get('page') === '1' ? answer([row()]) : answer([], { page: 7, total: 1 })),
    });
    const { router } = renderApp(<></>, { user: makeAgent(), path: '/bookings?page=7', routes });
    expect(await screen.findByRole('link', { name: 'TF-AAAA2222' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    mockApi({
      ...agents,
      'GET /api/agent/bookings': () =>
        ++calls === 1
          ? new Promise((resolve) => {
              release = () => resolve({ status: 500, body: { statusCode: 500, message: 'Something went wrong.' } });
            })
          : answer([row()]),
    });
    const { user } = renderApp(<></>, { user: makeAgent(), path: '/bookings', routes });
    expect(await screen.findByRole('status', { name: 'Loading bookings…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The bookings could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'TF-AAAA2222' })).toBeInTheDocument();
  });

  it('tells an agent whose Bookings permission is off, and travellers, that it is not for them', async () => {
    mockApi({
      ...agents,
      'GET /api/agent/bookings': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'turned off' } },
    });
    renderApp(<></>, { user: makeAgent({ userType: 'SalesAgent' }), path: '/bookings', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your access to Bookings is turned off.');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();

    renderApp(<></>, { user: makeUser(), path: '/bookings', routes });
    expect(await screen.findByText("This page is for the agency's travel agents.")).toBeInTheDocument();
  });
});
