import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { SearchRow } from '@tripfront/domain/command-center/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import searchesEn from '../../../../public/locales/en/searches.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SEARCHES_NS } from '../hooks/use-searches-translation.ts';
import { SearchesPage } from './searches-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SEARCHES_NS, searchesEn, true, true);
});

const row = (overrides: Partial<SearchRow> = {}): SearchRow => ({
  id: 's1',
  createdAt: '2027-03-01T09:30:00.000Z',
  service: 'hotels',
  destination: 'Paris',
  countryCode: 'FR',
  startDate: '2027-04-10',
  endDate: '2027-04-12',
  party: { rooms: 1, adults: 2, children: 0 },
  resultCount: 42,
  searchUrl: '/booknow/hotels/search?destination=Paris&lat=48.85&long=2.35&checkin_date=2027-04-10&checkout_date=2027-04-12&occupancies=2',
  userName: 'Tess Traveller',
  ledToBooking: true,
  ...overrides,
});

const page = (items: SearchRow[], p = 1, totalPages = 1) => ({ body: { data: { items, page: p, pageSize: 20, total: totalPages * 20, totalPages } } });

describe('Searches', { timeout: 20_000 }, () => {
  it('lists searches with product, destination, dates, party, results, whether booked, and a Search again link', async () => {
    mockApi({ 'GET /api/agent/searches': page([row(), row({ id: 's2', userName: null, ledToBooking: false, destination: 'Rome', resultCount: 0 })]) });
    renderApp(<SearchesPage />, { user: makeAgent(), path: '/searches' });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 8)).toEqual(['Tess Traveller', 'Hotels', 'Paris', 'Apr 10, 2027 – Apr 12, 2027', 'Adults: 2 · Children: 0 · Rooms: 1', '42', 'Yes']);
    expect(within(first).getByRole('link', { name: 'Search again: Paris' })).toHaveAttribute('href', row().searchUrl);
    expect(within(second).getByText('Visitor')).toBeInTheDocument();
    expect(within(second).getAllByRole('cell')[7]).toHaveTextContent('No');
  });

  it('pages and filters by product', async () => {
    mockApi({ 'GET /api/agent/searches': ({ url }) => page([row({ id: `p${url.searchParams.get('page')}` })], Number(url.searchParams.get('page')), 3) });
    const { user } = renderApp(<SearchesPage />, { user: makeAgent(), path: '/searches' });
    const nav = await screen.findByRole('navigation', { name: 'Pages of searches' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await within(nav).findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Product'), 'flights');
    await vi.waitFor(() => expect(fetchCalls.at(-1)!.url.searchParams.toString()).toBe('page=1&product=flights'));
  });

  it('says when there are no searches yet, and offers to try again after a failure', async () => {
    let calls = 0;
    mockApi({ 'GET /api/agent/searches': () => (++calls === 1 ? { status: 500, body: { message: 'Something went wrong.' } } : page([])) });
    const { user } = renderApp(<SearchesPage />, { user: makeAgent(), path: '/searches' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The searches could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No searches yet' })).toBeInTheDocument();
  });

  it('tells a traveller and an agent without the Searches permission why, without asking', () => {
    renderApp(<SearchesPage />, { user: makeUser() });
    expect(screen.getByRole('alert')).toHaveTextContent("only for the agency's travel agents");
    renderApp(<SearchesPage />, { user: makeAgent({ userType: 'SalesAgent', permissions: { searches: { read: false } } }) });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Your access to Searches is turned off.');
    expect(fetchCalls).toHaveLength(0);
  });
});
