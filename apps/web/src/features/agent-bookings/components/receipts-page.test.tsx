import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@tripfront/domain/receipts';
import agentBookingsEn from '../../../../public/locales/en/agent-bookings.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { AGENT_BOOKINGS_NS } from '../hooks/use-agent-bookings-translation.ts';
import { BookingsLayout } from './bookings-layout.tsx';
import { ReceiptsPage } from './receipts-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', AGENT_BOOKINGS_NS, agentBookingsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 12,
  label: 'SUNRISE-000012',
  kind: 'payment',
  bookingReference: 'TF-AAAA2222',
  amount: { amount: 123_456, currency: 'USD' },
  taxes: [{ name: 'Taxes and fees', amount: { amount: 12_000, currency: 'USD' } }],
  seller: { name: 'Sunrise Travel', address: ['500 Market Street'], email: 'hello@sunrise-travel.example', phone: '' },
  buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  issuedAt: '2026-11-20T08:15:00.000Z',
  ...over,
});

const routes = [
  {
    element: (
      <CurrencyProvider agencyDefaultCountry="US">
        <BookingsLayout />
      </CurrencyProvider>
    ),
    children: [{ path: '/bookings/receipts', element: <ReceiptsPage /> }],
  },
];

describe('Receipts (back-office list)', { timeout: 20_000 }, () => {
  it('lists the receipts with number, kind, booking, traveller, seller, amount and taxes; the CSV export carries the filters', async () => {
    // The newer receipt was issued after the agency gave its legal details; the older one before.
    const legal = { ...receipt().seller, legalName: 'Sunrise Travel Ltd', registrationNumber: '01234567', taxNumber: 'GB123456789' };
    mockApi({
      'GET /api/agent/receipts': {
        body: {
          data: [
            receipt({ id: '00000000-0000-4000-8000-000000000002', number: 13, label: 'SUNRISE-000013', kind: 'refund', taxes: [], seller: legal }),
            receipt(),
          ],
          page: 1,
          pageSize: 20,
          total: 2,
        },
      },
    });
    const { user } = renderApp(null, { path: '/bookings/receipts', user: makeAgent(), routes });
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        'SUNRISE-000013',
        'Refund',
        'TF-AAAA2222',
        'Ada Lovelace',
        'Sunrise Travel LtdReg. no. 01234567Tax no. GB123456789',
        '$1,234.56',
        '—',
        'Nov 20, 2026',
        'Download receipt',
      ],
      ['SUNRISE-000012', 'Payment', 'TF-AAAA2222', 'Ada Lovelace', 'Sunrise Travel', '$1,234.56', '$120', 'Nov 20, 2026', 'Download receipt'],
    ]);
    // Each receipt's PDF, in the interface language (decision 0118).
    expect(screen.getByRole('link', { name: 'Download receipt SUNRISE-000012' })).toHaveAttribute('href', '/api/bookings/TF-AAAA2222/receipts/12/pdf?lang=en');
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByText('Tax no. GB123456789')).toBeInTheDocument();
    expect(screen.getByText('2 receipts')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'refund');
    await waitFor(() => expect(fetchCalls.at(-1)!.url.search).toBe('?kind=refund'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/agent/receipts/export.csv?kind=refund');
  });

  it('shows one booking’s receipts when opened from the booking, and exports only those', async () => {
    mockApi({ 'GET /api/agent/receipts': { body: { data: [receipt()], page: 1, pageSize: 20, total: 1 } } });
    renderApp(null, { path: '/bookings/receipts?reference=TF-AAAA2222', user: makeAgent(), routes });
    expect(await screen.findByText('Receipts of booking TF-AAAA2222')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.pathname === '/api/agent/receipts')!.url.search).toBe('?reference=TF-AAAA2222');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/agent/receipts/export.csv?reference=TF-AAAA2222');
  });

  it('asks only for the start of a range that ends before it starts (the API refuses it, and "Try again" could not help)', async () => {
    mockApi({ 'GET /api/agent/receipts': { body: { data: [receipt()], page: 1, pageSize: 20, total: 1 } } });
    renderApp(null, { path: '/bookings/receipts?from=2026-11-20&to=2026-11-01', user: makeAgent(), routes });
    await screen.findByRole('table');
    expect(fetchCalls.find((c) => c.url.pathname === '/api/agent/receipts')!.url.search).toBe('?from=2026-11-20');
    expect(screen.getByLabelText('Issued from')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('Issued to')).toHaveValue('');
  });

  it('says when there are no receipts yet', async () => {
    mockApi({ 'GET /api/agent/receipts': { body: { data: [], page: 1, pageSize: 20, total: 0 } } });
    renderApp(null, { path: '/bookings/receipts', user: makeAgent(), routes });
    expect(await screen.findByRole('heading', { name: 'No receipts yet' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/agent/receipts': { status: 500, body: { message: 'Something went wrong.' } } });
    renderApp(null, { path: '/bookings/receipts', user: makeAgent(), routes });
    expect(await screen.findByText('The receipts could not be loaded.')).toBeInTheDocument();
  });
});
