import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import dayjs from 'dayjs';
import type { DealLink } from '@tripfront/domain/proposals';
import { formatDisplayDate } from '@tripfront/domain/search';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import dealLinksEn from '../../../../public/locales/en/deal-links.json';
import searchEn from '../../../../public/locales/en/search.json';
import { SEARCH_NS } from '../../search/index.ts';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { DEAL_LINKS_NS } from '../namespace.ts';
import { DealLinkPage } from './deal-link-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', DEAL_LINKS_NS, dealLinksEn, true, true);
  i18next.addResourceBundle('en', SEARCH_NS, searchEn, true, true);
});

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const paris = { id: 'city:paris', kind: 'city', name: 'Paris', label: 'Paris, France', countryCode: 'FR', latitude: 48.8566, longitude: 2.3522 };

const link = (overrides: Partial<DealLink> = {}): DealLink => ({
  id: 'l1',
  code: '7K3M9Q2X',
  url: 'https://sunrise.example/url/7K3M9Q2X',
  title: 'Paris in spring',
  product: 'hotel',
  target: '/booknow/hotels/v2/search?destination=Paris',
  agentMarkupBasisPoints: 1000,
  expiresAt: '2027-04-01T12:00:00.000Z',
  expired: false,
  archived: false,
  clicks: 12,
  signups: 3,
  bookings: 2,
  agent: { id: 'a1', name: 'Sam Sales' },
  createdAt: '2027-03-01T09:00:00.000Z',
  ...overrides,
});

const answer = (data: DealLink[]) => ({ body: { data, maxAgentMarkupBasisPoints: 2000 } });

