import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { DashboardFigures } from '@tripfront/domain/command-center/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import centerEn from '../../../../public/locales/en/command-center.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { CENTER_NS } from '../hooks/use-command-center-translation.ts';
import { CommandCenterPage } from './command-center-page.tsx';

// jsdom has no canvas: the chart chunk is replaced by a stand-in that shows what it was given.
vi.mock('./sales-chart.tsx', () => ({
  default: ({ labels, sales }: { labels: string[]; sales: number[] }) => (
    <div data-testid="sales-chart">
      {labels.length} points, {sales.reduce((a, b) => a + b, 0)}
    </div>
  ),
}));

beforeAll(() => {
  i18next.addResourceBundle('en', CENTER_NS, centerEn, true, true);
});

const figures = (overrides: Partial<DashboardFigures> = {}): DashboardFigures => ({
  from: '2027-03-01',
  to: '2027-03-03',
  bucket: 'day',
  product: 'all',
  currency: 'USD',
  hasActivity: true,
  bookings: 4,
  cancellations: 1,
  grossSalesMinor: 30_000,
  markupEarnedMinor: 2_500,
  averageBookingMinor: 7_500,
  conversion: { searches: 8, bookings: 4, ratio: 0.5 },
  topDestinations: [
    { countryCode: 'ES', name: 'Spain', bookings: 2, salesMinor: 20_000 },
    { countryCode: 'FR', name: 'France', bookings: 1, salesMinor: 10_000 },
  ],
  topAgents: [
    { agentId: 'a1', name: 'Sam Sales', bookings: 2, salesMinor: 20_000 },
    { agentId: null, name: 'Direct', bookings: 2, salesMinor: 10_000 },
  ],
  series: [
    { start: '2027-03-01', bookings: 3, salesMinor: 20_000 },
    { start: '2027-03-02', bookings: 0, salesMinor: 0 },
    { start: '2027-03-03', bookings: 1, salesMinor: 10_000 },
  ],
  dealLinks: { clicks: 12, signups: 3, bookings: 2 },
  proposals: { sent: 5, approved: 3, booked: 2, conversion: 0.4 },
  ...overrides,
});

function renderCenter(options: { user?: ReturnType<typeof makeUser>; path?: string; answer?: Parameters<typeof mockApi>[0][string] } = {}) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1, EUR: 0.9 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/agent/dashboard': options.answer ?? { body: { data: figures() } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <CommandCenterPage />
    </CurrencyProvider>,
    { user: options.user ?? makeAgent(), path: options.path ?? '/dashboard' },
  );
}

const dashboardCalls = () => fetchCalls.filter((c) => c.url.pathname === '/api/agent/dashboard');

describe('Command Center', { timeout: 20_000 }, () => {
  it('shows the key figures in the selected currency, the chart, and the top lists', async () => {
    renderCenter();
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    const value = (label: string) => within(kpis).getByText(label).nextElementSibling?.textContent;
    expect(value('Bookings')).toBe('4');
    expect(value('Gross sales')).toBe('$300');
    expect(value('Markup earned')).toBe('$25');
    expect(value('Cancellations')).toBe('1');
    expect(value('Conversion')).toBe('50%Bookings: 4 · Searches: 8');
    expect(value('Average booking value')).toBe('$75');
    expect(value('Deal link clicks')).toBe('12Bookings: 2 · Sign-ups: 3');
    expect(value('Proposals sent')).toBe('5Approved: 3 · Booked: 40%');
    expect(await screen.findByTestId('sales-chart')).toHaveTextContent('3 points, 300');
    const destinations = screen.getByRole('region', { name: 'Top destinations' });
    expect(
      within(destinations)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DestinationBookingsGross sales', 'Spain2$200', 'France1$100']);
    const agents = screen.getByRole('region', { name: 'Top agents' });
    expect(within(agents).getByText('Direct (travellers)')).toBeInTheDocument();
    const call = dashboardCalls()[0]!;
    expect(call.url.searchParams.get('currency')).toBe('USD');
    expect(call.url.searchParams.get('product')).toBe('all');
  });

  it('shows the same figures as a table on request', async () => {
    const { user } = renderCenter();
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Gross sales and bookings by day, USD' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['PeriodBookingsGross sales', 'Mar 1, 20273$200', 'Mar 2, 20270$0', 'Mar 3, 20271$100', 'Total4$300']);
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
  });

  it('asks again for another period and product, and checks custom dates first', async () => {
    const { user } = renderCenter();
    await screen.findByRole('region', { name: 'Key figures' });
    await user.selectOptions(screen.getByLabelText('Product'), 'hotels');
    await user.selectOptions(screen.getByLabelText('Period'), 'last7');
    const last = () => dashboardCalls().at(-1)!.url.searchParams;
    await vi.waitFor(() => expect([last().get('product'), last().get('to') && 'to']).toEqual(['hotels', 'to']));
    const days = (Date.parse(last().get('to')!) - Date.parse(last().get('from')!)) / 86_400_000;
    expect(days).toBe(6);

    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2027-05-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2027-05-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start date on or before the end date');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2027-05-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect([last().get('from'), last().get('to')]).toEqual(['2027-05-10', '2027-05-20']));
  });

  it('leaves markup earned out when the answer has none (agents who do not see agent prices)', async () => {
    renderCenter({ answer: { body: { data: figures({ markupEarnedMinor: undefined }) } } });
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(kpis).queryByText('Markup earned')).not.toBeInTheDocument();
  });

  it('points a new agency to Book Now', async () => {
    renderCenter({ answer: { body: { data: figures({ hasActivity: false, bookings: 0, topAgents: [], topDestinations: [] }) } } });
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', expect.stringMatching(/^\/booknow\//));
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderCenter({
      answer: () => (++calls === 1 ? { status: 500, body: { message: 'Something went wrong.' } } : { body: { data: figures() } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    renderCenter({ answer: () => new Promise(() => {}) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the figures…');
  });

  it('tells a traveller and an agent without the Dashboard permission why, without asking', () => {
    renderCenter({ user: makeUser() });
    expect(screen.getByRole('alert')).toHaveTextContent("only for the agency's travel agents");
    renderCenter({ user: makeAgent({ userType: 'SalesAgent', permissions: { dashboard: { read: false } } }) });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Your access to the Command Center is turned off.');
    expect(dashboardCalls()).toHaveLength(0);
  });
});