describe('Deal Link', { timeout: 20_000 }, () => {
  it("lists each link's URL, clicks, sign-ups, bookings and last day, copies it and archives it", async () => {
    mockApi({
      'GET /api/agent/deal-links': answer([link(), link({ id: 'l2', code: 'AAAABBBB', title: 'Old deal', expired: true, archived: true, expiresAt: null })]),
      'POST /api/agent/deal-links/l1/archive': { body: { data: link({ archived: true, expired: true }) } },
    });
    const { user } = renderApp(<DealLinkPage />, { user: makeAgent(), path: '/deal-link' });
    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toContain('Paris in spring');
    expect(cells[0]).toContain('https://sunrise.example/url/7K3M9Q2X');
    expect(cells[0]).toContain('your markup 10%');
    expect(cells.slice(1, 5)).toEqual(['12', '3', '2', 'Mar 31, 2027']);
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('Archived');
    expect(within(second).queryByRole('button', { name: /Archive/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Copy the link of Paris in spring' }));
    expect(writeText).toHaveBeenCalledWith('https://sunrise.example/url/7K3M9Q2X');
    expect(await within(first).findByText('Link copied.')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Archive Paris in spring' }));
    await vi.waitFor(() => expect(fetchCalls.some((c) => c.method === 'POST' && c.url.pathname === '/api/agent/deal-links/l1/archive')).toBe(true));
  });

  it('creates a link to a search built with the product’s own form, which fills the link rather than opening results', async () => {
    mockApi({
      'GET /api/agent/deal-links': answer([]),
      'POST /api/v2/hotel/auto-suggest': { body: { data: { locationSuggestions: [paris], allData: true } } },
      'POST /api/agent/deal-links': ({ body }) => ({
        status: 201,
        body: { data: link({ ...(body as Partial<DealLink>), clicks: 0, signups: 0, bookings: 0 }) },
      }),
    });
    const { user, router } = renderApp(<DealLinkPage />, { user: makeAgent(), path: '/deal-link' });
    expect(await screen.findByRole('radio', { name: 'A search' })).toBeChecked();
    expect(screen.getByLabelText('Product')).toHaveValue('hotel');
    const destination = await screen.findByRole('combobox', { name: 'Destination' });

    // Creating before a search is chosen says so, on the search's first field; the title typed stays.
    await user.type(screen.getByLabelText('Title'), 'Paris in spring');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(screen.getByText('Fill in the search and press “Use this search”.')).toHaveAttribute('role', 'alert');
    expect(destination).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Paris in spring');

    await user.type(destination, 'Pari');
    await user.click(await screen.findByRole('option', { name: /Paris/ }));
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: day(24) } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: day(26) } });
    await user.click(screen.getByRole('button', { name: 'Use this search' }));

    // The search in words, and Change (which has the focus); the page has not moved.
    const change = await screen.findByRole('button', { name: 'Change' });
    expect(change).toHaveFocus();
    // (The dot after the place is the style sheet's, which jsdom does not name.)
    expect(change).toHaveAccessibleDescription(`Paris, France${formatDisplayDate(day(24))} | ${formatDisplayDate(day(26))} · 2 guests`);
    expect(screen.queryByRole('combobox', { name: 'Destination' })).toBeNull();
    expect(router.state.location.pathname).toBe('/deal-link');

    // Change opens the form again with the search as it was.
    await user.click(change);
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris, France');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use this search' }));
    await screen.findByRole('button', { name: 'Change' });

    await user.type(screen.getByLabelText('Your markup (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(await screen.findByText('Your deal link is ready:')).toBeInTheDocument();
    const target = `/booknow/hotels/search?destination=Paris%2C+France&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(24)}&checkout_date=${day(26)}&occupancies=2`;
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/agent/deal-links').map((c) => c.body)).toEqual([
      { title: 'Paris in spring', product: 'hotel', target, agentMarkupBasisPoints: 1000, expiresOn: null },
    ]);
    expect(router.state.location.pathname).toBe('/deal-link');
  });

  it('creates a link from a pasted storefront address, saying what to fix first without losing what was typed', async () => {
    mockApi({
      'GET /api/agent/deal-links': answer([]),
      'POST /api/agent/deal-links': ({ body }) => ({
        status: 201,
        body: { data: link({ ...(body as Partial<DealLink>), clicks: 0, signups: 0, bookings: 0 }) },
      }),
    });
    const { user } = renderApp(<DealLinkPage />, { user: makeAgent(), path: '/deal-link' });
    expect(await screen.findByText('No deal links yet. Create one above and share it with your clients.')).toBeInTheDocument();
    expect(screen.getByText('Added to every price your visitors see, up to 20%.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A page I paste' }));

    await user.type(screen.getByLabelText('Address of the search or deal'), 'https://elsewhere.example/booknow/hotels');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    const address = screen.getByLabelText('Address of the search or deal');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Paste the address of a search or deal page of this storefront.'));
    expect(address).toHaveFocus();

    await user.clear(address);
    await user.type(address, `${window.location.origin}/booknow/cars/search?pickup=CDG&dealLinkId=ZZZZZZZZ`);
    expect(screen.getByLabelText('Product')).toHaveValue('car');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining('Please give the link a title.'));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.type(screen.getByLabelText('Title'), 'Paris in spring');
    await user.type(screen.getByLabelText('Your markup (%)'), '25');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(screen.getByLabelText('Your markup (%)')).toHaveAccessibleDescription(expect.stringContaining('Enter a markup from 0 up to 20%.'));
    expect(screen.getByLabelText('Address of the search or deal')).toHaveValue(`${window.location.origin}/booknow/cars/search?pickup=CDG&dealLinkId=ZZZZZZZZ`);
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your markup (%)'));
    await user.type(screen.getByLabelText('Your markup (%)'), '12.5{Enter}');
    expect(await screen.findByText('Your deal link is ready:')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Paris in spring',
      product: 'car',
      target: '/booknow/cars/search?pickup=CDG',
      agentMarkupBasisPoints: 1250,
      expiresOn: null,
    });
  });

  it('tells a traveller and an agent without the Deal Link permission why, without asking', () => {
    renderApp(<DealLinkPage />, { user: makeUser() });
    expect(screen.getByRole('alert')).toHaveTextContent("Deal links are only for the agency's travel agents.");
    renderApp(<DealLinkPage />, { user: makeAgent({ userType: 'SalesAgent', permissions: { dealLink: { read: false } } }) });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Your access to Deal Link is turned off.');
    expect(fetchCalls).toHaveLength(0);
  });
});
